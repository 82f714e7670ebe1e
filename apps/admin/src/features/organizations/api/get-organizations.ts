import type { organizationListResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type OrganizationList = SchemaOutput<typeof organizationListResponseSchema>;

/** The operator gets every organization; anyone else only their own. */
export const getOrganizations = (signal?: AbortSignal) =>
  api.get<OrganizationList>('/api/admin/organizations', { signal });

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
