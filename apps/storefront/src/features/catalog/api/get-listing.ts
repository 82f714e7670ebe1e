import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** GET /api/listings/:id: one listing with its product, seller and other sellers' listings (404 when not visible here). */
export const listingPath = (id: string) => `/api/listings/${encodeURIComponent(id)}`;

export const getListing = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET('/api/listings/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) }));

export const getListingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['listings', 'detail', id],
    queryFn: ({ signal }) => getListing(id, { signal }),
  });

export function useListing(id: string) {
  return useQuery(getListingQueryOptions(id));
}
