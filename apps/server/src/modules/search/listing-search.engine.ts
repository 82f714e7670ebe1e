import type { SortKey } from '@patchbay/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshingCache } from '../../lib/refreshing-cache';
import {
  buildCellTable,
  type CellTable,
  facetsOf,
  hasHiddenPrices,
  type ListingSearchFacets,
  type Lookups,
  type RawCell,
} from './facet-cells';
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

/**
 * A storefront's first page of listings as a guest asks for it, unfiltered and featured first;
 * `patch` narrows it (tests and benchmarks build their requests from it).
 */
export function guestSearchRequest(
  storefrontId: string,
  patch: Partial<ListingSearchRequest> = {},
): ListingSearchRequest {
  return {
    storefrontId,
    categoryIds: null,
    subCategoryIds: null,
    brandKeys: null,
    conditions: null,
    inStockOnly: false,
    sort: 'featured',
    offset: 0,
    limit: 24,
    allPricesVisible: false,
    ...patch,
  };
}

export interface ListingSearchResult {
  listingIds: string[];
  total: number;
  facets: ListingSearchFacets;
  /**
   * Which counts are estimates ("about N"): a text matching more than a few thousand listings is
   * counted over a fixed sample of the index (docs/decisions/0030-uncached-search-cost.md). The
   * total is exact again once the filters narrow it to a few thousand.
   */
  approximate: { total: boolean; facets: boolean };
  /** False when this viewer's price filters and price sorts are ignored (withoutHiddenPriceTerms). */
  pricesSearchable: boolean;
}

export interface StorefrontCatalogueSummary {
  categories: Map<string, number>;
  subCategories: Map<string, number>;
  brands: { value: string; label: string; count: number }[];
  total: number;
}

export interface ListingSearchEngine {
  search(request: ListingSearchRequest): Promise<ListingSearchResult>;
  /** Forgets every cached page, count and lookup: the catalogue changed (lib/cache-bus.ts). */
  clear(): void;
  /** Counts of every visible listing of a storefront by category, sub-category and brand. */
  summarize(storefrontId: string): Promise<StorefrontCatalogueSummary>;
  /** Bytes its caches hold now, as they weigh them (bench/cache-bytes.ts compares the heap). */
  cacheBytes(): number;
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
  /**
   * The words spell a part number the catalogue knows ('SFP-10G-ER-100' with 'sfp10ger100' in the
   * vocabulary): the text matches that part number (exactly, as a prefix, or as a word of a
   * name) instead of every word as a prefix, whose short words ('er:*', '100:*') would each read
   * a hundred thousand index entries.
   */
  knownPartNumber?: boolean;
  /**
   * One word, matched as written (a prefix): its typo alternatives are looked up only when it
   * matches nothing. A word that matches something is a prefix of a word of the vocabulary, which
   * has no alternatives: the look-up is a statement saved on nearly every search.
   */
  unchecked?: boolean;
  /** With knownPartNumber: the words, tried as any text's when the part number matches nothing. */
  words?: string[];
}

/** Counted cells: exact, or estimates from the sample (counts already scaled up). */
interface Counted {
  cells: RawCell[];
  approximate: boolean;
}

/** Which of a text's tries a match is: its cells and pages are kept apart. */
const formOf = (m: TextMatch) => (m.descriptions ? 'd' : m.knownPartNumber ? 'p' : m.unchecked ? 'u' : 't');

export interface ListingSearchEngineOptions {
  /**
   * How long facet counts (and totals) are reused as they are, in this process: whole
   * storefronts, price ranges and texts alike. 0 counts on every request.
   */
  facetCacheMs?: number;
  /**
   * Until this age, counts past facetCacheMs are still answered while one recount runs in the
   * background; older ones are counted before answering. The most a count can lag.
   */
  facetStaleMs?: number;
  /**
   * How long a page of listing ids (which listings, in which order) is reused for the same
   * search, filters, sort and page. 0 reads every page afresh. The cards shown for the ids are
   * always read at request time, and only while the listing is still visible.
   */
  pageCacheMs?: number;
  /** Until this age, a page past pageCacheMs is still answered while it is read again. */
  pageStaleMs?: number;
  /**
   * Bytes the facet counts of this process may hold (default 32 MiB); pages of ids get a quarter
   * of it. The least recently used go first.
   */
  cacheBytes?: number;
  /**
   * A text whose sample holds at least this many matches (default 100, some 3,200 matches: the
   * estimate's error is then about 10 % or less) is counted over the sample (tests lower it).
   */
  minSampleRows?: number;
  /**
   * Below that, up to this many matches (default 2,000) are counted, and the page read, in one
   * statement; more are counted in a statement of their own (tests lower it).
   */
  exactCountLimit?: number;
  /** The clock (tests). */
  now?: () => number;
}

