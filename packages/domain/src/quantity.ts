/**
 * The quantity rule of a listing (SPEC.md §3 Listing: minQuantity, quantityMultiple; §5 cart
 * rules): one place for the cart, the offers and both screens that word them.
 */

export interface QuantityRule {
  minQuantity?: number | null;
  quantityMultiple?: number | null;
}

export type QuantityRuleProblem =
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'notMultiple'; multiple: number };

/** The order multiple as a whole number of at least 1 (none, 0 or a fraction below 1 is 1). */
export function orderMultiple(rule: QuantityRule): number {
  return Math.max(1, Math.trunc(rule.quantityMultiple ?? 1) || 1);
}

/** The minimum as a whole number of at least 1: a minimum below 1 asks nothing more than 1. */
export function minimumQuantity(rule: QuantityRule): number {
  return Math.max(1, Math.trunc(rule.minQuantity ?? 1) || 1);
}

/**
 * The smallest quantity the listing sells: its minimum, raised to the next order multiple
 * (minimum 5 in multiples of 10 is 10).
 */
export function smallestQuantity(rule: QuantityRule): number {
  const multiple = orderMultiple(rule);
  return Math.ceil(minimumQuantity(rule) / multiple) * multiple;
}

/** The largest quantity of `available` that can be bought: down to an order multiple. */
export function largestQuantity(rule: QuantityRule, available: number): number {
  const multiple = orderMultiple(rule);
  return Math.floor(Math.max(0, available) / multiple) * multiple;
}

/**
 * What the minimum and the order multiple say of a whole quantity of at least 1, or null when it
 * is allowed. Availability is the caller's: a cart and an offer treat it differently.
 */
export function quantityRuleProblem(rule: QuantityRule, quantity: number): QuantityRuleProblem | null {
  const minimum = minimumQuantity(rule);
  if (quantity < minimum) return { kind: 'belowMinimum', minimum };
  const multiple = orderMultiple(rule);
  if (quantity % multiple !== 0) return { kind: 'notMultiple', multiple };
  return null;
}
