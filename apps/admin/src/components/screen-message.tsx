import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** A plain statement in place of a screen (not built yet, not allowed, not found), with the way back. */
export function ScreenMessage({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <Stack gap="sm" maw={640} py="md">
      <Title order={2}>{heading}</Title>
      {children ? <Text>{children}</Text> : null}
      <Anchor component={Link} to={paths.dashboard.getHref()} fw={600}>
        Back to the dashboard
      </Anchor>
    </Stack>
  );
}
