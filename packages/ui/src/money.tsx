const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * "$1,234.50" from a decimal string such as "1234.5". Strings are formatted as exact decimals by
 * Intl (no binary float on the way), rounding half away from zero.
 * Placeholder until packages/domain's money module owns display formatting too.
 */
export function formatMoney(amount: string | number): string {
  if (typeof amount === 'string') {
    const trimmed = amount.trim();
    if (!/^-?\d+(\.\d+)?$/.test(trimmed))
      throw new RangeError(`Not a decimal amount: ${JSON.stringify(amount)}`);
    return usd.format(trimmed as `${number}`);
  }
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${amount}`);
  return usd.format(amount);
}

export interface MoneyProps {
  /** A decimal string as amounts travel in JSON ("12.5"), or a number. */
  amount: string | number;
  className?: string;
}

export function Money({ amount, className }: MoneyProps) {
  return <span className={className}>{formatMoney(amount)}</span>;
}
