/** Amounts in the specs are whole cents (integers): no binary float touches an amount. */

/** '$1,234.56' (as screens and mails show amounts) → 123456. */
export function cents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

const DECIMAL = /^(\d+)(?:\.(\d{1,4}))?$/;

/** True when a decimal string of the API ('1234.5600') is a whole number of cents. */
export const isWholeCents = (amount: string) =>
  DECIMAL.test(amount) && (DECIMAL.exec(amount)?.[2] ?? '').padEnd(4, '0').endsWith('00');

/** '1234.5600' (a decimal string of the API, whole cents) → 123456. */
export function centsOfDecimal(amount: string): number {
  const match = DECIMAL.exec(amount);
  if (!match || !isWholeCents(amount)) throw new Error(`not a whole-cent amount: "${amount}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0').slice(0, 2));
}

/** 123456 → '1234.56', as a person types an amount. */
export const dollars = (amount: number) =>
  `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/** 123456 → '$1,234.56', as mails and screens show amounts. */
export const usd = (amount: number) => `$${dollars(amount).replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')}`;
