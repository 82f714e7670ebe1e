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

/** A product's price range; a bound left empty does not limit. */
export type PriceRange = { minPrice: string | null; maxPrice: string | null };

/**
 * SPEC.md §5: a listing's selling price lies between its product's minimum and maximum price
 * ('Sale price should be between minimum and maximum price of the product'). The one copy of the
 * rule: the product form, bulk price changes and relisting requests all ask here.
 */
export function priceWithinRange(price: string, range: PriceRange): boolean {
  return !(
    (range.minPrice !== null && compareMoney(price, range.minPrice) < 0) ||
    (range.maxPrice !== null && compareMoney(price, range.maxPrice) > 0)
  );
}

/**
 * A listing's new unit price after a change: up or down by a percentage (`-10` is 10 % off) or an
 * amount (`-5.50`), or set outright; 4 decimals, rounded half-up. It must stay between the
 * product's minimum and maximum price when the product has them (SPEC.md §5), and never below 0.
 */
export function changedPrice(current: string, change: PriceChange, range: PriceRange): PriceChangeResult {
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
  if (!priceWithinRange(price, range)) return { ok: false, message: messages.salePriceRange };
  return { ok: true, price };
}
