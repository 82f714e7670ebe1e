/**
 * The one money module (DESIGN.md §4). Amounts travel as decimal strings and are held inside as
 * BigInt ten-thousandths of a dollar ("units"), so no binary float ever touches a calculation.
 *
 * Output forms:
 * - exact results (add, subtract, sum) are "canonical": at least 2 decimals, up to 4, with no
 *   trailing zeros past the second ('0.30', '0.1234', '12.345');
 * - rounded results have exactly the decimals asked for: 2 for totals, 4 for unit prices.
 * Rounding is half-up, meaning half away from zero for negative amounts ('-0.005' → '-0.01').
 *
 * Every function that takes an amount throws a `MoneyError` when it is not a decimal string
 * matching `-?\d+(\.\d{1,4})?` (no spaces, no exponent, no thousands separators, at most 4 decimals).
 */

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

/** Decimals held internally; also the most an amount may carry. */
export const MONEY_SCALE = 4;
const ONE = 10n ** BigInt(MONEY_SCALE);

/** The pattern of a non-negative money string, as used by the validation schemas. */
export const MONEY_PATTERN = /^\d+(\.\d{1,4})?$/;
/**
 * The columns money is stored in (apps/server/src/db/schema/common.ts): unit prices are
 * numeric(14,4), so at most 10 digits before the point; totals, fees and amounts numeric(14,2),
 * so at most 12. A value past its column is refused as input, never left to overflow in the
 * database.
 */
export const MONEY_COLUMNS = {
  unitPrice: { integerDigits: 10, decimals: 4 },
  amount: { integerDigits: 12, decimals: 2 },
} as const;
export type MoneyColumn = keyof typeof MONEY_COLUMNS;

/**
 * The pattern of a non-negative money string that fits `column`: digits (leading zeros aside)
 * and decimals bounded by the column; `integerDigits` may bound it tighter still.
 */
export function moneyPattern(column: MoneyColumn, integerDigits?: number): RegExp {
  const bounds = MONEY_COLUMNS[column];
  const digits = Math.min(integerDigits ?? bounds.integerDigits, bounds.integerDigits);
  return new RegExp(`^0*\\d{1,${digits}}(\\.\\d{1,${bounds.decimals}})?$`);
}

const SIGNED_MONEY = /^(-)?(\d+)(?:\.(\d{1,4}))?$/;
/** A plain decimal of any precision (factors, percentages). */
const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

export type Decimals = 2 | 4;

