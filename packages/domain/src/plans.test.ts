import { describe, expect, it } from 'vitest';
import { feeScheduleProblems } from './fees';
import { planFeeSchedule, STORE_PLAN_IDS, STORE_PLANS } from './plans';

describe('store plans', () => {
  it('are Starter, Growth and Enterprise, in that order', () => {
    expect(STORE_PLAN_IDS).toEqual(['starter', 'growth', 'enterprise']);
  });

  it.each<[string, string, string, string, string]>([
    ['starter', 'Starter', '0.00', '3', '8'],
    ['growth', 'Growth', '99.00', '2', '6'],
    ['enterprise', 'Enterprise', '499.00', '1', '4'],
  ])(
    '%s starts a store on %s: %s a month, %s %% own storefront, %s %% marketplace',
    (id, name, monthly, own, market) => {
      expect(planFeeSchedule(id as (typeof STORE_PLAN_IDS)[number])).toMatchObject({
        planName: name,
        monthlyFees: monthly,
        serviceFeeOnOrder: '0',
        soldOnStorefrontFees: own,
        soldOnStorefrontFeesType: 'percentage',
        soldOnMarketplaceFees: market,
        soldOnMarketplaceFeesType: 'percentage',
      });
    },
  );

  it('every plan is a valid schedule', () => {
    for (const plan of STORE_PLANS) expect(feeScheduleProblems(planFeeSchedule(plan.id))).toEqual({});
  });
});
