import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { type OfferListParams, offersQueryKey, toOfferListQuery } from './get-offers';

/**
 * GET /api/admin/offers?box=received: offers buyers made to the signed-in staff member's
 * organization (the admin API, open on every host to staff with `offers.manage`).
 */
export const getReceivedOffers = (params: OfferListParams, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(
    client.GET('/api/admin/offers', {
      params: { query: { box: 'received', ...toOfferListQuery(params) } },
      ...(signal ? { signal } : {}),
    }),
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
