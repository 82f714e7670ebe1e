import { headlinePrice } from '@patchbay/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { invalidateCatalogue } from '../../lib/catalogue-changes';
import { pgTextArray } from './search-query';

type Executor = Database | Tx;

/** Both drivers answer execute() with { rows }; the shared Database type leaves the result open. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * DESIGN.md §3, written once: listing `l` (of product `p`) is visible on storefront `s` when it is
 * not deleted, its product is active, and the storefront is the marketplace (unless the listing is
 * excluded from it), belongs to the listing's organization, or belongs to an organization the
 * listing is shared with. Everything that shows listings reads listing_search, which holds
 * exactly the (storefront, listing) pairs this predicate accepts.
 */
export const listingVisibleSql = sql.raw(`(
  l.deleted_at is null
  and p.is_active
  and (
    (s.is_marketplace and not l.exclude_from_collector_portal)
    or l.organization_id = s.organization_id
    or exists (
      select 1 from listing_shares sh
      where sh.listing_id = l.id and sh.organization_id = s.organization_id
    )
  )
)`);

/** The brand key of product `p`; must match brandKey() in search-query.ts. */
export const brandKeySql = `coalesce(nullif(trim(both '-' from regexp_replace(lower(p.oem_name), '[^a-z0-9]+', '-', 'g')), ''), lower(trim(p.oem_name)))`;

/** Words split the way queryWords() splits a query: 'ASR-9001' -> 'asr 9001'. */
const plainWords = (expression: string) =>
  `to_tsvector('simple', regexp_replace(lower(${expression}), '[^a-z0-9]+', ' ', 'g'))`;

/** The index's own vector: see listing_search.search_vector. */
const searchVectorSql = `
  setweight(${plainWords(`concat_ws(' ', p.oem_part_number, p.part_number_normalized, p.oem_name, p.oem_model_name, p.seller_part_number)`)}, 'A')
  || setweight(${plainWords(`concat_ws(' ', p.name, p.display_name)`)}, 'B')
  || setweight(${plainWords(`concat_ws(' ', p.product_type, p.part_type, p.industry, p.manufacturer_name, p.tags::text)`)}, 'C')`;

const insertRowsSql = (where: SQL) => sql`
  insert into listing_search (
    storefront_id, listing_id, product_id, category_id, sub_category_id,
    brand_key, condition, price, show_price, num_available, is_featured, listed_at,
    part_number_normalized, search_vector
  )
  select
    s.id, l.id, p.id, p.category_id, p.sub_category_id,
    ${sql.raw(brandKeySql)}, l.condition, l.price, l.show_price_wo_login,
    l.num_available, l.is_featured_listing, l.created_at,
    p.part_number_normalized, ${sql.raw(searchVectorSql)}
  from listings l
  join products p on p.id = l.product_id
  cross join storefronts s
  where ${listingVisibleSql} and ${where}
  -- Written in this order, a storefront's rows lie side by side, grouped by sub-category, brand
  -- and product: the rows of a broad word (an OEM, a product type, a family) fill few pages, so
  -- counting them reads a fraction of the table. Rows synced later go wherever there is room;
  -- a rebuild restores the order.
  order by s.id, coalesce(p.sub_category_id, p.category_id), ${sql.raw(brandKeySql)}, p.id, l.id`;

/** Vocabulary words: lower-case a-z0-9 runs of at least 3 characters that are not bare numbers. */
const insertTermsSql = (where: SQL) => sql`
  insert into search_terms (term)
  select distinct w
  from products p,
    regexp_split_to_table(
      lower(concat_ws(' ', p.oem_part_number, p.oem_name, p.oem_model_name, p.name, p.display_name)),
      '[^a-z0-9]+'
    ) as w
  where length(w) between 3 and 40 and w !~ '^[0-9]+$' and ${where}
  on conflict (term) do nothing`;

const insertPartNumberTermsSql = (where: SQL) => sql`
  insert into search_terms (term)
  select distinct p.part_number_normalized from products p
  where length(p.part_number_normalized) between 3 and 40 and ${where}
  on conflict (term) do nothing`;

