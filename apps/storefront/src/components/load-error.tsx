import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** A screen whose data could not be loaded (not a 404): says so and offers to try again. */
export function LoadError({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{heading}</Title>
        <Text>Please check your connection and try again.</Text>
        <Button onClick={onRetry}>Try again</Button>
      </Stack>
    </Container>
  );
}
