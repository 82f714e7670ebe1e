// What the catalogue benchmark asks for: pools of different searches and listing ids drawn from
// the benchmark database, so a run looks like a crowd (many words, part numbers, typos, filters,
// sorts and products) rather than one URL repeated. Deterministic: the same pools on every run.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Distinct requests per search scenario, and listing ids per detail scenario. */
export const SEARCH_POOL = 240;
export const DETAIL_POOL = 2_000;

export interface QueryPools {
  keyword: string[];
  partNumber: string[];
  typo: string[];
  facetFilter: string[];
  priceSort: string[];
  listingIds: string[];
}

/**
 * Requests never asked before, for the uncached rows: every request of a run a different query
 * (nothing the server kept from an earlier request can answer it). Disjoint from the pools above.
 */
export interface UncachedPools {
  /** Words of the catalogue's vocabulary (search_terms), each asked once. */
  keyword: string[];
  /** Part numbers of products outside the cached pool. */
  partNumber: string[];
  /** Category / sub-category x condition x brand x in stock x sort x page combinations. */
  facetFilter: string[];
  /** Listings outside the cached detail pool. */
  listingIds: string[];
}

export const UNCACHED_POOL = 12_000;
const SORTS = ['featured', 'price_asc', 'price_desc', 'inventory_desc', 'manufacturer_asc'];

export async function uncachedPools(
  client: pg.Client,
  storefrontId: string,
  cached: QueryPools,
): Promise<UncachedPools> {
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;
  const seen = new Set([...cached.keyword, ...cached.partNumber, ...cached.typo]);
  const keyword = (
    await rows<{ term: string }>(
      `select term from search_terms where term ~ '^[a-z][a-z0-9]{3,}$' order by md5('uncached' || term) limit $1`,
      [UNCACHED_POOL],
    )
  )
    .map((r) => listingsPath({ q: r.term }))
    .filter((p) => !seen.has(p));
  const partNumber = unique(
    (
      await rows<{ oem_part_number: string }>(
        `select p.oem_part_number from products p
         where p.id in (select product_id from listing_search where storefront_id = $1)
         order by md5('uncached' || p.id::text) limit $2`,
        [storefrontId, UNCACHED_POOL],
      )
    ).map((r, i) => listingsPath({ q: partNumberForm(r.oem_part_number, i) })),
  ).filter((p) => !seen.has(p));
  const tree = await rows<{ category: string; sub: string | null }>(
    `select c.slug as category, s.slug as sub from categories c
     left join categories s on s.parent_id = c.id where c.parent_id is null order by 1, 2`,
  );
  const brands = (
    await rows<{ brand_key: string }>(
      `select brand_key from listing_search where storefront_id = $1 and brand_key <> ''
       group by 1 order by count(*) desc limit 12`,
      [storefrontId],
    )
  ).map((r) => r.brand_key);
  const cachedFilters = new Set([...cached.facetFilter, ...cached.priceSort]);
  const combos: string[] = [];
  for (const [i, t] of tree.entries()) {
    for (const [j, condition] of CONDITIONS.entries()) {
      for (const [k, brand] of ['', ...brands].entries()) {
        for (const sort of SORTS) {
          for (const page of ['1', '2', '3']) {
            const params: Record<string, string> = { category: t.category };
            if (t.sub) params.subCategory = t.sub;
            params.condition = condition;
            if (brand) params.brand = brand;
            if ((i + j + k) % 2 === 0) params.inStock = 'true';
            params.sort = sort;
            params.page = page;
            combos.push(listingsPath(params));
          }
        }
      }
    }
  }
  const facetFilter = shuffled(unique(combos), (p) => p).filter((p) => !cachedFilters.has(p));
  const detailSeen = new Set(cached.listingIds);
  const listingIds = (
    await rows<{ listing_id: string }>(
      `select listing_id from listing_search where storefront_id = $1
       order by md5('uncached detail' || listing_id::text) limit $2`,
      [storefrontId, UNCACHED_POOL + DETAIL_POOL],
    )
  )
    .map((r) => r.listing_id)
    .filter((id) => !detailSeen.has(id))
    .slice(0, UNCACHED_POOL);
  return { keyword, partNumber, facetFilter, listingIds };
}

const CONDITIONS = ['New', 'Like New', 'Open Box', 'Refurbished', 'Used', 'Field Pull'];

/** Letters a typing slip turns into one another (neighbours on a keyboard, sound-alikes). */
const SLIPS: Record<string, string> = {
  a: 's',
  b: 'v',
  c: 'k',
  d: 's',
  e: 'r',
  f: 'g',
  g: 'h',
  h: 'j',
  i: 'o',
  j: 'k',
  k: 'c',
  l: 'k',
  m: 'n',
  n: 'm',
  o: 'p',
  p: 'o',
  q: 'w',
  r: 't',
  s: 'z',
  t: 'r',
  u: 'y',
  v: 'b',
  w: 'e',
  x: 'z',
  y: 'u',
  z: 'x',
};

/** One slip in a word: a letter replaced, dropped or doubled, by position (deterministic). */
export function typoOf(word: string, variant: number): string {
  const at = 1 + (variant % Math.max(1, word.length - 2));
  switch (variant % 3) {
    case 0:
      return `${word.slice(0, at)}${SLIPS[word[at]!] ?? 'e'}${word.slice(at + 1)}`;
    case 1:
      return `${word.slice(0, at)}${word.slice(at + 1)}`;
    default:
      return `${word.slice(0, at)}${word[at]}${word.slice(at)}`;
  }
}

/** A part number as buyers type it: as written, lower case without separators, or with spaces. */
function partNumberForm(part: string, variant: number): string {
  if (variant % 3 === 1) return part.toLowerCase().replace(/[^a-z0-9]+/gi, '');
  if (variant % 3 === 2) return part.replace(/[^a-z0-9]+/gi, ' ').trim();
  return part;
}

