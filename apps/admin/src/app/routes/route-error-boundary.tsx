import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** An uncaught render error in a portal screen: say so and offer the way back. */
export function RouteErrorBoundary() {
  return (
    <Stack align="center" py={96} ta="center">
      <Title order={1}>OOPS!</Title>
      <Text size="lg">Something went wrong!</Text>
      <Anchor component={Link} to={paths.dashboard.getHref()} reloadDocument>
        Back to the dashboard
      </Anchor>
    </Stack>
  );
}