/** A decimal number of any precision: `units / 10^scale`. */
export interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/** Parses a money string into units (ten-thousandths). Throws `MoneyError` when malformed. */
export function toUnits(amount: string): bigint {
  if (typeof amount !== 'string')
    throw new MoneyError(`Amount must be a decimal string, got ${typeof amount}`);
  const match = SIGNED_MONEY.exec(amount);
  if (!match) throw new MoneyError(`Malformed amount: "${amount}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole) * ONE + BigInt(fraction.padEnd(MONEY_SCALE, '0'));
  return sign ? -units : units;
}

/**
 * Parses a decimal factor or percentage of any precision. A number is accepted when its plain
 * string form is a decimal (`12.5` yes, `1e-7` no). Throws `MoneyError` otherwise.
 */
export function toScaledDecimal(value: string | number): ScaledDecimal {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string') throw new MoneyError(`Not a decimal: ${String(value)}`);
  const match = DECIMAL.exec(text);
  if (!match) throw new MoneyError(`Malformed decimal: "${text}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** Integer division rounding half away from zero. `divisor` must be positive. */
export function divideHalfUp(dividend: bigint, divisor: bigint): bigint {
  const quotient = dividend / divisor;
  const remainder = dividend % divisor;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  if (twiceRemainder >= divisor) return dividend < 0n ? quotient - 1n : quotient + 1n;
  return quotient;
}

/** Rounds units half-up to `decimals` places; the result is still in units. */
export function roundUnits(units: bigint, decimals: Decimals): bigint {
  const step = 10n ** BigInt(MONEY_SCALE - decimals);
  return divideHalfUp(units, step) * step;
}

/** Units times a decimal factor, rounded half-up to `decimals` places (result in units). */
export function multiplyUnits(units: bigint, factor: ScaledDecimal, decimals: Decimals): bigint {
  const product = units * factor.units; // scale: MONEY_SCALE + factor.scale
  const step = 10n ** BigInt(factor.scale + MONEY_SCALE - decimals);
  return divideHalfUp(product, step) * 10n ** BigInt(MONEY_SCALE - decimals);
}

/** Units times `percent` / 100, rounded half-up to `decimals` places (result in units). */
export function percentOfUnits(units: bigint, percent: ScaledDecimal, decimals: Decimals = 2): bigint {
  return multiplyUnits(units, { units: percent.units, scale: percent.scale + 2 }, decimals);
}

/**
 * Formats units as a decimal string. With `decimals` the amount is rounded half-up to exactly that
 * many places; without, the exact canonical form (2 to 4 decimals) is returned.
 */
export function fromUnits(units: bigint, decimals?: Decimals): string {
  const rounded = decimals === undefined ? units : roundUnits(units, decimals);
  const negative = rounded < 0n;
  const magnitude = negative ? -rounded : rounded;
  const whole = (magnitude / ONE).toString();
  let fraction = (magnitude % ONE).toString().padStart(MONEY_SCALE, '0');
  fraction = decimals === undefined ? fraction.replace(/0{1,2}$/, '') : fraction.slice(0, decimals);
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** True when `value` is a money string `toUnits` accepts (sign allowed). Never throws. */
export function isMoney(value: unknown): value is string {
  return typeof value === 'string' && SIGNED_MONEY.test(value);
}

/** `a + b`, exact (canonical form). Throws `MoneyError` on malformed input. */
export function addMoney(a: string, b: string): string {
  return fromUnits(toUnits(a) + toUnits(b));
}

/** `a - b`, exact (canonical form). Throws `MoneyError` on malformed input. */
export function subtractMoney(a: string, b: string): string {
  return fromUnits(toUnits(a) - toUnits(b));
}

/** The exact sum of a list ('0.00' for an empty list). Throws `MoneyError` on malformed input. */
export function sumMoney(amounts: readonly string[]): string {
  return fromUnits(amounts.reduce((total, amount) => total + toUnits(amount), 0n));
}

/**
 * `amount × factor` rounded half-up to `decimals` (default 2). The factor is an integer quantity or
 * a decimal of any precision. Throws `MoneyError` on malformed input.
 */
export function multiplyMoney(amount: string, factor: string | number, decimals: Decimals = 2): string {
  return fromUnits(multiplyUnits(toUnits(amount), toScaledDecimal(factor), decimals), decimals);
}

/** `base × percent / 100` rounded half-up to cents. Throws `MoneyError` on malformed input. */
export function percentOf(base: string, percent: string | number): string {
  return fromUnits(percentOfUnits(toUnits(base), toScaledDecimal(percent)), 2);
}

/** Rounds half-up to exactly 2 (totals) or 4 (unit prices) decimals. Throws `MoneyError`. */
export function roundMoney(amount: string, decimals: Decimals): string {
  return fromUnits(toUnits(amount), decimals);
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. Throws `MoneyError`. */
export function compareMoney(a: string, b: string): -1 | 0 | 1 {
  const difference = toUnits(a) - toUnits(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/**
 * The amounts in ascending money order (equal amounts keep their order), each parsed once: for
 * sorting thousands of prices, where sorting with compareMoney would parse each many times.
 * Throws `MoneyError` on a malformed amount.
 */
export function sortMoney(amounts: readonly string[]): string[] {
  return amounts
    .map((amount, index) => ({ amount, index, units: toUnits(amount) }))
    .sort((a, b) => (a.units < b.units ? -1 : a.units > b.units ? 1 : a.index - b.index))
    .map((entry) => entry.amount);
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole number as en-US writes it: `12,345`, `-1,000`, `0` (what `toLocaleString('en-US')`
 * gives for a whole number), without Intl, whose first use costs tens of milliseconds on a phone.
 * A number with a fraction is cut to its whole part; NaN and infinities are written as JavaScript
 * writes them.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}

/**
 * USD display form: `$12,345.60`, negative `-$12.50`. Rounded half-up to 2 decimals; with
 * `precise`, up to 4 decimals are kept (`$0.1234`, `$12.50`). An amount that rounds to zero shows
 * without a sign. Throws `MoneyError` on malformed input.
 */
export function formatMoney(amount: string, options: { precise?: boolean } = {}): string {
  const text = fromUnits(toUnits(amount), options.precise ? undefined : 2);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${fraction}`;
}

const FORMATTED = /^(-)?\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,4}))?$/;

/**
 * Reads a displayed amount back (`$12,345.60`, `-$12.50`, `1234.5`) into a canonical money string.
 * Commas must group by thousands. Throws `MoneyError` when malformed.
 */
export function parseFormattedMoney(text: string): string {
  const match = typeof text === 'string' ? FORMATTED.exec(text.trim()) : null;
  if (!match) throw new MoneyError(`Malformed money text: "${String(text)}"`);
  const [, sign, whole = '0', fraction] = match;
  const plain = `${sign ?? ''}${whole.replaceAll(',', '')}${fraction ? `.${fraction}` : ''}`;
  return fromUnits(toUnits(plain));
}
