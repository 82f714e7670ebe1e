import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import {
  coloradoAddress,
  guestContact,
  newKey,
  testBrowser,
  withoutLinkTokens,
} from '../../../test/checkout-helpers';
import { createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { moneyAudit, unitsSold } from '../../../test/money-audit';
import { cartItems, listings, sandboxCharges } from '../../db/schema/index';
import { reconcileMoney } from '../../jobs/reconciler';
import { claimTiming } from './idempotency.service';

const ADMIN = 'admin.localhost';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const defaults = { ...claimTiming };

/**
 * Money follows state (docs/checkout.md, docs/orders.md): races, retries and refusals as an
 * attacker and an unlucky buyer would try them. After each scenario the audit must find no charge
 * without its order and no paid order without its charge.
 */
describe('money integrity', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const tokens: Record<string, string> = {};
  const failures: unknown[] = [];
  const log = (error: unknown) => failures.push(error);

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCheckoutFixtures(t.db);
    for (const [name, user] of Object.entries({
      northwindAdmin: fx.users.northwindAdmin,
      northwindBusiness: fx.users.northwindBusiness,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, new Date());
    }
    await t.db
      .update(listings)
      .set({ numAvailable: 100000 })
      .where(eq(listings.id, fx.listings.patchCordNorthwind.id));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    Object.assign(claimTiming, defaults);
    await reconcileMoney(t.ctx, log, new Date(Date.now() + claimTiming.leaseMs + 1000));
    expect(await moneyAudit(t.db, { settled: true })).toEqual([]);
    expect(failures).toEqual([]);
  });

  const admin = (who: string) => testBrowser(t, ADMIN, tokens[who]);
  const buyerArranged = { method: 'buyerArranged', companyName: 'FedEx', accountNumber: 'F-1' };
  const checkoutBody = (sellers: { sellerId: string; shipping?: unknown }[], token: string) => ({
    shippingAddress: coloradoAddress,
    billingSameAsShipping: true,
    guest: guestContact,
    sellers: sellers.map((s) => ({ sellerId: s.sellerId, shipping: s.shipping ?? buyerArranged })),
    payment: { paymentType: 'card', token },
  });

  async function paidCardOrder(shipping?: unknown) {
    const b = testBrowser(t);
    expect((await b.add(fx.listings.patchCordNorthwind.id, 200)).statusCode).toBe(200);
    const token = await b.tokenize();
    const res = await b.checkout(
      checkoutBody([{ sellerId: fx.organizations.northwind.id, shipping }], token),
      newKey(),
    );
    expect(res.statusCode).toBe(201);
    return {
      browser: b,
      token,
      order: res.json().orders[0] as { id: string; detailPath: string; status: string },
    };
  }

  it('cancel and ship sent together by two seller users: one wins, the other gets 409, and money matches the winner', async () => {
    for (let i = 0; i < 6; i++) {
      const { order, token } = await paidCardOrder();
      expect(order.status).toBe('paid');
      const [cancel, ship] = await Promise.all([
        admin('northwindAdmin').call('POST', `/api/admin/orders/${order.id}/cancel`, {}),
        admin('northwindBusiness').call('POST', `/api/admin/orders/${order.id}/shipment`, {
          courierCompany: 'UPS',
          trackingNumber: `1Z${i}`,
          trackingUrl: 'https://www.ups.com/track?tracknum=1Z',
          shipmentDate: new Date().toISOString().slice(0, 10),
        }),
      ]);
      expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
      const [charge] = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
      expect(charge?.status).toBe(cancel.statusCode === 200 ? 'refunded' : 'succeeded');
    }
  });

  it('the buyer pays a quoted order while the seller cancels it: a cancelled order keeps no charge', async () => {
    for (let i = 0; i < 6; i++) {
      const { order, browser } = await paidCardOrder({ method: 'quote' });
      expect(order.status).toBe('submitted');
      const quote = await admin('northwindAdmin').call(
        'POST',
        `/api/admin/orders/${order.id}/shipping-quote`,
        {
          amount: '25.00',
        },
      );
      expect(quote.statusCode).toBe(200);
      const accessToken = new URL(order.detailPath, 'http://x').searchParams.get('token') ?? undefined;
      const card = await browser.tokenize();
      const [pay, cancel] = await Promise.all([
        browser.call(
          'POST',
          `/api/orders/${order.id}/pay`,
          { token: card, accessToken },
          { 'idempotency-key': newKey() },
        ),
        admin('northwindAdmin').call('POST', `/api/admin/orders/${order.id}/cancel`, {}),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([200, 409]).toContain(pay.statusCode);
      const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, card));
      // The order ends cancelled either way: a payment recorded first is refunded, one decided
      // after the cancel is voided (or never asked for).
      for (const c of charges) expect(['refunded', 'voided']).toContain(c.status);
    }
  });

  it('one cart sent from two tabs with different keys is bought once: one order, one charge, a clear 409', async () => {
    const b = testBrowser(t);
    expect((await b.add(fx.listings.patchCordNorthwind.id, 200)).statusCode).toBe(200);
    const token = await b.tokenize();
    const body = checkoutBody([{ sellerId: fx.organizations.northwind.id }], token);
    const results = await Promise.all([1, 2, 3].map(() => b.checkout(body, newKey())));
    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe('This cart has already been checked out');
    }
    expect(await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token))).toHaveLength(1);
    // The same again later, after the first placed its orders.
    const late = await b.checkout(body, newKey());
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('This cart has already been checked out');
  });

  it('a declined card places nothing and gives the cart and the stock back', async () => {
    const b = testBrowser(t);
    const listingId = fx.listings.patchCordNorthwind.id;
    expect((await b.add(listingId, 200)).statusCode).toBe(200);
    const before = await unitsSold(t.db, listingId);
    const [stock] = await t.db
      .select({ n: listings.numAvailable })
      .from(listings)
      .where(eq(listings.id, listingId));
    const declining = await b.tokenize('4000 0000 0000 0002');
    const res = await b.checkout(
      checkoutBody([{ sellerId: fx.organizations.northwind.id }], declining),
      newKey(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Your card was declined. Please use another card.');
    expect((await b.cart()).items).toHaveLength(1);
    const [after] = await t.db
      .select({ n: listings.numAvailable })
      .from(listings)
      .where(eq(listings.id, listingId));
    expect(after?.n).toBe(stock?.n);
    expect(await unitsSold(t.db, listingId)).toBe(before);
    // The cart is whole again: a good card places it.
    const good = await b.tokenize();
    const placed = await b.checkout(
      checkoutBody([{ sellerId: fx.organizations.northwind.id }], good),
      newKey(),
    );
    expect(placed.statusCode).toBe(201);
  });

  it('a retry with the same key never takes over a claim whose request still runs, and the first one completes', async () => {
    Object.assign(claimTiming, { leaseMs: 400, heartbeatMs: 100, waitLimitMs: 1200 });
    const b = testBrowser(t);
    const listingId = fx.listings.patchCordNorthwind.id;
    expect((await b.add(listingId, 200)).statusCode).toBe(200);
    const token = await b.tokenize();
    const key = newKey();
    const body = checkoutBody([{ sellerId: fx.organizations.northwind.id }], token);
    // Hold the listing's row so the first request waits (well past its lease) behind the lock.
    const holding = onPostgres ? holdRowLock(t, listingId) : null;
    if (holding) await holding.locked;
    const first = b.checkout(body, key);
    if (holding) await new Promise((resolve) => setTimeout(resolve, 900));
    const retry = await b.checkout(body, key);
    if (holding) {
      // Still running and renewing its lease: the retry waited, then was told to wait, not run.
      expect(retry.statusCode).toBe(409);
      expect(retry.json().error.message).toBe(
        'Your order is still being placed. Please wait a moment and try again',
      );
      holding.release();
    }
    const done = await first;
    expect(done.statusCode).toBe(201);
    const replay = await b.checkout(body, key);
    expect(withoutLinkTokens(replay.json())).toEqual(withoutLinkTokens(done.json()));
    expect(await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token))).toHaveLength(1);
  });

  it.skipIf(!onPostgres)(
    'two-seller carts in opposite orders checked out together never deadlock into a 500',
    async () => {
      const nw = fx.listings.patchCordNorthwind.id;
      const cobalt = fx.listings.finisarCobalt.id;
      await t.db.update(listings).set({ numAvailable: 100000 }).where(eq(listings.id, cobalt));
      const buyers = await Promise.all(
        Array.from({ length: 16 }, async (_, i) => {
          const b = testBrowser(t);
          for (const id of i % 2 === 0 ? [nw, cobalt] : [cobalt, nw]) {
            expect((await b.add(id, id === nw ? 200 : 10)).statusCode).toBe(200);
          }
          return { b, token: await b.tokenize() };
        }),
      );
      const sellers = [{ sellerId: fx.organizations.northwind.id }, { sellerId: fx.organizations.cobalt.id }];
      const results = await Promise.all(
        buyers.map(({ b, token }) => b.checkout(checkoutBody(sellers, token), newKey())),
      );
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 201));
    },
  );

  it.skipIf(!onPostgres)('buyers who lose a stock race are never charged at all', async () => {
    const listingId = fx.listings.asr9001Cobalt.id;
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const b = testBrowser(t);
        expect((await b.add(listingId, 1)).statusCode).toBe(200);
        return { b, token: await b.tokenize() };
      }),
    );
    await t.db.update(listings).set({ numAvailable: 5 }).where(eq(listings.id, listingId));
    const results = await Promise.all(
      buyers.map(({ b, token }) =>
        b.checkout(checkoutBody([{ sellerId: fx.organizations.cobalt.id }], token), newKey()),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const losers = buyers.filter((_, i) => results[i]?.statusCode !== 201);
    for (const { token } of losers) {
      expect(await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token))).toEqual([]);
    }
    // Their carts still hold the item (nothing a buyer chose is lost).
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.listingId, listingId));
    expect(left?.n).toBe(15);
  });
});

/** Locks a listing row in a transaction of its own until released (PostgreSQL: another connection). */
function holdRowLock(t: TestApp, listingId: string) {
  let release = () => {};
  let signalLocked = () => {};
  const locked = new Promise<void>((resolve) => {
    signalLocked = resolve;
  });
  const done = t.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from listings where id = ${listingId} for update`);
    signalLocked();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
  });
  return {
    locked,
    release: () => {
      release();
      return done;
    },
  };
}
