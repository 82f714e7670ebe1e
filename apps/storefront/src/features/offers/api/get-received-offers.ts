import type { OfferListResponse } from '@patchbay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type OfferListParams, offerListSearch, offersQueryKey } from './get-offers';

/**
 * GET /api/admin/offers?box=received: offers buyers made to the signed-in staff member's
 * organization (the admin API, open on every host to staff with `offers.manage`).
 */
export const getReceivedOffers = (params: OfferListParams, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<OfferListResponse>(
    `/api/admin/offers?box=received&${offerListSearch(params)}`,
    signal ? { signal } : {},
  );

export const getReceivedOffersQueryOptions = (params: OfferListParams) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'received', params],
    queryFn: ({ signal }) => getReceivedOffers(params, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useReceivedOffers(params: OfferListParams) {
  return useQuery(getReceivedOffersQueryOptions(params));
}
