import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { waitFor } from '../../../test/poll';
import { listingSearch, listingShares, listings, products, storefronts } from '../../db/schema/index';
import { createPostgresListingSearch } from './listing-search.engine';
import {
  ensureListingSearch,
  isListingVisible,
  queryRows,
  rebuildListingSearch,
  syncListingSearch,
} from './listing-search.repository';

describe('listing_search: the visibility rule, kept in sync', () => {
  let t: TestApp;
  let fx: CatalogFixtures;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCatalogFixtures(t.db);
  });
  afterAll(() => t.close());

  const snapshot = async () =>
    (
      await queryRows<{ row: string }>(
        t.db,
        sql`select concat_ws('|', storefront_id, listing_id, brand_key, condition, price, num_available,
          show_price, is_featured, search_vector::text) as row from listing_search order by 1`,
      )
    ).map((r) => r.row);
  const visible = (storefrontId: string, listingId: string) =>
    isListingVisible(t.db, storefrontId, listingId);

  it('a full rebuild gives exactly what the incremental syncs gave', async () => {
    const before = await snapshot();
    expect(before.length).toBe(7 + 4 + 3);
    await t.db.transaction((tx) => rebuildListingSearch(tx));
    expect(await snapshot()).toEqual(before);
  });

  it('follows listing changes: shares, exclusion, deletion, price and stock', async () => {
    const { northwind, marketplace } = fx.storefronts;
    const { mx204Meridian, aristaNorthwind, asr9001Northwind } = fx.listings;
    await t.db.transaction(async (tx) => {
      await tx.delete(listingShares).where(eq(listingShares.listingId, mx204Meridian.id));
      await tx
        .update(listings)
        .set({ excludeFromCollectorPortal: false })
        .where(eq(listings.id, aristaNorthwind.id));
      await tx
        .update(listings)
        .set({ price: '4100.0000', numAvailable: 0 })
        .where(eq(listings.id, asr9001Northwind.id));
      await syncListingSearch(tx, {
        listingIds: [mx204Meridian.id, aristaNorthwind.id, asr9001Northwind.id],
      });
    });
    expect(await visible(northwind.id, mx204Meridian.id)).toBe(false);
    expect(await visible(marketplace.id, mx204Meridian.id)).toBe(true);
    expect(await visible(marketplace.id, aristaNorthwind.id)).toBe(true);
    const [row] = await t.db
      .select()
      .from(listingSearch)
      .where(
        and(eq(listingSearch.storefrontId, northwind.id), eq(listingSearch.listingId, asr9001Northwind.id)),
      );
    expect(row).toMatchObject({ price: '4100.0000', numAvailable: 0 });

    await t.db.transaction(async (tx) => {
      await tx.update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, aristaNorthwind.id));
      await syncListingSearch(tx, { listingIds: [aristaNorthwind.id] });
    });
    expect(await visible(marketplace.id, aristaNorthwind.id)).toBe(false);
    expect(await visible(northwind.id, aristaNorthwind.id)).toBe(false);
  });

  it('follows product changes: a deactivated product leaves every storefront', async () => {
    await t.db.transaction(async (tx) => {
      await tx.update(products).set({ isActive: false }).where(eq(products.id, fx.products.finisar.id));
      await syncListingSearch(tx, { productIds: [fx.products.finisar.id] });
    });
    expect(await visible(fx.storefronts.marketplace.id, fx.listings.finisarCobalt.id)).toBe(false);
    expect(await visible(fx.storefronts.cobalt.id, fx.listings.finisarCobalt.id)).toBe(false);
  });

  it("a new storefront gets its organization's listings", async () => {
    const [meridianStore] = await t.db
      .insert(storefronts)
      .values({
        organizationId: fx.organizations.meridian.id,
        slug: 'meridian',
        localUrl: 'meridian.localhost',
        storefrontTitle: 'Meridian Fiber',
        themeColor: '#000000',
        iconColor: '#ffffff',
      })
      .returning();
    await syncListingSearch(t.db, { storefrontIds: [meridianStore!.id] });
    const ids = await t.db
      .select({ id: listingSearch.listingId })
      .from(listingSearch)
      .where(eq(listingSearch.storefrontId, meridianStore!.id));
    expect(new Set(ids.map((r) => r.id))).toEqual(
      new Set([fx.listings.mx204Meridian.id, fx.listings.genericMeridian.id]),
    );
  });

  it('rebuilds an empty index when listings exist, once', async () => {
    const before = await snapshot();
    await t.db.delete(listingSearch);
    expect(await ensureListingSearch(t.db)).toBe(true);
    expect(await snapshot()).toEqual(before);
    expect(await ensureListingSearch(t.db)).toBe(false);
  });

  it('reuses facet counts and pages of ids for their lifetimes, then reads them again', async () => {
    let clock = 0;
    const engine = createPostgresListingSearch(t.db, {
      facetCacheMs: 1000,
      facetStaleMs: 5000,
      pageCacheMs: 300,
      pageStaleMs: 1000,
      now: () => clock,
    });
    const request = {
      storefrontId: fx.storefronts.cobalt.id,
      categoryIds: null,
      subCategoryIds: null,
      brandKeys: null,
      conditions: null,
      inStockOnly: false,
      sort: 'featured' as const,
      offset: 0,
      limit: 10,
      allPricesVisible: false,
    };
    const first = await engine.search(request);
    expect(first.listingIds).toContain(fx.listings.asr9001Cobalt.id);
    await t.db.transaction(async (tx) => {
      await tx
        .update(listings)
        .set({ deletedAt: new Date() })
        .where(eq(listings.id, fx.listings.asr9001Cobalt.id));
      await syncListingSearch(tx, { listingIds: [fx.listings.asr9001Cobalt.id] });
    });
    clock = 200; // both still fresh: the same ids and counts (the catalogue drops the card)
    const cached = await engine.search(request);
    expect(cached.listingIds).toEqual(first.listingIds);
    expect(cached.total).toBe(first.total);
    clock = 500; // the page is stale: answered once more while it is read again
    expect((await engine.search(request)).listingIds).toEqual(first.listingIds);
    // The refresh runs behind the answer: read again until it has landed.
    const reread = await waitFor(async () => {
      const answer = await engine.search(request);
      return answer.listingIds.includes(fx.listings.asr9001Cobalt.id) ? undefined : answer;
    }, 10_000);
    expect(reread.total).toBe(first.total); // the counts are still fresh
    // The page past its stale limit (read before answering); the counts past their fresh time,
    // answered once more while a recount runs.
    clock = 1600;
    const later = await engine.search(request);
    expect(later.listingIds).not.toContain(fx.listings.asr9001Cobalt.id);
    expect(later.total).toBe(first.total);
    const recounted = await waitFor(async () => {
      const answer = await engine.search(request);
      return answer.total === first.total ? undefined : answer;
    }, 10_000);
    expect(recounted.total).toBe(first.total - 1);
    clock = 10_000; // past the stale limit: counted before answering
    await t.db.transaction(async (tx) => {
      await tx.update(listings).set({ deletedAt: null }).where(eq(listings.id, fx.listings.asr9001Cobalt.id));
      await syncListingSearch(tx, { listingIds: [fx.listings.asr9001Cobalt.id] });
    });
    expect((await engine.search(request)).total).toBe(first.total);
  });
});
