import { compareMoney } from '@patchbay/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCellTable, type FacetFilters, facetsOf, type Lookups, type RawCell } from './facet-cells';

/** Two categories with sub-categories, one without. */
const lookups: Lookups = {
  parents: new Map<string, string | null>([
    ['routers', null],
    ['edge', 'routers'],
    ['core', 'routers'],
    ['optics', null],
    ['sfp', 'optics'],
    ['power', null],
  ]),
  brands: new Map([
    ['cisco', 'Cisco'],
    ['juniper', 'Juniper'],
    ['arista', 'Arista'],
    ['', ''],
  ]),
};

interface Listing {
  node: string;
  brand: string;
  condition: string;
  inStock: boolean;
  showPrice: boolean;
  price: string;
}

const listingArb: fc.Arbitrary<Listing> = fc.record({
  node: fc.constantFrom('edge', 'core', 'sfp', 'optics', 'power'),
  brand: fc.constantFrom('cisco', 'juniper', 'arista', ''),
  condition: fc.constantFrom('New', 'Used', 'Refurbished'),
  inStock: fc.boolean(),
  showPrice: fc.boolean(),
  price: fc.integer({ min: 0, max: 500_000 }).map((cents) => (cents / 100).toFixed(4)),
});

const filtersArb: fc.Arbitrary<FacetFilters> = fc.record({
  categoryIds: fc.option(fc.subarray(['routers', 'optics', 'power', 'unknown']), { nil: null }),
  subCategoryIds: fc.option(fc.subarray(['edge', 'core', 'sfp']), { nil: null }),
  brandKeys: fc.option(fc.subarray(['cisco', 'juniper', 'arista', 'hpe']), { nil: null }),
  conditions: fc.option(fc.subarray(['New', 'Used', 'Refurbished']), { nil: null }),
  inStockOnly: fc.boolean(),
  allPricesVisible: fc.boolean(),
});

const priceRangeArb = fc.option(
  fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 })).map(([a, b]) => ({
    min: Math.min(a, b).toFixed(4),
    max: Math.max(a, b).toFixed(4),
  })),
  { nil: null },
);

/** What the database does: one cell per distinct facet value combination. */
function cellsOf(listings: Listing[], inRange: (l: Listing) => boolean): RawCell[] {
  const cells = new Map<string, RawCell>();
  for (const l of listings) {
    const priceOk = inRange(l);
    const key = [l.node, l.brand, l.condition, l.inStock, l.showPrice, priceOk].join('|');
    const cell = cells.get(key);
    if (!cell) {
      cells.set(key, {
        nodeId: l.node,
        brandKey: l.brand,
        condition: l.condition,
        inStock: l.inStock,
        showPrice: l.showPrice,
        priceOk,
        n: 1,
        minPrice: l.price,
        maxPrice: l.price,
      });
      continue;
    }
    cell.n++;
    if (compareMoney(l.price, cell.minPrice) < 0) cell.minPrice = l.price;
    if (compareMoney(l.price, cell.maxPrice) > 0) cell.maxPrice = l.price;
  }
  return [...cells.values()];
}

