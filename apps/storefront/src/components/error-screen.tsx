import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

/** SPEC.md §2 error page: OOPS!, Something went wrong!, a link back in history and one home. */
export function ErrorScreen() {
  usePageTitle('Error');
  const navigate = useNavigate();

  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Back in the browser's history, also to a page loaded as its own document; a tab opened
    // straight on /error has nothing to go back to and goes home instead.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 || window.history.length > 1) window.history.back();
    else navigate(paths.home.getHref());
  };

  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={64} c="brand.7">
          OOPS!
        </Title>
        <Text size="xl">Something went wrong!</Text>
        <Group gap="xl" mt="md">
          <Anchor component={Link} to={paths.home.getHref()} onClick={goBack} fw={600}>
            Go back
          </Anchor>
          <Anchor component={Link} to={paths.home.getHref()} fw={600}>
            Home
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
