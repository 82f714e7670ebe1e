import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A screen whose feature is not built yet: says what will be there and that it is not available
 * yet, with a way back. No sample data: nothing here may look like a real order or offer.
 */
export function NotAvailableYet({
  heading,
  children,
  backTo = '/',
  backLabel = 'Go to the home page',
}: {
  heading: string;
  /** What the screen will show. */
  children: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <Container size="md" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{heading}</Title>
        <Text size="lg">{children}</Text>
        <Text size="lg" fw={600}>
          This screen is not available yet.
        </Text>
        <Anchor component={Link} to={backTo} fw={600}>
          {backLabel}
        </Anchor>
      </Stack>
    </Container>
  );
}
