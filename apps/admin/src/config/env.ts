/**
 * Build-time configuration of the admin portal, parsed and checked once (bulletproof-react's
 * src/config/env.ts). Vite inlines `import.meta.env.VITE_*` at build time, so these are fixed per build.
 */

export interface Env {
  /**
   * SPEC.md §4: the offer status filter offers 'in negotiation' "only when the filter flag is not
   * set". `VITE_OFFER_FILTER_FLAG=true` sets it: the filter then lists only the statuses an offer
   * item is stored with (docs/decisions/0009-admin-orders-and-offers.md).
   */
  offerFilterFlag: boolean;
}

const TRUE = ['true', '1', 'yes'];
const FALSE = ['false', '0', 'no', ''];

/** Throws on a value that is set but not a yes/no: a typo in a build flag must not pass silently. */
function parseFlag(raw: Record<string, unknown>, name: string): boolean {
  const value = raw[name];
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value === undefined ? '' : null;
  if (text !== null && TRUE.includes(text)) return true;
  if (text !== null && FALSE.includes(text)) return false;
  throw new Error(`${name} must be true or false; got ${JSON.stringify(value)}`);
}

export function parseEnv(raw: Record<string, unknown>): Env {
  return { offerFilterFlag: parseFlag(raw, 'VITE_OFFER_FILTER_FLAG') };
}

export const env: Env = parseEnv(import.meta.env);
