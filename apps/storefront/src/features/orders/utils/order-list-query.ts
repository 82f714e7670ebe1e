import type { BuyerOrderListQuery, OrderStatusValue } from '@patchbay/contract';
import { ORDER_SORT_KEYS, ORDER_STATUSES, type OrderSortKey } from '@patchbay/domain';

/** The list's filters as the URL query holds them: ?status=paid&sort=quantity&direction=asc&page=2. */
export interface OrderListFilters {
  status: OrderStatusValue | null;
  sort: OrderSortKey;
  direction: 'asc' | 'desc';
  page: number;
  /** One storefront's orders (its id), or null: every storefront's (one order history). */
  storefront: string | null;
}

export const DEFAULT_ORDER_FILTERS: OrderListFilters = {
  storefront: null,
  status: null,
  sort: 'date',
  direction: 'desc',
  page: 1,
};
export const ORDER_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isStatus = (value: string | null): value is OrderStatusValue =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
const isSort = (value: string | null): value is OrderSortKey =>
  value !== null && (ORDER_SORT_KEYS as readonly string[]).includes(value);

/** Reads the filters from a URL query; anything unknown falls back to newest first, page 1. */
export function parseOrderFilters(search: string): OrderListFilters {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const sort = params.get('sort');
  const direction = params.get('direction');
  const page = Number(params.get('page'));
  const storefront = params.get('storefront');
  return {
    storefront: storefront && UUID.test(storefront) ? storefront : null,
    status: isStatus(status) ? status : null,
    sort: isSort(sort) ? sort : 'date',
    direction: direction === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Writes the filters to a URL query, leaving out the defaults. */
export function formatOrderFilters(filters: OrderListFilters): string {
  const params = new URLSearchParams();
  if (filters.storefront) params.set('storefront', filters.storefront);
  if (filters.status) params.set('status', filters.status);
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  if (filters.direction !== 'desc') params.set('direction', filters.direction);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A change of filter goes back to page 1; only a page change keeps the other filters' page. */
export function updateOrderFilters(
  filters: OrderListFilters,
  change: Partial<OrderListFilters>,
): OrderListFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/** GET /api/orders's query for a scope ('mine': /mypurchases, 'organization': /orders). */
export function toOrderListQuery(
  filters: OrderListFilters,
  scope: BuyerOrderListQuery['scope'],
): BuyerOrderListQuery {
  return {
    scope,
    storefront: filters.storefront ?? 'all',
    ...(filters.status ? { status: filters.status } : {}),
    sort: filters.sort,
    direction: filters.direction,
    page: filters.page,
    pageSize: ORDER_PAGE_SIZE,
  };
}
