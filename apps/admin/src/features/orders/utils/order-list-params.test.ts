import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ORDER_LIST_PARAMS,
  formatOrderListParams,
  ordersCsvHref,
  parseOrderListParams,
  parseSortValue,
  sortColumnOf,
  sortOfColumn,
  sortValue,
  toAdminOrderListQuery,
  updateOrderListParams,
} from './order-list-params';

describe('order list params', () => {
  it('reads the defaults from an empty query', () => {
    expect(parseOrderListParams('')).toEqual(DEFAULT_ORDER_LIST_PARAMS);
    expect(formatOrderListParams(DEFAULT_ORDER_LIST_PARAMS)).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const params = {
      status: 'partially paid',
      sort: 'quantity',
      direction: 'asc',
      q: 'Marsh',
      awaitingShippingQuote: true,
      page: 3,
    } as const;
    const search = formatOrderListParams(params);
    expect(search).toBe(
      '?status=partially+paid&q=Marsh&awaitingShippingQuote=true&sort=quantity&direction=asc&page=3',
    );
    expect(parseOrderListParams(search)).toEqual(params);
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(parseOrderListParams('?status=lost&sort=price&direction=up&page=0')).toEqual(
      DEFAULT_ORDER_LIST_PARAMS,
    );
    expect(parseOrderListParams('?page=2.5').page).toBe(1);
    expect(parseOrderListParams('?page=10001').page).toBe(1);
    expect(parseOrderListParams(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
    // A sort with a bad direction falls back as a whole, not half.
    expect(parseOrderListParams('?sort=quantity&direction=sideways')).toMatchObject({
      sort: 'date',
      direction: 'desc',
    });
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = { ...DEFAULT_ORDER_LIST_PARAMS, page: 4 };
    expect(updateOrderListParams(onPage4, { status: 'paid' })).toMatchObject({ status: 'paid', page: 1 });
    expect(updateOrderListParams(onPage4, { page: 5 }).page).toBe(5);
  });

  it('maps the sort select both ways', () => {
    expect(parseSortValue('quantity:asc')).toEqual({ sort: 'quantity', direction: 'asc' });
    expect(parseSortValue('date:sideways')).toBeUndefined();
    expect(parseSortValue('total:asc')).toBeUndefined();
    expect(sortValue({ sort: 'date', direction: 'desc' })).toBe('date:desc');
  });

  it('builds the API query with the scope, the page size and only the filters set', () => {
    expect(toAdminOrderListQuery('all', DEFAULT_ORDER_LIST_PARAMS)).toEqual({
      scope: 'all',
      sort: 'date',
      direction: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(
      toAdminOrderListQuery('mine', {
        status: 'shipped',
        sort: 'quantity',
        direction: 'asc',
        q: ' 12 ',
        awaitingShippingQuote: true,
        page: 2,
      }),
    ).toEqual({
      scope: 'mine',
      sort: 'quantity',
      direction: 'asc',
      page: 2,
      pageSize: 20,
      status: 'shipped',
      q: '12',
      awaitingShippingQuote: 'true',
    });
  });
});

describe('ordersCsvHref', () => {
  it('exports the filtered set, every page of it', () => {
    expect(
      ordersCsvHref('mine', {
        ...DEFAULT_ORDER_LIST_PARAMS,
        page: 4,
        status: 'paid',
        q: ' #7 ',
        awaitingShippingQuote: true,
      }),
    ).toBe(
      '/api/admin/orders.csv?scope=mine&sort=date&direction=desc&status=paid&q=%237&awaitingShippingQuote=true',
    );
    expect(ordersCsvHref('all', DEFAULT_ORDER_LIST_PARAMS)).toBe(
      '/api/admin/orders.csv?scope=all&sort=date&direction=desc',
    );
  });
});

describe('column sorting', () => {
  it('maps the date and quantity sorts to their columns and back', () => {
    expect(sortColumnOf({ sort: 'date', direction: 'desc' })).toEqual({
      columnAccessor: 'dateOrdered',
      direction: 'desc',
    });
    expect(sortColumnOf({ sort: 'quantity', direction: 'asc' }).columnAccessor).toBe('itemCount');
    expect(sortOfColumn({ columnAccessor: 'itemCount', direction: 'asc' })).toEqual({
      sort: 'quantity',
      direction: 'asc',
    });
    expect(sortOfColumn({ columnAccessor: 'dateOrdered', direction: 'desc' })).toEqual({
      sort: 'date',
      direction: 'desc',
    });
    expect(sortOfColumn({ columnAccessor: 'status', direction: 'asc' })).toBeUndefined();
  });
});