/**
 * Sets the index's price to each listing's headline price (the domain's headlinePrice: the unit
 * price at the listing's minimum order quantity), for the listings `where` selects whose product
 * has volume tiers; the others keep the listing price the insert wrote, which is their headline
 * price. Sorting, filtering, price facets and every card read this column, so they all show the
 * figure the cart charges.
 */
async function applyHeadlinePrices(tx: Executor, where: SQL): Promise<void> {
  const rows = await queryRows<{
    id: string;
    price: string;
    min_quantity: number;
    tiers: { minQty: number; maxQty: number | null; price: string }[];
  }>(
    tx,
    sql`select l.id, l.price::text as price, l.min_quantity,
          (select json_agg(json_build_object('minQty', t.min_qty, 'maxQty', t.max_qty, 'price', t.price::text))
           from product_tiered_prices t where t.product_id = l.product_id) as tiers
        from listings l
        where exists (select 1 from product_tiered_prices t where t.product_id = l.product_id) and ${where}`,
  );
  const changed = rows.flatMap((row) => {
    const headline = headlinePrice({ price: row.price, minQuantity: row.min_quantity }, row.tiers);
    return headline === row.price ? [] : [{ id: row.id, headline }];
  });
  if (changed.length === 0) return;
  await tx.execute(sql`
    update listing_search ls set price = v.price
    from unnest(${pgTextArray(changed.map((c) => c.id))}::uuid[], ${pgTextArray(changed.map((c) => c.headline))}::numeric[])
      as v(id, price)
    where ls.listing_id = v.id`);
}

export interface ListingSearchScope {
  listingIds?: readonly string[];
  productIds?: readonly string[];
  /** Rebuild whole storefronts (a new storefront, or one that changed organization). */
  storefrontIds?: readonly string[];
}

/**
 * Brings listing_search up to date for the listings, products or storefronts that changed, in the
 * caller's transaction. Every write path that changes a listing, a product, a listing share or a
 * storefront calls it before committing (listing writes: listingIds; product edits: productIds;
 * shares: the shared listingIds).
 */
export async function syncListingSearch(tx: Executor, scope: ListingSearchScope): Promise<void> {
  const listingIds = [...(scope.listingIds ?? [])];
  const productIds = [...(scope.productIds ?? [])];
  const storefrontIds = [...(scope.storefrontIds ?? [])];
  if (listingIds.length + productIds.length + storefrontIds.length === 0) return;

  if (listingIds.length > 0) {
    // The listings' products are named too: a product page lists the product's other listings, and
    // one new to it (created, shared, shown again) is named by none of the ids it was rendered with.
    const rows = await queryRows<{ product_id: string }>(
      tx,
      sql`select distinct product_id from listings where id = any(${pgTextArray(listingIds)}::uuid[])`,
    );
    productIds.push(...rows.map((r) => r.product_id));
  }
  if (scope.productIds?.length) {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`select id from listings where product_id = any(${pgTextArray(scope.productIds)}::uuid[])`,
    );
    listingIds.push(...rows.map((r) => r.id));
  }
  if (listingIds.length > 0) {
    const ids = pgTextArray(listingIds);
    await tx.execute(sql`delete from listing_search where listing_id = any(${ids}::uuid[])`);
    await tx.execute(insertRowsSql(sql`l.id = any(${ids}::uuid[])`));
    await applyHeadlinePrices(tx, sql`l.id = any(${ids}::uuid[])`);
    const products = sql`p.id in (select product_id from listings where id = any(${ids}::uuid[]))`;
    await tx.execute(insertTermsSql(products));
    await tx.execute(insertPartNumberTermsSql(products));
  }
  if (storefrontIds.length > 0) {
    const ids = pgTextArray(storefrontIds);
    await tx.execute(sql`delete from listing_search where storefront_id = any(${ids}::uuid[])`);
    await tx.execute(insertRowsSql(sql`s.id = any(${ids}::uuid[])`));
    await applyHeadlinePrices(
      tx,
      sql`l.id in (select listing_id from listing_search where storefront_id = any(${ids}::uuid[]))`,
    );
  }
  // Rendered pages showing these listings (or these storefronts) are dropped.
  invalidateCatalogue({ listingIds, productIds: [...new Set(productIds)], storefrontIds });
}

