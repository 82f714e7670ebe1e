import type { QueryOf, ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type ExternalListingsResult = ResponseOf<'getExternalListings'>;
export type ExternalListingsQuery = QueryOf<'getExternalListings'>;

/** GET /api/admin/external-listings. */
export const getExternalListings = (query: ExternalListingsQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/external-listings', { params: { query }, signal }));

export const getExternalListingsQueryOptions = (query: ExternalListingsQuery) =>
  queryOptions({
    queryKey: ['external-listings', query],
    queryFn: ({ signal }) => getExternalListings(query, signal),
  });

export function useExternalListings(query: ExternalListingsQuery) {
  return useQuery(getExternalListingsQueryOptions(query));
}
