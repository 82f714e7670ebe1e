import { compareMoney, sortMoney } from '@patchbay/domain';

/**
 * Facet counting from "cells" (docs/decisions/0005-catalogue-search.md): the database groups the
 * matching listings once by every facet value (sub-category, brand, condition, in stock, price
 * shown, price in range); totals and every facet of any filter combination are sums over those
 * groups, computed here. A storefront has a few thousand cells at most, so a request's facets cost
 * one pass over small typed arrays, not a query.
 */

/** One group of listings that share every facet value, as the database counted it. */
export interface RawCell {
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

export interface Lookups {
  /** Category id -> its parent (null for a top-level category). */
  parents: Map<string, string | null>;
  /** Brand key -> the OEM name as written. */
  brands: Map<string, string>;
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
  /** Ignoring the brand filter, A-Z by label; `label` is the OEM name as written. */
  brands: (FacetCount & { label: string })[];
  /** Ignoring the condition filter, most listings first. */
  conditions: FacetCount[];
  /** Ignoring the price filter, over prices the viewer may see. */
  price: { min: string | null; max: string | null };
  /** In-stock listings, ignoring the in-stock filter. */
  inStock: number;
}

/** The filters of a request, as facets see them: null means no filter, [] one nothing passes. */
export interface FacetFilters {
  categoryIds: readonly string[] | null;
  subCategoryIds: readonly string[] | null;
  brandKeys: readonly string[] | null;
  conditions: readonly string[] | null;
  inStockOnly: boolean;
  /** Signed-in viewers see every price; guests only those of listings that show them. */
  allPricesVisible: boolean;
}

const IN_STOCK = 1;
const SHOW_PRICE = 2;
const PRICE_OK = 4;

/**
 * Cells column by column, with every string replaced by its position in a small dictionary:
 * categories and sub-categories in `nodes`, brands in `brands` (ordered A-Z by label, so a facet
 * lists them in index order), conditions in `conditions`, prices in `prices` (money order, so
 * min and max compare as integers).
 */
export interface CellTable {
  size: number;
  n: Float64Array;
  category: Int32Array;
  /** -1: no sub-category. */
  subCategory: Int32Array;
  brand: Int32Array;
  condition: Int32Array;
  flags: Uint8Array;
  minRank: Int32Array;
  maxRank: Int32Array;
  nodes: string[];
  brands: { key: string; label: string }[];
  conditions: string[];
  prices: string[];
}

function dictionary() {
  const positions = new Map<string, number>();
  const values: string[] = [];
  return {
    values,
    positions,
    of(value: string): number {
      let at = positions.get(value);
      if (at === undefined) {
        at = values.length;
        values.push(value);
        positions.set(value, at);
      }
      return at;
    },
  };
}

/** Cells as columns, with their category, sub-category and brand label read from the lookups. */
export function buildCellTable(raw: readonly RawCell[], lookups: Lookups): CellTable {
  const size = raw.length;
  const nodes = dictionary();
  const conditions = dictionary();
  const brandKeys = [...new Set(raw.map((c) => c.brandKey))];
  const labelOf = (key: string) => lookups.brands.get(key) ?? key;
  const brands = brandKeys
    .map((key) => ({ key, label: labelOf(key) }))
    .sort((a, b) => a.label.localeCompare(b.label) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const brandAt = new Map(brands.map((b, i) => [b.key, i]));
  // Every distinct price text in money order (each parsed once); texts of one amount ('5.5' and
  // '5.5000') share a rank, so min and max compare as integers.
  const ordered = sortMoney([...new Set(raw.flatMap((c) => [c.minPrice, c.maxPrice]))]);
  const prices: string[] = [];
  const priceAt = new Map<string, number>();
  for (const price of ordered) {
    const last = prices.at(-1);
    if (last === undefined || compareMoney(last, price) !== 0) prices.push(price);
    priceAt.set(price, prices.length - 1);
  }

  const table: CellTable = {
    size,
    n: new Float64Array(size),
    category: new Int32Array(size),
    subCategory: new Int32Array(size),
    brand: new Int32Array(size),
    condition: new Int32Array(size),
    flags: new Uint8Array(size),
    minRank: new Int32Array(size),
    maxRank: new Int32Array(size),
    nodes: nodes.values,
    brands,
    conditions: conditions.values,
    prices,
  };
  raw.forEach((cell, i) => {
    const parent = lookups.parents.get(cell.nodeId) ?? null;
    table.n[i] = cell.n;
    table.category[i] = nodes.of(parent ?? cell.nodeId);
    table.subCategory[i] = parent ? nodes.of(cell.nodeId) : -1;
    table.brand[i] = brandAt.get(cell.brandKey) ?? 0;
    table.condition[i] = conditions.of(cell.condition);
    table.flags[i] =
      (cell.inStock ? IN_STOCK : 0) | (cell.showPrice ? SHOW_PRICE : 0) | (cell.priceOk ? PRICE_OK : 0);
    table.minRank[i] = priceAt.get(cell.minPrice) ?? 0;
    table.maxRank[i] = priceAt.get(cell.maxPrice) ?? 0;
  });
  return table;
}

/** Whether any listing of the table keeps its price for signed-in buyers (listing.showPriceWOLogin false). */
export function hasHiddenPrices(table: CellTable): boolean {
  for (let i = 0; i < table.size; i++) if (!(table.flags[i]! & SHOW_PRICE)) return true;
  return false;
}

/** One bit per filter: a cell passes "ignoring X" when none of its other failed filters remain. */
const CATEGORY = 1;
const SUB_CATEGORY = 2;
const BRAND = 4;
const CONDITION = 8;
const PRICE = 16;
const STOCK = 32;

/** 1 where the dictionary value is one of the wanted ones; null when there is no filter. */
function passes(values: readonly string[], wanted: readonly string[] | null): Uint8Array | null {
  if (wanted === null) return null;
  const set = new Set(wanted);
  return Uint8Array.from(values, (v) => (set.has(v) ? 1 : 0));
}

/** Each cell's failed filters, as bits. */
function failures(table: CellTable, filters: FacetFilters): Uint8Array {
  const category = passes(table.nodes, filters.categoryIds);
  const subCategory = passes(table.nodes, filters.subCategoryIds);
  const brand = passes(
    table.brands.map((b) => b.key),
    filters.brandKeys,
  );
  const condition = passes(table.conditions, filters.conditions);
  const failed = new Uint8Array(table.size);
  for (let i = 0; i < table.size; i++) {
    const sub = table.subCategory[i]!;
    const flags = table.flags[i]!;
    failed[i] =
      (category && !category[table.category[i]!] ? CATEGORY : 0) |
      (subCategory && !(sub >= 0 && subCategory[sub]) ? SUB_CATEGORY : 0) |
      (brand && !brand[table.brand[i]!] ? BRAND : 0) |
      (condition && !condition[table.condition[i]!] ? CONDITION : 0) |
      (flags & PRICE_OK ? 0 : PRICE) |
      (filters.inStockOnly && !(flags & IN_STOCK) ? STOCK : 0);
  }
  return failed;
}

const counted = (values: readonly string[], counts: Float64Array): FacetCount[] => {
  const out: FacetCount[] = [];
  for (let i = 0; i < counts.length; i++)
    if (counts[i]! > 0) out.push({ value: values[i]!, count: counts[i]! });
  return out;
};

/**
 * The total and facets of a request from cells; each facet ignores its own filter (categories
 * ignore the sub-category filter too). `priced` holds the cells the price range facet is computed
 * from (the listed cells, or the whole storefront's when the listed ones are already limited to a
 * price range).
 */
export function facetsOf(
  listed: CellTable,
  priced: CellTable,
  filters: FacetFilters,
): { total: number; facets: ListingSearchFacets } {
  const failed = failures(listed, filters);
  const categories = new Float64Array(listed.nodes.length);
  const subCategories = new Float64Array(listed.nodes.length);
  const brands = new Float64Array(listed.brands.length);
  const conditions = new Float64Array(listed.conditions.length);
  const withCategory = filters.categoryIds !== null;
  let total = 0;
  let inStock = 0;
  for (let i = 0; i < listed.size; i++) {
    const f = failed[i]!;
    const n = listed.n[i]!;
    if (f === 0) total += n;
    if (listed.flags[i]! & IN_STOCK && (f & ~STOCK) === 0) inStock += n;
    if ((f & ~(CATEGORY | SUB_CATEGORY)) === 0) categories[listed.category[i]!]! += n;
    const sub = listed.subCategory[i]!;
    if (withCategory && sub >= 0 && (f & ~SUB_CATEGORY) === 0) subCategories[sub]! += n;
    if ((f & ~BRAND) === 0) brands[listed.brand[i]!]! += n;
    if ((f & ~CONDITION) === 0) conditions[listed.condition[i]!]! += n;
  }

  const pricedFailed = priced === listed ? failed : failures(priced, filters);
  let min = -1;
  let max = -1;
  for (let i = 0; i < priced.size; i++) {
    if ((pricedFailed[i]! & ~PRICE) !== 0) continue;
    if (!(filters.allPricesVisible || priced.flags[i]! & SHOW_PRICE)) continue;
    const low = priced.minRank[i]!;
    const high = priced.maxRank[i]!;
    if (min === -1 || low < min) min = low;
    if (max === -1 || high > max) max = high;
  }

  const brandFacet: (FacetCount & { label: string })[] = [];
  listed.brands.forEach((brand, i) => {
    // A product without an OEM name has no brand to offer.
    if (brand.key !== '' && brands[i]! > 0) {
      brandFacet.push({ value: brand.key, label: brand.label, count: brands[i]! });
    }
  });
  return {
    total,
    facets: {
      categories: counted(listed.nodes, categories),
      subCategories: counted(listed.nodes, subCategories),
      brands: brandFacet,
      conditions: counted(listed.conditions, conditions).sort(
        (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
      ),
      price: {
        min: min === -1 ? null : priced.prices[min]!,
        max: max === -1 ? null : priced.prices[max]!,
      },
      inStock,
    },
  };
}
