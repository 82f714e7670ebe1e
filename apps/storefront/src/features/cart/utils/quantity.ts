import { cartMessages } from '@patchbay/contract';
import { formatCount } from '@patchbay/domain';

/** What a listing asks of a quantity (SPEC.md §3 Listing: minQuantity, quantityMultiple, numAvailable). */
export interface QuantityRules {
  minQuantity: number;
  quantityMultiple: number;
  numAvailable: number;
}

/** Stands for an emptied or non-numeric quantity input. */
export const QUANTITY_REQUIRED = 'Please enter quantity';
const QUANTITY_WHOLE = 'Please enter a whole quantity';

function multipleOf(rules: Pick<QuantityRules, 'quantityMultiple'>): number {
  return Math.max(1, Math.trunc(rules.quantityMultiple) || 1);
}

/**
 * The smallest quantity the listing sells: its minimum, raised to the next order multiple
 * (minimum 5 in multiples of 10 is 10).
 */
export function smallestQuantity(rules: Pick<QuantityRules, 'minQuantity' | 'quantityMultiple'>): number {
  const multiple = multipleOf(rules);
  const min = Math.max(1, Math.trunc(rules.minQuantity) || 1);
  return Math.ceil(min / multiple) * multiple;
}

/** The largest quantity that can be bought now: what is available, down to an order multiple. */
export function largestQuantity(rules: QuantityRules): number {
  const multiple = multipleOf(rules);
  return Math.floor(Math.max(0, rules.numAvailable) / multiple) * multiple;
}

/** The quantity input as typed: a number, or '' / text when emptied or mistyped. */
export type QuantityInput = number | string;

/** The typed quantity as a whole number, or null when it is empty or not a number. */
export function parseQuantity(input: QuantityInput): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = input.replace(/,/g, '').trim();
  if (text === '' || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * Why this quantity cannot go into the cart, in the server's words (packages/contract
 * cartMessages), or null when it can. The server checks the same rules again.
 */
export function quantityProblem(input: QuantityInput, rules: QuantityRules): string | null {
  const quantity = parseQuantity(input);
  if (quantity === null || quantity < 1) return QUANTITY_REQUIRED;
  if (!Number.isInteger(quantity)) return QUANTITY_WHOLE;
  const multiple = multipleOf(rules);
  if (quantity < Math.max(1, rules.minQuantity)) return cartMessages.belowMinimum(rules.minQuantity);
  if (quantity % multiple !== 0) return cartMessages.notMultiple(multiple);
  if (quantity > rules.numAvailable) return cartMessages.onlyLeft(Math.max(0, rules.numAvailable));
  return null;
}

/** A line of several words under the quantity input: 'Minimum 10 · multiples of 5 · 40 available'. */
export function quantityHint(rules: QuantityRules): string {
  const parts: string[] = [];
  if (rules.minQuantity > 1) parts.push(`Minimum ${formatCount(rules.minQuantity)}`);
  if (multipleOf(rules) > 1) parts.push(`multiples of ${formatCount(multipleOf(rules))}`);
  parts.push(`${formatCount(Math.max(0, rules.numAvailable))} available`);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