/** A stable shuffle (by a hash of each item), so that neighbours in a pool are unrelated. */
function shuffled<T>(items: T[], key: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, h: createHash('md5').update(key(item)).digest('hex') }))
    .sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : 0))
    .map((x) => x.item);
}

const unique = (values: string[]) => [...new Set(values)];
const listingsPath = (params: Record<string, string>) => `/api/listings?${new URLSearchParams(params)}`;

/** The pools for one storefront, from the products and listings visible on it. */
export async function queryPools(client: pg.Client, storefrontId: string): Promise<QueryPools> {
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;

  // Products visible on the storefront, in a stable pseudo-random order.
  const products = await rows<{
    name: string;
    oem_name: string;
    oem_part_number: string;
    oem_model_name: string;
    product_type: string;
  }>(
    `select p.name, p.oem_name, p.oem_part_number, p.oem_model_name, p.product_type
     from products p
     where p.id in (select product_id from listing_search where storefront_id = $1)
     order by md5('pool' || p.id::text) limit 2000`,
    [storefrontId],
  );

  // Keywords: OEMs, model families, product types, OEM + type, and words of product names.
  const words = (s: string) => s.toLowerCase().match(/[a-z][a-z0-9+]{2,}/g) ?? [];
  const keyword = unique(
    products.flatMap((p, i) => {
      switch (i % 5) {
        case 0:
          return [p.oem_name.toLowerCase()];
        case 1:
          return [p.oem_model_name];
        case 2:
          return [p.product_type.toLowerCase()];
        case 3:
          return [`${p.oem_name} ${p.product_type}`.toLowerCase()];
        default: {
          const w = words(p.name).filter((x) => x !== p.oem_name.toLowerCase());
          return w.length >= 2 ? [`${w[0]} ${w[1]}`] : [];
        }
      }
    }),
  )
    .filter((q) => q.trim().length >= 3)
    .slice(0, SEARCH_POOL);

  const partNumber = unique(
    products.map((p, i) => partNumberForm(p.oem_part_number, i)).filter((q) => q.length >= 3),
  ).slice(0, SEARCH_POOL);

  // Typos of words the catalogue uses (5+ letters), kept only when the slip is not itself a word
  // or the start of one: otherwise it is not a typo to the search.
  const vocabulary = unique(products.flatMap((p) => words(`${p.name} ${p.oem_model_name}`))).filter((w) =>
    /^[a-z]{5,}$/.test(w),
  );
  const candidates = unique(vocabulary.flatMap((w, i) => [typoOf(w, i), typoOf(w, i + 1)]));
  const known = new Set(
    (
      await rows<{ word: string }>(
        `select w as word from unnest($1::text[]) as w
         where exists (select 1 from search_terms t where t.term like w || '%')`,
        [candidates],
      )
    ).map((r) => r.word),
  );
  const typo = candidates.filter((w) => !known.has(w)).slice(0, SEARCH_POOL);

  // Facet filters: category or sub-category with a condition, a brand, or in stock only.
  const tree = await rows<{ category: string; sub: string | null }>(
    `select c.slug as category, s.slug as sub from categories c
     left join categories s on s.parent_id = c.id where c.parent_id is null order by 1, 2`,
  );
  const brands = (
    await rows<{ brand_key: string }>(
      `select brand_key from listing_search where storefront_id = $1 and brand_key <> ''
       group by 1 order by count(*) desc limit 8`,
      [storefrontId],
    )
  ).map((r) => r.brand_key);
  const categories = unique(tree.map((t) => t.category));
  const facetFilter = shuffled(
    [
      ...categories.flatMap((category) =>
        CONDITIONS.map((condition) => listingsPath({ category, condition })),
      ),
      ...tree.flatMap((t, i) =>
        t.sub
          ? [
              listingsPath({ category: t.category, subCategory: t.sub, condition: CONDITIONS[i % 6]! }),
              listingsPath({ category: t.category, subCategory: t.sub, inStock: 'true' }),
            ]
          : [],
      ),
      ...categories.flatMap((category) => brands.map((brand) => listingsPath({ category, brand }))),
      ...brands.flatMap((brand, i) =>
        [CONDITIONS[i % 6]!, CONDITIONS[(i + 3) % 6]!].map((condition) =>
          listingsPath({ brand, condition, inStock: 'true' }),
        ),
      ),
    ],
    (p) => p,
  ).slice(0, SEARCH_POOL);

  // Price sorts: every category and sub-category, both directions, the first three pages.
  const priceSort = shuffled(
    tree
      .flatMap((t): Record<string, string>[] => [
        { category: t.category },
        ...(t.sub ? [{ category: t.category, subCategory: t.sub }] : []),
      ])
      .filter((v, i, all) => all.findIndex((w) => JSON.stringify(w) === JSON.stringify(v)) === i)
      .flatMap((filter) =>
        ['price_asc', 'price_desc'].flatMap((sort) =>
          ['1', '2', '3'].map((page) => listingsPath({ ...filter, sort, page })),
        ),
      ),
    (p) => p,
  ).slice(0, SEARCH_POOL);

  const listingIds = (
    await rows<{ listing_id: string }>(
      `select listing_id from listing_search where storefront_id = $1
       order by md5('detail' || listing_id::text) limit $2`,
      [storefrontId, DETAIL_POOL],
    )
  ).map((r) => r.listing_id);

  return {
    keyword: keyword.map((q) => listingsPath({ q })),
    partNumber: partNumber.map((q) => listingsPath({ q })),
    typo: typo.map((q) => listingsPath({ q })),
    facetFilter,
    priceSort,
    listingIds,
  };
}
