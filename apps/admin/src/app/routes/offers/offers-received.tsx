import { Stack, Text, Title } from '@mantine/core';
import { paths } from '@/config/paths';
import { OfferList } from '@/features/offers/components/offer-list';
import { useUser } from '@/lib/auth';
import { canAny } from '@/lib/authorization';

/** /offerreceivedforadmin (title OfferReceived): offers buyers made on the organization's listings. */
export function OffersReceivedRoute() {
  const me = useUser();
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>Offers received</Title>
        <Text c="dimmed" size="sm">
          Offers buyers made on the listings of {me.organization?.name ?? 'your organization'}. Accept, reject
          or counter each item; at most 5 counter-offers per item.
        </Text>
      </Stack>
      <OfferList
        box="received"
        getOrderHref={canAny(me.permissions, ['orders.manage']) ? paths.order.getHref : undefined}
      />
    </Stack>
  );
}
