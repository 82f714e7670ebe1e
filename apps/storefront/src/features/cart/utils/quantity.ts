import { cartMessages, quantityRuleMessage } from '@patchbay/contract';
import {
  formatCount,
  largestQuantity as largestOfRule,
  minimumQuantity,
  orderMultiple,
  quantityRuleProblem,
  smallestQuantity as smallestOfRule,
} from '@patchbay/domain';

/** What a listing asks of a quantity (SPEC.md §3 Listing: minQuantity, quantityMultiple, numAvailable). */
export interface QuantityRules {
  minQuantity: number;
  quantityMultiple: number;
  numAvailable: number;
}

/** Stands for an emptied or non-numeric quantity input. */
export const QUANTITY_REQUIRED = 'Please enter quantity';
const QUANTITY_WHOLE = 'Please enter a whole quantity';

/** The smallest quantity the listing sells: its minimum, raised to the next order multiple. */
export function smallestQuantity(rules: Pick<QuantityRules, 'minQuantity' | 'quantityMultiple'>): number {
  return smallestOfRule(rules);
}

/** The largest quantity that can be bought now: what is available, down to an order multiple. */
export function largestQuantity(rules: QuantityRules): number {
  return largestOfRule(rules, rules.numAvailable);
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
  const ruled = quantityRuleProblem(rules, quantity);
  if (ruled) return quantityRuleMessage(ruled);
  if (quantity > rules.numAvailable) return cartMessages.onlyLeft(Math.max(0, rules.numAvailable));
  return null;
}

/** A line of several words under the quantity input: 'Minimum 10 · multiples of 5 · 40 available'. */
export function quantityHint(rules: QuantityRules): string {
  const parts: string[] = [];
  const minimum = minimumQuantity(rules);
  const multiple = orderMultiple(rules);
  if (minimum > 1) parts.push(`Minimum ${formatCount(minimum)}`);
  if (multiple > 1) parts.push(`multiples of ${formatCount(multiple)}`);
  parts.push(`${formatCount(Math.max(0, rules.numAvailable))} available`);
  const text = parts.join(' · ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
