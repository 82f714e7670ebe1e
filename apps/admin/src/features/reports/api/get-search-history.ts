import type { QueryOf, ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { reportsQueryKey } from './get-dashboard';

export type SearchHistory = ResponseOf<'getSearchHistory'>;
export type SearchHistoryQuery = QueryOf<'getSearchHistory'>;
export type SearchesWithoutResults = ResponseOf<'getSearchesWithoutResults'>;
export type SearchesWithoutResultsQuery = QueryOf<'getSearchesWithoutResults'>;

/** GET /api/admin/reports/searches. */
export const getSearchHistory = (query: SearchHistoryQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/reports/searches', { params: { query }, signal }));

export const getSearchHistoryQueryOptions = (query: SearchHistoryQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'searches', query],
    queryFn: ({ signal }) => getSearchHistory(query, signal),
    placeholderData: (previous) => previous,
  });

export function useSearchHistory(query: SearchHistoryQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSearchHistoryQueryOptions(query), enabled });
}

/** GET /api/admin/reports/searches/without-results. */
export const getSearchesWithoutResults = (query: SearchesWithoutResultsQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/reports/searches/without-results', { params: { query }, signal }));

export function useSearchesWithoutResults(
  query: SearchesWithoutResultsQuery,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: [...reportsQueryKey, 'searches-without-results', query],
    queryFn: ({ signal }) => getSearchesWithoutResults(query, signal),
    placeholderData: (previous) => previous,
    enabled,
  });
}
