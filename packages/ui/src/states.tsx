import { Alert, Button, Stack, Text } from '@mantine/core';

/** Data that could not be loaded (not a 404): what failed, why, and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" variant="light" role="alert" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? 'Please check your connection and try again.'}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** A list with nothing in it, said plainly where the list would be. */
export function EmptyState({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <Text c="dimmed" py="md" data-testid={testId}>
      {children}
    </Text>
  );
}
