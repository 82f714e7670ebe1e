import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listings } from '../../db/schema/index';
import {
  aboutCount,
  createPostgresListingSearch,
  guestSearchRequest,
  type ListingSearchRequest,
} from './listing-search.engine';
import { queryRows, syncListingSearch } from './listing-search.repository';

/**
 * Counts of a text: exact up to a few thousand matches, estimated from the sample above
 * (docs/decisions/0030-uncached-search-cost.md). The engines here count with small limits, so that a
 * few hundred listings are "broad".
 */
describe('text counts: exact when small, about N when broad', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  /** 512 copies of a Cisco listing, ids chosen so that exactly 16 are in the sample (1/32). */
  let copies: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCatalogFixtures(t.db);
  });
  afterAll(() => t.close());

  const request = (over: Partial<ListingSearchRequest> = {}) =>
    guestSearchRequest(fx.storefronts.northwind.id, { text: 'cisco', allPricesVisible: true, ...over });
  const engine = () =>
    createPostgresListingSearch(t.db, {
      facetCacheMs: 0,
      pageCacheMs: 0,
      exactCountLimit: 50,
      minSampleRows: 10,
    });
  /** The storefront's listings matching the text, row by row. */
  const live = async () =>
    (
      await queryRows<{ listing_id: string }>(
        t.db,
        sql`select listing_id from listing_search
          where storefront_id = ${fx.storefronts.northwind.id}
            and search_vector @@ to_tsquery('simple', 'cisco:*')`,
      )
    ).map((r) => r.listing_id);

  /** A uuid whose last byte is `byte`: the sample holds the ids whose last byte is below 8. */
  const idEndingIn = (byte: number) => {
    const id = crypto.randomUUID();
    return `${id.slice(0, 34)}${byte.toString(16).padStart(2, '0')}`;
  };

  it('counts a narrow text exactly, and reads the same page as a later request does', async () => {
    const exact = engine();
    const found = await exact.search(request());
    expect(found.approximate).toEqual({ total: false, facets: false });
    expect(found.total).toBe((await live()).length);
    expect(new Set(found.listingIds)).toEqual(new Set(await live()));

    // Counts kept, pages not: the second request reads its page alone (loadPage); the first read
    // it with the counts. Both give the same listings in the same order, for every sort.
    const cached = createPostgresListingSearch(t.db, { pageCacheMs: 0 });
    for (const sort of [
      'featured',
      'price_asc',
      'price_desc',
      'inventory_desc',
      'manufacturer_asc',
    ] as const) {
      for (const text of ['cisco', 'edge', 'ASR 9001', 'router']) {
        const first = await cached.search(
          request({ storefrontId: fx.storefronts.marketplace.id, text, sort }),
        );
        const again = await cached.search(
          request({ storefrontId: fx.storefronts.marketplace.id, text, sort }),
        );
        expect(again.listingIds).toEqual(first.listingIds);
        expect(first.listingIds.length).toBeGreaterThan(0);
      }
    }
  });

  it('estimates a broad text from the sample: about N, facets too; exact again once filters narrow it', async () => {
    const [original] = await t.db
      .select()
      .from(listings)
      .where(inArray(listings.id, [fx.listings.asr9001Northwind.id]));
    const { id: _id, discountPercentage: _discount, ...rest } = original!;
    copies = Array.from({ length: 512 }, (_, i) => idEndingIn(i % 256));
    await t.db.transaction(async (tx) => {
      await tx
        .insert(listings)
        .values(copies.map((id) => ({ ...rest, id, condition: 'Field Pull' as const })));
      await syncListingSearch(tx, { listingIds: copies });
    });
    const all = await live();
    expect(all.length).toBeGreaterThan(512);

    const originals = all.filter((id) => !copies.includes(id));
    const sampled = (ids: string[]) => ids.filter((id) => Number.parseInt(id.slice(34), 16) < 8).length;

    const broad = await engine().search(request());
    expect(broad.approximate).toEqual({ total: true, facets: true });
    // 16 sampled copies (and any sampled original) times 32, to two significant digits.
    expect(broad.total).toBe(aboutCount((16 + sampled(originals)) * 32));
    expect(broad.listingIds).toHaveLength(24);
    const fieldPull = broad.facets.conditions.find((c) => c.value === 'Field Pull');
    expect(fieldPull?.count).toBe(aboutCount(16 * 32));

    // Filtered to the originals (a few): counted exactly, the facets still estimates.
    const others = ['New', 'Like New', 'Open Box', 'Refurbished', 'Used'];
    const narrow = await engine().search(request({ conditions: others }));
    expect(narrow.approximate).toEqual({ total: false, facets: true });
    expect(narrow.total).toBe(originals.length);
    expect(new Set(narrow.listingIds)).toEqual(new Set(originals));

    // Filtered to nothing: 0, exactly, and no page.
    const none = await engine().search(request({ brandKeys: ['no-such-brand'] }));
    expect(none).toMatchObject({ total: 0, listingIds: [], approximate: { total: false, facets: true } });

    // With the default limits (2,000 and 100 sampled), 500-odd matches are counted exactly.
    const exact = await createPostgresListingSearch(t.db, { facetCacheMs: 0, pageCacheMs: 0 }).search(
      request(),
    );
    expect(exact.approximate).toEqual({ total: false, facets: false });
    expect(exact.total).toBe(all.length);
  });

  it('too few sampled matches to estimate from: every match counted, exactly', async () => {
    const found = await createPostgresListingSearch(t.db, {
      facetCacheMs: 0,
      pageCacheMs: 0,
      exactCountLimit: 50,
      minSampleRows: 1000,
    }).search(request());
    expect(found.approximate).toEqual({ total: false, facets: false });
    expect(found.total).toBe((await live()).length);
    expect(found.facets.conditions.find((c) => c.value === 'Field Pull')?.count).toBe(512);
  });

  it('after the copies are deleted, the same text is narrow and exact again', async () => {
    await t.db.transaction(async (tx) => {
      await tx.update(listings).set({ deletedAt: new Date() }).where(inArray(listings.id, copies));
      await syncListingSearch(tx, { listingIds: copies });
    });
    const found = await engine().search(request());
    expect(found.approximate).toEqual({ total: false, facets: false });
    expect(found.total).toBe((await live()).length);
    expect(found.total).toBeLessThan(10);
  });

  it('rounds an estimate to two significant digits', () => {
    expect([0, 7, 99, 100, 512, 1234, 75_872, 9_960].map(aboutCount)).toEqual([
      0, 7, 99, 100, 510, 1200, 76_000, 10_000,
    ]);
  });
});
