import { compareMoney, type SortKey } from '@patchbay/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandKeySql, queryRows } from './listing-search.repository';
import { buildTsQuery, isTypoCandidate, normalizePartNumber, pgTextArray, queryWords } from './search-query';

/**
 * The catalogue's search engine (DESIGN.md §1): PostgreSQL full-text search and pg_trgm over
 * listing_search. The catalogue module talks to it only through `ListingSearchEngine`, so a
 * dedicated engine (OpenSearch, Meilisearch) can replace it by answering the same two questions:
 * which listing ids, in which order, and how many of each facet value.
 */
export interface ListingSearchRequest {
  storefrontId: string;
  /** What the visitor typed; empty or absent for browsing. */
  text?: string | undefined;
  /** null: no filter; []: a filter nothing can pass (an unknown slug). */
  categoryIds: readonly string[] | null;
  subCategoryIds: readonly string[] | null;
  brandKeys: readonly string[] | null;
  conditions: readonly string[] | null;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
  inStockOnly: boolean;
  sort: SortKey;
  offset: number;
  limit: number;
  /** Signed-in viewers see every price; guests only those of listings that show them. */
  allPricesVisible: boolean;
}

export interface FacetCount<T extends string = string> {
  value: T;
  count: number;
}

export interface ListingSearchFacets {
  /** Ignoring the category and sub-category filters. */
  categories: FacetCount[];
  /** Within the chosen categories, ignoring the sub-category filter; empty without a category. */
  subCategories: FacetCount[];
  /** Ignoring the brand filter; `label` is the OEM name as written. */
  brands: (FacetCount & { label: string })[];
  /** Ignoring the condition filter. */
  conditions: FacetCount[];
  /** Ignoring the price filter, over prices the viewer may see. */
  price: { min: string | null; max: string | null };
  /** In-stock listings, ignoring the in-stock filter. */
  inStock: number;
}

export interface ListingSearchResult {
  listingIds: string[];
  total: number;
  facets: ListingSearchFacets;
}

export interface StorefrontCatalogueSummary {
  categories: Map<string, number>;
  subCategories: Map<string, number>;
  brands: { value: string; label: string; count: number }[];
  total: number;
}

export interface ListingSearchEngine {
  search(request: ListingSearchRequest): Promise<ListingSearchResult>;
  /** Counts of every visible listing of a storefront by category, sub-category and brand. */
  summarize(storefrontId: string): Promise<StorefrontCatalogueSummary>;
}

/** One group of listings that share every facet value, as counted: facets are sums over these. */
interface RawCell {
  /** The sub-category, or the category of a product without one. */
  nodeId: string;
  brandKey: string;
  condition: string;
  inStock: boolean;
  showPrice: boolean;
  priceOk: boolean;
  n: number;
  minPrice: string;
  maxPrice: string;
}

interface Lookups {
  /** Category id -> its parent (null for a top-level category). */
  parents: Map<string, string | null>;
  /** Brand key -> the OEM name as written. */
  brands: Map<string, string>;
}

/** A cell with its category, sub-category and brand label read from the lookups. */
interface FacetCell extends RawCell {
  categoryId: string;
  subCategoryId: string | null;
  brand: string;
  /** Positions of minPrice and maxPrice among the set's prices, in money order. */
  minRank: number;
  maxRank: number;
}

interface TextMatch {
  /** to_tsquery text, or null when no word is searchable. */
  tsQuery: string | null;
  /** The query as a normalised part number ('' when none). */
  partNumber: string;
  /**
   * Match product descriptions (products.search_vector) instead of the index's names: the second
   * try of a text that matched no name on the storefront.
   */
  descriptions?: boolean;
}

export interface ListingSearchEngineOptions {
  /** How long facet counts are reused in this process (whole storefronts and repeated searches). */
  facetCacheMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Above this many matches a text search is ordered without scoring every match: exact
 * part-number hits first, then featured, then newest, walking listing_search_featured_idx. Below
 * it, every match is scored (ts_rank), which is cheap for a few thousand rows.
 */
const RANK_LIMIT = 2_000;
const CACHE_ENTRIES = 500;

/**
 * A small in-process cache: an entry is fresh for `freshMs`, then served while one refresh runs
 * in the background until `usableMs`; after that the caller waits for a new value. Concurrent
 * callers share one computation; a failed computation is not remembered; the oldest entries go
 * first when it is full.
 */
function refreshingCache<T>(freshMs: number, usableMs: number, now: () => number) {
  interface Entry {
    at: number;
    value: Promise<T>;
    refreshing: boolean;
  }
  const entries = new Map<string, Entry>();
  const start = (key: string, load: () => Promise<T>): Promise<T> => {
    const value = load();
    value.then(
      () => entries.set(key, { at: now(), value, refreshing: false }),
      () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      },
    );
    return value;
  };
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < freshMs) return hit.value;
    if (hit && age < usableMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        start(key, load).catch(() => {});
      }
      return hit.value;
    }
    const value = start(key, load);
    entries.set(key, { at: now(), value, refreshing: false });
    for (const oldest of entries.keys()) {
      if (entries.size <= CACHE_ENTRIES) break;
      entries.delete(oldest);
    }
    return value;
  };
}

