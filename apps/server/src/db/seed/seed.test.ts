import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONDITIONS, compareMoney, MAX_BUYER_OFFER_EDITS, MAX_SELLER_COUNTER_OFFERS } from '@patchbay/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { moneyAudit } from '../../../test/money-audit';
import { verifyPassword } from '../../modules/accounts/password';
import { storedOrderAmounts } from '../../modules/orders/orders.service';
import type { DatabaseHandle } from '../client';
import {
  cartItems,
  listings,
  offerItemEvents,
  offerItems,
  orderAdditionalFees,
  orderItems,
  orderShippingDetails,
  orders,
  organizations,
  paymentProcessingFees,
  products,
  promoCodes,
  storefronts,
  users,
} from '../schema/index';
import { seedDemoData } from './index';

describe('demo data', () => {
  let database: DatabaseHandle;
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'patchbay-uploads-'));
  // Both drivers answer execute() with { rows }; the shared Database type leaves the result open.
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    expect(await seedDemoData(database.db, { uploadsDir })).toEqual({ seeded: true });
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('keeps money = state: every demo card payment is a captured sandbox charge of its order', async () => {
    expect(await moneyAudit(database.db, { settled: true })).toEqual([]);
  });

  it('seeds once: a second run on a non-empty database does nothing', async () => {
    const before = await database.db.select({ id: products.id }).from(products);
    expect(await seedDemoData(database.db, { uploadsDir })).toEqual({ seeded: false });
    expect(await database.db.select({ id: products.id }).from(products)).toHaveLength(before.length);
  });

  it('has the marketplace and two branded storefronts on their hosts', async () => {
    const all = await database.db.select().from(storefronts);
    const byHost = Object.fromEntries(all.map((s) => [s.localUrl, s]));
    expect(byHost.localhost?.isMarketplace).toBe(true);
    expect(byHost['northwind.localhost']?.storefrontTitle).toMatch(/Northwind/);
    expect(byHost['cobalt.localhost']?.storefrontTitle).toMatch(/Cobalt/);
    expect(new Set(all.map((s) => s.themeColor)).size).toBe(all.length);
    expect(byHost['northwind.localhost']?.aboutUsLink).toBeTruthy();
    expect(byHost['cobalt.localhost']?.footerVariant).toBe('legal');
  });

  it('has sellers and buyers: one discrete, one authorized reseller, one offering credit', async () => {
    const orgs = await database.db.select().from(organizations);
    expect(orgs.length).toBeGreaterThanOrEqual(5);
    const bySlug = Object.fromEntries(orgs.map((o) => [o.slug, o]));
    expect(bySlug.northwind?.name).toBe('Northwind Networks');
    expect(bySlug.cobalt?.name).toBe('Cobalt Telecom');
    expect(bySlug.acme?.name).toBe('Acme Wireless');
    expect(orgs.some((o) => o.isDiscreteOrg)).toBe(true);
    expect(orgs.some((o) => o.isAuthorizedReseller)).toBe(true);
    expect(orgs.some((o) => o.isOfferCredit)).toBe(true);
  });

  it('has the demo accounts of the README, each with password Demo1234', async () => {
    const expected = {
      'operator@patchbay.test': 'operator',
      'admin@northwind.test': 'companyAdmin',
      'sales@northwind.test': 'businessUser',
      'specialist@northwind.test': 'productSpecialist',
      'admin@cobalt.test': 'companyAdmin',
      'buyer@acme.test': 'buyer',
    };
    const all = await database.db.select().from(users);
    for (const [email, role] of Object.entries(expected)) {
      const user = all.find((u) => u.email === email);
      expect(user?.role, email).toBe(role);
      expect(await verifyPassword('Demo1234', user!.passwordHash)).toBe(true);
    }
    expect(await verifyPassword('demo1234', all[0]!.passwordHash)).toBe(false);
  });

  it('gives every demo user a hash with its own salt', async () => {
    const all = await database.db.select().from(users);
    expect(all.length).toBeGreaterThan(5);
    const salts = all.map((u) => u.passwordHash.split('$')[4]);
    expect(new Set(salts).size).toBe(all.length);
    expect(new Set(all.map((u) => u.passwordHash)).size).toBe(all.length);
  });

  it('has 300+ products from real OEMs, listings in all six conditions, tiers and local images', async () => {
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(n).toBeGreaterThanOrEqual(300);
    const oems = await rows<{ oem_name: string }>(sql`select distinct oem_name from products`);
    expect(oems.map((o) => o.oem_name)).toEqual(
      expect.arrayContaining(['Cisco', 'Juniper', 'Nokia', 'Ciena', 'Arista']),
    );
    const conditions = await database.db.selectDistinct({ condition: listings.condition }).from(listings);
    expect(conditions.map((c) => c.condition).sort()).toEqual([...CONDITIONS].sort());
    const { tiers } = await one<{ tiers: number }>(
      sql`select count(*)::int as tiers from product_tiered_prices`,
    );
    expect(tiers).toBeGreaterThan(0);
    const { url } = await one<{ url: string }>(
      sql`select image_urls->>0 as url from products where jsonb_array_length(image_urls) > 0 limit 1`,
    );
    expect(url).toMatch(/^\/uploads\//);
    expect(existsSync(path.join(uploadsDir, url.replace('/uploads/', '')))).toBe(true);
  });

  it('is ready for checkout: tax tables, processing fees, seller payment details, consistent demo orders', async () => {
    const all = await database.db.select().from(storefronts);
    expect(all.every((s) => s.taxRates.length > 0)).toBe(true);
    const fees = await database.db.select().from(paymentProcessingFees);
    expect(fees.map((f) => f.vendor).sort()).toEqual(['ach', 'card', 'paylater', 'paypal']);
    const orgs = Object.fromEntries((await database.db.select().from(organizations)).map((o) => [o.slug, o]));
    expect(orgs.northwind).toMatchObject({ isOfferCredit: true, minimumCreditOrderValue: '1000.00' });
    expect(orgs.northwind?.paypalLink).toMatch(/^https:\/\/paypal\.me\//);
    expect(orgs.northwind?.bankTransferInstructions).toBeTruthy();
    expect(orgs.cobalt?.freeShippingMinOrderAmount).toBeTruthy();
    const codes = await database.db.select().from(promoCodes);
    expect(codes.map((c) => c.code).sort()).toEqual(['FREIGHT50', 'SPRING5', 'WELCOME10']);
    const weighed = await rows<{ n: number }>(
      sql`select count(*)::int as n from listings where unit_weight is not null and shipping_dimensions is not null`,
    );
    expect(weighed[0]?.n).toBeGreaterThan(100);
    // Every demo order prices the way the checkout prices orders (docs/checkout.md).
    for (const order of await database.db.select().from(orders)) {
      const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const fees = await database.db
        .select()
        .from(orderAdditionalFees)
        .where(eq(orderAdditionalFees.orderId, order.id));
      const [detail] = await database.db
        .select()
        .from(orderShippingDetails)
        .where(eq(orderShippingDetails.orderId, order.id));
      expect(detail).toBeDefined();
      const amounts = storedOrderAmounts(
        order,
        items,
        fees.map((f) => f.amount),
        detail?.shippingFees ?? null,
      );
      expect(amounts.total).toBe(order.orderTotal);
    }
  });

  it('finds part numbers by full text and by trigram', async () => {
    const fts = await rows<{ display_name: string }>(
      sql`select display_name from products where search_vector @@ websearch_to_tsquery('simple', 'asr9001')`,
    );
    expect(fts.length).toBeGreaterThan(0);
    const trgm = await rows<{ part_number_normalized: string }>(
      sql`select part_number_normalized from products where part_number_normalized like '%sfp10g%'`,
    );
    expect(trgm.length).toBeGreaterThan(0);
  });

  it('has offers that follow docs/offers.md: a thread per item, counts and windows in step, open ones not lapsed', async () => {
    const items = await database.db.select().from(offerItems);
    const events = await database.db.select().from(offerItemEvents);
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(['pending', 'countered', 'expired', 'accepted']),
    );
    const now = Date.now();
    for (const item of items) {
      const thread = events
        .filter((e) => e.offerItemId === item.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(thread[0]?.action).toBe('offer');
      expect(thread.filter((e) => e.action === 'counter')).toHaveLength(item.sellerCounterOfferCount);
      expect(thread.filter((e) => e.action === 'edit')).toHaveLength(item.buyerEditOfferCount);
      expect(item.sellerCounterOfferCount).toBeLessThanOrEqual(MAX_SELLER_COUNTER_OFFERS);
      expect(item.buyerEditOfferCount).toBeLessThanOrEqual(MAX_BUYER_OFFER_EDITS);
      expect(item.version).toBe(thread.length - 1);
      expect(item.offerValidTill.getTime()).toBeGreaterThan(item.createdAt.getTime());
      const standing = [...thread].reverse().find((e) => e.unitPrice !== null);
      expect(item.purchasePrice).toBe(standing?.unitPrice);
      expect(compareMoney(item.purchasePrice, item.price)).toBeLessThanOrEqual(0);
      if (item.status === 'pending' || item.status === 'countered') {
        expect(item.offerValidTill.getTime()).toBeGreaterThan(now);
        expect(item.isSellerOfferActive).toBe(item.status === 'countered');
        expect(item.isBuyerOfferActive).toBe(item.status === 'pending');
      }
    }
    const accepted = items.find((i) => i.status === 'accepted')!;
    const [line] = await database.db.select().from(cartItems).where(eq(cartItems.offerItemId, accepted.id));
    expect(line).toMatchObject({ offerPrice: accepted.purchasePrice, purchaseQty: accepted.purchaseQty });
  });

  it.each([
    [
      'an unknown listing condition',
      sql`update listings set condition = 'Broken' where id = (select id from listings limit 1)`,
    ],
    [
      'negative stock',
      sql`update listings set num_available = -1 where id = (select id from listings limit 1)`,
    ],
    [
      'an upper-case user email',
      sql`update users set email = 'Buyer@Acme.test' where email = 'buyer@acme.test'`,
    ],
    [
      'a full card number',
      sql`update transactions set masked_card_no = '4242424242424242' where id = (select id from transactions limit 1)`,
    ],
  ])('the database itself refuses %s', async (_label, statement) => {
    await expect(database.db.execute(statement)).rejects.toThrow();
  });
});
