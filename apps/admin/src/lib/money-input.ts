import { parseFormattedMoney } from '@patchbay/domain';

/**
 * An amount as typed ('$1,200.50', ' 75 ') in the plain form the API takes ('1200.50'); text that
 * is no amount is passed on as typed, for the request schema to name ('Please enter valid amount').
 * Money stays a decimal string throughout (DESIGN.md §4): never a binary float.
 */
export function normalizeMoneyInput(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  try {
    return parseFormattedMoney(trimmed);
  } catch {
    return trimmed;
  }
}
