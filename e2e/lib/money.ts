/** Amounts in the specs are whole cents (integers): no binary float touches an amount. */

/** '$1,234.56' (as screens and mails show amounts) → 123456. */
export function cents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

/** '1234.5600' (a decimal string of the API, whole cents) → 123456. */
export function centsOfDecimal(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(amount);
  if (!match) throw new Error(`not a decimal amount: "${amount}"`);
  const fraction = (match[2] ?? '').padEnd(4, '0');
  if (!fraction.endsWith('00')) throw new Error(`"${amount}" is not whole cents`);
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2));
}

/** 123456 → '1234.56', as a person types an amount. */
export const dollars = (amount: number) =>
  `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/** 123456 → '$1,234.56', as mails and screens show amounts. */
export const usd = (amount: number) => `$${dollars(amount).replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')}`;