/**
 * Above this many matches a text search is ordered without scoring every match: exact
 * part-number hits first, then featured, then newest, walking listing_search_featured_idx. Below
 * it, every match is scored (ts_rank), which is cheap for a few thousand rows.
 */
const RANK_LIMIT = 2_000;
/**
 * Up to this many matches, a text's cells and the page asked for come from one statement that
 * reads the matches once (their count is exact). Not above RANK_LIMIT: the page of such a text is
 * always scored.
 */
const EXACT_LIMIT = RANK_LIMIT;
/**
 * A broader text is counted over the listings whose id ends in a byte below 8: a fixed 1/32 of the
 * index, chosen by the random bits of the id, with a GIN index of its own
 * (listing_search_vector_sample_idx, whose predicate this must repeat word for word). Its counts
 * times 32 are the estimates.
 */
export const SAMPLE_SQL = sql.raw('get_byte(uuid_send(ls.listing_id), 15) < 8');
export const SAMPLE_SCALE = 32;
const MIN_SAMPLE_ROWS = 100;
/**
 * Counts are reused for 60 s, then answered while one recount runs, for up to 10 minutes: a
 * recount of a broad word reads tens of thousands of rows, and hundreds of different searches
 * recounted every few seconds would keep the database busy with nothing else.
 */
const FACET_FRESH_MS = 60_000;
const FACET_STALE_MS = 600_000;
/**
 * Pages of ids: fresh for 10 s, then answered while one re-read runs, for up to 30 s (a new
 * listing reaches a steadily repeated search's results within about 10 s, any search's within
 * 30 s; prices and stock never lag). Many pages expiring together are re-read a few at a time
 * instead of all making their requests wait.
 */
const PAGE_FRESH_MS = 10_000;
const PAGE_STALE_MS = 30_000;
const PAGE_REFRESHES = 4;
/** Category parents and brand labels (reading them scans every product): 5 minutes, up to an hour. */
const LOOKUPS_FRESH_MS = 300_000;
const LOOKUPS_STALE_MS = 3_600_000;

/**
 * Refreshes that run while a stale value is served take turns: at most this many at once per
 * engine, so a moment when many searches' counts expire together (or a burst of different broad
 * searches) never turns into a crowd of recounts competing with the searches themselves.
 */
const BACKGROUND_REFRESHES = 2;

/**
 * Memory for facet counts (pages of ids get a quarter of it, typo alternatives and lookups a little
 * more): the broadest word's counts hold about 3,000 cells, some 2 MB with their columns.
 */
const CACHE_BYTES = 32 * 1024 * 1024;
/** A counted cell as raw object and as columns (its strings, the typed arrays, the dictionaries). */
const CELL_BYTES = 600;
/** A listing id in a page: a 36-character string and its slot. */
const ID_BYTES = 100;

