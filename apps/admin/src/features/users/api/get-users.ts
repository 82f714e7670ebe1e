import type { ResponseOf } from '@patchbay/client';
import type { UserSortKey } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type AdminUserList = ResponseOf<'listUsers'>;

export interface GetUsersInput {
  /** The operator's filter; everyone else only ever sees their own organization. */
  organizationId?: string | undefined;
  /** Matches name, email or username. */
  q?: string | undefined;
  /** The column the server sorts by (e-mail unless told) and which way. */
  sort?: UserSortKey | undefined;
  direction?: 'asc' | 'desc' | undefined;
}

export const getUsers = ({ organizationId, q, sort, direction }: GetUsersInput, signal?: AbortSignal) =>
  dataOf(
    client.GET('/api/admin/users', {
      params: {
        query: {
          ...(organizationId ? { organizationId } : {}),
          ...(q?.trim() ? { q: q.trim() } : {}),
          ...(sort ? { sort } : {}),
          ...(direction ? { direction } : {}),
        },
      },
      signal,
    }),
  );

/** Every users query starts with this key, so one invalidation refreshes lists and details. */
export const usersQueryKey = ['users'] as const;

export const getUsersQueryOptions = (input: GetUsersInput = {}) =>
  queryOptions({
    queryKey: [
      ...usersQueryKey,
      'list',
      {
        organizationId: input.organizationId ?? null,
        q: input.q?.trim() ?? '',
        sort: input.sort ?? 'email',
        direction: input.direction ?? 'asc',
      },
    ],
    queryFn: ({ signal }) => getUsers(input, signal),
    placeholderData: (previous) => previous,
  });

export function useUsers(input: GetUsersInput = {}) {
  return useQuery(getUsersQueryOptions(input));
}
