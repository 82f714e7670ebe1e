import type { QueryOf, ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type DashboardReport = ResponseOf<'getDashboardReport'>;
export type DashboardQuery = QueryOf<'getDashboardReport'>;

/** GET /api/admin/reports/dashboard. */
export const getDashboard = (query: DashboardQuery, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/reports/dashboard', { params: { query }, signal }));

/** Every report query starts with this key. */
export const reportsQueryKey = ['reports'] as const;

export const getDashboardQueryOptions = (query: DashboardQuery) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'dashboard', query],
    queryFn: ({ signal }) => getDashboard(query, signal),
    // The previous figures stay on screen while a new range loads.
    placeholderData: (previous) => previous,
  });

export function useDashboard(query: DashboardQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardQueryOptions(query), enabled });
}
