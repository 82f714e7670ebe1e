import type { FeeType, PaymentType } from './constants';
import { compareMoney, percentOf, roundMoney } from './money';

/**
 * What an organization pays and charges (SPEC.md §3 Storefront fees, PaymentProcessingFee), as one
 * schedule: the operator sets it per organization, and each change is a new version that applies
 * from its moment on (orders keep the fees in force when they were placed).
 */
export interface FeeSchedule {
  planName: string | null;
  /** Dollars a month. */
  monthlyFees: string;
  /** Percent of an order's subtotal, paid by the buyer. */
  serviceFeeOnOrder: string;
  /** The platform's fee on a line sold on the organization's own storefront. */
  soldOnStorefrontFees: string;
  soldOnStorefrontFeesType: FeeType;
  /** The platform's fee on a line sold on the marketplace (or a partner's storefront). */
  soldOnMarketplaceFees: string;
  soldOnMarketplaceFeesType: FeeType;
  /** Percent of the order paid by the buyer per payment vendor. */
  processingFees: Record<PaymentType, string>;
}

/** The fee on one sold line: a percentage of the line total, or a flat amount per line. */
export function feeAmount(type: FeeType, value: string, lineTotal: string): string {
  return type === 'percentage' ? percentOf(lineTotal, value) : roundMoney(value, 2);
}

/**
 * The platform's fee (SPEC's tcFees) on a line the seller sold: its own storefront's rate when the
 * storefront of the order is the seller's, the marketplace rate anywhere else.
 */
export function saleFee(
  schedule: Pick<
    FeeSchedule,
    | 'soldOnStorefrontFees'
    | 'soldOnStorefrontFeesType'
    | 'soldOnMarketplaceFees'
    | 'soldOnMarketplaceFeesType'
  >,
  sale: { onOwnStorefront: boolean; lineTotal: string },
): { type: FeeType; value: string; amount: string } {
  const type = sale.onOwnStorefront ? schedule.soldOnStorefrontFeesType : schedule.soldOnMarketplaceFeesType;
  const value = sale.onOwnStorefront ? schedule.soldOnStorefrontFees : schedule.soldOnMarketplaceFees;
  return { type, value, amount: feeAmount(type, value, sale.lineTotal) };
}

export const FEE_SCHEDULE_MESSAGES = {
  percentOver100: 'A percentage fee is between 0 and 100',
} as const;

/** Fields of a schedule that break a rule, each with its message (none: the schedule is valid). */
export function feeScheduleProblems(schedule: FeeSchedule): Record<string, string> {
  const problems: Record<string, string> = {};
  const over100 = (value: string) => compareMoney(value, '100') > 0;
  if (over100(schedule.serviceFeeOnOrder)) problems.serviceFeeOnOrder = FEE_SCHEDULE_MESSAGES.percentOver100;
  if (schedule.soldOnStorefrontFeesType === 'percentage' && over100(schedule.soldOnStorefrontFees))
    problems.soldOnStorefrontFees = FEE_SCHEDULE_MESSAGES.percentOver100;
  if (schedule.soldOnMarketplaceFeesType === 'percentage' && over100(schedule.soldOnMarketplaceFees))
    problems.soldOnMarketplaceFees = FEE_SCHEDULE_MESSAGES.percentOver100;
  for (const [vendor, value] of Object.entries(schedule.processingFees)) {
    if (over100(value)) problems[`processingFees.${vendor}`] = FEE_SCHEDULE_MESSAGES.percentOver100;
  }
  return problems;
}
