import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';

const REDIRECT_SECONDS = 5;

/** SPEC.md §2: unknown paths show a not-found screen, then a final redirect to /. */
export default function NotFoundRoute() {
  usePageTitle('Not found');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    const tick = window.setInterval(() => setSecondsLeft((s) => Math.max(s - 1, 0)), 1000);
    const leave = window.setTimeout(
      () => navigate(paths.home.getHref(), { replace: true }),
      REDIRECT_SECONDS * 1000,
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [navigate]);

  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Page not found</Title>
        <Text size="lg">
          The page you asked for does not exist. You will be taken to the home page in {secondsLeft}{' '}
          {secondsLeft === 1 ? 'second' : 'seconds'}.
        </Text>
        <Anchor component={Link} to={paths.home.getHref()} fw={600}>
          Go to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}