export function createPostgresListingSearch(
  db: Database,
  options: ListingSearchEngineOptions = {},
): ListingSearchEngine {
  const now = options.now ?? Date.now;
  /**
   * Facet cells: counting a whole storefront (300,000 rows) or every match of a broad word on
   * every request would be the most expensive queries of the site, and a count a few seconds old
   * is invisible. Concurrent requests share one computation. Listing ids are never cached.
   */
  const freshMs = options.facetCacheMs ?? 5_000;
  const rawCells = refreshingCache<RawCell[]>(freshMs, freshMs === 0 ? 0 : Math.max(freshMs, 60_000), now);
  /** Query text -> words and typo alternatives; the vocabulary changes slowly. */
  const matches = refreshingCache<TextMatch>(60_000, 60_000, now);
  /** Category tree and brand labels, to read cells by; both change slowly. */
  const lookups = refreshingCache<Lookups>(Math.min(freshMs, 60_000), 600_000, now);
  const lookupsNow = () => lookups('lookups', () => loadLookups(db));

  const cells = (key: string, load: () => Promise<RawCell[]>) =>
    Promise.all([rawCells(key, load), lookupsNow()]).then(([raw, found]) => resolveCells(raw, found));
  const storefrontCells = (storefrontId: string) =>
    cells(`${storefrontId}`, () => loadFacetCells(db, storefrontId, null, null, false));

  return {
    async search(request) {
      const text = (request.text ?? '').trim().toLowerCase();
      let match: TextMatch | null = null;
      if (text !== '') {
        const found = await matches(text, () => textMatch(db, text));
        if (found.tsQuery !== null || found.partNumber !== '') match = found;
      }
      const price = priceRangeSql(request);
      const priceKey = `${request.minPrice ?? ''}-${request.maxPrice ?? ''}`;

      let listed: FacetCell[];
      let priced: FacetCell[];
      if (match) {
        const load = (m: TextMatch) =>
          cells(`${request.storefrontId}|${m.descriptions ? 'd' : 't'}|${text}|${priceKey}`, () =>
            loadFacetCells(db, request.storefrontId, m, price, true),
          );
        listed = await load(match);
        if (listed.length === 0 && match.tsQuery) {
          match = { ...match, descriptions: true };
          listed = await load(match);
        }
        priced = listed;
      } else if (price) {
        // Rows in the price range come from the price index; the price facet (which ignores the
        // price filter) comes from the whole storefront's cells.
        [listed, priced] = await Promise.all([
          cells(`${request.storefrontId}||${priceKey}`, () =>
            loadFacetCells(db, request.storefrontId, null, price, false),
          ),
          storefrontCells(request.storefrontId),
        ]);
      } else {
        listed = await storefrontCells(request.storefrontId);
        priced = listed;
      }

      const { total, facets } = facetsOf(listed, priced, request);
      const listingIds =
        total === 0 || request.offset >= total ? [] : await loadPage(db, request, match, price, total);
      return { listingIds, total, facets };
    },

    async summarize(storefrontId) {
      const all = await storefrontCells(storefrontId);
      const categories = new Map<string, number>();
      const subCategories = new Map<string, number>();
      const brands = new Map<string, { value: string; label: string; count: number }>();
      let total = 0;
      for (const cell of all) {
        total += cell.n;
        categories.set(cell.categoryId, (categories.get(cell.categoryId) ?? 0) + cell.n);
        if (cell.subCategoryId) {
          subCategories.set(cell.subCategoryId, (subCategories.get(cell.subCategoryId) ?? 0) + cell.n);
        }
        if (cell.brandKey === '') continue;
        const brand = brands.get(cell.brandKey) ?? { value: cell.brandKey, label: cell.brand, count: 0 };
        brand.count += cell.n;
        brands.set(cell.brandKey, brand);
      }
      return {
        categories,
        subCategories,
        brands: [...brands.values()].sort((a, b) => a.label.localeCompare(b.label)),
        total,
      };
    },
  };
}

