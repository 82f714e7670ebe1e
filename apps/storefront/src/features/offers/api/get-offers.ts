import type { OfferListResponse } from '@patchbay/contract';
import type { OfferStatus } from '@patchbay/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every offer query lives under this key: a change to one offer refreshes the lists too. */
export const offersQueryKey = ['offers'] as const;

export interface OfferListParams {
  status?: OfferStatus | undefined;
  sort: 'date' | 'amount';
  direction: 'asc' | 'desc';
  page: number;
}

export function offerListSearch(params: OfferListParams): string {
  const query = new URLSearchParams({
    sort: params.sort,
    direction: params.direction,
    page: String(params.page),
  });
  if (params.status) query.set('status', params.status);
  return query.toString();
}

/** GET /api/offers: the offers the signed-in buyer (or this browser's guest) made on this storefront. */
export const getOffers = (params: OfferListParams, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<OfferListResponse>(`/api/offers?${offerListSearch(params)}`, signal ? { signal } : {});

export const getOffersQueryOptions = (params: OfferListParams) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'sent', params],
    queryFn: ({ signal }) => getOffers(params, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOffers(params: OfferListParams) {
  return useQuery(getOffersQueryOptions(params));
}