export function createPostgresListingSearch(
  db: Database,
  options: ListingSearchEngineOptions = {},
): ListingSearchEngine {
  // long-function: a factory: short methods that share its closure.
  const now = options.now ?? Date.now;
  /**
   * Facet cells: counting a whole storefront (280,000 rows) or every match of a broad word on
   * every request would be the most expensive queries of the site, and a count that lags a little
   * is invisible (docs/decisions/0011-catalogue-speed.md states the bounds). Concurrent requests
   * share one computation. Pages of ids are reused for seconds (pageCacheMs); prices and stock
   * are never cached: the catalogue reads each page's cards, and only visible ones, per request.
   */
  const freshMs = options.facetCacheMs ?? FACET_FRESH_MS;
  const staleMs = freshMs === 0 ? 0 : Math.max(freshMs, options.facetStaleMs ?? FACET_STALE_MS);
  const recounts = { free: BACKGROUND_REFRESHES };
  const bytes = options.cacheBytes ?? CACHE_BYTES;
  const rawCells = refreshingCache<Counted>({
    freshMs,
    usableMs: staleMs,
    now,
    slots: recounts,
    maxBytes: bytes,
    sizeOf: (counted) => 64 + counted.cells.length * CELL_BYTES,
  });
  const exactLimit = options.exactCountLimit ?? EXACT_LIMIT;
  const minSampleRows = options.minSampleRows ?? MIN_SAMPLE_ROWS;
  /** Query text -> words and typo alternatives; the vocabulary changes slowly. */
  const matches = refreshingCache<TextMatch>({
    freshMs: 60_000,
    usableMs: 60_000,
    now,
    maxBytes: Math.ceil(bytes / 16),
    sizeOf: (m) => 128 + 2 * ((m.tsQuery?.length ?? 0) + m.partNumber.length) + 64 * (m.words?.length ?? 0),
  });
  /** Category tree and brand labels, to read cells by; both change slowly. */
  const lookups = refreshingCache<Lookups>({
    freshMs: Math.min(freshMs, LOOKUPS_FRESH_MS),
    usableMs: freshMs === 0 ? 0 : LOOKUPS_STALE_MS,
    now,
    // One entry, always kept: a catalogue's categories and brands are a few thousand strings.
    maxBytes: Number.MAX_SAFE_INTEGER,
    sizeOf: (found) => 200 * (found.parents.size + found.brands.size),
  });
  const lookupsNow = () => lookups('lookups', () => loadLookups(db));
  const pageMs = options.pageCacheMs ?? PAGE_FRESH_MS;
  const pageStaleMs = pageMs === 0 ? 0 : Math.max(pageMs, options.pageStaleMs ?? PAGE_STALE_MS);
  const pages = refreshingCache<string[]>({
    freshMs: pageMs,
    usableMs: pageStaleMs,
    now,
    slots: { free: PAGE_REFRESHES },
    maxBytes: Math.ceil(bytes / 4),
    sizeOf: (ids) => 64 + ids.length * ID_BYTES,
  });

  /** Cells as columns, built once per counted set (and again when the lookups change). */
  const tables = new WeakMap<Counted, { lookups: Lookups; table: CellTable }>();
  const tableOf = (counted: Counted, found: Lookups) => {
    const hit = tables.get(counted);
    if (hit && hit.lookups === found) return hit.table;
    const table = buildCellTable(counted.cells, found);
    tables.set(counted, { lookups: found, table });
    return table;
  };
  const cells = (key: string, load: () => Promise<Counted>) =>
    Promise.all([rawCells(key, load), lookupsNow()]).then(([counted, found]) => ({
      table: tableOf(counted, found),
      approximate: counted.approximate,
    }));
  const exactly = async (load: Promise<RawCell[]>): Promise<Counted> => ({
    cells: await load,
    approximate: false,
  });
  const storefrontCells = async (storefrontId: string) =>
    (await cells(`${storefrontId}`, () => exactly(loadFacetCells(db, storefrontId, null, null, false))))
      .table;

  /**
   * The cells of a text: estimated from the sample when it holds minSampleRows matches or more
   * (some 3,200 matches and up); else counted exactly, with the page asked for (handed to
   * `onPage`) read from the same rows.
   */
  const countText = async (
    request: ListingSearchRequest,
    match: TextMatch,
    price: SQL | null,
    onPage: (ids: string[]) => void,
  ): Promise<Counted> => {
    const found = await loadTextCells(db, request, match, price, exactLimit, minSampleRows);
    if (found.sampled.reduce((sum, c) => sum + c.n, 0) >= minSampleRows) {
      return { cells: found.sampled.map((c) => ({ ...c, n: c.n * SAMPLE_SCALE })), approximate: true };
    }
    if (found.rows <= exactLimit) {
      onPage(found.page);
      return { cells: found.cells, approximate: false };
    }
    // More than exactLimit matches, too few of them sampled to estimate from: every one counted.
    return exactly(loadFacetCells(db, request.storefrontId, match, price, true));
  };

  /**
   * A viewer who may not see every price (a guest) on a storefront where some listing keeps its
   * price for signed-in buyers gets no price filter and no price sort: either would sort or narrow
   * those listings by the price they hide, and so reveal it (docs/decisions/0005-catalogue-search.md).
   */
  async function withoutHiddenPriceTerms(
    request: ListingSearchRequest,
  ): Promise<{ request: ListingSearchRequest; pricesSearchable: boolean }> {
    if (request.allPricesVisible) return { request, pricesSearchable: true };
    if (!hasHiddenPrices(await storefrontCells(request.storefrontId))) {
      return { request, pricesSearchable: true };
    }
    const priceSort = request.sort === 'price_asc' || request.sort === 'price_desc';
    return {
      request: {
        ...request,
        minPrice: undefined,
        maxPrice: undefined,
        sort: priceSort ? 'featured' : request.sort,
      },
      pricesSearchable: false,
    };
  }

  return {
    clear() {
      for (const cache of [rawCells, matches, lookups, pages]) cache.clear();
    },
    cacheBytes: () => rawCells.bytes + matches.bytes + lookups.bytes + pages.bytes,
    async search(asked) {
      // long-function: one search, step by step: text, counts, then the page.
      const { request, pricesSearchable } = await withoutHiddenPriceTerms(asked);
      const text = (request.text ?? '').trim().toLowerCase();
      let match: TextMatch | null = null;
      if (text !== '') {
        const found = await matches(text, () => textMatch(db, text));
        if (found.tsQuery !== null || found.partNumber !== '') match = found;
      }
      const price = priceRangeSql(request);
      const priceKey = `${request.minPrice ?? ''}-${request.maxPrice ?? ''}`;
      const pageKeyOf = (m: TextMatch | null) =>
        JSON.stringify([
          request.storefrontId,
          m ? [text, formOf(m)] : null,
          request.categoryIds,
          request.subCategoryIds,
          request.brandKeys,
          request.conditions,
          request.minPrice ?? null,
          request.maxPrice ?? null,
          request.inStockOnly,
          request.sort,
          request.offset,
          request.limit,
        ]);

      let listed: CellTable;
      let priced: CellTable;
      let approximate = false;
      /** The page read with a text's counts, when this request counted them. */
      let counted: { key: string; ids: string[] } | null = null;
      if (match) {
        const load = async (m: TextMatch) => {
          const found = await cells(`${request.storefrontId}|${formOf(m)}|${text}|${priceKey}`, () =>
            countText(request, m, price, (ids) => {
              counted = { key: pageKeyOf(m), ids };
            }),
          );
          approximate = found.approximate;
          return found.table;
        };
        listed = await load(match);
        if (listed.size === 0 && match.unchecked) {
          // The word as written matches nothing here: perhaps a typo ('cisko'), with alternatives.
          const { words = [], partNumber } = match;
          const checked: TextMatch = await matches(`${text}\n`, async () => ({
            tsQuery: await wordsTsQuery(db, words),
            partNumber,
          }));
          const same = checked.tsQuery === match.tsQuery;
          match = checked;
          if (!same) listed = await load(match);
        }
        if (listed.size === 0 && match.knownPartNumber) {
          // A part number the catalogue knows, but not on this storefront: its words, as any text.
          match = { tsQuery: await wordsTsQuery(db, match.words ?? []), partNumber: match.partNumber };
          listed = await load(match);
        }
        if (listed.size === 0 && match.tsQuery) {
          match = { ...match, descriptions: true };
          listed = await load(match);
        }
        priced = listed;
      } else if (price) {
        // Rows in the price range come from the price index; the price facet (which ignores the
        // price filter) comes from the whole storefront's cells.
        [listed, priced] = await Promise.all([
          cells(`${request.storefrontId}||${priceKey}`, () =>
            exactly(loadFacetCells(db, request.storefrontId, null, price, false)),
          ).then((found) => found.table),
          storefrontCells(request.storefrontId),
        ]);
      } else {
        listed = await storefrontCells(request.storefrontId);
        priced = listed;
      }

      const facetCounts = facetsOf(listed, priced, request);
      const { facets } = facetCounts;
      let { total } = facetCounts;
      let totalApproximate = approximate;
      if (approximate && match && total < exactLimit) {
        // Filters narrowed an estimate to a few thousand or fewer (or to none the sample holds):
        // count them, so that a small total, and an empty result, is never an estimate.
        const exact = await countMatches(db, request, match, price, exactLimit);
        if (exact <= exactLimit) {
          total = exact;
          totalApproximate = false;
        }
      }
      const result = (listingIds: string[]): ListingSearchResult => ({
        listingIds,
        total: totalApproximate ? aboutCount(total) : total,
        facets: approximate ? roundedFacets(facets) : facets,
        approximate: { total: totalApproximate, facets: approximate },
        pricesSearchable,
      });
      if (total === 0 || (!totalApproximate && request.offset >= total)) return result([]);
      const pageKey = pageKeyOf(match);
      const read = counted as { key: string; ids: string[] } | null;
      if (read && read.key === pageKey) {
        // Read with the counts a moment ago: kept for the next request of this page as well.
        const ids = read.ids;
        return result(await pages(pageKey, () => Promise.resolve(ids)));
      }
      const listingIds = await pages(pageKey, () =>
        loadPage(db, request, match, price, total, match ? 0 : rowsOf(priced)),
      );
      return result(listingIds);
    },

    async summarize(storefrontId) {
      const all = await storefrontCells(storefrontId);
      const nodes = new Float64Array(all.nodes.length);
      const subNodes = new Float64Array(all.nodes.length);
      const brands = new Float64Array(all.brands.length);
      let total = 0;
      for (let i = 0; i < all.size; i++) {
        const n = all.n[i]!;
        total += n;
        nodes[all.category[i]!]! += n;
        const sub = all.subCategory[i]!;
        if (sub >= 0) subNodes[sub]! += n;
        brands[all.brand[i]!]! += n;
      }
      const counts = (values: Float64Array) =>
        new Map(all.nodes.flatMap((id, i) => (values[i]! > 0 ? [[id, values[i]!] as const] : [])));
      return {
        categories: counts(nodes),
        subCategories: counts(subNodes),
        // In A-Z order already; a product without an OEM name has no brand.
        brands: all.brands.flatMap((b, i) =>
          b.key === '' ? [] : [{ value: b.key, label: b.label, count: brands[i]! }],
        ),
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
  if (words.length > 1 && /[0-9]/.test(partNumber) && (await isKnownTerm(db, partNumber))) {
    // Words only a part number (with a digit) joins: matching each word as a prefix would read the
    // index entries of every word starting 'er' or '100'; the part number finds what they mean.
    return {
      tsQuery: `${partNumber}:*`,
      partNumber,
      knownPartNumber: true,
      words,
    };
  }
  if (words.length === 1 && isTypoCandidate(words[0]!)) {
    // Matched as written first; its typo alternatives only if that finds nothing (TextMatch.unchecked).
    return { tsQuery: buildTsQuery(words, new Map()), partNumber, unchecked: true, words };
  }
  return { tsQuery: await wordsTsQuery(db, words), partNumber };
}

/** Whether a word is in the vocabulary (search_terms holds every part number, normalized). */
async function isKnownTerm(db: Database, term: string): Promise<boolean> {
  if (term.length < 3 || term.length > 40) return false;
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from search_terms where term = ${term}`,
  );
  return rows.length > 0;
}

/** Every word as itself (a prefix when long enough) or one of its typo alternatives. */
async function wordsTsQuery(db: Database, words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
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
  return buildTsQuery(words, alternatives);
}

function matchSql(match: TextMatch): SQL {
  if (match.descriptions) {
    return sql`ls.product_id in (
      select p.id from products p where p.search_vector @@ to_tsquery('simple', ${match.tsQuery}))`;
  }
  const parts: SQL[] = [];
  if (match.tsQuery) parts.push(sql`ls.search_vector @@ to_tsquery('simple', ${match.tsQuery})`);
  if (match.partNumber.length >= 3) {
    // Only a-z0-9 remain, so the pattern needs no escaping. The prefix holds the exact part number.
    parts.push(sql`ls.part_number_normalized like ${`${match.partNumber}%`}`);
  } else if (match.partNumber) {
    parts.push(sql`ls.part_number_normalized = ${match.partNumber}`);
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

/** The columns a cell groups by and counts, over rows aliased `ls`. */
const cellColumnsSql = (priceOk: SQL) => sql`
  coalesce(ls.sub_category_id, ls.category_id) as node_id, ls.brand_key, ls.condition,
  ls.num_available > 0 as in_stock, ls.show_price, ${priceOk} as price_ok,
  count(*) as n, min(ls.price)::text as min_price, max(ls.price)::text as max_price`;

interface CellRow {
  node_id: string;
  brand_key: string;
  condition: string;
  in_stock: boolean;
  show_price: boolean;
  price_ok: boolean;
  n: number | string;
  min_price: string;
  max_price: string;
}

const toRawCell = (r: CellRow): RawCell => ({
  nodeId: r.node_id,
  brandKey: r.brand_key,
  condition: r.condition,
  inStock: r.in_stock,
  showPrice: r.show_price,
  priceOk: r.price_ok,
  n: Number(r.n),
  minPrice: r.min_price,
  maxPrice: r.max_price,
});

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
  const query = sql`
    select ${cellColumnsSql(priceOk)}
    from listing_search ls
    where ${sql.join(where, sql` and `)}
    group by 1, 2, 3, 4, 5, 6`;
  // Few, cheap group keys: aggregating a whole storefront is the costliest query there is.
  // Few groups (a few thousand at most), but the planner expects one per row and would sort
  // them on disk; memory for a hash table makes it aggregate in one pass.
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return queryRows<CellRow>(tx, query);
  });
  return rows.map(toRawCell);
}

/**
 * A text's cells, in one statement (one round trip): first over the sample (SAMPLE_SQL, its own
 * small index); when the sample holds fewer than `minSampleRows` matches, also over every match,
 * reading at most `limit` + 1 of them once for both the cells and the page asked for. `rows` past
 * `limit` means neither those cells nor the page are complete.
 */
async function loadTextCells(
  db: Database,
  request: ListingSearchRequest,
  match: TextMatch,
  price: SQL | null,
  limit: number,
  minSampleRows: number,
): Promise<{ sampled: RawCell[]; cells: RawCell[]; rows: number; page: string[] }> {
  const scored = request.sort === 'featured' && match.tsQuery !== null && !match.descriptions;
  const matching = sql`ls.storefront_id = ${request.storefrontId} and ${matchSql(match)}`;
  const priceOk = price ?? sql`true`;
  const [row] = await queryRows<{
    sampled: CellRow[] | null;
    cells: CellRow[] | null;
    page: string[] | null;
  }>(
    db,
    sql`
      with sampled as (
        select ${cellColumnsSql(priceOk)} from listing_search ls
        where ${matching} and ${SAMPLE_SQL}
        group by 1, 2, 3, 4, 5, 6
      ),
      ls as materialized (
        select ls.listing_id, ls.category_id, ls.sub_category_id, ls.brand_key, ls.condition,
          ls.price, ls.show_price, ls.num_available, ls.is_featured, ls.listed_at,
          ls.part_number_normalized${scored ? sql`, ls.search_vector` : sql``}
        from listing_search ls
        where ${matching} and (select coalesce(sum(n), 0) from sampled) < ${minSampleRows}
        limit ${limit + 1}
      )
      select
        (select json_agg(s) from sampled s) as sampled,
        (select json_agg(c) from (
          select ${cellColumnsSql(priceOk)} from ls group by 1, 2, 3, 4, 5, 6
        ) c) as cells,
        array_to_json(array(
          select ls.listing_id from ls
          where ${sql.join([sql`true`, ...filtersSql(request, price)], sql` and `)}
          order by ${orderBySql(request.sort, match, true)}
          limit ${request.limit} offset ${request.offset}
        )) as page`,
  );
  const cells = (row?.cells ?? []).map(toRawCell);
  return {
    sampled: (row?.sampled ?? []).map(toRawCell),
    cells,
    rows: cells.reduce((sum, c) => sum + c.n, 0),
    page: row?.page ?? [],
  };
}

/** How many listings a text and the request's filters match, counting at most `limit` + 1. */
async function countMatches(
  db: Database,
  request: ListingSearchRequest,
  match: TextMatch,
  price: SQL | null,
  limit: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (
      select 1 from listing_search ls
      where ls.storefront_id = ${request.storefrontId} and ${matchSql(match)}
        and ${sql.join([sql`true`, ...filtersSql(request, price)], sql` and `)}
      limit ${limit + 1}) m`,
  );
  return Number(row?.n ?? 0);
}

/** The request's filters as conditions on rows aliased `ls`. */
function filtersSql(request: ListingSearchRequest, price: SQL | null): SQL[] {
  const where: SQL[] = [];
  if (request.categoryIds) where.push(anyOf('ls.category_id', request.categoryIds, 'uuid'));
  if (request.subCategoryIds) where.push(anyOf('ls.sub_category_id', request.subCategoryIds, 'uuid'));
  if (request.brandKeys) where.push(anyOf('ls.brand_key', request.brandKeys, 'text'));
  if (request.conditions) where.push(anyOf('ls.condition', request.conditions, 'text'));
  if (price) where.push(price);
  if (request.inStockOnly) where.push(sql`ls.num_available > 0`);
  return where;
}

/** An estimate as shown: two significant digits (75,872 -> 76,000; 1,234 -> 1,200). */
export function aboutCount(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

function roundedFacets(facets: ListingSearchFacets): ListingSearchFacets {
  const round = <T extends { count: number }>(list: T[]) =>
    list.map((f) => ({ ...f, count: aboutCount(f.count) }));
  return {
    ...facets,
    categories: round(facets.categories),
    subCategories: round(facets.subCategories),
    brands: round(facets.brands),
    conditions: round(facets.conditions),
    inStock: aboutCount(facets.inStock),
  };
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

/** Listings counted in a set of cells. */
function rowsOf(table: CellTable): number {
  let rows = 0;
  for (let i = 0; i < table.size; i++) rows += table.n[i]!;
  return rows;
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

/**
 * Whether a filtered browse matches so few of the storefront's listings that fetching them all and
 * sorting beats walking a sort index: the walk reads about (offset + limit) x storefront / total
 * index entries (a fraction of a microsecond each, no table access), fetching reads `total` rows
 * (a microsecond or two each; with a category, entries of listing_search_filter_idx, which hold
 * every sort key).
 */
function selective(request: ListingSearchRequest, total: number, storefrontRows: number): boolean {
  return total * total * 8 < (request.offset + request.limit) * storefrontRows;
}

async function loadPage(
  db: Database,
  request: ListingSearchRequest,
  match: TextMatch | null,
  price: SQL | null,
  total: number,
  storefrontRows: number,
): Promise<string[]> {
  const where: SQL[] = [sql`ls.storefront_id = ${request.storefrontId}`];
  if (match) where.push(matchSql(match));
  where.push(...filtersSql(request, price));
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

  if (!match && selective(request, total, storefrontRows)) {
    // Few matches in a large storefront: walking a sort index would skip most of it. Fetch the
    // matches first (by the category, sub-category or brand index), then sort them. OFFSET 0
    // keeps the planner from merging the two steps back into one walk.
    const found = sql`(
      select ls.listing_id, ls.is_featured, ls.listed_at, ls.price, ls.num_available, ls.brand_key
      from listing_search ls where ${sql.join(where, sql` and `)} offset 0) ls`;
    const rows = await queryRows<{ listing_id: string }>(
      db,
      sql`select ls.listing_id from ${found}
        order by ${orderBySql(request.sort, null, false)}
        limit ${request.limit} offset ${request.offset}`,
    );
    return rows.map((r) => r.listing_id);
  }
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
