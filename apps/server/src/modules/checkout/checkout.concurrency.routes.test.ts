import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from '../../../test/checkout-helpers';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listingSearch, listings, orderItems, sandboxCharges } from '../../db/schema/index';

/**
 * 40 buyers race for the last 5 units of a listing. It needs a real server: PGlite has one
 * connection, so its transactions never overlap and the race cannot happen there. The test is
 * skipped on PGlite for that reason and runs whenever TEST_DATABASE_URL names a PostgreSQL server.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout under contention (PostgreSQL)', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCheckoutFixtures(t.db);
  });
  afterAll(() => t.close());

  it('40 concurrent checkouts for the last 5 units: exactly 5 sold, the rest told it sold out, stock never below zero', async () => {
    const listing = fx.listings.asr9001Cobalt;
    const buyers = Array.from({ length: 40 }, () => testBrowser(t));
    const tokens: string[] = [];
    for (const b of buyers) {
      expect((await b.add(listing.id, 1)).statusCode).toBe(200);
      tokens.push(await b.tokenize());
    }
    await t.db.update(listings).set({ numAvailable: 5 }).where(eq(listings.id, listing.id));

    const results = await Promise.all(
      buyers.map((b, i) =>
        b.checkout(
          {
            shippingAddress: coloradoAddress,
            billingSameAsShipping: true,
            guest: guestContact,
            sellers: [
              {
                sellerId: fx.organizations.cobalt.id,
                shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'X1' },
              },
            ],
            payment: { paymentType: 'card', token: tokens[i] },
          },
          newKey(),
        ),
      ),
    );
    const placed = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(35);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.message).toBe('Cisco ASR-9001 is sold out');
    }
    const [row] = await t.db
      .select({ n: listings.numAvailable })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(row?.n).toBe(0);
    const search = await t.db
      .select({ n: listingSearch.numAvailable })
      .from(listingSearch)
      .where(eq(listingSearch.listingId, listing.id));
    expect(search.every((s) => s.n === 0)).toBe(true);
    const [sold] = await t.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.purchaseQty}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.listingId, listing.id));
    expect(sold?.n).toBe(5);
    // Buyers who were charged and then lost the race got their money back.
    const charges = await t.db.select().from(sandboxCharges);
    expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(5);
    expect(charges.filter((c) => c.status !== 'succeeded' && c.status !== 'refunded')).toEqual([]);
  });
});
