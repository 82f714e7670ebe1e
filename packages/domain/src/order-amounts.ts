/**
 * The amounts of one seller's order (docs/checkout.md), computed the same way by the checkout
 * quote, the placed order and every later change (shipping quote, additional fees). Decimal
 * strings in and out; the arithmetic is the money module's and the total is `orderTotal`'s.
 */
import { MINIMUM_ORDER_VALUE } from './constants';
import { CANADIAN_PROVINCES, isCountry, US_STATES } from './countries';
import { compareMoney, fromUnits, MoneyError, percentOf, subtractMoney, sumMoney, toUnits } from './money';
import { type FeeRule, orderTotal, type PriceTier, promoDiscount, tieredUnitPrice } from './totals';

export interface OrderAmountsInput {
  /** The line totals (`lineTotal` of each line), 2 decimals each. */
  lineTotals: readonly string[];
  /** The promo code applied to this order, if any. */
  promo?: FeeRule | null;
  /** Percent of (subtotal − discount); ignored when `taxExempt`. */
  taxPercent: string;
  taxExempt?: boolean;
  /** The storefront's serviceFeeOnOrder: percent of the subtotal. */
  serviceFeePercent: string;
  /** The payment vendor's processing fee: percent of the subtotal. */
  processingFeePercent: string;
  /** The seller's credit-card/PayPal flag (SPEC.md §9 waiver). */
  creditCardPayPalFlag?: boolean;
  /** Defaults to MINIMUM_ORDER_VALUE. */
  minimumOrderValue?: string | null;
  /** What the buyer pays for shipping; null while awaiting the seller's shipping quote. */
  shipping: string | null;
  /** The seller's additional fees (only positive ones count). */
  additionalFees?: readonly string[];
}

export interface OrderAmounts {
  subtotal: string;
  discount: string;
  tax: string;
  taxPercent: string;
  serviceFee: string;
  serviceFeePercent: string;
  /** '0.00' when waived. */
  processingFee: string;
  processingFeePercent: string;
  processingFeeWaived: boolean;
  shipping: string | null;
  /** Sum of the positive additional fees. */
  additionalFees: string;
  total: string;
}

const ZERO = '0.00';

function percentText(value: string): string {
  const units = toUnits(value);
  if (units < 0n) throw new MoneyError(`Percent must not be negative: "${value}"`);
  return fromUnits(units, 4);
}

/**
 * SPEC.md §9 applied to one order:
 * - subtotal = sum of the line totals;
 * - discount = `promoDiscount` of the promo code on the subtotal (never more than the subtotal);
 * - tax = taxPercent of (subtotal − discount), 0 for a tax-exempt buyer;
 * - service fee = serviceFeePercent of the subtotal;
 * - processing fee = processingFeePercent of the subtotal, waived (0) when the seller's flag is set
 *   and the subtotal is under the minimum order value (the rule of `orderTotal`);
 * - shipping and the seller's additional fees are added as additional fees (positive ones only);
 * - total = `orderTotal` of all that.
 * Throws `MoneyError` on malformed or negative input.
 */
export function orderAmounts(input: OrderAmountsInput): OrderAmounts {
  const subtotal = fromUnits(toUnits(sumMoney([...input.lineTotals, '0'])), 2);
  if (compareMoney(subtotal, '0') < 0) throw new MoneyError('Subtotal must not be negative');
  const discount = input.promo ? promoDiscount(input.promo, subtotal) : ZERO;
  const taxPercent = input.taxExempt ? '0.0000' : percentText(input.taxPercent);
  const tax = percentOf(subtotalAfter(subtotal, discount), taxPercent);
  const serviceFeePercent = percentText(input.serviceFeePercent);
  const serviceFee = percentOf(subtotal, serviceFeePercent);
  const processingFeePercent = percentText(input.processingFeePercent);
  const fullProcessingFee = percentOf(subtotal, processingFeePercent);
  const minimum = input.minimumOrderValue ?? MINIMUM_ORDER_VALUE;
  const processingFeeWaived =
    input.creditCardPayPalFlag === true &&
    compareMoney(subtotal, minimum) < 0 &&
    compareMoney(fullProcessingFee, '0') > 0;
  const positiveFees = (input.additionalFees ?? []).filter((fee) => compareMoney(fee, '0') > 0);
  const additionalFees = fromUnits(toUnits(sumMoney([...positiveFees, '0'])), 2);
  const shipping = input.shipping === null ? null : fromUnits(toUnits(input.shipping), 2);
  if (shipping !== null && compareMoney(shipping, '0') < 0) {
    throw new MoneyError('Shipping must not be negative');
  }
  const total = orderTotal({
    subtotal,
    tax,
    serviceFee,
    processingFee: fullProcessingFee,
    discount,
    creditCardPayPalFlag: input.creditCardPayPalFlag === true,
    minimumOrderValue: minimum,
    additionalFees: [...(shipping === null ? [] : [shipping]), ...positiveFees],
    includeAdditionalFees: true,
  });
  return {
    subtotal,
    discount,
    tax,
    taxPercent,
    serviceFee,
    serviceFeePercent,
    processingFee: processingFeeWaived ? ZERO : fullProcessingFee,
    processingFeePercent,
    processingFeeWaived,
    shipping,
    additionalFees,
    total,
  };
}

