import type { FeeSchedule } from './fees';

/**
 * The plans a new store picks on "Open your store" (SPEC.md §3 Storefront plan id and name). A
 * converted sign-up starts on its plan's fees; the operator changes them on /pricinginformation.
 */
export const STORE_PLANS = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyFees: '0.00',
    soldOnStorefrontFees: '3',
    soldOnMarketplaceFees: '8',
    summary: 'No monthly fee: 3 % on your storefront sales, 8 % on marketplace sales',
  },
  {
    id: 'growth',
    name: 'Growth',
    monthlyFees: '99.00',
    soldOnStorefrontFees: '2',
    soldOnMarketplaceFees: '6',
    summary: '$99 a month: 2 % on your storefront sales, 6 % on marketplace sales',
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyFees: '499.00',
    soldOnStorefrontFees: '1',
    soldOnMarketplaceFees: '4',
    summary: '$499 a month: 1 % on your storefront sales, 4 % on marketplace sales',
  },
] as const;
export type StorePlan = (typeof STORE_PLANS)[number];
export type StorePlanId = StorePlan['id'];
export const STORE_PLAN_IDS = STORE_PLANS.map((p) => p.id) as [StorePlanId, ...StorePlanId[]];

/** The fee schedule a new store starts on: its plan's charges, no buyer-facing fees. */
export function planFeeSchedule(planId: StorePlanId): FeeSchedule {
  const plan = STORE_PLANS.find((p) => p.id === planId) ?? STORE_PLANS[0];
  return {
    planName: plan.name,
    monthlyFees: plan.monthlyFees,
    serviceFeeOnOrder: '0',
    soldOnStorefrontFees: plan.soldOnStorefrontFees,
    soldOnStorefrontFeesType: 'percentage',
    soldOnMarketplaceFees: plan.soldOnMarketplaceFees,
    soldOnMarketplaceFeesType: 'percentage',
    processingFees: { card: '0', ach: '0', paylater: '0', paypal: '0' },
  };
}
