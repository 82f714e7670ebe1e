/** Card and bank-account checks of SPEC.md §5. None of these throws. */

export type CardBrand = 'visa' | 'mastercard' | 'discover' | 'amex';

/** The digits of a card number with spaces and dashes removed, or null if anything else is in it. */
function cardDigits(number: unknown): string | null {
  if (typeof number !== 'string') return null;
  const digits = number.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/**
 * The brand by prefix and length (spaces and dashes ignored): Visa 4 with 13, 16 or 19 digits;
 * Mastercard 51–55 or 2221–2720 with 16; Discover 6011 or 65 with 16; Amex 34 or 37 with 15.
 * Anything else is null. The checksum is not looked at (see `luhnValid`).
 */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (digits === null) return null;
  const length = digits.length;
  if (digits.startsWith('4')) return [13, 16, 19].includes(length) ? 'visa' : null;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'mastercard';
  if (length === 16 && (digits.startsWith('6011') || digits.startsWith('65'))) return 'discover';
  if (length === 15 && (two === 34 || two === 37)) return 'amex';
  return null;
}

/** The Luhn checksum over 12 to 19 digits (spaces and dashes ignored); false for anything else. */
export function luhnValid(number: string): boolean {
  const digits = cardDigits(number);
  if (digits === null || digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card expiry input as typed (SPEC.md §5): keeps only digits (at most 4) and shows them as
 * MM/YY once 3 or more are entered: '1' → '1', '12' → '12', '123' → '12/3', '12/345' → '12/34'.
 */
export function formatCardExpiry(input: string): string {
  const digits = (typeof input === 'string' ? input : '').replace(/\D/g, '').slice(0, 4);
  return digits.length < 3 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** How far ahead an expiry date may lie before it is taken for a typing error. */
export const MAX_CARD_EXPIRY_YEARS_AHEAD = 20;

/**
 * True when `mmYY` ('MM/YY', month 01–12, year 20YY) is a month that has not ended at `now`,
 * read in UTC: a card is valid through the last moment of its expiry month. Months more than
 * MAX_CARD_EXPIRY_YEARS_AHEAD years ahead are rejected. False for anything malformed or an
 * invalid `now`.
 */
export function expiryValid(mmYY: string, now: Date): boolean {
  const match = typeof mmYY === 'string' ? /^(\d{2})\/(\d{2})$/.exec(mmYY) : null;
  if (!match || !(now instanceof Date) || Number.isNaN(now.getTime())) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const expiry = year * 12 + (month - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry >= current && expiry <= current + MAX_CARD_EXPIRY_YEARS_AHEAD * 12;
}

/**
 * An ABA routing number: exactly 9 digits whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) +
 * (d3+d6+d9) is a multiple of 10. All zeros passes that sum but is no bank, so it is rejected.
 */
export function abaRoutingValid(routing: string): boolean {
  if (typeof routing !== 'string' || !/^\d{9}$/.test(routing) || routing === '000000000') return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}
