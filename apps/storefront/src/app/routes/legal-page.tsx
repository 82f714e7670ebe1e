import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size="md" py={64}>
      <Title order={1} mb="md">
        {title}
      </Title>
      <Text size="lg" mb="xl">
        {intro}
      </Text>
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}

export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <Title order={2} size="h3" mb="xs">
        {heading}
      </Title>
      <Text>{children}</Text>
    </section>
  );
}
