import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useUnsubscribeNewsletter } from '@/features/newsletter/api/unsubscribe-newsletter';
import { failureMessage } from '@/lib/failure-message';
import { usePageTitle } from '@/lib/page-title';

/**
 * /unsubscribe?token=…: the link of every newsletter mail. The visitor confirms with a button, so
 * a mail scanner that opens links never unsubscribes anyone.
 */
export default function UnsubscribeRoute() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribeNewsletter();
  return (
    <Container size="sm" py={64}>
      <Stack gap="md">
        <Title order={1}>Unsubscribe from the newsletter</Title>
        {unsubscribe.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            <Text>{unsubscribe.data.message}</Text>
            <Text size="sm">
              {unsubscribe.data.email}, {unsubscribe.data.storefrontName}
            </Text>
          </Alert>
        ) : !token ? (
          <Alert color="red" variant="light" role="alert">
            This unsubscribe link is not valid
          </Alert>
        ) : (
          <>
            <Text>Stop receiving this storefront's newsletter at your address.</Text>
            {unsubscribe.isError && (
              <Alert color="red" variant="light" role="alert">
                {failureMessage(unsubscribe.error)}
              </Alert>
            )}
            <Button w="fit-content" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
