import { z } from 'zod';

/**
 * An amount in dollars as a decimal string (DESIGN.md §4: money never travels as a float). The API
 * document names it `Money` (the server's openapi/components.ts). No schema of this package is
 * named here: the storefront's server bundle carries its own copy of this package, and two copies
 * naming the same id in zod's global registry would break the document.
 */
export const moneySchema = z.string();
