import type { QueryOf } from '@patchbay/client';
import type { ListingSearchQuery } from '@patchbay/contract';
import { CONDITIONS, type Condition, moneyPattern, SORT_KEYS, type SortKey } from '@patchbay/domain';

/**
 * The filters of a listing page, as they live in the URL query (SPEC.md §3 'page filters'): the URL
 * is the one source of truth, so back/forward, reload and shared links keep them. Category,
 * sub-category and a brand page's brand come from the path instead (`ListingScope`).
 */
export interface ListingFilters {
  /** What the visitor typed; '' for none. */
  q: string;
  /** Brand keys as the facets give them ('cisco', 'hewlett-packard'). */
  brands: string[];
  conditions: Condition[];
  /** Decimal strings ('100', '99.5'); '' for none. */
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  sort: SortKey;
  /** 1-based. */
  page: number;
}

/** What the path fixes: every listing, a category (and sub-category), or one brand. */
export type ListingScope =
  | { kind: 'all' }
  | { kind: 'category'; category: string; subCategory?: string | undefined }
  | { kind: 'brand'; brand: string };

export const DEFAULT_SORT: SortKey = 'featured';
export const LISTING_PAGE_SIZE = 24;
/** The contract's limits (listingSearchQuerySchema): beyond them the server answers 400. */
const MAX_QUERY_LENGTH = 200;
const MAX_VALUE_LENGTH = 100;
const MAX_PAGE = 1000;
/** More brands than anyone ticks by hand; keeps a hand-made URL from growing the request without end. */
const MAX_BRANDS = 50;

export const EMPTY_FILTERS: ListingFilters = {
  q: '',
  brands: [],
  conditions: [],
  minPrice: '',
  maxPrice: '',
  inStock: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const isSortKey = (value: string): value is SortKey => (SORT_KEYS as readonly string[]).includes(value);

/** 'like new' and 'Like New' are one condition; anything else is dropped. */
function toCondition(value: string): Condition | undefined {
  const wanted = value.trim().toLowerCase();
  return CONDITIONS.find((condition) => condition.toLowerCase() === wanted);
}

/** A repeated key or a comma list ('brand=a&brand=b' or 'brand=a,b'), trimmed, without repeats. */
function listValues(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(values)];
}

/** The prices the server accepts: those a unit price column holds (10 digits, 4 decimals). */
const PRICE_PATTERN = moneyPattern('unitPrice');

/** A price the server accepts (not negative, fits a unit price), else ''. '1,200' is read as 1200. */
export function normalizePrice(value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(/,/g, '');
  return PRICE_PATTERN.test(text) ? text : '';
}

function toPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads the filters from a URL query. Values the server would refuse (an unknown sort or condition,
 * a malformed price, page 0) are dropped rather than sent: a hand-edited URL still shows listings.
 */
export function parseListingFilters(search: string | URLSearchParams): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort') ?? '';
  const conditions = listValues(params, 'condition')
    .map(toCondition)
    .filter((condition): condition is Condition => condition !== undefined);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    brands: listValues(params, 'brand').slice(0, MAX_BRANDS),
    conditions: [...new Set(conditions)],
    minPrice: normalizePrice(params.get('minPrice')),
    maxPrice: normalizePrice(params.get('maxPrice')),
    inStock: params.get('inStock') === 'true',
    sort: isSortKey(sort) ? sort : DEFAULT_SORT,
    page: toPage(params.get('page')),
  };
}

/** The URL query of the filters, defaults left out: '' when nothing is set, else '?q=...'. */
export function formatListingFilters(filters: ListingFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const brand of filters.brands) params.append('brand', brand);
  for (const condition of filters.conditions) params.append('condition', condition);
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A change of filters starts again at page 1, unless the change is the page itself. */
export function updateListingFilters(
  filters: ListingFilters,
  change: Partial<ListingFilters>,
): ListingFilters {
  return { ...filters, page: 1, ...change };
}

/** Adds or removes one value of a list filter. */
export function toggleValue<T extends string>(values: readonly T[], value: T, on: boolean): T[] {
  const rest = values.filter((v) => v !== value);
  return on ? [...rest, value] : rest;
}

/** How many filters narrow the results (the search text and the sort are not filters). */
export function countActiveFilters(filters: ListingFilters): number {
  return (
    filters.brands.length +
    filters.conditions.length +
    (filters.minPrice ? 1 : 0) +
    (filters.maxPrice ? 1 : 0) +
    (filters.inStock ? 1 : 0)
  );
}

/** The GET /api/listings query for the filters on a page: the path's scope wins over the query. */
export function toListingSearchQuery(
  filters: ListingFilters,
  scope: ListingScope,
  pageSize: number = LISTING_PAGE_SIZE,
): ListingSearchQuery {
  const query: ListingSearchQuery = { sort: filters.sort, page: filters.page, pageSize };
  if (filters.q) query.q = filters.q;
  if (scope.kind === 'category') {
    query.category = scope.category;
    if (scope.subCategory) query.subCategory = scope.subCategory;
  }
  const brands = scope.kind === 'brand' ? [scope.brand] : filters.brands;
  if (brands.length > 0) query.brand = brands;
  if (filters.conditions.length > 0) query.condition = filters.conditions;
  if (filters.minPrice) query.minPrice = filters.minPrice;
  if (filters.maxPrice) query.maxPrice = filters.maxPrice;
  if (filters.inStock) query.inStock = true;
  return query;
}

/** The query string the server reads: lists as repeated keys, inStock only when true. */
/** The query of GET /api/listings as the API document types it: lists as arrays, inStock only when set. */
export function toListingSearchApiQuery(query: ListingSearchQuery): QueryOf<'searchListings'> {
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.subCategory ? { subCategory: query.subCategory } : {}),
    ...(query.brand?.length ? { brand: query.brand } : {}),
    ...(query.condition?.length ? { condition: query.condition } : {}),
    ...(query.minPrice ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice ? { maxPrice: query.maxPrice } : {}),
    ...(query.inStock ? { inStock: 'true' as const } : {}),
    // The contract's sort is typed as a plain string (its enum is built from a list); the values
    // are SORT_KEYS, the ones the document lists.
    sort: query.sort as SortKey,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The same query as a query string (the server's own rendering loads it by path): lists as repeated keys. */
export function listingSearchParams(query: ListingSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toListingSearchApiQuery(query))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** The filters as the client state's 'page filters' keep them: strings, lists comma-joined, defaults left out. */
export function toPageFilters(filters: ListingFilters): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(formatListingFilters(filters))) {
    record[key] = record[key] === undefined ? value : `${record[key]},${value}`;
  }
  return record;
}

/**
 * The key of a brand (OEM) name as the server writes it in facets and brand pages: lower-case, every
 * run of other characters one dash ('Hewlett Packard' → 'hewlett-packard'). Mirrors the server's
 * brandKey (apps/server search-query.ts); the brand page also accepts the name itself.
 */
export function brandKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return key === '' ? name.trim().toLowerCase() : key;
}
