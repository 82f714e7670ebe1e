import type { QueryOf, ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { reportsQueryKey } from './get-dashboard';

export type StorefrontReport = ResponseOf<'getStorefrontReport'>;
export type StorefrontReportQuery = QueryOf<'getStorefrontReport'>;

/** GET /api/admin/reports/storefronts. */
export const getStorefrontReport = (query: StorefrontReportQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/reports/storefronts', { params: { query }, signal }));

export const getStorefrontReportQueryOptions = (query: StorefrontReportQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'storefronts', query],
    queryFn: ({ signal }) => getStorefrontReport(query, signal),
    placeholderData: (previous) => previous,
  });

export function useStorefrontReport(query: StorefrontReportQuery) {
  return useQuery(getStorefrontReportQueryOptions(query));
}
