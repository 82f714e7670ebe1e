import type { MeResponse, SessionUser } from '@patchbay/contract';
import { ApiError, dataOf } from '@patchbay/ui';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { clientStateStore } from '@/lib/client-state';

/**
 * GET /api/auth/me: who is signed in (null for a guest) and this browser's guest id. The server
 * answers a guest with user: null, never 401; should a 401 come anyway, it means signed out too
 * (and must not reset the session and reload: that would loop).
 */
export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<MeResponse> {
  try {
    return await dataOf(client.GET('/api/auth/me', signal ? { signal } : {}));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return { user: null, guestId: clientStateStore.getState().guestId ?? '' };
    }
    throw error;
  }
}

export const meQueryKey = ['auth', 'me'] as const;

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 5 * 60_000,
    meta: { skipSessionReset: true },
  });

/** The signed-in user (SPEC.md §3 Session user) is whatever this query says: the one source of truth. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}

/**
 * After signing in (login, register, cross-domain redeem): the reply already names the user, so the
 * cache says so at once (a protected screen must not bounce the user while me is refetched), then
 * everything under ['auth'] is read again from the server.
 */
export function applySignedInUser(queryClient: QueryClient, user: SessionUser) {
  queryClient.setQueryData<MeResponse>(meQueryKey, (previous) => ({
    user,
    guestId: previous?.guestId ?? clientStateStore.getState().guestId ?? '',
  }));
  void queryClient.invalidateQueries({ queryKey: ['auth'] });
}
