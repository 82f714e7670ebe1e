import type { QueryOf } from '@patchbay/client';
import { ORDER_SORT_KEYS, ORDER_STATUSES, type OrderSortKey, type OrderStatus } from '@patchbay/domain';

/**
 * The filters of /allorder and /mysales as they live in the URL query: the URL is the one source of
 * truth, so back/forward, reload and a shared link keep the list the person was looking at.
 */
export interface OrderListParams {
  /** '' for every status. */
  status: OrderStatus | '';
  sort: OrderSortKey;
  direction: 'asc' | 'desc';
  /** What the person typed: order number, buyer name, email or company; '' for none. */
  q: string;
  /** Only orders awaiting the seller's shipping quote (the dashboard links here). */
  awaitingShippingQuote: boolean;
  /** 1-based. */
  page: number;
}

export const ORDER_PAGE_SIZE = 20;
/** The contract's limits (adminOrderListQuerySchema): beyond them the server answers 400. */
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;

export const DEFAULT_ORDER_LIST_PARAMS: OrderListParams = {
  status: '',
  sort: 'date',
  direction: 'desc',
  q: '',
  awaitingShippingQuote: false,
  page: 1,
};

/** SPEC.md §9: order lists sort by date or quantity; both directions. */
export const ORDER_SORT_OPTIONS = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'quantity:desc', label: 'Largest quantity first' },
  { value: 'quantity:asc', label: 'Smallest quantity first' },
] as const;

export const sortValue = (params: Pick<OrderListParams, 'sort' | 'direction'>) =>
  `${params.sort}:${params.direction}`;

/** 'quantity:asc' → { sort: 'quantity', direction: 'asc' }; anything else → undefined. */
export function parseSortValue(value: string): Pick<OrderListParams, 'sort' | 'direction'> | undefined {
  const [sort = '', direction = ''] = value.split(':');
  if (!(ORDER_SORT_KEYS as readonly string[]).includes(sort)) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { sort: sort as OrderSortKey, direction };
}

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

function toPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads the filters from a URL query. Values the server would refuse (an unknown status or sort,
 * page 0) fall back to the defaults rather than being sent: a hand-edited URL still lists orders.
 */
export function parseOrderListParams(search: string | URLSearchParams): OrderListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = params.get('status') ?? '';
  const sort = parseSortValue(`${params.get('sort') ?? 'date'}:${params.get('direction') ?? 'desc'}`);
  return {
    status: isStatus(status) ? status : '',
    sort: sort?.sort ?? DEFAULT_ORDER_LIST_PARAMS.sort,
    direction: sort?.direction ?? DEFAULT_ORDER_LIST_PARAMS.direction,
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    awaitingShippingQuote: params.get('awaitingShippingQuote') === 'true',
    page: toPage(params.get('page')),
  };
}

/** The URL query for `params`, defaults left out ('' when every value is the default). */
export function formatOrderListParams(params: OrderListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.q.trim()) search.set('q', params.q.trim().slice(0, MAX_QUERY_LENGTH));
  if (params.awaitingShippingQuote) search.set('awaitingShippingQuote', 'true');
  if (params.sort !== DEFAULT_ORDER_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.direction !== DEFAULT_ORDER_LIST_PARAMS.direction) search.set('direction', params.direction);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Applies a change; any change but the page itself starts again at page 1. */
export function updateOrderListParams(
  current: OrderListParams,
  change: Partial<OrderListParams>,
): OrderListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The query of GET /api/admin/orders (adminOrderListQuerySchema) for a scope and the filters. */
export function toAdminOrderListQuery(
  scope: NonNullable<QueryOf<'listSellerOrders'>['scope']>,
  params: OrderListParams,
): QueryOf<'listSellerOrders'> {
  return {
    scope,
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    pageSize: ORDER_PAGE_SIZE,
    ...(params.status ? { status: params.status } : {}),
    ...(params.q.trim() ? { q: params.q.trim().slice(0, MAX_QUERY_LENGTH) } : {}),
    ...(params.awaitingShippingQuote ? { awaitingShippingQuote: 'true' as const } : {}),
  };
}

/** The CSV export of the list as it is filtered (GET /api/admin/orders.csv): every page, not one. */
export function ordersCsvHref(
  scope: NonNullable<QueryOf<'listSellerOrders'>['scope']>,
  params: OrderListParams,
): string {
  const { page: _page, pageSize: _pageSize, ...query } = toAdminOrderListQuery(scope, params);
  return `/api/admin/orders.csv?${new URLSearchParams(query as Record<string, string>).toString()}`;
}

/** The table columns a click sorts by (SPEC.md §9: date and quantity), and back. */
const SORT_COLUMNS = { date: 'dateOrdered', quantity: 'itemCount' } as const satisfies Record<
  OrderSortKey,
  string
>;

export function sortColumnOf(params: Pick<OrderListParams, 'sort' | 'direction'>): {
  columnAccessor: string;
  direction: 'asc' | 'desc';
} {
  return { columnAccessor: SORT_COLUMNS[params.sort], direction: params.direction };
}

/** A click on a column heading: its sort, in the direction the table asks; other columns: undefined. */
export function sortOfColumn(status: {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}): Pick<OrderListParams, 'sort' | 'direction'> | undefined {
  const entry = Object.entries(SORT_COLUMNS).find(([, column]) => column === status.columnAccessor);
  return entry ? { sort: entry[0] as OrderSortKey, direction: status.direction } : undefined;
}
