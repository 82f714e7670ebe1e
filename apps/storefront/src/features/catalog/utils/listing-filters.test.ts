import { describe, expect, it } from 'vitest';
import {
  brandKey,
  countActiveFilters,
  EMPTY_FILTERS,
  formatListingFilters,
  type ListingFilters,
  listingSearchParams,
  parseListingFilters,
  toggleValue,
  toListingSearchQuery,
  toPageFilters,
  updateListingFilters,
} from './listing-filters';

const full: ListingFilters = {
  q: 'asr 9001',
  brands: ['cisco', 'hewlett-packard'],
  conditions: ['New', 'Like New'],
  minPrice: '100',
  maxPrice: '2500.5',
  inStock: true,
  sort: 'price_desc',
  page: 3,
};

describe('listing filters: URL query ⇄ filter state', () => {
  it('reads an empty query as no filters, and writes no filters as an empty query', () => {
    expect(parseListingFilters('')).toEqual(EMPTY_FILTERS);
    expect(formatListingFilters(EMPTY_FILTERS)).toBe('');
  });

  it('round-trips every filter', () => {
    const search = formatListingFilters(full);
    expect(search).toBe(
      '?q=asr+9001&brand=cisco&brand=hewlett-packard&condition=New&condition=Like+New' +
        '&minPrice=100&maxPrice=2500.5&inStock=true&sort=price_desc&page=3',
    );
    expect(parseListingFilters(search)).toEqual(full);
  });

  it('round-trips each filter alone, leaving the others at their defaults', () => {
    const singles: Partial<ListingFilters>[] = [
      { q: 'sfp' },
      { brands: ['juniper'] },
      { conditions: ['Field Pull'] },
      { minPrice: '0.5' },
      { maxPrice: '10' },
      { inStock: true },
      { sort: 'manufacturer_asc' },
      { page: 2 },
    ];
    for (const single of singles) {
      const filters = { ...EMPTY_FILTERS, ...single };
      expect(parseListingFilters(formatListingFilters(filters))).toEqual(filters);
    }
  });

  it('accepts comma lists and any letter case for conditions, without repeats', () => {
    expect(
      parseListingFilters('brand=cisco,juniper&brand=cisco&condition=like%20new&condition=NEW'),
    ).toMatchObject({ brands: ['cisco', 'juniper'], conditions: ['Like New', 'New'] });
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(
      parseListingFilters('sort=cheapest&page=0&minPrice=-5&maxPrice=abc&condition=Broken&inStock=yes'),
    ).toEqual(EMPTY_FILTERS);
    expect(parseListingFilters('page=1001').page).toBe(1);
    expect(parseListingFilters('page=2.5').page).toBe(1);
    expect(parseListingFilters('minPrice=1.23456').minPrice).toBe('');
    // The server refuses a price no unit price can reach (over 10 digits): the link drops it.
    expect(parseListingFilters('maxPrice=99999999999').maxPrice).toBe('');
    expect(parseListingFilters('maxPrice=9999999999.99').maxPrice).toBe('9999999999.99');
    expect(parseListingFilters(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('reads a price typed with thousands separators', () => {
    expect(parseListingFilters('minPrice=1,200').minPrice).toBe('1200');
  });

  it('goes back to page 1 when a filter changes, but not when the page does', () => {
    expect(updateListingFilters(full, { inStock: false }).page).toBe(1);
    expect(updateListingFilters(full, { page: 4 }).page).toBe(4);
  });

  it('toggles one value of a list', () => {
    expect(toggleValue(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleValue(['a'], 'a', true)).toEqual(['a']);
  });

  it('counts the filters that narrow the results', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters(full)).toBe(7);
  });

  it('mirrors the filters for the client state as strings', () => {
    expect(toPageFilters(full)).toEqual({
      q: 'asr 9001',
      brand: 'cisco,hewlett-packard',
      condition: 'New,Like New',
      minPrice: '100',
      maxPrice: '2500.5',
      inStock: 'true',
      sort: 'price_desc',
      page: '3',
    });
    expect(toPageFilters(EMPTY_FILTERS)).toEqual({});
  });
});

describe('listing filters → GET /api/listings query', () => {
  it('adds the category and sub-category of the path', () => {
    const query = toListingSearchQuery(
      { ...EMPTY_FILTERS, q: 'x' },
      {
        kind: 'category',
        category: 'routers',
        subCategory: 'edge',
      },
    );
    expect(query).toEqual({
      q: 'x',
      category: 'routers',
      subCategory: 'edge',
      sort: 'featured',
      page: 1,
      pageSize: 24,
    });
  });

  it("uses a brand page's brand instead of the brand filter", () => {
    expect(toListingSearchQuery(full, { kind: 'brand', brand: 'nokia' }).brand).toEqual(['nokia']);
    expect(toListingSearchQuery(full, { kind: 'all' }).brand).toEqual(['cisco', 'hewlett-packard']);
  });

  it('writes lists as repeated keys and inStock only when set', () => {
    const params = listingSearchParams(toListingSearchQuery(full, { kind: 'all' }, 12));
    expect(params.getAll('brand')).toEqual(['cisco', 'hewlett-packard']);
    expect(params.getAll('condition')).toEqual(['New', 'Like New']);
    expect(params.get('inStock')).toBe('true');
    expect(params.get('pageSize')).toBe('12');
    const plain = listingSearchParams(toListingSearchQuery(EMPTY_FILTERS, { kind: 'all' }));
    expect(plain.toString()).toBe('sort=featured&page=1&pageSize=24');
  });
});

describe('brandKey', () => {
  it('writes a brand name as the key of its brand page and facet', () => {
    expect(brandKey('Cisco')).toBe('cisco');
    expect(brandKey('Hewlett Packard Enterprise')).toBe('hewlett-packard-enterprise');
    expect(brandKey('  A&B / C ')).toBe('a-b-c');
    expect(brandKey('日本')).toBe('日本');
  });
});
