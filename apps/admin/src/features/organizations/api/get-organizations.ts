import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type OrganizationList = ResponseOf<'listOrganizations'>;

/** The operator gets every organization; anyone else only their own. */
export const getOrganizations = (signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/organizations', { signal }));

/** Every organizations query starts with this key. */
export const organizationsQueryKey = ['organizations'] as const;

export const getOrganizationsQueryOptions = () =>
  queryOptions({
    queryKey: [...organizationsQueryKey, 'list'],
    queryFn: ({ signal }) => getOrganizations(signal),
  });

export function useOrganizations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrganizationsQueryOptions(), enabled });
}
