import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A report screen's heading and what it shows. */
export function ReportHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Title order={2}>{title}</Title>
      <Text c="dimmed" size="sm">
        {children}
      </Text>
    </Stack>
  );
}
