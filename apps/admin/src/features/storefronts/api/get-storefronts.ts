import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export const storefrontsQueryKey = ['admin-storefronts'] as const;

/** The storefronts the signed-in organization owns (the operator: all), with their settings. */
export const getStorefronts = (signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/storefronts', { signal }));

export const getStorefrontsQueryOptions = () =>
  queryOptions({
    queryKey: [...storefrontsQueryKey, 'list'],
    queryFn: ({ signal }) => getStorefronts(signal),
  });

export function useStorefronts() {
  return useQuery(getStorefrontsQueryOptions());
}
