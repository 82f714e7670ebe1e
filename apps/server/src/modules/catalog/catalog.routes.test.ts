import type { ListingCard, ListingDetail, ListingSearchResponse } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listings, searchKeywordRecords } from '../../db/schema/index';
import { syncListingSearch } from '../search/listing-search.repository';

const MARKETPLACE = 'localhost';
const NORTHWIND = 'northwind.localhost';
const COBALT = 'cobalt.localhost';

describe('catalogue API', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  let buyerToken: string;
  const fixedNow = new Date('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => fixedNow });
    fx = await createCatalogFixtures(t.db);
    buyerToken = await createSessionToken(t.db, fx.users.acmeBuyer.id, fixedNow);
  });
  afterAll(() => t.close());

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const search = async (host: string, query = '', headers: Record<string, string> = {}) => {
    const res = await get(host, `/api/listings${query ? `?${query}` : ''}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListingSearchResponse;
  };
  const idsOf = (items: ListingCard[]) => items.map((i) => i.id);
  const L = () => fx.listings;

  describe('visibility (DESIGN.md §3)', () => {
    it('the marketplace shows every active listing not excluded from it, of every seller', async () => {
      const res = await search(MARKETPLACE, 'pageSize=100');
      expect(new Set(idsOf(res.items))).toEqual(
        new Set([
          L().asr9001Northwind.id,
          L().asr9001Cobalt.id,
          L().asr9001sNorthwind.id,
          L().mx204Meridian.id,
          L().aristaCobalt.id,
          L().finisarCobalt.id,
          L().genericMeridian.id,
        ]),
      );
      expect(res.total).toBe(7);
    });

    it("a branded storefront shows its organization's listings and those shared with it, nothing else", async () => {
      const northwind = await search(NORTHWIND, 'pageSize=100');
      expect(new Set(idsOf(northwind.items))).toEqual(
        new Set([
          L().asr9001Northwind.id,
          L().asr9001sNorthwind.id,
          L().aristaNorthwind.id, // excluded from the marketplace only
          L().mx204Meridian.id, // shared with Northwind
        ]),
      );
      const cobalt = await search(COBALT, 'pageSize=100');
      expect(new Set(idsOf(cobalt.items))).toEqual(
        new Set([L().asr9001Cobalt.id, L().aristaCobalt.id, L().finisarCobalt.id]),
      );
    });

    it('a listing not visible on a storefront is 404 there by id, and 200 where it is visible', async () => {
      const cases: [string, string, number][] = [
        [COBALT, L().mx204Meridian.id, 404], // shared with Northwind, not with Cobalt
        [NORTHWIND, L().mx204Meridian.id, 200],
        [NORTHWIND, L().genericMeridian.id, 404], // Meridian's, shared with nobody
        [MARKETPLACE, L().genericMeridian.id, 200],
        [NORTHWIND, L().asr9001Cobalt.id, 404], // another seller's
        [MARKETPLACE, L().aristaNorthwind.id, 404], // excluded from the marketplace
        [NORTHWIND, L().aristaNorthwind.id, 200],
        [NORTHWIND, L().deletedNorthwind.id, 404], // deleted
        [COBALT, L().nokiaCobalt.id, 404], // inactive product
        [COBALT, 'not-a-uuid', 404],
        [COBALT, '01900000-0000-7000-8000-000000000000', 404],
      ];
      for (const [host, id, status] of cases) {
        const res = await get(host, `/api/listings/${id}`);
        expect({ host, id, status: res.statusCode }).toEqual({ host, id, status });
        if (status === 404)
          expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Listing not found' } });
      }
    });

    it('a listing that stops being visible leaves results at once, though the page of ids is reused', async () => {
      const query = 'q=arista&pageSize=50';
      const before = await search(COBALT, query);
      expect(idsOf(before.items)).toContain(L().aristaCobalt.id);
      const setDeleted = (deletedAt: Date | null) =>
        t.db.transaction(async (tx) => {
          await tx.update(listings).set({ deletedAt }).where(eq(listings.id, L().aristaCobalt.id));
          await syncListingSearch(tx, { listingIds: [L().aristaCobalt.id] });
        });
      await setDeleted(new Date());
      try {
        const after = await search(COBALT, query);
        expect(idsOf(after.items)).toEqual(idsOf(before.items).filter((id) => id !== L().aristaCobalt.id));
        expect((await get(COBALT, `/api/listings/${L().aristaCobalt.id}`)).statusCode).toBe(404);
      } finally {
        await setDeleted(null);
      }
    });

    it('a text search never finds another storefront’s listings', async () => {
      const res = await search(COBALT, 'q=juniper');
      expect(res.total).toBe(0);
      const northwind = await search(NORTHWIND, 'q=juniper');
      expect(idsOf(northwind.items)).toEqual([L().mx204Meridian.id]);
    });
  });

  describe('sorting (SPEC.md §9)', () => {
    it('featured: featured listings first, then newest', async () => {
      const res = await search(MARKETPLACE, 'sort=featured');
      expect(idsOf(res.items)).toEqual([
        L().asr9001sNorthwind.id, // featured, Jan 20
        L().finisarCobalt.id, // featured, Jan 2
        L().aristaCobalt.id, // Jan 18
        L().asr9001Cobalt.id, // Jan 12
        L().asr9001Northwind.id, // Jan 10
        L().genericMeridian.id, // Jan 8
        L().mx204Meridian.id, // Jan 5
      ]);
    });

    it('inventory high to low', async () => {
      const res = await search(MARKETPLACE, 'sort=inventory_desc');
      expect(res.items.map((i) => i.numAvailable)).toEqual([400, 7, 5, 3, 2, 1, 0]);
    });

    it('manufacturer A-Z', async () => {
      const res = await search(MARKETPLACE, 'sort=manufacturer_asc');
      expect(res.items.map((i) => i.oemName)).toEqual([
        '',
        'Arista',
        'Cisco',
        'Cisco',
        'Cisco',
        'Finisar',
        'Juniper',
      ]);
    });

    it('price ascending and descending, for a viewer who may see every price', async () => {
      const auth = { authorization: `Bearer ${buyerToken}` };
      const order = [
        L().finisarCobalt.id, // 35.50
        L().genericMeridian.id, // 120
        L().asr9001Cobalt.id, // 2800
        L().asr9001sNorthwind.id, // 3900
        L().asr9001Northwind.id, // 4500
        L().aristaCobalt.id, // 4700, hidden from guests
        L().mx204Meridian.id, // 7200
      ];
      const asc = await search(MARKETPLACE, 'sort=price_asc', auth);
      expect(idsOf(asc.items)).toEqual(order);
      expect(asc.items[5]?.price).toBe('4700.0000');
      const desc = await search(MARKETPLACE, 'sort=price_desc', auth);
      expect(idsOf(desc.items)).toEqual([...order].reverse());
    });

    it('pages through the same order', async () => {
      const auth = { authorization: `Bearer ${buyerToken}` };
      const page1 = await search(MARKETPLACE, 'sort=price_asc&pageSize=3&page=1', auth);
      const page3 = await search(MARKETPLACE, 'sort=price_asc&pageSize=3&page=3', auth);
      expect(page1).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect(idsOf(page1.items)).toEqual([
        L().finisarCobalt.id,
        L().genericMeridian.id,
        L().asr9001Cobalt.id,
      ]);
      expect(idsOf(page3.items)).toEqual([L().mx204Meridian.id]);
      const beyond = await search(MARKETPLACE, 'sort=price_asc&pageSize=3&page=9', auth);
      expect(beyond).toMatchObject({ total: 7, items: [] });
    });
  });

  describe('filters and facets', () => {
    it('counts categories, brands, conditions, prices and stock over the whole storefront', async () => {
      const { facets, total } = await search(MARKETPLACE);
      expect(total).toBe(7);
      expect(facets.categories).toEqual([
        { value: 'routers', label: 'Routers', count: 4 },
        { value: 'switches', label: 'Switches', count: 2 },
        { value: 'optics', label: 'Optics', count: 1 },
      ]);
      expect(facets.subCategories).toEqual([]);
      expect(facets.brands).toEqual([
        { value: 'arista', label: 'Arista', count: 1 },
        { value: 'cisco', label: 'Cisco', count: 3 },
        { value: 'finisar', label: 'Finisar', count: 1 },
        { value: 'juniper', label: 'Juniper', count: 1 },
      ]);
      expect(facets.conditions).toEqual([
        { value: 'New', label: 'New', count: 3 },
        { value: 'Used', label: 'Used', count: 1 },
        { value: 'Refurbished', label: 'Refurbished', count: 2 },
        { value: 'Open Box', label: 'Open Box', count: 1 },
      ]);
      expect(facets.price).toEqual({ min: '35.5000', max: '7200.0000' });
      expect(facets.inStock).toBe(6);
    });

    it('a category filters by slug and lists its sub-categories; a sub-category narrows it', async () => {
      const routers = await search(MARKETPLACE, 'category=routers');
      expect(routers.total).toBe(4);
      expect(routers.facets.subCategories).toEqual([
        { value: 'edge', label: 'Edge', count: 3 },
        { value: 'core', label: 'Core', count: 1 },
      ]);
      // Categories ignore their own filter, so the other categories stay offered.
      expect(routers.facets.categories.map((c) => c.value)).toEqual(['routers', 'switches', 'optics']);
      const core = await search(MARKETPLACE, 'category=routers&subCategory=core');
      expect(idsOf(core.items)).toEqual([L().mx204Meridian.id]);
      // Sub-categories ignore the sub-category filter.
      expect(core.facets.subCategories.map((s) => s.value)).toEqual(['edge', 'core']);
      expect(core.facets.brands).toEqual([{ value: 'juniper', label: 'Juniper', count: 1 }]);
      const unknown = await search(MARKETPLACE, 'category=no-such-category');
      expect(unknown).toMatchObject({ total: 0, items: [] });
    });

    it('brand filters case-insensitively; each facet ignores its own filter', async () => {
      const res = await search(MARKETPLACE, 'brand=CISCO');
      expect(res.total).toBe(3);
      expect(res.items.every((i) => i.oemName === 'Cisco')).toBe(true);
      expect(res.facets.brands.map((b) => [b.value, b.count])).toEqual([
        ['arista', 1],
        ['cisco', 3],
        ['finisar', 1],
        ['juniper', 1],
      ]);
      expect(res.facets.conditions).toEqual([
        { value: 'New', label: 'New', count: 2 },
        { value: 'Used', label: 'Used', count: 1 },
      ]);
      expect(res.facets.categories).toEqual([{ value: 'routers', label: 'Routers', count: 3 }]);
      const two = await search(MARKETPLACE, 'brand=cisco&brand=Juniper');
      expect(two.total).toBe(4);
      const comma = await search(MARKETPLACE, 'brand=cisco,juniper');
      expect(comma.total).toBe(4);
    });

    it('condition filters; the condition facet still offers the others', async () => {
      const res = await search(MARKETPLACE, 'condition=Refurbished&condition=Used');
      expect(new Set(idsOf(res.items))).toEqual(
        new Set([L().mx204Meridian.id, L().aristaCobalt.id, L().asr9001Cobalt.id]),
      );
      expect(res.facets.conditions.map((c) => c.value)).toEqual(['New', 'Used', 'Refurbished', 'Open Box']);
      expect(res.facets.brands.map((b) => [b.value, b.count])).toEqual([
        ['arista', 1],
        ['cisco', 1],
        ['juniper', 1],
      ]);
    });

    it('price range filters; the price facet ignores it', async () => {
      const auth = { authorization: `Bearer ${buyerToken}` };
      const res = await search(MARKETPLACE, 'minPrice=100&maxPrice=4700', auth);
      expect(new Set(idsOf(res.items))).toEqual(
        new Set([
          L().genericMeridian.id,
          L().asr9001Cobalt.id,
          L().asr9001sNorthwind.id,
          L().asr9001Northwind.id,
          L().aristaCobalt.id,
        ]),
      );
      expect(res.total).toBe(5);
      expect(res.facets.price).toEqual({ min: '35.5000', max: '7200.0000' });
      expect(res.facets.conditions).toEqual([
        { value: 'New', label: 'New', count: 2 },
        { value: 'Used', label: 'Used', count: 1 },
        { value: 'Refurbished', label: 'Refurbished', count: 1 },
        { value: 'Open Box', label: 'Open Box', count: 1 },
      ]);
      const withText = await search(MARKETPLACE, 'q=cisco&maxPrice=4000', auth);
      expect(new Set(idsOf(withText.items))).toEqual(
        new Set([L().asr9001Cobalt.id, L().asr9001sNorthwind.id]),
      );
      expect(withText.facets.price).toEqual({ min: '2800.0000', max: '4500.0000' });
    });

    it('in stock only; the in-stock count ignores that filter', async () => {
      const res = await search(MARKETPLACE, 'inStock=true');
      expect(res.total).toBe(6);
      expect(res.items.every((i) => i.numAvailable > 0)).toBe(true);
      expect(res.facets.inStock).toBe(6);
      const all = await search(MARKETPLACE, 'inStock=false');
      expect(all.total).toBe(7);
    });

    it('price facets count only prices the viewer may see', async () => {
      const guest = await search(MARKETPLACE, 'category=switches');
      expect(guest.total).toBe(2);
      expect(guest.facets.price).toEqual({ min: '120.0000', max: '120.0000' });
      const buyer = await search(MARKETPLACE, 'category=switches', { authorization: `Bearer ${buyerToken}` });
      expect(buyer.facets.price).toEqual({ min: '120.0000', max: '4700.0000' });
    });

    it.each([
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['pageSize=500', 'pageSize'],
      ['minPrice=abc', 'minPrice'],
      ['maxPrice=-5', 'maxPrice'],
      ['condition=Broken', 'condition'],
      ['inStock=maybe', 'inStock'],
      ['foo=1', 'foo'],
    ])('rejects %s with 400 in the error shape', async (query, field) => {
      const res = await get(MARKETPLACE, `/api/listings?${query}`);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe('invalid_data');
      expect(Object.keys(body.error.fields ?? {}).some((k) => k.startsWith(field))).toBe(true);
    });
  });

  describe('text search', () => {
    it('is typo tolerant: cisko finds Cisco', async () => {
      const res = await search(MARKETPLACE, 'q=cisko');
      expect(res.total).toBe(3);
      expect(res.items.every((i) => i.oemName === 'Cisco')).toBe(true);
    });

    it.each(['ASR-9001', 'asr9001', 'ASR 9001', ' asr-9001 '])(
      'part number %j finds ASR-9001 first, before a featured near match',
      async (q) => {
        const res = await search(MARKETPLACE, `q=${encodeURIComponent(q)}`);
        expect(res.items.slice(0, 2).map((i) => i.oemPartNumber)).toEqual(['ASR-9001', 'ASR-9001']);
        expect(idsOf(res.items).slice(0, 3)).toEqual([
          L().asr9001Cobalt.id, // exact, newer
          L().asr9001Northwind.id, // exact
          L().asr9001sNorthwind.id, // featured, but only a prefix match
        ]);
      },
    );

    it('matches words of names, prefixes and several words together', async () => {
      expect(idsOf((await search(MARKETPLACE, 'q=universal%20routing')).items)).toEqual([
        L().mx204Meridian.id,
      ]);
      expect(idsOf((await search(MARKETPLACE, 'q=fini')).items)).toEqual([L().finisarCobalt.id]);
      expect((await search(MARKETPLACE, 'q=cisco%20juniper')).total).toBe(0);
      expect((await search(MARKETPLACE, 'q=edge%20router')).total).toBe(3);
    });

    it('falls back to descriptions when no name matches', async () => {
      const res = await search(MARKETPLACE, 'q=compact');
      expect(new Set(idsOf(res.items))).toEqual(new Set([L().asr9001Northwind.id, L().asr9001Cobalt.id]));
    });
  });

  describe('prices kept for signed-in buyers', () => {
    it('a guest sees no price, msrp or discount, and the reason', async () => {
      const card = (await search(COBALT, 'q=arista')).items[0]!;
      expect(card).toMatchObject({
        id: L().aristaCobalt.id,
        price: null,
        msrpPrice: null,
        discountPercent: 0,
      });
      await t.db.update(listings).set({ numAvailable: 2 }).where(eq(listings.id, L().aristaCobalt.id));
      const detail = (await get(COBALT, `/api/listings/${L().aristaCobalt.id}`)).json() as ListingDetail;
      expect(detail).toMatchObject({
        price: null,
        msrpPrice: null,
        priceHiddenReason: 'Sign in to see the price',
        // No 'Make an offer' on a price the guest may not see.
        canMakeOffer: false,
      });
      const signedIn = (
        await get(COBALT, `/api/listings/${L().aristaCobalt.id}`, { authorization: `Bearer ${buyerToken}` })
      ).json() as ListingDetail;
      expect(signedIn.canMakeOffer).toBe(true);
      await t.db.update(listings).set({ numAvailable: 0 }).where(eq(listings.id, L().aristaCobalt.id));
    });

    it('a guest cannot find the hidden price by price filters or sorts: they are ignored on such a storefront', async () => {
      for (const host of [COBALT, MARKETPLACE]) {
        const plain = await search(host);
        expect(plain.pricesSearchable).toBe(false);
        expect((await search(host, '', { authorization: `Bearer ${buyerToken}` })).pricesSearchable).toBe(
          true,
        );
        const plainIds = idsOf(plain.items);
        // Ranges on either side of the hidden 4,700.00, and one around it, all answer the same.
        const answers = await Promise.all(
          ['minPrice=4699&maxPrice=4701', 'minPrice=4701', 'maxPrice=4699', 'minPrice=1&maxPrice=2'].map(
            (q) => get(host, `/api/listings?${q}`),
          ),
        );
        for (const res of answers) {
          expect(res.statusCode).toBe(200);
          expect(res.body).not.toMatch(/4700|4,700/);
          const body = res.json() as ListingSearchResponse;
          expect(body.total).toBe(plain.total);
          expect(idsOf(body.items)).toEqual(plainIds);
        }
        for (const sort of ['price_asc', 'price_desc']) {
          const res = await get(host, `/api/listings?sort=${sort}`);
          expect(res.body).not.toMatch(/4700|4,700/);
          expect(idsOf((res.json() as ListingSearchResponse).items)).toEqual(plainIds);
        }
      }
      // Where every price shows, guests keep their price filters and sorts.
      const northwind = await search(NORTHWIND, 'minPrice=4000');
      expect(northwind.pricesSearchable).toBe(true);
      expect(northwind.items.every((i) => Number(i.price) >= 4000)).toBe(true);
      expect(northwind.total).toBeLessThan((await search(NORTHWIND)).total);
    });

    it('a signed-in buyer sees it', async () => {
      const auth = { authorization: `Bearer ${buyerToken}` };
      const card = (await search(COBALT, 'q=arista', auth)).items[0]!;
      expect(card).toMatchObject({ price: '4700.0000', msrpPrice: '9000.0000', discountPercent: 48 });
      const detail = (
        await get(COBALT, `/api/listings/${L().aristaCobalt.id}`, auth)
      ).json() as ListingDetail;
      expect(detail).toMatchObject({ price: '4700.0000', priceHiddenReason: null });
    });
  });

  describe('GET /api/listings/:id', () => {
    it('returns the listing with product, seller, other sellers and the canonical URL of this storefront', async () => {
      const res = await get(NORTHWIND, `/api/listings/${L().asr9001Northwind.id}`);
      expect(res.statusCode).toBe(200);
      const detail = res.json() as ListingDetail;
      expect(detail).toMatchObject({
        id: L().asr9001Northwind.id,
        title: 'Cisco ASR 9001 Edge Router, 4x 10GE SFP+',
        displayName: 'Cisco ASR-9001',
        path: `/Cisco-ASR-9001/dp/${L().asr9001Northwind.id}`,
        canonicalUrl: `https://shop.northwind.example/Cisco-ASR-9001/dp/${L().asr9001Northwind.id}`,
        description: 'The ASR 9001 is a compact edge router.',
        condition: 'New',
        price: '4500.0000',
        msrpPrice: '6000.0000',
        discountPercent: 25,
        purchasable: true,
        canMakeOffer: true,
        images: ['/uploads/products/test.webp'],
        imageUrl: '/uploads/products/test.webp',
        category: { slug: 'routers', name: 'Routers' },
        subCategory: { slug: 'edge', name: 'Edge' },
        sellerName: 'Northwind Networks',
        specDocUrl: 'https://example.com/asr9001.pdf',
        priceHiddenReason: null,
        otherListings: [],
      });
      // On the marketplace the other seller of the same product shows.
      const market = (
        await get(MARKETPLACE, `/api/listings/${L().asr9001Northwind.id}`)
      ).json() as ListingDetail;
      expect(idsOf(market.otherListings)).toEqual([L().asr9001Cobalt.id]);
      expect(market.canonicalUrl).toBe(`http://localhost:3000/Cisco-ASR-9001/dp/${L().asr9001Northwind.id}`);
    });

    it('uses the brand image without product images, and the placeholder without a brand', async () => {
      const mx = (await get(MARKETPLACE, `/api/listings/${L().mx204Meridian.id}`)).json() as ListingDetail;
      expect(mx.images).toEqual(['/api/media/brand/Juniper.svg']);
      const generic = (
        await get(MARKETPLACE, `/api/listings/${L().genericMeridian.id}`)
      ).json() as ListingDetail;
      expect(generic.images).toEqual(['/api/media/no-image.svg']);
      const svg = await get(MARKETPLACE, '/api/media/brand/Juniper.svg');
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.body).toContain('>Juniper</text>');
      const hostile = await get(
        MARKETPLACE,
        `/api/media/brand/${encodeURIComponent('<script>x</script>')}.svg`,
      );
      expect(hostile.body).not.toContain('<script>');
      const none = await get(MARKETPLACE, '/api/media/no-image.svg');
      expect(none.statusCode).toBe(200);
      expect(none.body).toMatch(/^<svg /);
    });

    it('records the view without making the reply wait for it', async () => {
      const before = await t.db.select().from(listings).where(eq(listings.id, L().finisarCobalt.id));
      expect(before[0]?.viewCount).toBe(0);
      await get(COBALT, `/api/listings/${L().finisarCobalt.id}`);
      await get(COBALT, `/api/listings/${L().finisarCobalt.id}`);
      await vi.waitFor(
        async () => {
          const [row] = await t.db.select().from(listings).where(eq(listings.id, L().finisarCobalt.id));
          expect(row?.viewCount).toBe(2);
          expect(row?.lastViewedDate?.toISOString()).toBe(fixedNow.toISOString());
        },
        { timeout: 3000, interval: 100 },
      );
    });
  });

  describe('GET /api/categories and /api/brands', () => {
    it('counts visible listings per category and sub-category', async () => {
      const res = await get(NORTHWIND, '/api/categories');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        items: [
          {
            slug: 'routers',
            name: 'Routers',
            count: 3,
            subCategories: [
              { slug: 'edge', name: 'Edge', count: 2 },
              { slug: 'core', name: 'Core', count: 1 },
            ],
          },
          {
            slug: 'switches',
            name: 'Switches',
            count: 1,
            subCategories: [{ slug: 'campus', name: 'Campus', count: 1 }],
          },
          {
            slug: 'optics',
            name: 'Optics',
            count: 0,
            subCategories: [{ slug: 'sfp', name: 'SFP', count: 0 }],
          },
        ],
      });
    });

    it('lists brands with visible listings, A-Z', async () => {
      const res = await get(COBALT, '/api/brands');
      expect(res.json()).toEqual({
        items: [
          { name: 'Arista', slug: 'arista', count: 1 },
          { name: 'Cisco', slug: 'cisco', count: 1 },
          { name: 'Finisar', slug: 'finisar', count: 1 },
        ],
      });
    });
  });

  describe('search keyword records (SPEC.md §3)', () => {
    const guestId = 'abcdefghijklmnopqrstuv';

    it('stores the keyword, storefront, guest, count and IP info after replying', async () => {
      const res = await get(NORTHWIND, '/api/listings?q=cisco', {
        'x-guest-id': guestId,
        'x-time-zone': 'America/Chicago',
      });
      expect(res.json().total).toBe(2);
      await vi.waitFor(
        async () => {
          const rows = await t.db
            .select()
            .from(searchKeywordRecords)
            .where(eq(searchKeywordRecords.guestId, guestId));
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({
            searchKeyword: 'cisco',
            storefrontId: fx.storefronts.northwind.id,
            storefrontName: 'Northwind Networks',
            userId: null,
            productSearchCount: 2,
            ipInfo: {
              ip: '127.0.0.1',
              city: 'Denver',
              state: 'CO',
              country: 'US',
              timeZone: 'America/Chicago',
            },
          });
          expect(rows[0]?.searchedAt.toISOString()).toBe(fixedNow.toISOString());
        },
        { timeout: 3000, interval: 50 },
      );
    });

    it('names the signed-in user, ignores an invalid time zone, and skips searches without text', async () => {
      const before = (await t.db.select().from(searchKeywordRecords)).length;
      await get(COBALT, '/api/listings?q=zzzz-nothing', {
        authorization: `Bearer ${buyerToken}`,
        'x-time-zone': 'Not/AZone',
      });
      await get(COBALT, '/api/listings?q=%20%20');
      await get(COBALT, '/api/listings?category=routers');
      await vi.waitFor(
        async () => {
          const rows = await t.db
            .select()
            .from(searchKeywordRecords)
            .where(eq(searchKeywordRecords.searchKeyword, 'zzzz-nothing'));
          expect(rows).toHaveLength(1);
          expect(rows[0]).toMatchObject({
            userId: fx.users.acmeBuyer.id,
            userName: 'Sam Patel',
            storefrontName: 'Cobalt Telecom',
            guestId: null,
            productSearchCount: 0,
            ipInfo: { timeZone: null },
          });
        },
        { timeout: 3000, interval: 50 },
      );
      expect(await t.db.select().from(searchKeywordRecords)).toHaveLength(before + 1);
    });
  });
});
