import type { QueryOf } from '@patchbay/client';
import { OFFER_STATUSES, type OfferStatus } from '@patchbay/domain';

export type OfferBox = 'received' | 'sent';
export type OfferSortKey = 'date' | 'amount';

/**
 * The filters of /offerreceivedforadmin and /offersentforadmin as they live in the URL query (the
 * box is the screen's own): back/forward, reload and a shared link keep the list.
 */
export interface OfferListParams {
  /** A display status ('in negotiation' included); '' for every status. */
  status: OfferStatus | '';
  sort: OfferSortKey;
  direction: 'asc' | 'desc';
  q: string;
  /** 1-based. */
  page: number;
}

export const OFFER_PAGE_SIZE = 20;
/** The contract's limits (adminOfferListQuerySchema). */
const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 10_000;

export const DEFAULT_OFFER_LIST_PARAMS: OfferListParams = {
  status: '',
  sort: 'date',
  direction: 'desc',
  q: '',
  page: 1,
};

export const OFFER_SORT_OPTIONS = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'amount:desc', label: 'Highest amount first' },
  { value: 'amount:asc', label: 'Lowest amount first' },
] as const;

export const offerSortValue = (params: Pick<OfferListParams, 'sort' | 'direction'>) =>
  `${params.sort}:${params.direction}`;

export function parseOfferSortValue(value: string): Pick<OfferListParams, 'sort' | 'direction'> | undefined {
  const [sort = '', direction = ''] = value.split(':');
  if (sort !== 'date' && sort !== 'amount') return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { sort, direction };
}

/**
 * The statuses the filter offers (SPEC.md §4): every one, with 'in negotiation' only when the
 * filter flag is not set (VITE_OFFER_FILTER_FLAG; docs/decisions/0009-admin-orders-and-offers.md).
 */
export function offerStatusFilterOptions(filterFlag: boolean): OfferStatus[] {
  return OFFER_STATUSES.filter((status) => !filterFlag || status !== 'in negotiation');
}

function toPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads the filters; a status the filter does not offer (or an unknown one) is dropped. */
export function parseOfferListParams(search: string | URLSearchParams, filterFlag: boolean): OfferListParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = params.get('status') ?? '';
  const offered = offerStatusFilterOptions(filterFlag) as readonly string[];
  const sort = parseOfferSortValue(`${params.get('sort') ?? 'date'}:${params.get('direction') ?? 'desc'}`);
  return {
    status: offered.includes(status) ? (status as OfferStatus) : '',
    sort: sort?.sort ?? DEFAULT_OFFER_LIST_PARAMS.sort,
    direction: sort?.direction ?? DEFAULT_OFFER_LIST_PARAMS.direction,
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    page: toPage(params.get('page')),
  };
}

export function formatOfferListParams(params: OfferListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.q.trim()) search.set('q', params.q.trim().slice(0, MAX_QUERY_LENGTH));
  if (params.sort !== DEFAULT_OFFER_LIST_PARAMS.sort) search.set('sort', params.sort);
  if (params.direction !== DEFAULT_OFFER_LIST_PARAMS.direction) search.set('direction', params.direction);
  if (params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Applies a change; any change but the page itself starts again at page 1. */
export function updateOfferListParams(
  current: OfferListParams,
  change: Partial<OfferListParams>,
): OfferListParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The query of GET /api/admin/offers (adminOfferListQuerySchema). */
export function toAdminOfferListQuery(box: OfferBox, params: OfferListParams): QueryOf<'listAdminOffers'> {
  return {
    box,
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    pageSize: OFFER_PAGE_SIZE,
    ...(params.status ? { status: params.status } : {}),
    ...(params.q.trim() ? { q: params.q.trim().slice(0, MAX_QUERY_LENGTH) } : {}),
  };
}

/** The CSV export of the box as it is filtered (GET /api/admin/offers.csv): every page, not one. */
export function offersCsvHref(box: OfferBox, params: OfferListParams): string {
  const { page: _page, pageSize: _pageSize, ...query } = toAdminOfferListQuery(box, params);
  return `/api/admin/offers.csv?${new URLSearchParams(query as Record<string, string>).toString()}`;
}
