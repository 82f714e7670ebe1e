import { rmSync } from 'node:fs';
import type { ListingDetail, ListingSearchResponse } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { listings, productTieredPrices } from '../../db/schema/index';
import { syncListingSearch } from '../search/listing-search.repository';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

const NORTHWIND = 'northwind.localhost';

/**
 * The headline price rule: a listing is shown, sorted, filtered, capped and fed at its unit price
 * at its minimum order quantity (volume tiers applied), the figure the cart charges.
 */
describe('headline price: the unit price at the minimum order quantity, everywhere', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: Config;
  let fx: CatalogFixtures;
  let buyerToken: string;
  const now = new Date('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig();
    ({ app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations(database.db, () => now).integrations,
      logger: false,
      now: () => now,
      webTemplates: { storefront: template, admin: template },
    }));
    await app.ready();
    fx = await createCatalogFixtures(database.db);
    buyerToken = await createSessionToken(database.db, fx.users.acmeBuyer.id, now);
    // The ASR-9001 at Northwind is listed at $4,500; its product's tier for 1-9 units is $4,100 and
    // for 10 and up $3,950. The ASR-9001-S at Northwind is listed at $3,900 (no tiers): by the
    // listing price it sorts first, by the price the buyer pays it sorts after.
    await database.db.insert(productTieredPrices).values([
      { productId: fx.products.asr9001.id, minQty: 1, maxQty: 9, price: '4100.0000' },
      { productId: fx.products.asr9001.id, minQty: 10, maxQty: null, price: '3950.0000' },
    ]);
    await syncListingSearch(database.db, { productIds: [fx.products.asr9001.id] });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: NORTHWIND, ...headers } });
  const search = async (query: string) => {
    const res = await get(`/api/listings?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingSearchResponse;
  };
  const id = () => fx.listings.asr9001Northwind.id;

  it('cards and the product page show the tier price of the minimum quantity, not the listing price', async () => {
    const card = (await search('q=ASR-9001')).items.find((item) => item.id === id());
    expect(card?.price).toBe('4100.0000');
    // The discount badge agrees with the price shown: (6000 - 4100) / 6000.
    expect(card?.discountPercent).toBe(32);
    const detail = (await get(`/api/listings/${id()}`)).json() as ListingDetail;
    expect(detail).toMatchObject({ price: '4100.0000', listPrice: '4500.0000', minQuantity: 1 });
    expect(detail.tiers).toHaveLength(2);
  });

  it('the price sort and filter use the same figure', async () => {
    const ascending = (await search('sort=price_asc&pageSize=100')).items.map((item) => item.id);
    expect(ascending.indexOf(fx.listings.asr9001sNorthwind.id)).toBeLessThan(ascending.indexOf(id()));
    // Listed at 4500, shown at 4100: a filter up to 4200 keeps it, one from 4200 drops it.
    expect((await search('maxPrice=4200&pageSize=100')).items.map((item) => item.id)).toContain(id());
    expect((await search('minPrice=4200&pageSize=100')).items.map((item) => item.id)).not.toContain(id());
  });

  it('a minimum order quantity in a later tier takes that tier', async () => {
    await database.db.update(listings).set({ minQuantity: 10 }).where(eq(listings.id, id()));
    await syncListingSearch(database.db, { listingIds: [id()] });
    try {
      expect(((await get(`/api/listings/${id()}`)).json() as ListingDetail).price).toBe('3950.0000');
    } finally {
      await database.db.update(listings).set({ minQuantity: 1 }).where(eq(listings.id, id()));
      await syncListingSearch(database.db, { listingIds: [id()] });
    }
    expect(((await get(`/api/listings/${id()}`)).json() as ListingDetail).price).toBe('4100.0000');
  });

  it('the cart charges the headline price for the minimum quantity', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { host: NORTHWIND, authorization: `Bearer ${buyerToken}` },
      payload: { listingId: id(), quantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().items.find((item: { listingId: string }) => item.listingId === id());
    expect(line.unitPrice).toBe('4100.0000');
  });

  it('an offer is capped at the headline price', async () => {
    const offer = (unitPrice: string) =>
      app.inject({
        method: 'POST',
        url: '/api/offers',
        headers: { host: NORTHWIND, authorization: `Bearer ${buyerToken}` },
        payload: { items: [{ listingId: id(), quantity: 1, unitPrice }] },
      });
    const above = await offer('4200');
    expect(above.statusCode, above.body).toBe(400);
    expect(above.json().error.fields['items.0.unitPrice']).toBeTruthy();
    const at = await offer('4100');
    expect(at.statusCode, at.body).toBe(201);
  });

  it('JSON-LD and the product feed carry the headline price', async () => {
    const page = await get(`/Cisco-ASR-9001/dp/${id()}`);
    expect(page.statusCode).toBe(200);
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page.body)?.[1];
    expect(JSON.parse(json ?? '{}').offers).toMatchObject({ price: '4100.00', priceCurrency: 'USD' });
    const feed = await get('/feeds/google.xml');
    expect(feed.statusCode).toBe(200);
    const item = feed.body.split('<item>').find((chunk) => chunk.includes(id()));
    expect(item).toContain('<g:price>4100.00 USD</g:price>');
  });
});
