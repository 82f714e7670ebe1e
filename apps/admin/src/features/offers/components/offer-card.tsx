import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Offer, OfferItem, OfferItemAction } from '@patchbay/contract';
import { formatDateTime, StatusBadge } from '@patchbay/ui';
import { OfferItemPanel } from './offer-item-panel';

/** One offer: who made it to whom, where and when, its status, and its items. */
export function OfferCard({
  offer,
  now,
  onAction,
  getOrderHref,
}: {
  offer: Offer;
  now: Date;
  onAction: (action: OfferItemAction, offer: Offer, item: OfferItem) => void;
  getOrderHref?: (id: string) => string;
}) {
  const { buyer } = offer;
  const received = offer.viewer === 'seller';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-label={`Offer from ${buyer.name}`}
      data-testid="offer"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={700}>
                {received ? `From ${buyer.companyName || buyer.name}` : `To ${offer.seller.name}`}
              </Text>
              {received && buyer.isGuest ? (
                <Badge size="xs" variant="light" color="gray" tt="none">
                  Guest
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {received
                ? [buyer.companyName ? buyer.name : null, buyer.email].filter(Boolean).join(' · ')
                : `Made by ${buyer.name}${buyer.email ? ` (${buyer.email})` : ''}`}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(offer.dateOffer)} on {offer.storefront.title}
            </Text>
          </Stack>
          <StatusBadge status={offer.displayStatus} size="lg" />
        </Group>
        {offer.comments ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span size="sm" c="dimmed">
              {received ? 'Buyer’s comments: ' : 'Comments: '}
            </Text>
            {offer.comments}
          </Text>
        ) : null}
        <Stack gap="sm">
          {offer.items.map((item) => (
            <OfferItemPanel
              key={item.id}
              offer={offer}
              item={item}
              now={now}
              onAction={(action, target) => onAction(action, offer, target)}
              getOrderHref={getOrderHref}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