/** The facets of a request written out listing by listing, as the rules state them. */
function reference(listings: Listing[], filters: FacetFilters, inRange: (l: Listing) => boolean) {
  const categoryOf = (l: Listing) => lookups.parents.get(l.node) ?? l.node;
  const subOf = (l: Listing) => (lookups.parents.get(l.node) ? l.node : null);
  const passes = {
    category: (l: Listing) => !filters.categoryIds || filters.categoryIds.includes(categoryOf(l)),
    sub: (l: Listing) => {
      const sub = subOf(l);
      return !filters.subCategoryIds || (sub !== null && filters.subCategoryIds.includes(sub));
    },
    brand: (l: Listing) => !filters.brandKeys || filters.brandKeys.includes(l.brand),
    condition: (l: Listing) => !filters.conditions || filters.conditions.includes(l.condition),
    price: inRange,
    stock: (l: Listing) => !filters.inStockOnly || l.inStock,
  };
  type Rule = keyof typeof passes;
  const all = Object.keys(passes) as Rule[];
  const except = (...ignored: Rule[]) =>
    listings.filter((l) => all.every((rule) => ignored.includes(rule) || passes[rule](l)));
  const count = (items: Listing[], keyOf: (l: Listing) => string | null) => {
    const counts = new Map<string, number>();
    for (const l of items) {
      const key = keyOf(l);
      if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };
  const priced = except('price').filter((l) => filters.allPricesVisible || l.showPrice);
  const prices = priced.map((l) => l.price).sort(compareMoney);
  return {
    total: except().length,
    categories: count(except('category', 'sub'), categoryOf),
    subCategories: filters.categoryIds ? count(except('sub'), subOf) : new Map(),
    brands: count(except('brand'), (l) => (l.brand === '' ? null : l.brand)),
    conditions: count(except('condition'), (l) => l.condition),
    price: { min: prices[0] ?? null, max: prices.at(-1) ?? null },
    inStock: except('stock').filter((l) => l.inStock).length,
  };
}

const asMap = (facet: { value: string; count: number }[]) => new Map(facet.map((f) => [f.value, f.count]));

describe('facetsOf', () => {
  it('gives what counting the listings one by one gives, for any listings and filters', () => {
    fc.assert(
      fc.property(
        fc.array(listingArb, { maxLength: 60 }),
        filtersArb,
        priceRangeArb,
        (listings, filters, range) => {
          const inRange = (l: Listing) =>
            !range || (compareMoney(l.price, range.min) >= 0 && compareMoney(l.price, range.max) <= 0);
          const table = buildCellTable(cellsOf(listings, inRange), lookups);
          const { total, facets } = facetsOf(table, table, filters);
          const expected = reference(listings, filters, inRange);
          expect(total).toBe(expected.total);
          expect(asMap(facets.categories)).toEqual(expected.categories);
          expect(asMap(facets.subCategories)).toEqual(expected.subCategories);
          expect(asMap(facets.brands)).toEqual(expected.brands);
          expect(asMap(facets.conditions)).toEqual(expected.conditions);
          expect(facets.price).toEqual(expected.price);
          expect(facets.inStock).toBe(expected.inStock);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes the price facet from other cells when the listed ones are already cut to a price range', () => {
    const listings: Listing[] = [
      { node: 'edge', brand: 'cisco', condition: 'New', inStock: true, showPrice: true, price: '10.0000' },
      { node: 'edge', brand: 'cisco', condition: 'New', inStock: true, showPrice: true, price: '900.0000' },
      { node: 'sfp', brand: 'arista', condition: 'Used', inStock: true, showPrice: false, price: '5.0000' },
    ];
    const whole = buildCellTable(
      cellsOf(listings, () => true),
      lookups,
    );
    const cut = buildCellTable(
      cellsOf(
        listings.filter((l) => l.price === '10.0000'),
        () => true,
      ),
      lookups,
    );
    const filters: FacetFilters = {
      categoryIds: null,
      subCategoryIds: null,
      brandKeys: null,
      conditions: null,
      inStockOnly: false,
      allPricesVisible: false,
    };
    const { total, facets } = facetsOf(cut, whole, filters);
    expect(total).toBe(1);
    // A guest: the hidden $5 price is not offered as the minimum.
    expect(facets.price).toEqual({ min: '10.0000', max: '900.0000' });
    expect(facetsOf(cut, whole, { ...filters, allPricesVisible: true }).facets.price).toEqual({
      min: '5.0000',
      max: '900.0000',
    });
  });

  it('lists brands A-Z by label and conditions by count', () => {
    const listings: Listing[] = ['juniper', 'arista', 'cisco', 'cisco', ''].map((brand, i) => ({
      node: 'edge',
      brand,
      condition: i < 2 ? 'Used' : 'New',
      inStock: true,
      showPrice: true,
      price: '1.0000',
    }));
    const table = buildCellTable(
      cellsOf(listings, () => true),
      lookups,
    );
    const { facets } = facetsOf(table, table, {
      categoryIds: null,
      subCategoryIds: null,
      brandKeys: null,
      conditions: null,
      inStockOnly: false,
      allPricesVisible: false,
    });
    expect(facets.brands).toEqual([
      { value: 'arista', label: 'Arista', count: 1 },
      { value: 'cisco', label: 'Cisco', count: 2 },
      { value: 'juniper', label: 'Juniper', count: 1 },
    ]);
    expect(facets.conditions).toEqual([
      { value: 'New', count: 3 },
      { value: 'Used', count: 2 },
    ]);
  });
});
