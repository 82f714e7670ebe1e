import type { ResponseOf } from '@patchbay/client';
import type { MyListingsQuery } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type MyListings = ResponseOf<'listMyListings'>;
export type MyListing = MyListings['items'][number];

export const MY_LISTINGS_PAGE_SIZE = 24;

/** GET /api/my-listings: the signed-in seller's own listings, a page at a time. */
export const getMyListingsQueryOptions = (query: Pick<MyListingsQuery, 'q' | 'page'>) =>
  queryOptions({
    queryKey: ['my-listings', query],
    queryFn: ({ signal }) =>
      dataOf(
        client.GET('/api/my-listings', {
          params: {
            query: { ...(query.q ? { q: query.q } : {}), page: query.page, pageSize: MY_LISTINGS_PAGE_SIZE },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useMyListings = (query: Pick<MyListingsQuery, 'q' | 'page'>) =>
  useQuery(getMyListingsQueryOptions(query));
