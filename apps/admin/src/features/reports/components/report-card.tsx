import { Alert, Card, Center, Loader, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';

/**
 * One widget of a report screen, with its loading, error and empty states: the figures are
 * never made up while they load or when a call fails.
 */
export function ReportCard({
  title,
  description,
  pending,
  error,
  empty,
  emptyText,
  children,
  action,
}: {
  title: string;
  description?: string;
  pending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={3} size="h4" mb={description ? 2 : 'sm'}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mb="sm">
          {description}
        </Text>
      ) : null}
      {pending ? (
        <Center mih={120}>
          <Loader size="sm" aria-label={`Loading ${title.toLowerCase()}`} />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : empty ? (
        <Text c="dimmed" size="sm" py="md">
          {emptyText}
        </Text>
      ) : (
        children
      )}
      {action}
    </Card>
  );
}
