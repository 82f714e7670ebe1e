import type { adminUserListResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type AdminUserList = SchemaOutput<typeof adminUserListResponseSchema>;

export interface GetUsersInput {
  /** The operator's filter; everyone else only ever sees their own organization. */
  organizationId?: string | undefined;
  /** Matches name, email or username. */
  q?: string | undefined;
}

function toSearch({ organizationId, q }: GetUsersInput): string {
  const params = new URLSearchParams();
  if (organizationId) params.set('organizationId', organizationId);
  if (q?.trim()) params.set('q', q.trim());
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const getUsers = (input: GetUsersInput, signal?: AbortSignal) =>
  api.get<AdminUserList>(`/api/admin/users${toSearch(input)}`, { signal });

/** Every users query starts with this key, so one invalidation refreshes lists and details. */
export const usersQueryKey = ['users'] as const;

export const getUsersQueryOptions = (input: GetUsersInput = {}) =>
  queryOptions({
    queryKey: [
      ...usersQueryKey,
      'list',
      { organizationId: input.organizationId ?? null, q: input.q?.trim() ?? '' },
    ],
    queryFn: ({ signal }) => getUsers(input, signal),
    placeholderData: (previous) => previous,
  });

export function useUsers(input: GetUsersInput = {}) {
  return useQuery(getUsersQueryOptions(input));
}
