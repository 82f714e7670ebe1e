import type { ListingSearchQuery, ListingSearchResponse } from '@patchbay/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingSearchParams } from '../utils/listing-filters';

let timeZone: Record<string, string> | undefined;

/**
 * The browser's time zone, which the server stores with the search keyword record (SPEC.md §3).
 * Read once: building an Intl.DateTimeFormat costs tens of milliseconds on a phone.
 */
function timeZoneHeaders(): Record<string, string> {
  if (timeZone) return timeZone;
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    timeZone = zone ? { 'X-Time-Zone': zone } : {};
  } catch {
    timeZone = {};
  }
  return timeZone;
}

/** GET /api/listings: search and browse this storefront's visible listings, with facet counts. */
export const searchListingsPath = (query: ListingSearchQuery) =>
  `/api/listings?${listingSearchParams(query)}`;

export const searchListings = (query: ListingSearchQuery, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<ListingSearchResponse>(searchListingsPath(query), {
    headers: timeZoneHeaders(),
    ...(signal ? { signal } : {}),
  });

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