function subtotalAfter(subtotal: string, discount: string): string {
  const rest = subtractMoney(subtotal, discount);
  return compareMoney(rest, '0') < 0 ? '0' : rest;
}

/** The balance still due: total − paid, never below zero, 2 decimals. */
export function balanceDue(total: string, paid: string): string {
  const rest = toUnits(total) - toUnits(paid);
  return fromUnits(rest < 0n ? 0n : rest, 2);
}

/** What the buyer still owes on an order: the balance due, except that a cancelled order owes nothing. */
export function amountOwed(status: string, total: string, paid: string): string {
  return status === 'cancelled' ? '0.00' : balanceDue(total, paid);
}

export interface TaxRateRow {
  country: string;
  state?: string | null | undefined;
  ratePercent: string;
}

function regionMatches(rowState: string, state: string, canada: boolean): boolean {
  const wanted = state.trim().toLowerCase();
  const row = rowState.trim().toLowerCase();
  if (row === wanted) return true;
  const regions = canada ? CANADIAN_PROVINCES : US_STATES;
  const region = regions.find((r) => r.code.toLowerCase() === row || r.name.toLowerCase() === row);
  return (
    region !== undefined && (region.code.toLowerCase() === wanted || region.name.toLowerCase() === wanted)
  );
}

/**
 * The tax percent for a destination from a storefront's rate table: the row for the country and
 * state wins over the row for the whole country; no matching row means '0.0000'. Countries match
 * by their aliases (US, USA, United States; CA, CAN, Canada), states by code or name.
 */
export function taxPercentFor(
  rows: readonly TaxRateRow[],
  destination: { country: string; state?: string | null | undefined },
): string {
  const code = isCountry(destination.country, 'US')
    ? 'US'
    : isCountry(destination.country, 'CA')
      ? 'CA'
      : null;
  if (code === null) return '0.0000';
  const sameCountry = rows.filter((row) => isCountry(row.country, code));
  const state = destination.state?.trim() ?? '';
  const exact =
    state === ''
      ? undefined
      : sameCountry.find((row) => row.state && regionMatches(row.state, state, code === 'CA'));
  const whole = sameCountry.find((row) => !row.state || row.state.trim() === '');
  const found = exact ?? whole;
  return found ? percentText(found.ratePercent) : '0.0000';
}

/**
 * The unit price of a listing bought in `quantity`: the product's tier price for that quantity
 * when it is below the listing's own price, else the listing's price. Tiers are kept per product
 * (SPEC.md §3 tieredPricing) and shared by every seller's listing of it; a volume tier is a
 * discount, so it never raises a seller's lower price (a Used unit listed under the tier stays at
 * its price). 4 decimals. Throws `MoneyError` on malformed input.
 */
export function listingUnitPrice(
  tiers: readonly PriceTier[],
  quantity: number,
  listingPrice: string,
): string {
  const own = fromUnits(toUnits(listingPrice), 4);
  const tier = tieredUnitPrice(tiers, quantity, listingPrice);
  return compareMoney(tier, own) < 0 ? tier : own;
}

export interface HeadlineListing {
  /** The listing's own unit price (decimal string). */
  price: string;
  /** The smallest quantity a buyer may order; below 1 (or missing) counts as 1. */
  minQuantity: number | null | undefined;
}

/**
 * The price a listing is shown, sorted, filtered, capped and fed at: its unit price at its
 * minimum order quantity (listingUnitPrice at that quantity), so the figure on a card is what the
 * cart charges for the smallest order the listing takes. One rule for cards, the product page,
 * the search index's price, the offer cap and JSON-LD and feeds. 4 decimals. Throws `MoneyError`
 * on malformed input.
 */
export function headlinePrice(listing: HeadlineListing, tiers: readonly PriceTier[]): string {
  const min = listing.minQuantity;
  const quantity = typeof min === 'number' && Number.isInteger(min) && min > 1 ? min : 1;
  return listingUnitPrice(tiers, quantity, listing.price);
}
