import type { QueryOf } from '@patchbay/client';
import type { OfferStatus } from '@patchbay/domain';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** Every offer query lives under this key: a change to one offer refreshes the lists too. */
export const offersQueryKey = ['offers'] as const;

export interface OfferListParams {
  status?: OfferStatus | undefined;
  sort: 'date' | 'amount';
  direction: 'asc' | 'desc';
  page: number;
}

/** The query of GET /api/offers (and of the admin API's received box): only the filters set. */
export function toOfferListQuery(params: OfferListParams): QueryOf<'listOffers'> {
  return {
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    ...(params.status ? { status: params.status } : {}),
  };
}

/** GET /api/offers: the offers the signed-in buyer (or this browser's guest) made on this storefront. */
export const getOffers = (params: OfferListParams, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(
    client.GET('/api/offers', { params: { query: toOfferListQuery(params) }, ...(signal ? { signal } : {}) }),
  );

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
