/**
 * Order, line, fee and discount arithmetic (SPEC.md §9). Decimal strings in and out; all the
 * arithmetic goes through the money module. Totals come back with exactly 2 decimals, unit prices
 * with exactly 4.
 */
import { type FeeType, MINIMUM_ORDER_VALUE, SHIPPING_MARKUP_PERCENT } from './constants';
import {
  fromUnits,
  MoneyError,
  multiplyUnits,
  percentOfUnits,
  roundMoney,
  roundUnits,
  subtractMoney,
  toScaledDecimal,
  toUnits,
} from './money';

/** One dollar in units (multiplying it by a decimal gives that decimal in units). */
const ONE_UNIT = toUnits('1');
const CENT = toUnits('0.01');

/** A missing amount: null, undefined or the empty string (legacy records store ''). */
type Optional<T> = T | null | undefined;

function isMissing(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

function nonNegativeUnits(amount: string, what: string): bigint {
  const units = toUnits(amount);
  if (units < 0n) throw new MoneyError(`${what} must not be negative: "${amount}"`);
  return units;
}

function optionalUnits(amount: Optional<string>, what: string): bigint {
  return isMissing(amount) ? 0n : nonNegativeUnits(amount, what);
}

function quantityOf(quantity: number): bigint {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new MoneyError(`Quantity must be a non-negative integer: ${String(quantity)}`);
  }
  return BigInt(quantity);
}

export interface OrderTotalInput {
  subtotal: string;
  tax?: Optional<string>;
  serviceFee?: Optional<string>;
  processingFee?: Optional<string>;
  discount?: Optional<string>;
  /** One amount or a list; only positive amounts are added, and only with `includeAdditionalFees`. */
  additionalFees?: Optional<string | readonly string[]>;
  includeAdditionalFees?: boolean;
  /** The seller's CreditCardPayPalFlag. */
  creditCardPayPalFlag?: boolean;
  /** Defaults to MINIMUM_ORDER_VALUE ('2500'). */
  minimumOrderValue?: Optional<string>;
}

/**
 * SPEC.md §9 order total: subtotal + tax + service fee, plus the processing fee unless the subtotal
 * is strictly under the minimum order value and the seller's credit-card/PayPal flag is set; then
 * minus the order discount; plus the positive additional fees when `includeAdditionalFees`.
 *
 * Missing amounts (null, undefined, '') count as 0. The discount never takes the total below zero
 * (it is capped at the amount before additional fees). The exact sum is rounded half-up to cents
 * once, at the end. Throws `MoneyError` on a malformed amount or a negative subtotal, tax, fee or
 * discount (negative additional fees are skipped, as the rule says).
 */
export function orderTotal(input: OrderTotalInput): string {
  const subtotal = nonNegativeUnits(input.subtotal, 'Subtotal');
  const minimum = isMissing(input.minimumOrderValue)
    ? toUnits(MINIMUM_ORDER_VALUE)
    : nonNegativeUnits(input.minimumOrderValue, 'Minimum order value');
  const waiveProcessingFee = input.creditCardPayPalFlag === true && subtotal < minimum;

  let total =
    subtotal +
    optionalUnits(input.tax, 'Tax') +
    optionalUnits(input.serviceFee, 'Service fee') +
    (waiveProcessingFee ? 0n : optionalUnits(input.processingFee, 'Processing fee'));

  const discount = optionalUnits(input.discount, 'Discount');
  total = discount > total ? 0n : total - discount;

  if (input.includeAdditionalFees === true && !isMissing(input.additionalFees)) {
    const fees = typeof input.additionalFees === 'string' ? [input.additionalFees] : input.additionalFees;
    for (const fee of fees) {
      if (isMissing(fee)) continue;
      const units = toUnits(fee);
      if (units > 0n) total += units;
    }
  }
  return fromUnits(total, 2);
}

export interface FeeRule {
  type: FeeType;
  /** A money string for 'flat'; a percentage (decimal string or number, any precision) for 'percentage'. */
  value: string | number;
}

/**
 * The shipping rate shown to the buyer: the carrier rate plus SHIPPING_MARKUP_PERCENT (30 %),
 * rounded half-up to cents. Throws `MoneyError` on a malformed or negative rate.
 */
