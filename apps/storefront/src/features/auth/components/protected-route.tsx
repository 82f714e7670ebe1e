import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useMe } from '../api/get-me';
import { getProtectedRouteOutcome } from '../utils/auth-urls';

/**
 * Layout route of the buyer screens that need login (SPEC.md §2): a signed-out visitor goes to /,
 * or to /auth?page={page} when the URL has a page query.
 */
export function ProtectedRoute() {
  const { search } = useLocation();
  const me = useMe();

  if (me.isError && !me.data) {
    // Not knowing is not the same as signed out: do not throw the visitor off the page for it.
    return (
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>We could not check your sign-in</Title>
          <Text>Please check your connection and try again.</Text>
          <Button onClick={() => void me.refetch()}>Try again</Button>
        </Stack>
      </Container>
    );
  }

  const outcome = getProtectedRouteOutcome({
    search,
    isPending: me.isPending,
    signedIn: Boolean(me.data?.user),
  });
  if (outcome.kind === 'wait') return <PageLoader />;
  if (outcome.kind === 'redirect') return <Navigate to={outcome.to} replace />;
  return <Outlet />;
}