/**
 * Words -> tsquery, with typo alternatives for words the vocabulary does not know: 'cisko'
 * becomes (cisko:* | cisco). Known words and prefixes of known words are left alone.
 */
async function textMatch(db: Database, text: string): Promise<TextMatch> {
  const words = queryWords(text);
  const partNumber = normalizePartNumber(text).slice(0, 100);
  if (words.length === 0) return { tsQuery: null, partNumber };
  const candidates = words.filter(isTypoCandidate);
  const alternatives = new Map<string, string[]>();
  if (candidates.length > 0) {
    const rows = await queryRows<{ word: string; term: string }>(
      db,
      sql`
        select w.word, t.term
        from unnest(${pgTextArray(candidates)}::text[]) as w(word)
        cross join lateral (
          select st.term from search_terms st
          where st.term % w.word
          order by similarity(st.term, w.word) desc, st.term
          limit 3
        ) t
        where not exists (select 1 from search_terms k where k.term = w.word)
          and not exists (select 1 from search_terms k where k.term like w.word || '%')`,
    );
    for (const row of rows) alternatives.set(row.word, [...(alternatives.get(row.word) ?? []), row.term]);
  }
  return { tsQuery: buildTsQuery(words, alternatives), partNumber };
}

function matchSql(match: TextMatch): SQL {
  if (match.descriptions) {
    return sql`ls.product_id in (
      select p.id from products p where p.search_vector @@ to_tsquery('simple', ${match.tsQuery}))`;
  }
  const parts: SQL[] = [];
  if (match.tsQuery) parts.push(sql`ls.search_vector @@ to_tsquery('simple', ${match.tsQuery})`);
  if (match.partNumber) {
    parts.push(sql`ls.part_number_normalized = ${match.partNumber}`);
    if (match.partNumber.length >= 3) {
      // Only a-z0-9 remain, so the pattern needs no escaping.
      parts.push(sql`ls.part_number_normalized like ${`${match.partNumber}%`}`);
    }
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

function priceRangeSql(request: ListingSearchRequest): SQL | null {
  const parts: SQL[] = [];
  if (request.minPrice !== undefined) parts.push(sql`ls.price >= ${request.minPrice}::numeric`);
  if (request.maxPrice !== undefined) parts.push(sql`ls.price <= ${request.maxPrice}::numeric`);
  return parts.length === 0 ? null : sql`(${sql.join(parts, sql` and `)})`;
}

function anyOf(column: string, values: readonly string[], type: 'uuid' | 'text'): SQL {
  if (values.length === 0) return sql`false`;
  // One value as a plain equality: the planner then uses it as an index bound (= ANY is a filter).
  if (values.length === 1) return sql`${sql.raw(column)} = ${values[0]}::${sql.raw(type)}`;
  return sql`${sql.raw(column)} = any(${pgTextArray(values)}::${sql.raw(type)}[])`;
}

/**
 * Facet cells of a storefront's listings: all of them, those matching a text, or those in a
 * price range. With a text, the price range is a flag of each cell (the price facet ignores it);
 * without, it restricts the rows (the price index finds them).
 */
async function loadFacetCells(
  db: Database,
  storefrontId: string,
  match: TextMatch | null,
  price: SQL | null,
  priceAsFlag: boolean,
): Promise<RawCell[]> {
  const where: SQL[] = [sql`ls.storefront_id = ${storefrontId}`];
  if (match) where.push(matchSql(match));
  if (price && !priceAsFlag) where.push(price);
  const priceOk = price && priceAsFlag ? price : sql`true`;
  // Few, cheap group keys: aggregating a whole storefront is the costliest query there is.
  const rows = await queryRows<{
    node_id: string;
    brand_key: string;
    condition: string;
    in_stock: boolean;
    show_price: boolean;
    price_ok: boolean;
    n: number | string;
    min_price: string;
    max_price: string;
  }>(
    db,
    sql`
      select coalesce(ls.sub_category_id, ls.category_id) as node_id, ls.brand_key, ls.condition,
        ls.num_available > 0 as in_stock, ls.show_price, ${priceOk} as price_ok,
        count(*) as n, min(ls.price)::text as min_price, max(ls.price)::text as max_price
      from listing_search ls
      where ${sql.join(where, sql` and `)}
      group by 1, 2, 3, 4, 5, 6`,
  );
  return rows.map((r) => ({
    nodeId: r.node_id,
    brandKey: r.brand_key,
    condition: r.condition,
    inStock: r.in_stock,
    showPrice: r.show_price,
    priceOk: r.price_ok,
    n: Number(r.n),
    minPrice: r.min_price,
    maxPrice: r.max_price,
  }));
}

async function loadLookups(db: Database): Promise<Lookups> {
  const [categories, brands] = await Promise.all([
    queryRows<{ id: string; parent_id: string | null }>(db, sql`select id, parent_id from categories`),
    queryRows<{ brand_key: string; brand: string }>(
      db,
      sql`select distinct on (brand_key) ${sql.raw(brandKeySql)} as brand_key, p.oem_name as brand
        from products p order by 1, 2`,
    ),
  ]);
  return {
    parents: new Map(categories.map((c) => [c.id, c.parent_id])),
    brands: new Map(brands.map((b) => [b.brand_key, b.brand])),
  };
}

const resolved = new WeakMap<RawCell[], { lookups: Lookups; cells: FacetCell[] }>();

/**
 * Cells with their category, sub-category and brand label, and their prices ranked (exactly, by
 * compareMoney) so that facets compare integers. Done once per counted set, not per request.
 */
function resolveCells(raw: RawCell[], lookups: Lookups): FacetCell[] {
  const hit = resolved.get(raw);
  if (hit && hit.lookups === lookups) return hit.cells;
  const prices = [...new Set(raw.flatMap((c) => [c.minPrice, c.maxPrice]))].sort(compareMoney);
  const rank = new Map(prices.map((price, i) => [price, i]));
  const cells = raw.map((cell) => {
    const parent = lookups.parents.get(cell.nodeId) ?? null;
    return {
      ...cell,
      categoryId: parent ?? cell.nodeId,
      subCategoryId: parent ? cell.nodeId : null,
      brand: lookups.brands.get(cell.brandKey) ?? cell.brandKey,
      minRank: rank.get(cell.minPrice) ?? 0,
      maxRank: rank.get(cell.maxPrice) ?? 0,
    };
  });
  resolved.set(raw, { lookups, cells });
  return cells;
}

/** One bit per filter: a cell passes "ignoring X" when none of its other failed filters remain. */
const CATEGORY = 1;
const SUB_CATEGORY = 2;
const BRAND = 4;
const CONDITION = 8;
const PRICE = 16;
const STOCK = 32;

/**
 * Totals and facets from cells; each facet ignores its own filter (categories ignore the
 * sub-category filter too). `priced` holds the cells the price range facet is computed from.
 */
function facetsOf(
  listed: FacetCell[],
  priced: FacetCell[],
  request: ListingSearchRequest,
): { total: number; facets: ListingSearchFacets } {
  const category = request.categoryIds ? new Set(request.categoryIds) : null;
  const subCategory = request.subCategoryIds ? new Set(request.subCategoryIds) : null;
  const brand = request.brandKeys ? new Set(request.brandKeys) : null;
  const condition = request.conditions ? new Set(request.conditions) : null;
  const failed = (cell: FacetCell) =>
    (category && !category.has(cell.categoryId) ? CATEGORY : 0) |
    (subCategory && !(cell.subCategoryId !== null && subCategory.has(cell.subCategoryId))
      ? SUB_CATEGORY
      : 0) |
    (brand && !brand.has(cell.brandKey) ? BRAND : 0) |
    (condition && !condition.has(cell.condition) ? CONDITION : 0) |
    (cell.priceOk ? 0 : PRICE) |
    (request.inStockOnly && !cell.inStock ? STOCK : 0);

  const counts = {
    categories: new Map<string, number>(),
    subCategories: new Map<string, number>(),
    brands: new Map<string, number>(),
    conditions: new Map<string, number>(),
  };
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  const brandLabels = new Map<string, string>();
  let total = 0;
  let inStock = 0;
  for (const cell of listed) {
    const f = failed(cell);
    if (f === 0) total += cell.n;
    if (cell.inStock && (f & ~STOCK) === 0) inStock += cell.n;
    if ((f & ~(CATEGORY | SUB_CATEGORY)) === 0) add(counts.categories, cell.categoryId, cell.n);
    if (category && cell.subCategoryId !== null && (f & ~SUB_CATEGORY) === 0) {
      add(counts.subCategories, cell.subCategoryId, cell.n);
    }
    // A product without an OEM name has no brand to offer.
    if (cell.brandKey !== '' && (f & ~BRAND) === 0) {
      add(counts.brands, cell.brandKey, cell.n);
      brandLabels.set(cell.brandKey, cell.brand);
    }
    if ((f & ~CONDITION) === 0) add(counts.conditions, cell.condition, cell.n);
  }
  let min: FacetCell | null = null;
  let max: FacetCell | null = null;
  for (const cell of priced) {
    if (!(request.allPricesVisible || cell.showPrice) || (failed(cell) & ~PRICE) !== 0) continue;
    if (min === null || cell.minRank < min.minRank) min = cell;
    if (max === null || cell.maxRank > max.maxRank) max = cell;
  }
  const list = (map: Map<string, number>) => [...map].map(([value, count]) => ({ value, count }));
  return {
    total,
    facets: {
      categories: list(counts.categories),
      subCategories: list(counts.subCategories),
      brands: list(counts.brands)
        .map((b) => ({ ...b, label: brandLabels.get(b.value) ?? b.value }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      conditions: list(counts.conditions).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      price: { min: min?.minPrice ?? null, max: max?.maxPrice ?? null },
      inStock,
    },
  };
}

const NEWEST_FEATURED = sql`ls.is_featured desc nulls last, ls.listed_at desc nulls last, ls.listing_id`;

function orderBySql(sort: SortKey, match: TextMatch | null, scored: boolean): SQL {
  switch (sort) {
    case 'inventory_desc':
      return sql`ls.num_available desc nulls last, ls.listing_id`;
    case 'manufacturer_asc':
      return sql`ls.brand_key, ls.listing_id`;
    case 'price_asc':
      return sql`ls.price, ls.listing_id`;
    case 'price_desc':
      return sql`ls.price desc, ls.listing_id desc`;
    default: {
      if (!match || !scored) return NEWEST_FEATURED;
      // Exact part-number hits first, then prefix hits, then featured, then relevance, then newest.
      const keys: SQL[] = [];
      const pn = match.partNumber;
      if (pn) {
        keys.push(sql`case when ls.part_number_normalized = ${pn} then 0
          when ls.part_number_normalized like ${`${pn}%`} then 1 else 2 end`);
      }
      keys.push(sql`ls.is_featured desc nulls last`);
      if (match.tsQuery && !match.descriptions) {
        keys.push(sql`ts_rank(ls.search_vector, to_tsquery('simple', ${match.tsQuery})) desc`);
      }
      keys.push(sql`ls.listed_at desc nulls last, ls.listing_id`);
      return sql.join(keys, sql`, `);
    }
  }
}

async function loadPage(
  db: Database,
  request: ListingSearchRequest,
  match: TextMatch | null,
  price: SQL | null,
  total: number,
): Promise<string[]> {
  const where: SQL[] = [sql`ls.storefront_id = ${request.storefrontId}`];
  if (match) where.push(matchSql(match));
  if (request.categoryIds) where.push(anyOf('ls.category_id', request.categoryIds, 'uuid'));
  if (request.subCategoryIds) where.push(anyOf('ls.sub_category_id', request.subCategoryIds, 'uuid'));
  if (request.brandKeys) where.push(anyOf('ls.brand_key', request.brandKeys, 'text'));
  if (request.conditions) where.push(anyOf('ls.condition', request.conditions, 'text'));
  if (price) where.push(price);
  if (request.inStockOnly) where.push(sql`ls.num_available > 0`);
  const ids = async (conditions: SQL[], order: SQL, limit: number, offset: number) =>
    (
      await queryRows<{ listing_id: string }>(
        db,
        sql`
          select ls.listing_id from listing_search ls
          where ${sql.join(conditions, sql` and `)}
          order by ${order}
          limit ${limit} offset ${offset}`,
      )
    ).map((r) => r.listing_id);

  const broad = match && request.sort === 'featured' && total > RANK_LIMIT;
  if (!broad || !match?.partNumber) {
    return ids(where, orderBySql(request.sort, match, !broad), request.limit, request.offset);
  }
  // A broad text: exact part-number hits (a handful) first, then the rest, featured and newest.
  const exactCondition = sql`ls.part_number_normalized = ${match.partNumber}`;
  const exact = await ids([...where, exactCondition], NEWEST_FEATURED, 200, 0);
  const page = exact.slice(request.offset, request.offset + request.limit);
  if (page.length === request.limit) return page;
  const rest = await ids(
    [...where, sql`not ${exactCondition}`],
    NEWEST_FEATURED,
    request.limit - page.length,
    Math.max(0, request.offset - exact.length),
  );
  return [...page, ...rest];
}
