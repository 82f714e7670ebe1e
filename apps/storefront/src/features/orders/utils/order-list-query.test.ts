import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_FILTERS,
  formatOrderFilters,
  parseOrderFilters,
  toOrderListQuery,
  updateOrderFilters,
} from './order-list-query';

describe('order list filters in the URL', () => {
  it('reads status, sort, direction and page', () => {
    expect(parseOrderFilters('?status=partially+paid&sort=quantity&direction=asc&page=3')).toEqual({
      storefront: null,
      status: 'partially paid',
      sort: 'quantity',
      direction: 'asc',
      page: 3,
    });
  });

  it('falls back to newest first on page 1 for anything unknown', () => {
    expect(parseOrderFilters('?status=lost&sort=price&direction=up&page=-2')).toEqual(DEFAULT_ORDER_FILTERS);
    expect(parseOrderFilters('?page=1.5')).toEqual(DEFAULT_ORDER_FILTERS);
    expect(parseOrderFilters('?storefront=northwind')).toEqual(DEFAULT_ORDER_FILTERS);
    expect(parseOrderFilters('')).toEqual(DEFAULT_ORDER_FILTERS);
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    expect(formatOrderFilters(DEFAULT_ORDER_FILTERS)).toBe('');
    const filters = {
      storefront: '0195f2a0-0000-7000-8000-000000000001',
      status: 'shipped' as const,
      sort: 'quantity' as const,
      direction: 'asc' as const,
      page: 2,
    };
    const search = formatOrderFilters(filters);
    expect(search).toBe(
      '?storefront=0195f2a0-0000-7000-8000-000000000001&status=shipped&sort=quantity&direction=asc&page=2',
    );
    expect(parseOrderFilters(search)).toEqual(filters);
  });

  it('goes back to page 1 when a filter changes', () => {
    const onPage3 = { ...DEFAULT_ORDER_FILTERS, page: 3 };
    expect(updateOrderFilters(onPage3, { status: 'paid' })).toMatchObject({ status: 'paid', page: 1 });
    expect(updateOrderFilters(onPage3, { page: 4 }).page).toBe(4);
  });
});

describe('GET /api/orders query', () => {
  it('asks for the scope, filters and one page; every storefront unless one is chosen', () => {
    const query = toOrderListQuery(
      { storefront: null, status: 'paid', sort: 'quantity', direction: 'desc', page: 2 },
      'organization',
    );
    expect(query).toEqual({
      scope: 'organization',
      storefront: 'all',
      status: 'paid',
      sort: 'quantity',
      direction: 'desc',
      page: 2,
      pageSize: 20,
    });
    expect(toOrderListQuery(DEFAULT_ORDER_FILTERS, 'mine')).not.toHaveProperty('status');
    expect(toOrderListQuery({ ...DEFAULT_ORDER_FILTERS, storefront: 'abc' }, 'mine').storefront).toBe('abc');
  });
});
