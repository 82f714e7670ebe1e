import { sumMoney } from '@patchbay/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../../../test/checkout-helpers';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { waitFor } from '../../../test/poll';
import {
  listingActivityDaily,
  listings,
  offerItems,
  offers,
  orderItems,
  orderShippingDetails,
  orders,
  products,
  searchKeywordRecords,
} from '../../db/schema/index';
import { reportRefreshJob } from '../../jobs/report-refresh';
import { REPORT_REFRESH_MINUTES, refreshStockFigures } from './reports.service';

const ADMIN = 'admin.localhost';
const address = {
  firstname: 'Sam',
  lastname: 'Patel',
  email: 'buyer@acme.test',
  contactnumber: '555 0100',
  streetAddress: '1 Main St',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  zipcode: '80202',
};

type Status = 'paid' | 'submitted' | 'cancelled' | 'partially paid' | 'shipped';
interface RawOrder {
  id: string;
  seller: string;
  storefront: string;
  status: Status;
  dateOrdered: Date;
  subtotal: string;
  orderTotal: string;
  lines: { listingId: string; productId: string; qty: number; price: string }[];
}

/** Half-up cents of qty x price, computed on integers (the test's own arithmetic, not the server's). */
function lineTotal(qty: number, price: string): string {
  const [whole, fraction = ''] = price.split('.');
  const tenThousandths = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const product = tenThousandths * BigInt(qty);
  const cents = (product + 50n) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

describe('reports', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};
  const raw: RawOrder[] = [];

  const admin = (who: string) => testBrowser(t, ADMIN, tokens[who]);
  const get = async (who: string, url: string) => admin(who).call('GET', url);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
    for (const [name, user] of Object.entries({
      northwindAdmin: fx.users.northwindAdmin,
      northwindBusiness: fx.users.northwindBusiness,
      northwindSpecialist: fx.users.northwindSpecialist,
      cobaltAdmin: fx.users.cobaltAdmin,
      operator: fx.users.operator,
      buyer: fx.users.acmeBuyer,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, clock.now());
    }

    // A fixed data set: 36 orders over February 2026 for Northwind and Cobalt, on three
    // storefronts, in every status, with one to three lines each.
    const { northwind, cobalt } = fx.organizations;
    const l = fx.listings;
    const p = fx.products;
    const catalogue = {
      [northwind.id]: [
        { listingId: l.asr9001Northwind.id, productId: p.asr9001.id, price: '4500.0000' },
        { listingId: l.asr9001sNorthwind.id, productId: p.asr9001s.id, price: '3900.0000' },
        { listingId: l.aristaNorthwind.id, productId: p.arista.id, price: '5100.0000' },
      ],
      [cobalt.id]: [
        { listingId: l.finisarCobalt.id, productId: p.finisar.id, price: '35.5000' },
        { listingId: l.asr9001Cobalt.id, productId: p.asr9001.id, price: '2799.9950' },
      ],
    };
    const statuses: Status[] = ['paid', 'submitted', 'cancelled', 'partially paid', 'shipped', 'paid'];
    const stores = [fx.storefronts.marketplace.id, fx.storefronts.northwind.id, fx.storefronts.cobalt.id];
    const numbers: Record<string, number> = {};
    for (let i = 0; i < 36; i++) {
      const seller = i % 3 === 2 ? cobalt.id : northwind.id;
      const choices = catalogue[seller]!;
      const lines = choices
        .slice(0, 1 + (i % choices.length))
        .map((c, k) => ({ ...c, qty: 1 + ((i + k) % 4) }));
      const subtotal = sumMoney(lines.map((x) => lineTotal(x.qty, x.price)));
      const order: RawOrder = {
        id: '',
        seller,
        storefront: stores[i % 3]!,
        status: statuses[i % statuses.length]!,
        // Feb 1 .. Feb 27, some at 23:30 UTC to test the day boundary.
        dateOrdered: new Date(Date.UTC(2026, 1, 1 + ((i * 5) % 27), i % 4 === 0 ? 23 : 10, 30)),
        subtotal,
        orderTotal: sumMoney([subtotal, '25.00']),
        lines,
      };
      numbers[seller] = (numbers[seller] ?? 0) + 1;
      const [row] = await t.db
        .insert(orders)
        .values({
          orderNumber: numbers[seller],
          storefrontId: order.storefront,
          sellerOrganizationId: seller,
          buyerOrganizationId: fx.organizations.acme.id,
          buyerUserId: fx.users.acmeBuyer.id,
          status: order.status,
          billingAddress: address,
          shippingAddress: address,
          dateOrdered: order.dateOrdered,
          requestedShippingQuote: i === 1 || i === 7,
          subtotal,
          shippingFees: '25.00',
          orderTotal: order.orderTotal,
        })
        .returning();
      order.id = row!.id;
      await t.db.insert(orderItems).values(
        lines.map((x) => ({
          orderId: row!.id,
          listingId: x.listingId,
          listingOrgId: seller,
          purchaseQty: x.qty,
          purchasePrice: x.price,
        })),
      );
      raw.push(order);
    }
    // Order 7's quote was given; order 1 still waits for one.
    await t.db.insert(orderShippingDetails).values({ orderId: raw[7]!.id, shippingFees: '40.00' });
    // A reserved order (its checkout still holds it) counts nowhere.
    await t.db.insert(orders).values({
      storefrontId: fx.storefronts.northwind.id,
      sellerOrganizationId: northwind.id,
      buyerUserId: fx.users.acmeBuyer.id,
      checkoutState: 'reserved',
      billingAddress: address,
      shippingAddress: address,
      dateOrdered: new Date('2026-02-10T12:00:00Z'),
      subtotal: '99999.00',
      orderTotal: '99999.00',
    });

    // Searches: three on Northwind's storefront (two without results), one on Cobalt's, one on the marketplace.
    const search = (
      storefrontId: string,
      storefrontName: string,
      keyword: string,
      results: number,
      at: string,
    ) => ({
      storefrontId,
      storefrontName,
      searchKeyword: keyword,
      productSearchCount: results,
      searchedAt: new Date(at),
      guestId: 'guest-1',
      ipInfo: { ip: '203.0.113.9', city: 'Denver', state: 'CO', country: 'US', timeZone: 'America/Denver' },
    });
    await t.db
      .insert(searchKeywordRecords)
      .values([
        search(fx.storefronts.northwind.id, 'Northwind Networks', 'asr 9001', 3, '2026-02-03T10:00:00Z'),
        search(fx.storefronts.northwind.id, 'Northwind Networks', 'qsfp-dd 400g', 0, '2026-02-04T10:00:00Z'),
        search(fx.storefronts.northwind.id, 'Northwind Networks', 'QSFP-DD 400G', 0, '2026-02-05T10:00:00Z'),
        search(fx.storefronts.cobalt.id, 'Cobalt Telecom', 'cobalt secret', 0, '2026-02-05T10:00:00Z'),
        search(fx.storefronts.marketplace.id, 'Patchbay Marketplace', '=cmd|calc', 0, '2026-02-06T10:00:00Z'),
      ]);

    // Offers on Northwind's listing: four made in February, two countered, one accepted and bought.
    const [offer] = await t.db
      .insert(offers)
      .values({
        storefrontId: fx.storefronts.marketplace.id,
        sellerOrganizationId: northwind.id,
        buyerUserId: fx.users.acmeBuyer.id,
        dateOffer: new Date('2026-02-02T10:00:00Z'),
      })
      .returning();
    const item = (over: Partial<typeof offerItems.$inferInsert>) => ({
      offerId: offer!.id,
      listingId: l.asr9001Northwind.id,
      storefrontId: fx.storefronts.marketplace.id,
      listingOrgId: northwind.id,
      userId: fx.users.acmeBuyer.id,
      purchaseQty: 1,
      purchasePrice: '4000.0000',
      price: '4500.0000',
      offerValidTill: new Date('2026-03-10T00:00:00Z'),
      createdAt: new Date('2026-02-02T10:00:00Z'),
      ...over,
    });
    const madeItems = await t.db
      .insert(offerItems)
      .values([
        item({ status: 'pending' }),
        item({ status: 'countered', sellerCounterOfferCount: 1, isBuyerOfferActive: false }),
        item({ status: 'accepted', sellerCounterOfferCount: 1 }),
        item({ status: 'rejected' }),
        // Made in January: outside the range.
        item({ status: 'pending', createdAt: new Date('2026-01-20T10:00:00Z') }),
      ])
      .returning();
    await t.db.insert(orderItems).values({
      orderId: raw[0]!.id,
      listingId: l.asr9001Northwind.id,
      listingOrgId: northwind.id,
      offerItemId: madeItems[2]!.id,
      purchaseQty: 1,
      purchasePrice: '0.0000',
    });
  });
  afterAll(() => t.close());

  const feb = 'from=2026-02-01&to=2026-02-28';

  function expectedFor(seller: string | null, from = '2026-02-01', to = '2026-02-28') {
    const start = new Date(`${from}T00:00:00Z`).getTime();
    const end = new Date(`${to}T00:00:00Z`).getTime() + 86_400_000;
    const mine = raw.filter(
      (o) =>
        (seller === null || o.seller === seller) &&
        o.dateOrdered.getTime() >= start &&
        o.dateOrdered.getTime() < end,
    );
    const kept = mine.filter((o) => o.status !== 'cancelled');
    return { mine, kept };
  }

  it("a seller's dashboard totals, series, statuses and top products equal sums over its raw orders", async () => {
    const res = await get('northwindAdmin', `/api/admin/reports/dashboard?${feb}&interval=week`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { mine, kept } = expectedFor(fx.organizations.northwind.id);
    // The offer-bought line added to order 0 counts in its units, at price 0.
    const sales = sumMoney(kept.map((o) => o.subtotal));
    expect(body.totals.orders).toBe(kept.length);
    expect(body.totals.sales).toBe(sales);
    expect(body.totals.cancelledOrders).toBe(mine.length - kept.length);
    expect(body.range).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      interval: 'week',
      organization: { id: fx.organizations.northwind.id, name: 'Northwind Networks' },
    });

    // The series adds up to the totals, and each bucket to its own orders.
    expect(body.salesOverTime.reduce((n: number, r: { orders: number }) => n + r.orders, 0)).toBe(
      kept.length,
    );
    expect(sumMoney(body.salesOverTime.map((r: { sales: string }) => r.sales))).toBe(sales);
    for (const row of body.salesOverTime as {
      period: string;
      storefrontId: string;
      orders: number;
      sales: string;
    }[]) {
      const start = new Date(`${row.period}T00:00:00Z`);
      expect(start.getUTCDay()).toBe(1); // weeks start on Monday
      const inBucket = kept.filter(
        (o) =>
          o.storefront === row.storefrontId &&
          o.dateOrdered >= start &&
          o.dateOrdered.getTime() < start.getTime() + 7 * 86_400_000,
      );
      expect(row.orders).toBe(inBucket.length);
      expect(row.sales).toBe(sumMoney(inBucket.map((o) => o.subtotal)));
    }

    for (const s of body.ordersByStatus as { status: Status; orders: number; total: string }[]) {
      const of = mine.filter((o) => o.status === s.status);
      expect(s.orders).toBe(of.length);
      expect(s.total).toBe(sumMoney(of.map((o) => o.orderTotal)));
    }

    const units = new Map<string, number>();
    const productSales = new Map<string, string>();
    for (const o of kept) {
      for (const x of o.lines) {
        units.set(x.productId, (units.get(x.productId) ?? 0) + x.qty);
        productSales.set(
          x.productId,
          sumMoney([productSales.get(x.productId) ?? '0', lineTotal(x.qty, x.price)]),
        );
      }
    }
    // Order 0 also holds the line bought at the accepted offer (1 unit of the ASR 9001 at 0).
    if (kept.includes(raw[0]!))
      units.set(fx.products.asr9001.id, (units.get(fx.products.asr9001.id) ?? 0) + 1);
    for (const top of body.topProducts as { productId: string; units: number; sales: string }[]) {
      expect(top.units).toBe(units.get(top.productId));
      expect(top.sales).toBe(productSales.get(top.productId));
    }
    expect(body.topProducts).toHaveLength(units.size);
    expect(body.totals.averageOrderValue).toBe(
      (Math.round((Number(sales) * 100) / kept.length) / 100).toFixed(2),
    );
  });

  it('day buckets follow UTC days: an order at 23:30 stays on its own day', async () => {
    const body = (await get('northwindAdmin', `/api/admin/reports/dashboard?${feb}&interval=day`)).json();
    const { kept } = expectedFor(fx.organizations.northwind.id);
    for (const row of body.salesOverTime as { period: string; storefrontId: string; orders: number }[]) {
      expect(row.orders).toBe(
        kept.filter(
          (o) => o.storefront === row.storefrontId && o.dateOrdered.toISOString().slice(0, 10) === row.period,
        ).length,
      );
    }
    const month = (await get('northwindAdmin', `/api/admin/reports/dashboard?${feb}&interval=month`)).json();
    expect(month.salesOverTime.every((r: { period: string }) => r.period === '2026-02-01')).toBe(true);
  });

  it('a narrower range changes every figure of the range', async () => {
    const body = (
      await get('northwindAdmin', '/api/admin/reports/dashboard?from=2026-02-10&to=2026-02-14')
    ).json();
    const { kept } = expectedFor(fx.organizations.northwind.id, '2026-02-10', '2026-02-14');
    expect(kept.length).toBeGreaterThan(0);
    expect(body.totals.orders).toBe(kept.length);
    expect(body.totals.sales).toBe(sumMoney(kept.map((o) => o.subtotal)));
    expect(body.offersFunnel).toEqual({ made: 0, countered: 0, accepted: 0, bought: 0 });
  });

  it('the offers funnel, searches without results, low stock and waiting work', async () => {
    const body = (await get('northwindBusiness', `/api/admin/reports/dashboard?${feb}`)).json();
    expect(body.offersFunnel).toEqual({ made: 4, countered: 2, accepted: 1, bought: 1 });
    // Northwind's own storefront only; keywords are counted case-insensitively.
    expect(body.topSearchesWithoutResults).toEqual([{ keyword: 'qsfp-dd 400g', searches: 2 }]);
    expect(body.lowStockListings.map((l: { listingId: string }) => l.listingId)).toEqual([
      fx.listings.asr9001sNorthwind.id,
      fx.listings.asr9001Northwind.id,
    ]);
    const northwindOrders = raw.filter((o) => o.seller === fx.organizations.northwind.id);
    expect(body.waitingOnYou).toEqual({
      ordersSubmitted: northwindOrders.filter((o) => o.status === 'submitted').length,
      ordersPartiallyPaid: northwindOrders.filter((o) => o.status === 'partially paid').length,
      ordersToShip: northwindOrders.filter((o) => o.status === 'paid').length,
      ordersAwaitingShippingQuote: 1,
      // pending (buyer's move) and valid; the countered one waits on the buyer.
      offersToAnswer: 2,
    });
    // The count links to the order list filtered the same way.
    const awaiting = (await get('northwindAdmin', '/api/admin/orders?awaitingShippingQuote=true')).json();
    expect(awaiting.items.map((o: { id: string }) => o.id)).toEqual([raw[1]!.id]);
  });

  it('the operator sees every seller, or the one picked; a seller never sees another’s figures', async () => {
    const all = (await get('operator', `/api/admin/reports/dashboard?${feb}`)).json();
    const every = expectedFor(null);
    expect(all.range.organization).toBeNull();
    expect(all.totals.orders).toBe(every.kept.length);
    expect(all.totals.sales).toBe(sumMoney(every.kept.map((o) => o.subtotal)));

    const picked = (
      await get(
        'operator',
        `/api/admin/reports/dashboard?${feb}&organizationId=${fx.organizations.cobalt.id}`,
      )
    ).json();
    const cobalt = expectedFor(fx.organizations.cobalt.id);
    expect(picked.range.organization.name).toBe('Cobalt Telecom');
    expect(picked.totals.sales).toBe(sumMoney(cobalt.kept.map((o) => o.subtotal)));
    expect(picked.topSearchesWithoutResults).toEqual([{ keyword: 'cobalt secret', searches: 1 }]);

    const cobaltOwn = (await get('cobaltAdmin', `/api/admin/reports/dashboard?${feb}`)).json();
    expect(cobaltOwn.totals).toEqual(picked.totals);
    expect(cobaltOwn.topProducts.map((p: { productId: string }) => p.productId)).not.toContain(
      fx.products.arista.id,
    );

    // Naming another organization is the same 404 as an unknown one.
    for (const url of [
      `/api/admin/reports/dashboard?organizationId=${fx.organizations.cobalt.id}`,
      `/api/admin/reports/searches?organizationId=${fx.organizations.cobalt.id}`,
      `/api/admin/reports/storefronts.csv?organizationId=${fx.organizations.cobalt.id}`,
    ]) {
      const res = await get('northwindAdmin', url);
      expect(res.statusCode, url).toBe(404);
    }
    expect((await get('operator', '/api/admin/reports/dashboard?organizationId=nope')).statusCode).toBe(404);
  });

  it('refuses roles without reports.view (403), buyers, strangers and bad ranges', async () => {
    expect((await get('northwindSpecialist', '/api/admin/reports/dashboard')).statusCode).toBe(403);
    expect((await get('northwindSpecialist', '/api/admin/reports/searches.csv')).statusCode).toBe(403);
    expect((await get('buyer', '/api/admin/reports/dashboard')).statusCode).toBe(403);
    expect((await testBrowser(t, ADMIN).call('GET', '/api/admin/reports/dashboard')).statusCode).toBe(401);
    const backwards = await get(
      'northwindAdmin',
      '/api/admin/reports/dashboard?from=2026-02-10&to=2026-02-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toBe('The start date must not be after the end date');
    expect((await get('northwindAdmin', '/api/admin/reports/dashboard?from=2026-02-30')).statusCode).toBe(
      400,
    );
    expect((await get('northwindAdmin', '/api/admin/reports/dashboard?from=2020-01-01')).statusCode).toBe(
      400,
    );
    expect((await get('northwindAdmin', '/api/admin/reports/dashboard?interval=year')).statusCode).toBe(400);
    expect((await get('northwindAdmin', '/api/admin/reports/searches?q=%00')).statusCode).toBe(400);
    expect((await get('northwindAdmin', '/api/admin/reports/dashboard?extra=1')).statusCode).toBe(400);
  });

  it('the search history lists the own storefronts’ records, filters them and exports them as CSV', async () => {
    const res = await get('northwindAdmin', `/api/admin/reports/searches?${feb}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((r: { keyword: string }) => r.keyword)).toEqual([
      'QSFP-DD 400G',
      'qsfp-dd 400g',
      'asr 9001',
    ]);
    expect(body.items[0]).toMatchObject({
      storefrontName: 'Northwind Networks',
      searcher: 'guest',
      results: 0,
      city: 'Denver',
      state: 'CO',
      country: 'US',
      ip: '203.0.113.9',
      searchedAt: '2026-02-05T10:00:00.000Z',
    });
    const without = (
      await get('northwindAdmin', `/api/admin/reports/searches?${feb}&withoutResults=true`)
    ).json();
    expect(without.total).toBe(2);
    const byKeyword = (await get('northwindAdmin', `/api/admin/reports/searches?${feb}&q=asr`)).json();
    expect(byKeyword.items.map((r: { keyword: string }) => r.keyword)).toEqual(['asr 9001']);
    // A keyword's page carries its count; a page past the last still counts them.
    const second = (
      await get('northwindAdmin', `/api/admin/reports/searches?${feb}&q=QSFP&page=2&pageSize=1`)
    ).json();
    expect(second.items.map((r: { keyword: string }) => r.keyword)).toEqual(['qsfp-dd 400g']);
    expect(second.total).toBe(2);
    const past = (
      await get('northwindAdmin', `/api/admin/reports/searches?${feb}&q=QSFP&page=3&pageSize=1`)
    ).json();
    expect(past.items).toEqual([]);
    expect(past.total).toBe(2);
    // LIKE wildcards are plain characters.
    expect((await get('northwindAdmin', `/api/admin/reports/searches?${feb}&q=%25`)).json().total).toBe(0);
    // The storefront filter: the storefront's own records; an id that is no storefront's finds none.
    const ownStorefront = body.items[0].storefrontId as string;
    const byStorefront = (
      await get('northwindAdmin', `/api/admin/reports/searches?${feb}&storefrontId=${ownStorefront}`)
    ).json();
    expect(byStorefront.total).toBe(3);
    for (const id of ['not-a-uuid', fx.organizations.northwind.id]) {
      const none = await get('northwindAdmin', `/api/admin/reports/searches?${feb}&storefrontId=${id}`);
      expect(none.statusCode).toBe(200);
      expect(none.json().total).toBe(0);
    }

    const csv = await get('northwindAdmin', `/api/admin/reports/searches.csv?${feb}&withoutResults=true`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="search-history-2026-02-01-to-2026-02-28.csv"',
    );
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Keyword,Storefront,User,Results,City,State,Country,IP,Local time,Searched at (UTC)',
    );
    expect(lines.slice(1)).toEqual([
      'QSFP-DD 400G,Northwind Networks,Guest,0,Denver,CO,US,203.0.113.9,"02/05/2026, 03:00 America/Denver",2026-02-05T10:00:00.000Z',
      'qsfp-dd 400g,Northwind Networks,Guest,0,Denver,CO,US,203.0.113.9,"02/04/2026, 03:00 America/Denver",2026-02-04T10:00:00.000Z',
    ]);

    // The operator's export holds the marketplace's keyword, defused for spreadsheets.
    const operatorCsv = await get('operator', `/api/admin/reports/searches.csv?${feb}&q=calc`);
    expect(operatorCsv.body).toContain("'=cmd|calc,Patchbay Marketplace");

    const grouped = (
      await get('northwindAdmin', `/api/admin/reports/searches/without-results?${feb}`)
    ).json();
    expect(grouped.items).toEqual([
      {
        keyword: 'qsfp-dd 400g',
        searches: 2,
        lastSearchedAt: '2026-02-05T10:00:00.000Z',
        storefronts: ['Northwind Networks'],
      },
    ]);
  });

  it('records product views and add-to-carts per storefront and day; the storefront report adds them up', async () => {
    clock.set('2026-02-20T12:00:00Z');
    const listingId = fx.listings.asr9001Northwind.id;
    const shopper = testBrowser(t, 'northwind.localhost');
    for (let i = 0; i < 3; i++)
      expect((await shopper.call('GET', `/api/listings/${listingId}`)).statusCode).toBe(200);
    expect((await testBrowser(t, 'localhost').call('GET', `/api/listings/${listingId}`)).statusCode).toBe(
      200,
    );
    expect((await shopper.add(listingId, 1)).statusCode).toBe(200);
    expect((await shopper.add(listingId, 1)).statusCode).toBe(200);
    // Views are written in batches shortly after.
    await waitFor(async () => {
      const rows = await t.db.select().from(listingActivityDaily);
      return rows.reduce((n, r) => n + r.views, 0) === 4 ? rows : undefined;
    });
    const rows = await t.db.select().from(listingActivityDaily);
    expect(rows.map((r) => ({ ...r })).sort((a, b) => a.views - b.views)).toEqual([
      {
        day: '2026-02-20',
        storefrontId: fx.storefronts.marketplace.id,
        listingId,
        organizationId: fx.organizations.northwind.id,
        views: 1,
        addToCarts: 0,
      },
      {
        day: '2026-02-20',
        storefrontId: fx.storefronts.northwind.id,
        listingId,
        organizationId: fx.organizations.northwind.id,
        views: 3,
        addToCarts: 2,
      },
    ]);

    const report = (await get('northwindAdmin', `/api/admin/reports/storefronts?${feb}`)).json();
    const { kept } = expectedFor(fx.organizations.northwind.id);
    const row = (id: string) => report.rows.find((r: { storefrontId: string }) => r.storefrontId === id);
    const nw = row(fx.storefronts.northwind.id);
    const nwOrders = kept.filter((o) => o.storefront === fx.storefronts.northwind.id);
    expect(nw).toEqual({
      storefrontId: fx.storefronts.northwind.id,
      storefrontTitle: 'Northwind Networks',
      productViews: 3,
      searches: 3,
      addToCarts: 2,
      orders: nwOrders.length,
      revenue: sumMoney(nwOrders.map((o) => o.subtotal)),
      conversionPercent: ((nwOrders.length / 3) * 100).toFixed(2),
    });
    // The marketplace is not Northwind's: its searches are not Northwind's to see.
    expect(row(fx.storefronts.marketplace.id)).toMatchObject({ productViews: 1, searches: null });
    // Cobalt sees none of Northwind's views.
    const cobalt = (await get('cobaltAdmin', `/api/admin/reports/storefronts?${feb}`)).json();
    expect(cobalt.rows.reduce((n: number, r: { productViews: number }) => n + r.productViews, 0)).toBe(0);

    const csv = await get('northwindAdmin', `/api/admin/reports/storefronts.csv?${feb}`);
    expect(csv.body.split('\r\n')[0]).toBe(
      'Storefront,Product views,Searches,Add to carts,Orders,Revenue,Conversion %',
    );
    expect(csv.body).toContain(
      `Northwind Networks,3,3,2,${nwOrders.length},${sumMoney(nwOrders.map((o) => o.subtotal))},${nw.conversionPercent}`,
    );
  });

  it('catalogue statistics per category and per brand add up to the listings and the orders', async () => {
    const body = (await get('northwindAdmin', `/api/admin/reports/catalogue?${feb}`)).json();
    const routers = body.rows.find((r: { name: string }) => r.name === 'Routers');
    const edge = body.rows.find((r: { name: string }) => r.name === 'Edge');
    // Northwind's router listings: ASR 9001 (3 at 4500) and ASR 9001-S (1 at 3900), both Edge; the
    // removed MX204 listing is left out.
    expect(edge).toMatchObject({ parentName: 'Routers', listings: 2, units: 4, value: '17400.00' });
    expect(routers).toMatchObject({ parentName: null, listings: 2, units: 4, value: '17400.00' });
    const { kept } = expectedFor(fx.organizations.northwind.id);
    const routerLines = kept.flatMap((o) =>
      o.lines.filter(
        (x) => x.productId === fx.products.asr9001.id || x.productId === fx.products.asr9001s.id,
      ),
    );
    expect(routers.sales).toBe(sumMoney(routerLines.map((x) => lineTotal(x.qty, x.price))));
    expect(routers.unitsSold).toBe(
      routerLines.reduce((n, x) => n + x.qty, 0) + (kept.includes(raw[0]!) ? 1 : 0),
    );

    const brands = (await get('northwindAdmin', `/api/admin/reports/catalogue?${feb}&by=brand`)).json();
    expect(brands.rows.map((r: { name: string }) => r.name)).toEqual(['Arista', 'Cisco']);
  });

  it('the statistics show stock as of the last refresh; the report-refresh job counts it again', async () => {
    clock.set('2026-03-05T09:00:00Z');
    await reportRefreshJob(t.ctx, t.app.log).run();
    const url = `/api/admin/reports/catalogue?${feb}`;
    const before = (await get('northwindAdmin', url)).json();
    expect(before.stockAsOf).toBe('2026-03-05T09:00:00.000Z');
    expect(before.refreshMinutes).toBe(REPORT_REFRESH_MINUTES);
    const edge = (body: { rows: { name: string; units: number; value: string }[] }) =>
      body.rows.find((r) => r.name === 'Edge');
    expect(edge(before)).toMatchObject({ units: 4, value: '17400.00' });

    // A stock change shows at the next refresh, not before: the screen says which time it shows.
    const listing = fx.listings.asr9001sNorthwind;
    await t.db.update(listings).set({ numAvailable: 11 }).where(eq(listings.id, listing.id));
    clock.set('2026-03-05T09:03:00Z');
    const stale = (await get('northwindAdmin', url)).json();
    expect(stale.stockAsOf).toBe('2026-03-05T09:00:00.000Z');
    expect(edge(stale)).toMatchObject({ units: 4, value: '17400.00' });
    // Sales are live all the same.
    expect(stale.rows.map((r: { sales: string }) => r.sales)).toEqual(
      before.rows.map((r: { sales: string }) => r.sales),
    );
    clock.set('2026-03-05T09:05:00Z');
    await reportRefreshJob(t.ctx, t.app.log).run();
    const fresh = (await get('northwindAdmin', url)).json();
    expect(fresh.stockAsOf).toBe('2026-03-05T09:05:00.000Z');
    expect(edge(fresh)).toMatchObject({ units: 14, value: '56400.00' });
    // Another seller's stock is not in it (category rows add up their sub-categories).
    const cobalt = (await get('cobaltAdmin', url)).json();
    const tops = cobalt.rows.filter((r: { parentName: string | null }) => r.parentName === null);
    expect(tops.reduce((n: number, r: { units: number }) => n + r.units, 0)).toBe(
      await liveUnits(fx.organizations.cobalt.id),
    );
    await t.db.update(listings).set({ numAvailable: 1 }).where(eq(listings.id, listing.id));
  });

  /** Units in stock of a seller's listings not removed, summed from the listings themselves. */
  async function liveUnits(organizationId: string): Promise<number> {
    const [row] = (
      (await t.db.execute(sql`select coalesce(sum(num_available), 0)::int as units from listings
        where organization_id = ${organizationId}::uuid and deleted_at is null`)) as unknown as {
        rows: { units: number }[];
      }
    ).rows;
    return row!.units;
  }

  it('the daily order and line roll-ups follow every write to orders and their lines: status changes, moved days, deletions', async () => {
    const rowsOf = async (query: SQL) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    // The roll-up as the trigger keeps it, and the same figures summed from the orders themselves.
    const compare = async () => {
      const rollup = await rowsOf(sql`select day::text as day, seller_organization_id as seller,
          storefront_id as storefront, status, orders, subtotal::text as subtotal, order_total::text as total
        from order_daily_rollups where orders <> 0 order by 1, 2, 3, 4`);
      const fromOrders = await rowsOf(sql`select (date_ordered at time zone 'UTC')::date::text as day,
          seller_organization_id as seller, storefront_id as storefront, status, count(*)::int as orders,
          sum(subtotal)::text as subtotal, sum(order_total)::text as total
        from orders where checkout_state = 'placed' group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
      expect(rollup).toEqual(fromOrders);
      // The line roll-up: units and sales of placed orders not cancelled, per day, seller and listing.
      const lines =
        await rowsOf(sql`select day::text as day, seller_organization_id as seller, listing_id as listing,
          product_id as product, units, sales::text as sales
        from order_line_daily_rollups where units <> 0 or sales <> 0 order by 1, 2, 3`);
      const fromLines = await rowsOf(sql`select (o.date_ordered at time zone 'UTC')::date::text as day,
          o.seller_organization_id as seller, x.listing_id as listing, l.product_id as product,
          sum(x.purchase_qty)::int as units, sum(round(x.purchase_qty * x.purchase_price, 2))::text as sales
        from orders o join order_items x on x.order_id = o.id join listings l on l.id = x.listing_id
        where o.checkout_state = 'placed' and o.status <> 'cancelled' group by 1, 2, 3, 4 order by 1, 2, 3`);
      expect(lines).toEqual(fromLines);
      expect(lines.length).toBeGreaterThan(0);
      // The stock roll-up, once the job has counted again, equals the listings summed live.
      await refreshStockFigures(t.ctx);
      const stock = await rowsOf(sql`select organization_id as org, category_id as category,
          sub_category_id as sub, brand_key as brand, listings, units, value::text as value
        from listing_stock_rollups order by 1, 2, 3, 4`);
      const fromListings = await rowsOf(sql`select l.organization_id as org, p.category_id as category,
          p.sub_category_id as sub, lower(nullif(trim(p.oem_name), '')) as brand, count(*)::int as listings,
          sum(l.num_available)::int as units, sum(round(l.num_available * l.price, 2))::text as value
        from listings l join products p on p.id = l.product_id where l.deleted_at is null
        group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
      expect(stock).toEqual(fromListings);
      expect(stock.length).toBeGreaterThan(0);
      return rollup.length;
    };
    expect(await compare()).toBeGreaterThan(0);
    const first = raw.find((o) => o.status === 'submitted')!;
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, first.id));
    await compare();
    await t.db
      .update(orders)
      .set({ dateOrdered: new Date('2026-02-20T12:00:00Z'), subtotal: '1.00' })
      .where(eq(orders.id, first.id));
    await compare();
    await t.db.update(orders).set({ checkoutState: 'reserved' }).where(eq(orders.id, first.id));
    await compare();
    await t.db.update(orders).set({ checkoutState: 'placed' }).where(eq(orders.id, first.id));
    await compare();
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, first.id));
    await compare();
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, first.id));
    await compare();
    // Line writes: a quantity and a price changed, a line added, a line removed.
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, first.id));
    await t.db
      .update(orderItems)
      .set({ purchaseQty: line!.purchaseQty + 2, purchasePrice: '10.005' })
      .where(eq(orderItems.id, line!.id));
    await compare();
    const { id: _id, ...copy } = line!;
    const [added] = await t.db.insert(orderItems).values(copy).returning({ id: orderItems.id });
    await compare();
    await t.db.delete(orderItems).where(eq(orderItems.id, added!.id));
    await compare();
    await t.db.delete(orders).where(eq(orders.id, first.id));
    await compare();
    // Stock writes: units and price changed, a listing removed and restored, a product moved to
    // another sub-category and brand.
    const listing = fx.listings.asr9001Northwind;
    await t.db.update(listings).set({ numAvailable: 7, price: '12.3456' }).where(eq(listings.id, listing.id));
    await compare();
    await t.db.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, listing.id));
    await compare();
    await t.db.update(listings).set({ deletedAt: null }).where(eq(listings.id, listing.id));
    await compare();
    await t.db
      .update(products)
      .set({ subCategoryId: null, oemName: ' Juniper ' })
      .where(eq(products.id, fx.products.asr9001.id));
    await compare();
  });
  it('over more than 7 days, top products are a kept answer: equal to the raw orders as of its time, counted again by the job', async () => {
    const northwind = fx.organizations.northwind.id;
    const url = '/api/admin/reports/dashboard?from=2026-01-15&to=2026-02-28';
    // Units per product of Northwind's placed orders not cancelled in the range, from the raw lines.
    const rawUnits = async () =>
      new Map(
        (
          (await t.db.execute(sql`select l.product_id as product, sum(x.purchase_qty)::int as units
            from orders o join order_items x on x.order_id = o.id join listings l on l.id = x.listing_id
            where o.seller_organization_id = ${northwind}::uuid and o.checkout_state = 'placed'
              and o.status <> 'cancelled' and o.date_ordered >= '2026-01-15T00:00:00Z'
              and o.date_ordered < '2026-03-01T00:00:00Z'
            group by 1`)) as unknown as { rows: { product: string; units: number }[] }
        ).rows.map((r) => [r.product, r.units]),
      );
    clock.set('2026-03-06T10:00:00Z');
    const first = (await get('northwindAdmin', url)).json();
    expect(first.snapshotAsOf).toBe('2026-03-06T10:00:00.000Z');
    expect(first.refreshMinutes).toBe(REPORT_REFRESH_MINUTES);
    const before = await rawUnits();
    expect(first.topProducts.length).toBe(before.size);
    for (const top of first.topProducts as { productId: string; units: number }[])
      expect(top.units).toBe(before.get(top.productId));

    // A new order: the totals show it at once, the kept answer at the job's next run.
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: 9001,
        storefrontId: fx.storefronts.northwind.id,
        sellerOrganizationId: northwind,
        buyerUserId: fx.users.acmeBuyer.id,
        status: 'paid',
        billingAddress: address,
        shippingAddress: address,
        dateOrdered: new Date('2026-02-27T10:00:00Z'),
        subtotal: '2550000.00',
        orderTotal: '2550000.00',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      listingId: fx.listings.aristaNorthwind.id,
      listingOrgId: northwind,
      purchaseQty: 500,
      purchasePrice: '5100.0000',
    });
    clock.set('2026-03-06T10:03:00Z');
    const stale = (await get('northwindAdmin', url)).json();
    expect(stale.totals.orders).toBe(first.totals.orders + 1);
    expect(stale.snapshotAsOf).toBe('2026-03-06T10:00:00.000Z');
    expect(stale.topProducts).toEqual(first.topProducts);

    clock.set('2026-03-06T10:05:00Z');
    await reportRefreshJob(t.ctx, t.app.log).run();
    const fresh = (await get('northwindAdmin', url)).json();
    expect(fresh.snapshotAsOf).toBe('2026-03-06T10:05:00.000Z');
    const after = await rawUnits();
    expect(fresh.topProducts[0]).toMatchObject({
      productId: fx.products.arista.id,
      units: after.get(fx.products.arista.id),
    });
    expect(after.get(fx.products.arista.id)).toBe((before.get(fx.products.arista.id) ?? 0) + 500);
    for (const top of fresh.topProducts as { productId: string; units: number }[])
      expect(top.units).toBe(after.get(top.productId));
    // Another seller's kept answer is its own.
    const cobalt = (await get('cobaltAdmin', url)).json();
    expect(cobalt.topProducts.map((p: { productId: string }) => p.productId)).not.toContain(
      fx.products.arista.id,
    );
    // Seven days or fewer: live.
    const week = (
      await get('northwindAdmin', '/api/admin/reports/dashboard?from=2026-02-21&to=2026-02-27')
    ).json();
    expect(week.snapshotAsOf).toBeNull();
    expect(week.topProducts[0]).toMatchObject({ productId: fx.products.arista.id });
  });
});
