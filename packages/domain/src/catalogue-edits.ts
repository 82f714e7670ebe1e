/**
 * Bulk edits of listings (the admin data table's "change price by % or amount"): pure arithmetic
 * on decimal strings, never floats.
 */
import { compareMoney, fromUnits, MONEY_COLUMNS, multiplyUnits, toScaledDecimal, toUnits } from './money';
import { messages } from './validation/messages';

export type PriceChange =
  | { mode: 'percent'; value: string }
  | { mode: 'amount'; value: string }
  | { mode: 'set'; value: string };

export type PriceChangeResult = { ok: true; price: string } | { ok: false; message: string };

/** The largest unit price a listing column holds (10 digits, 4 decimals). */
const MAX_UNIT_PRICE_UNITS =
  10n ** BigInt(MONEY_COLUMNS.unitPrice.integerDigits + MONEY_COLUMNS.unitPrice.decimals);

/**
 * A listing's new unit price after a change: up or down by a percentage (`-10` is 10 % off) or an
 * amount (`-5.50`), or set outright; 4 decimals, rounded half-up. It must stay between the
 * product's minimum and maximum price when the product has them (SPEC.md §5), and never below 0.
 */
export function changedPrice(
  current: string,
  change: PriceChange,
  range: { minPrice: string | null; maxPrice: string | null },
): PriceChangeResult {
  let units: bigint;
  try {
    const base = toUnits(current);
    if (change.mode === 'percent') {
      // price x (100 + p) / 100 in one rounding: 19.99 less 12.5 % is 17.49125 -> 17.4913.
      const percent = toScaledDecimal(change.value);
      const factor = { units: 100n * 10n ** BigInt(percent.scale) + percent.units, scale: percent.scale + 2 };
      units = multiplyUnits(base, factor, 4);
    } else if (change.mode === 'amount') units = base + toUnits(change.value);
    else units = toUnits(change.value);
  } catch {
    return { ok: false, message: messages.invalid.price };
  }
  if (units < 0n || units >= MAX_UNIT_PRICE_UNITS) return { ok: false, message: messages.invalid.price };
  const price = fromUnits(units, 4);
  const { minPrice, maxPrice } = range;
  if (
    (minPrice !== null && compareMoney(price, minPrice) < 0) ||
    (maxPrice !== null && compareMoney(price, maxPrice) > 0)
  ) {
    return { ok: false, message: messages.salePriceRange };
  }
  return { ok: true, price };
}