export function shippingWithMarkup(rate: string): string {
  const units = nonNegativeUnits(rate, 'Shipping rate');
  return fromUnits(percentOfUnits(units, { units: BigInt(100 + SHIPPING_MARKUP_PERCENT), scale: 0 }), 2);
}

/** A carrier rate as a shipping estimate shows it: what the carrier charges, our markup, the total. */
export interface ShippingMarkup {
  carrierAmount: string;
  markupPercent: number;
  markupAmount: string;
  amount: string;
}

/**
 * The parts of a marked-up shipping rate: `amount` is shippingWithMarkup's (what the checkout
 * charges), `markupAmount` the difference, so the two parts always add up to the total.
 */
export function shippingMarkup(rate: string): ShippingMarkup {
  const amount = shippingWithMarkup(rate);
  const carrierAmount = roundMoney(rate, 2);
  return {
    carrierAmount,
    markupPercent: SHIPPING_MARKUP_PERCENT,
    markupAmount: roundMoney(subtractMoney(amount, carrierAmount), 2),
    amount,
  };
}

export interface LineInput {
  /** Unit price (up to 4 decimals). */
  purchasePrice: string;
  purchaseQty: number;
  /** Unit offer price; when present (not null, undefined or '') it replaces the purchase price. */
  offerPrice?: Optional<string>;
}

/**
 * A line total: unit price × quantity, using the offer price when present (SPEC.md §3 CartItem),
 * rounded half-up to cents at the line. Throws `MoneyError` on a malformed or negative price or a
 * quantity that is not a non-negative integer.
 */
export function lineTotal(line: LineInput): string {
  const price = isMissing(line.offerPrice)
    ? nonNegativeUnits(line.purchasePrice, 'Purchase price')
    : nonNegativeUnits(line.offerPrice, 'Offer price');
  const quantity = quantityOf(line.purchaseQty);
  return fromUnits(roundUnits(price * quantity, 2), 2);
}

export interface PriceTier {
  minQty: number;
  /** null means open-ended. */
  maxQty: number | null;
  /** Unit price. */
  price: string;
}

/**
 * The unit price for `quantity`: the price of the tier with minQty ≤ quantity ≤ maxQty (maxQty null
 * = no upper bound); when several tiers match, the one with the highest minQty wins; when none
 * matches, `basePrice`. Returned with exactly 4 decimals. Throws `MoneyError` on a malformed price
 * or a quantity that is not a non-negative integer.
 */
export function tieredUnitPrice(tiers: readonly PriceTier[], quantity: number, basePrice: string): string {
  quantityOf(quantity);
  let best: PriceTier | undefined;
  for (const tier of tiers) {
    const matches = tier.minQty <= quantity && (tier.maxQty === null || quantity <= tier.maxQty);
    if (matches && (best === undefined || tier.minQty > best.minQty)) best = tier;
  }
  return fromUnits(nonNegativeUnits(best ? best.price : basePrice, 'Unit price'), 4);
}

/**
 * The discount a promo code gives on `subtotal`: a flat value, or subtotal × value / 100 rounded
 * half-up to cents. Never below zero (a negative value gives 0) and never above the subtotal (it
 * is capped at the subtotal rounded down to cents). Returned with 2 decimals. Throws `MoneyError`
 * on a malformed value or a malformed or negative subtotal.
 */
export function promoDiscount(promo: FeeRule, subtotal: string): string {
  const subtotalUnits = nonNegativeUnits(subtotal, 'Subtotal');
  const value = toScaledDecimal(promo.value);
  let discount: bigint;
  if (promo.type === 'flat') {
    discount = multiplyUnits(ONE_UNIT, value, 2);
  } else if (promo.type === 'percentage') {
    discount = percentOfUnits(subtotalUnits, value);
  } else {
    throw new MoneyError(`Unknown promo type: ${String((promo as { type: unknown }).type)}`);
  }
  const cap = (subtotalUnits / CENT) * CENT;
  if (discount < 0n) discount = 0n;
  if (discount > cap) discount = cap;
  return fromUnits(discount, 2);
}
