import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { adminOrigin } from '../storefronts/storefronts.service';

describe('GET /api/my-listings (storefront /product, "My Listings")', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCatalogFixtures(t.db);
    for (const [name, user] of Object.entries({
      northwindSpecialist: fx.users.northwindSpecialist,
      cobaltAdmin: fx.users.cobaltAdmin,
      buyer: fx.users.acmeBuyer,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, new Date());
    }
  });
  afterAll(() => t.close());

  const get = (who: string | null, query = '', host = 'northwind.localhost') =>
    t.app.inject({
      method: 'GET',
      url: `/api/my-listings${query}`,
      headers: { host, ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
    });
  type Item = { listingId: string; productId: string; editUrl: string; path: string; price: string };

  it("lists the seller's own live listings only, each with its storefront path and absolute admin edit URL", async () => {
    const res = await get('northwindSpecialist');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Item[]; total: number };
    const ids = body.items.map((i) => i.listingId);
    expect(ids).toContain(fx.listings.asr9001Northwind.id);
    expect(ids).not.toContain(fx.listings.deletedNorthwind.id);
    expect(ids).not.toContain(fx.listings.asr9001Cobalt.id);
    expect(body.total).toBe(ids.length);
    const asr = body.items.find((i) => i.listingId === fx.listings.asr9001Northwind.id)!;
    expect(asr).toMatchObject({
      productId: fx.products.asr9001.id,
      price: '4500.0000',
      path: `/Cisco-ASR-9001/dp/${fx.listings.asr9001Northwind.id}`,
      editUrl: `${adminOrigin(t.config)}/product/edit/${fx.products.asr9001.id}`,
    });
    expect(asr.editUrl).toMatch(/^https?:\/\/[^/]+\/product\/edit\//);

    const cobalt = (await get('cobaltAdmin', '', 'cobalt.localhost')).json() as { items: Item[] };
    expect(cobalt.items.map((i) => i.listingId)).toContain(fx.listings.asr9001Cobalt.id);
    expect(cobalt.items.map((i) => i.listingId)).not.toContain(fx.listings.asr9001Northwind.id);
  });

  it('searches by part number and pages', async () => {
    const found = (await get('northwindSpecialist', '?q=ASR-9001-S')).json() as {
      items: Item[];
      total: number;
    };
    expect(found.items.map((i) => i.listingId)).toEqual([fx.listings.asr9001sNorthwind.id]);
    expect(found.total).toBe(1);
    const first = (await get('northwindSpecialist', '?pageSize=1')).json() as {
      items: Item[];
      total: number;
    };
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    expect((await get('northwindSpecialist', '?pageSize=0')).statusCode).toBe(400);
  });

  it('a guest is 401, a buyer 403', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get('buyer')).statusCode).toBe(403);
  });
});
