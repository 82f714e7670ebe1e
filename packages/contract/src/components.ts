import { z } from 'zod';

/**
 * An amount in dollars as a decimal string (DESIGN.md §4: money never travels as a float). The API
 * document names it `Money` (`#/components/schemas/Money`) and references it wherever it is used.
 */
export const moneySchema = z.string().meta({
  id: 'Money',
  description: 'An amount in US dollars as a decimal string: 2 decimals for totals, up to 4 for unit prices.',
  examples: ['1234.50'],
});
