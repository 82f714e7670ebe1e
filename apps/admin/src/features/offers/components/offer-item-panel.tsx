import {
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Offer, OfferItem, OfferItemAction } from '@patchbay/contract';
import { formatDateTime, Money, StatusBadge } from '@patchbay/ui';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  countersUsed,
  editsUsed,
  OFFER_ACTION_LABELS,
  orderedOfferActions,
  standingProposalLabel,
  timeLeft,
} from '../utils/offer-display';
import { OfferThread } from './offer-thread';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * One offer item: the product, the listing price, the proposal that stands, the status the viewer
 * sees, the rounds used (x of 5), the expiry, the thread, and the actions the server allows now.
 */
export function OfferItemPanel({
  offer,
  item,
  now,
  onAction,
  getOrderHref,
}: {
  offer: Offer;
  item: OfferItem;
  now: Date;
  onAction: (action: OfferItemAction, item: OfferItem) => void;
  /** The seller's side may open the order that bought the item at the agreed price. */
  getOrderHref?: (id: string) => string;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [threadOpen, thread] = useDisclosure(false);
  const actions = orderedOfferActions(item.actions);
  const open = item.status === 'pending' || item.status === 'countered';
  const left = timeLeft(item.offerValidTill, now);
  return (
    <Paper withBorder radius="md" p="md" data-testid="offer-item">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} miw={0}>
            <Text fw={600} lineClamp={2}>
              {item.title}
            </Text>
            <Text size="xs" c="dimmed">
              {[item.oemName, item.oemPartNumber, item.condition].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <StatusBadge status={item.displayStatus} data-testid="offer-item-status" />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" verticalSpacing="xs">
          <Fact label="Listing price">
            {item.listPrice === null ? '—' : <Money amount={item.listPrice} precise />}
          </Fact>
          <Fact label={standingProposalLabel(item, offer.viewer)}>
            <span data-testid="standing-proposal">
              <Money amount={item.unitPrice} precise /> × {item.quantity}
            </span>
          </Fact>
          <Fact label="Total">
            <Money amount={item.total} />
          </Fact>
          <Fact label="Counter-offers">{countersUsed(item)}</Fact>
          <Fact label="Buyer edits">{editsUsed(item)}</Fact>
          <Fact label={open ? 'Expires' : 'Valid till'}>
            <Tooltip label={formatDateTime(item.offerValidTill)}>
              <span>
                {open ? (left === 'expired' ? 'Expired' : left) : formatDateTime(item.offerValidTill)}
              </span>
            </Tooltip>
          </Fact>
        </SimpleGrid>
        {item.orderId ? (
          <Text size="sm">
            Bought at the agreed price
            {getOrderHref ? (
              <>
                {' '}
                (
                <Anchor component={Link} to={getOrderHref(item.orderId)}>
                  open the order
                </Anchor>
                )
              </>
            ) : null}
            .
          </Text>
        ) : item.cartItemId ? (
          <Badge variant="light" color="green" tt="none">
            In the buyer’s cart at the agreed price
          </Badge>
        ) : null}
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {actions.map((action) => (
              <Button
                key={action}
                size="xs"
                variant={
                  action === 'accept'
                    ? 'filled'
                    : action === 'counter' || action === 'edit'
                      ? 'light'
                      : 'subtle'
                }
                color={
                  action === 'accept'
                    ? 'green'
                    : action === 'reject' || action === 'cancel'
                      ? 'red'
                      : undefined
                }
                onClick={() => onAction(action, item)}
              >
                {OFFER_ACTION_LABELS[offer.viewer][action]}
              </Button>
            ))}
          </Group>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={thread.toggle}
            aria-expanded={threadOpen}
            rightSection={
              threadOpen ? (
                <IconChevronUp size={14} aria-hidden="true" />
              ) : (
                <IconChevronDown size={14} aria-hidden="true" />
              )
            }
          >
            {threadOpen ? 'Hide proposals' : `Proposals (${item.proposals.length})`}
          </Button>
        </Group>
        <Collapse expanded={threadOpen}>
          <Stack pt="xs">
            <OfferThread item={item} viewer={offer.viewer} />
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
