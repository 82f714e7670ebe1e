import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';

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

/**
 * A page past the last one (lastPageWhenPast): 'No orders on this page.' and a link to the last
 * page. `lastPageHref` is that page's address; `onLastPage` moves there without a reload.
 */
export function PastLastPage({
  noun,
  lastPage,
  lastPageHref,
  onLastPage,
}: {
  /** Plural: 'orders', 'offers'. */
  noun: string;
  lastPage: number;
  lastPageHref: string;
  onLastPage: () => void;
}) {
  return (
    <Stack gap={4} py="md" data-testid="past-last-page">
      <Text fw={600}>No {noun} on this page.</Text>
      <Text size="sm">
        The list ends on page {lastPage}.{' '}
        <Anchor
          href={lastPageHref}
          onClick={(event) => {
            event.preventDefault();
            onLastPage();
          }}
        >
          Go to the last page
        </Anchor>
      </Text>
    </Stack>
  );
}
