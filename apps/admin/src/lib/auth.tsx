import { Button, Stack, Text, Title } from '@mantine/core';
import type { ResponseOf } from '@patchbay/client';
import type { LoginBody, SessionUser } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { client } from './api-client';
import type { MutationConfig } from './react-query';
import { safeRedirectPath } from './redirect-path';

// The session is shared by every screen (bulletproof-react keeps it in lib/auth): who is signed in,
// signing in and out, and the guards of the router.

export const getMe = (signal?: AbortSignal) => dataOf(client.GET('/api/auth/me', { signal }));

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: ({ signal }) => getMe(signal), staleTime: 5 * 60_000 });

/** The signed-in person, or null; undefined while the first GET /api/auth/me is under way. */
export function useSession() {
  return useQuery(getMeQueryOptions());
}

/** The signed-in person, inside the screens behind <ProtectedRoute>. */
export function useUser(): SessionUser {
  const { data } = useSession();
  if (!data?.user) throw new Error('useUser is only available behind ProtectedRoute');
  return data.user;
}

export type LoginResponse = ResponseOf<'signIn'>;

export const login = (body: LoginBody) => dataOf(client.POST('/api/auth/login', { body }));

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    // A 401 here means a wrong email or password, not an ended session.
    meta: { unauthorizedIsAnswer: true },
    mutationFn: login,
    onSuccess: (...args) => {
      const [data] = args;
      const previous = queryClient.getQueryData(getMeQueryOptions().queryKey);
      queryClient.setQueryData(getMeQueryOptions().queryKey, {
        user: data.user,
        guestId: previous?.guestId ?? '',
      });
      return onSuccess?.(...args);
    },
  });
}

export const logout = () => dataOf(client.POST('/api/auth/logout'));

/** Forgets everything this browser kept for the portal (SPEC.md §2 logout, §6 401). */
export function clearLocalState() {
  try {
    window.localStorage.clear();
  } catch {
    // storage disabled: nothing was kept
  }
}

/**
 * SPEC.md §2 logout: the server ends the session and clears its cookie, the browser forgets its
 * local state, and a full page load of `destination` (the user's home URL plus /logout) drops
 * every cached query with it. Without a destination: the portal's sign-in page.
 */
export function useLogout(destination?: string) {
  return useMutation({
    mutationFn: logout,
    // Signed out already (401) is as good as signed out now.
    meta: { unauthorizedIsAnswer: true },
    onSettled: () => {
      clearLocalState();
      window.location.assign(destination ?? paths.login.getHref());
    },
  });
}

function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack align="center" py={96} ta="center">
      <Title order={1}>The admin portal could not be loaded</Title>
      <Text>Please check your connection and try again.</Text>
      <Button onClick={onRetry}>Try again</Button>
    </Stack>
  );
}

/** Admin-flow routes need login (SPEC.md §2): anyone else goes to the sign-in page with `?page=`. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  if (!session.data.user) {
    const page = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.getHref(page)} replace />;
  }
  return children;
}

/** The sign-in page is for people who are signed out; the others go on to `page` or the dashboard. */
export function GuestRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <SessionError onRetry={() => void session.refetch()} />;
  if (session.data.user) {
    return <Navigate to={safeRedirectPath(searchParams.get('page')) ?? paths.dashboard.getHref()} replace />;
  }
  return children;
}
