import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** The user itself (the server's adminUserSchema), not wrapped. */
export const getUser = (id: string, signal?: AbortSignal) =>
  dataOf(client.GET('/api/admin/users/{id}', { params: { path: { id } }, signal }));

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'detail', id],
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUserDetail(id: string) {
  return useQuery(getUserQueryOptions(id));
}
