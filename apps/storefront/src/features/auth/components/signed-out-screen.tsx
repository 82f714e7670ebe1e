import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { clearClientState } from '@/lib/client-state';
import { useMe } from '../api/get-me';
import { useLogout } from '../api/logout';

/**
 * /logout: where signing out lands (SPEC.md §2: the home URL plus /logout), possibly on another
 * storefront host. Whoever is still signed in here is signed out here too, so the page never says
 * 'You are signed out' under a signed-in header.
 */
export function SignedOutScreen() {
  const queryClient = useQueryClient();
  const me = useMe();
  const logout = useLogout();
  const started = useRef(false);
  const signedIn = Boolean(me.data?.user);

  const forget = () => {
    clearClientState();
    void queryClient.resetQueries({ queryKey: ['auth'] });
  };

  useEffect(() => {
    if (!signedIn || started.current) return;
    started.current = true;
    logout.mutate(undefined, { onSuccess: forget });
  });

  if (signedIn && logout.isError) {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" ta="center" gap="md">
          <Title order={1}>Signing out did not work</Title>
          <Text>Please check your connection and try again.</Text>
          <Button onClick={() => logout.mutate(undefined, { onSuccess: forget })}>Sign out</Button>
        </Stack>
      </Container>
    );
  }
  if (me.isPending || signedIn) return <PageLoader />;

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>You are signed out</Title>
        <Text size="lg">
          Thank you for your visit. Sign in again to see your orders, offers and purchases.
        </Text>
        <Group gap="xl" mt="md">
          <Anchor component={Link} to={paths.auth.getHref()} fw={600}>
            Sign in again
          </Anchor>
          <Anchor component={Link} to={paths.home.getHref()} fw={600}>
            Go to the home page
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
