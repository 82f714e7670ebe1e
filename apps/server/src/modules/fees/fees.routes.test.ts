import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, newKey, testBrowser } from '../../../test/checkout-helpers';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { feeSchedules, listings, orderItems, orders } from '../../db/schema/index';

type Actor = 'operator' | 'northwindAdmin' | 'northwindBusiness' | 'cobaltAdmin' | 'acmeBuyer';

describe('admin: pricing information (fee schedules)', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-06-15T12:00:00Z');
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    for (const actor of [
      'operator',
      'northwindAdmin',
      'northwindBusiness',
      'cobaltAdmin',
      'acmeBuyer',
    ] as const) {
      tokens[actor] = await createSessionToken(t.db, fx.users[actor].id, clock.now());
    }
  });
  afterAll(() => t.close());

  const call = (actor: Actor, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}` },
      ...(payload ? { payload } : {}),
    });
  const schedule = (over: Record<string, unknown> = {}) => ({
    planName: 'Growth',
    monthlyFees: '99.00',
    serviceFeeOnOrder: '2',
    soldOnStorefrontFees: '1.5',
    soldOnStorefrontFeesType: 'percentage',
    soldOnMarketplaceFees: '25',
    soldOnMarketplaceFeesType: 'flat',
    processingFees: { card: '2.9', ach: '0.5', paylater: '0', paypal: '3.49' },
    ...over,
  });
  const versions = async () => t.db.select().from(feeSchedules);

  it('before any change: the storefront fees and the platform processing fees, no history', async () => {
    const res = await call('northwindAdmin', 'GET', '/pricing-information');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      organization: { id: fx.organizations.northwind.id, name: 'Northwind Networks' },
      recorded: false,
      canSetPlatformCharges: false,
      current: {
        soldOnStorefrontFeesType: 'percentage',
        processingFees: { card: '3.0000', ach: '1.0000', paylater: '0.0000', paypal: '3.5000' },
      },
      history: [],
    });
  });

  it('needs fees.manage; another organization is 404 to a company admin, not to the operator', async () => {
    expect((await call('northwindBusiness', 'GET', '/pricing-information')).statusCode).toBe(403);
    expect((await call('acmeBuyer', 'GET', '/pricing-information')).statusCode).toBe(403);
    const cobaltId = fx.organizations.cobalt.id;
    const other = await call('northwindAdmin', 'GET', `/pricing-information?organizationId=${cobaltId}`);
    expect(other.statusCode).toBe(404);
    const put = await call(
      'northwindAdmin',
      'PUT',
      '/pricing-information',
      schedule({ organizationId: cobaltId }),
    );
    expect(put.statusCode).toBe(404);
    const operator = await call('operator', 'GET', `/pricing-information?organizationId=${cobaltId}`);
    expect(operator.statusCode).toBe(200);
    expect(operator.json()).toMatchObject({
      organization: { name: 'Cobalt Telecom' },
      canSetPlatformCharges: true,
    });
    expect(await versions()).toEqual([]);
  });

  it('bad input: the field and its message, nothing recorded', async () => {
    const northwind = fx.organizations.northwind.id;
    const over = await call('operator', 'PUT', '/pricing-information', {
      ...schedule({ organizationId: northwind, soldOnStorefrontFees: '150' }),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({
      soldOnStorefrontFees: 'A percentage fee is between 0 and 100',
    });
    const bad = await call('operator', 'PUT', '/pricing-information', {
      ...schedule({ organizationId: northwind, monthlyFees: '-1', soldOnMarketplaceFeesType: 'tiered' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ monthlyFees: 'Please enter valid amount' });
    expect(Object.keys(bad.json().error.fields)).toContain('soldOnMarketplaceFeesType');
    // A flat fee over 100 is fine.
    expect(await versions()).toEqual([]);
  });

  it('a company admin may change the service and processing fees, not the plan or platform charges', async () => {
    const current = (await call('northwindAdmin', 'GET', '/pricing-information')).json().current;
    const plan = await call('northwindAdmin', 'PUT', '/pricing-information', {
      ...current,
      monthlyFees: '0.01',
    });
    expect(plan.statusCode).toBe(403);
    expect(plan.json().error.message).toBe('Only the operator sets the plan and platform charges');
    const ok = await call('northwindAdmin', 'PUT', '/pricing-information', {
      ...current,
      serviceFeeOnOrder: '1.25',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Pricing saved: it applies to orders placed from now on',
      version: {
        serviceFeeOnOrder: '1.2500',
        changedBy: 'Dana Whitfield',
        effectiveFrom: clock.now().toISOString(),
      },
    });
  });

  it('orders are placed under the fees in force then and keep them after a change', async () => {
    clock.advance(60_000);
    const marketplaceOwner = fx.storefronts.marketplace.organizationId;
    // The marketplace's owner sets the buyer-facing fees; Northwind's schedule sets its sale fees.
    for (const [organizationId, over] of [
      [marketplaceOwner, { serviceFeeOnOrder: '2' }],
      [fx.organizations.northwind.id, {}],
    ] as const) {
      const res = await call(
        'operator',
        'PUT',
        '/pricing-information',
        schedule({ organizationId, ...over }),
      );
      expect(res.statusCode).toBe(200);
    }
    const buyer = testBrowser(t, 'localhost', tokens.acmeBuyer);
    const listing = fx.listings.asr9001sNorthwind;
    const place = async () => {
      await buyer.add(listing.id, 1);
      const res = await buyer.checkout(
        {
          shippingAddress: coloradoAddress,
          billingSameAsShipping: true,
          sellers: [
            {
              sellerId: fx.organizations.northwind.id,
              shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1B2C3' },
            },
          ],
          payment: {
            paymentType: 'ach',
            routingNumber: '011000015',
            accountNumber: '12345678',
            name: 'Sam Patel',
          },
        },
        newKey(),
      );
      expect(res.statusCode).toBe(201);
      await t.db.update(listings).set({ numAvailable: 1 }).where(eq(listings.id, listing.id));
      return res.json().orders[0].id as string;
    };
    const first = await place();
    const feesOf = async (id: string) => {
      const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      return {
        serviceFeePercent: order?.serviceFeePercent,
        serviceFee: order?.serviceFee,
        processingFeePercent: order?.processingFeePercent,
        processingFee: order?.processingFee,
        tcFeesType: item?.tcFeesType,
        tcFees: item?.tcFees,
        tcFeesAmount: item?.tcFeesAmount,
      };
    };
    // 3900: 2 % service, 0.5 % ACH processing; sold on the marketplace: Northwind's flat $25.
    const placedUnder = {
      serviceFeePercent: '2.0000',
      serviceFee: '78.00',
      processingFeePercent: '0.5000',
      processingFee: '19.50',
      tcFeesType: 'flat',
      tcFees: '25.0000',
      tcFeesAmount: '25.00',
    };
    expect(await feesOf(first)).toEqual(placedUnder);

    clock.advance(60_000);
    const change = await call(
      'operator',
      'PUT',
      '/pricing-information',
      schedule({
        organizationId: fx.organizations.northwind.id,
        soldOnMarketplaceFees: '10',
        soldOnMarketplaceFeesType: 'percentage',
      }),
    );
    expect(change.statusCode).toBe(200);
    const second = await place();
    expect(await feesOf(first)).toEqual(placedUnder);
    expect(await feesOf(second)).toMatchObject({
      tcFeesType: 'percentage',
      tcFees: '10.0000',
      tcFeesAmount: '390.00',
    });

    const info = (await call('northwindAdmin', 'GET', '/pricing-information')).json();
    expect(info.recorded).toBe(true);
    expect(info.current).toMatchObject({
      soldOnMarketplaceFees: '10.0000',
      soldOnMarketplaceFeesType: 'percentage',
    });
    expect(
      info.history.map((v: { changedBy: string; soldOnMarketplaceFees: string }) => [
        v.changedBy,
        v.soldOnMarketplaceFees,
      ]),
    ).toEqual([
      ['Priya Raman', '10.0000'],
      ['Priya Raman', '25.0000'],
      ['Dana Whitfield', '0.0000'],
    ]);
  });
});
