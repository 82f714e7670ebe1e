import { formatMoney } from '@patchbay/domain';

export interface MoneyProps {
  /** A decimal string, as amounts travel in JSON ("12.5"). */
  amount: string;
  /** Up to 4 decimals, for unit prices. */
  precise?: boolean;
  className?: string;
}

/** An amount in USD as SPEC.md §9 shows it ($12,345.60), formatted by packages/domain. */
export function Money({ amount, precise, className }: MoneyProps) {
  return <span className={className}>{formatMoney(amount, { precise: precise ?? false })}</span>;
}
