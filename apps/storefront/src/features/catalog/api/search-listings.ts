import type { ListingSearchQuery } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { listingSearchParams, toListingSearchApiQuery } from '../utils/listing-filters';

let timeZone: { 'X-Time-Zone'?: string } | undefined;

/**
 * The browser's time zone, which the server stores with the search keyword record (SPEC.md §3).
 * Read once: building an Intl.DateTimeFormat costs tens of milliseconds on a phone.
 */
function timeZoneHeaders(): { 'X-Time-Zone'?: string } {
  if (timeZone) return timeZone;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    timeZone = zone ? { 'X-Time-Zone': zone } : {};
  } catch {
    timeZone = {};
  }
  return timeZone;
}

/** GET /api/listings by path, for the server's own rendering (it loads as a guest, by path). */
export const searchListingsPath = (query: ListingSearchQuery) =>
  `/api/listings?${listingSearchParams(query)}`;

/** GET /api/listings: search and browse this storefront's visible listings, with facet counts. */
export const searchListings = (query: ListingSearchQuery, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(
    client.GET('/api/listings', {
      params: { query: toListingSearchApiQuery(query), header: timeZoneHeaders() },
      ...(signal ? { signal } : {}),
    }),
  );

export const searchListingsQueryOptions = (query: ListingSearchQuery) =>
  queryOptions({
    queryKey: ['listings', 'search', query],
    queryFn: ({ signal }) => searchListings(query, { signal }),
    // A new page or filter keeps the current results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });

export function useSearchListings(query: ListingSearchQuery) {
  return useQuery(searchListingsQueryOptions(query));
}
