import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { type OfferBox, type OfferListParams, toAdminOfferListQuery } from '../utils/offer-list-params';

/**
 * GET /api/admin/offers: `box=received` offers made to the organization as seller, `sent` the
 * offers its people made as buyers (the operator: every organization's).
 */
export const getOffers = (box: OfferBox, params: OfferListParams, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/offers', { params: { query: toAdminOfferListQuery(box, params) }, signal }));

/** Every offers query starts with this key, so one invalidation refreshes every list. */
export const offersQueryKey = ['offers'] as const;

export const getOffersQueryOptions = (box: OfferBox, params: OfferListParams) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'list', box, params],
    queryFn: ({ signal }) => getOffers(box, params, signal),
    placeholderData: (previous) => previous,
    // Offers expire by the clock: a list left open is fetched again every minute.
    refetchInterval: 60_000,
  });

export function useOffers(box: OfferBox, params: OfferListParams) {
  return useQuery(getOffersQueryOptions(box, params));
}
