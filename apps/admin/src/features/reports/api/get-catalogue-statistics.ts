import type { QueryOf, ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { reportsQueryKey } from './get-dashboard';

export type CatalogueStatistics = ResponseOf<'getCatalogueStatistics'>;
export type CatalogueStatisticsQuery = QueryOf<'getCatalogueStatistics'>;

/** GET /api/admin/reports/catalogue (by category or by brand). */
export const getCatalogueStatistics = (query: CatalogueStatisticsQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/reports/catalogue', { params: { query }, signal }));

export const getCatalogueStatisticsQueryOptions = (query: CatalogueStatisticsQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'catalogue', query],
    queryFn: ({ signal }) => getCatalogueStatistics(query, signal),
    placeholderData: (previous) => previous,
  });

export function useCatalogueStatistics(query: CatalogueStatisticsQuery) {
  return useQuery(getCatalogueStatisticsQueryOptions(query));
}