/** Rebuilds the whole index and vocabulary (seed, and a database migrated with listings in it). */
export async function rebuildListingSearch(db: Executor): Promise<void> {
  await db.execute(sql`delete from listing_search`);
  await db.execute(insertRowsSql(sql`true`));
  await applyHeadlinePrices(db, sql`true`);
  await db.execute(insertTermsSql(sql`true`));
  await db.execute(insertPartNumberTermsSql(sql`true`));
  await db.execute(sql`analyze listing_search`);
  await db.execute(sql`analyze search_terms`);
  invalidateCatalogue({ all: true });
}

/** Any lock key of our own: two processes starting at once rebuild once. */
const REBUILD_LOCK = 0x5ea7c4;

/**
 * Fills an empty index when the database already holds listings (a database seeded before the
 * index existed). Cheap when there is nothing to do: two indexed existence checks.
 */
export async function ensureListingSearch(db: Database): Promise<boolean> {
  const needed = async (ex: Executor) => {
    const [row] = await queryRows<{ needed: boolean }>(
      ex,
      sql`select (not exists (select 1 from listing_search) and exists (select 1 from listings)) as needed`,
    );
    return row?.needed === true;
  };
  if (!(await needed(db))) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`);
    if (!(await needed(tx))) return false;
    await rebuildListingSearch(tx);
    return true;
  });
}

/** Whether a listing is visible on a storefront: one primary-key probe. */
export async function isListingVisible(db: Executor, storefrontId: string, listingId: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from listing_search where storefront_id = ${storefrontId} and listing_id = ${listingId}`,
  );
  return rows.length > 0;
}

/** The id of the storefront's n-th (from 0) visible listing in id order: where a sitemap file starts. */
export async function findListingIdAt(db: Executor, storefrontId: string, offset: number) {
  const [row] = await queryRows<{ listing_id: string }>(
    db,
    sql`select listing_id from listing_search where storefront_id = ${storefrontId}
      order by listing_id offset ${offset} limit 1`,
  );
  return row?.listing_id ?? null;
}

/**
 * Keeps the index's stock column in step with listings in the caller's transaction: only the stock
 * changed, so one update instead of a full re-sync.
 */
export async function syncListingStock(tx: Executor, listingIds: readonly string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await queryRows(
    tx,
    sql`update listing_search ls set num_available = l.num_available
        from listings l
        where l.id = ls.listing_id and ls.listing_id = any(${pgTextArray(listingIds)}::uuid[])
        returning 1`,
  );
  invalidateCatalogue({ listingIds });
}

/**
 * The storefront's visible listings whose part number, normalized ('ASR-9001' -> 'asr9001'), is
 * one of `partNumbers`, at most `perPartNumber` of each (cheapest headline price first): quick
 * order's exact, case-insensitive part-number match. One probe of listing_search_part_number_idx.
 */
export async function findListingIdsByPartNumbers(
  db: Executor,
  storefrontId: string,
  partNumbers: readonly string[],
  perPartNumber: number,
): Promise<{ listingId: string; partNumber: string }[]> {
  if (partNumbers.length === 0) return [];
  const rows = await queryRows<{ listing_id: string; part_number_normalized: string }>(
    db,
    sql`select listing_id, part_number_normalized from (
          select ls.listing_id, ls.part_number_normalized,
            row_number() over (partition by ls.part_number_normalized order by ls.price, ls.listing_id) as n
          from listing_search ls
          where ls.storefront_id = ${storefrontId}
            and ls.part_number_normalized = any(${pgTextArray([...new Set(partNumbers)])}::text[])
        ) ranked
        where n <= ${perPartNumber}`,
  );
  return rows.map((r) => ({ listingId: r.listing_id, partNumber: r.part_number_normalized }));
}
