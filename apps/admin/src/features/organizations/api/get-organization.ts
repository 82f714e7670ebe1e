import type { Organization } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { organizationsQueryKey } from './get-organizations';

/** Another organization's id answers 404 unless the operator asks. */
/** The organization itself (the server's organizationSchema), not wrapped. */
export const getOrganization = (id: string, signal?: AbortSignal) =>
  api.get<Organization>(`/api/admin/organizations/${encodeURIComponent(id)}`, { signal });

export const getOrganizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...organizationsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getOrganization(id, signal),
  });

export function useOrganization(id: string) {
  return useQuery(getOrganizationQueryOptions(id));
}
