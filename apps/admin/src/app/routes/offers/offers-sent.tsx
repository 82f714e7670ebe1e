import { Stack, Text, Title } from '@mantine/core';
import { OfferList } from '@/features/offers/components/offer-list';
import { useUser } from '@/lib/auth';

/** /offersentforadmin (title OfferSent): the offers people of the organization made as buyers. */
export function OffersSentRoute() {
  const me = useUser();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Offers sent</Title>
        <Text c="dimmed" size="sm">
          Offers people of {me.organization?.name ?? 'your organization'} made to other sellers. Accept a
          counter-offer, change your offer (at most 5 times per item) or cancel it.
        </Text>
      </Stack>
      <OfferList box="sent" />
    </Stack>
  );
}
