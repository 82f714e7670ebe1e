import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { organizationsQueryKey } from './get-organizations';

/** Another organization's id answers 404 unless the operator asks. */
/** The organization itself (the server's organizationSchema), not wrapped. */
export const getOrganization = (id: string, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/organizations/{id}', { params: { path: { id } }, signal }));

export const getOrganizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

export function useOrganization(id: string) {
  return useQuery(getOrganizationQueryOptions(id));
}
