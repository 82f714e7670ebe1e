import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Offer, OfferItem } from '@patchbay/contract';
import { formatCount, formatDate, formatMoney } from '@patchbay/domain';
import { ApiError, formatDateTime, StatusBadge } from '@patchbay/ui';
import { IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type OfferAnswer, type OfferMutationResponse, useAnswerOffer } from '../api/answer-offer';
import { offerAmount, proposalText, roundsText, standingText, timeLeft } from '../utils/offer-display';
import { type AnswerKind, AnswerOfferModal } from './answer-offer-modal';

const ACTION_LABEL: Record<AnswerKind, string> = {
  accept: 'Accept',
  reject: 'Reject',
  counter: 'Counter',
  edit: 'Make a new offer',
  cancel: 'Cancel offer',
};

/** The buyer's own latest proposal on an item (their offer or last new offer), from the thread. */
function buyerTermsOf(item: OfferItem): { unitPrice: string; quantity: number } | null {
  for (const proposal of [...item.proposals].reverse()) {
    if (proposal.party === 'buyer' && (proposal.action === 'offer' || proposal.action === 'edit')) {
      if (proposal.unitPrice !== null && proposal.quantity !== null) {
        return { unitPrice: proposal.unitPrice, quantity: proposal.quantity };
      }
    }
  }
  return null;
}

function OfferItemCard({
  offer,
  item,
  onAnswer,
}: {
  offer: Offer;
  item: OfferItem;
  onAnswer: (item: OfferItem, kind: AnswerKind) => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const open = item.status === 'pending' || item.status === 'countered';
  const lapsed = item.displayStatus === 'expired';
  const now = new Date();
  return (
    <Paper withBorder radius="md" p="lg" component="article" aria-label={item.title}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Image src={item.imageUrl} alt="" h={140} fit="contain" radius="sm" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Anchor component={Link} to={item.path} fw={700} size="lg">
                  {item.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {item.oemName} · {item.oemPartNumber} · {item.condition} ·{' '}
                  {item.listPrice === null
                    ? 'sign in to see the price'
                    : `listed at ${formatMoney(item.listPrice, { precise: true })}`}
                </Text>
              </Stack>
              <StatusBadge status={item.displayStatus} />
            </Group>

            <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                {standingText(item, offer.viewer)}
              </Text>
              <Text fw={700} size="xl">
                {formatMoney(item.unitPrice, { precise: true })} × {formatCount(item.quantity)} ={' '}
                {formatMoney(item.total)}
              </Text>
              {(open || item.status === 'accepted') && (
                <Text size="sm" c={lapsed ? 'red.7' : undefined}>
                  {lapsed
                    ? `Expired on ${formatDateTime(item.offerValidTill)}`
                    : `${item.status === 'accepted' ? 'Price reserved until' : 'Valid until'} ${formatDateTime(item.offerValidTill)} (${timeLeft(item.offerValidTill, now)})`}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {roundsText(item)}
              </Text>
            </Paper>

            {item.status === 'accepted' && offer.viewer === 'buyer' && !item.orderId && (
              <Alert color="green" icon={<IconShoppingCart size={20} aria-hidden="true" />} role="status">
                {item.cartItemId ? (
                  <>
                    The item is in your cart at the agreed price.{' '}
                    <Anchor component={Link} to={paths.myCart.getHref()} fw={600}>
                      Go to cart
                    </Anchor>
                  </>
                ) : (
                  'The agreed price was reserved in your cart; the line is no longer there.'
                )}
              </Alert>
            )}
            {item.orderId && (
              <Text size="sm">
                Bought in an order.{' '}
                {offer.viewer === 'buyer' && (
                  <Anchor component={Link} to={paths.orderDetails.getHref(item.orderId)}>
                    View order
                  </Anchor>
                )}
              </Text>
            )}

            {item.actions.length > 0 && (
              <Group gap="sm">
                {item.actions.map((action) => (
                  <Button
                    key={action}
                    variant={
                      action === 'accept'
                        ? 'filled'
                        : action === 'reject' || action === 'cancel'
                          ? 'subtle'
                          : 'light'
                    }
                    color={action === 'reject' || action === 'cancel' ? 'red' : undefined}
                    onClick={() => onAnswer(item, action)}
                  >
                    {ACTION_LABEL[action]}
                  </Button>
                ))}
              </Group>
            )}
            {open && !lapsed && item.actions.length === 0 && (
              <Text size="sm" c="dimmed">
                Waiting for the {offer.viewer === 'buyer' ? 'seller' : 'buyer'} to answer.
              </Text>
            )}

            <div>
              <Title order={3} size="h6" mb="xs">
                History
              </Title>
              <Timeline active={item.proposals.length - 1} bulletSize={14} lineWidth={2}>
                {item.proposals.map((proposal) => (
                  <Timeline.Item
                    key={`${proposal.at}-${proposal.action}-${proposal.party}`}
                    title={proposalText(proposal, offer.viewer)}
                  >
                    <Text size="xs" c="dimmed">
                      {formatDateTime(proposal.at)}
                      {proposal.validTill && proposal.action !== 'expire'
                        ? ` · valid until ${formatDateTime(proposal.validTill)}`
                        : ''}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </div>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/**
 * /offerdetails/{id}: the offer's thread per item, with the answers the viewer may give now (the
 * server lists them). The seller's side answers through the admin API, the buyer's through theirs.
 */
export function OfferDetail({
  offer,
  token,
  signedIn,
  onAnswered,
}: {
  offer: Offer;
  token: string | null;
  signedIn: boolean;
  /** An answer went through: an acceptance put the item into the buyer's cart. */
  onAnswered?: (result: OfferMutationResponse) => void;
}) {
  // long-function: one component's markup in the order it shows; its rules live in utils and hooks.
  const [answering, setAnswering] = useState<{ item: OfferItem; kind: AnswerKind } | null>(null);
  const answer = useAnswerOffer({
    mutationConfig: {
      onSuccess: (result) => {
        setAnswering(null);
        notifications.show({ color: 'green', message: result.message });
        onAnswered?.(result);
      },
      onError: (error) => {
        // A refusal because the offer moved on (409) closes the dialog: the page shows it as it is now.
        if (error instanceof ApiError && error.status === 409) {
          setAnswering(null);
          notifications.show({ color: 'red', message: error.message });
        }
      },
    },
  });

  const submit = (item: OfferItem, body: OfferAnswer) => answer.mutate({ offer, item, answer: body, token });
  const counterparty =
    offer.viewer === 'buyer'
      ? `To ${offer.seller.name}`
      : `From ${offer.buyer.name}${offer.buyer.companyName ? `, ${offer.buyer.companyName}` : ''}`;
  // 'To Northwind Networks · on Northwind Networks' says the seller twice: a seller's own storefront
  // goes without saying to the buyer.
  const storefront =
    offer.viewer === 'buyer' && offer.storefront.title === offer.seller.name
      ? null
      : `on ${offer.storefront.title}`;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={1}>Offer {offer.id.slice(-8).toUpperCase()}</Title>
              <StatusBadge status={offer.displayStatus} size="lg" />
            </Group>
            <Text>
              {[counterparty, storefront, `made ${formatDate(offer.dateOffer, 'MM/DD/YYYY')}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {offer.viewer === 'seller' && (
              <Text size="sm" c="dimmed">
                {offer.buyer.email}
                {offer.buyer.isGuest ? ' (guest)' : ''}
              </Text>
            )}
          </Stack>
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              Offer total
            </Text>
            <Text fw={700} size="xl">
              {formatMoney(offerAmount(offer))}
            </Text>
          </Stack>
        </Group>

        {offer.comments && (
          <Paper withBorder p="md" radius="md">
            <Text size="sm" fw={600}>
              {offer.viewer === 'buyer' ? 'Your comments' : "Buyer's comments"}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {offer.comments}
            </Text>
          </Paper>
        )}

        {offer.items.map((item) => (
          <OfferItemCard
            key={item.id}
            offer={offer}
            item={item}
            onAnswer={(i, kind) => {
              answer.reset();
              setAnswering({ item: i, kind });
            }}
          />
        ))}

        {signedIn && (
          <Group>
            <Anchor
              component={Link}
              to={offer.viewer === 'buyer' ? paths.myOffers.getHref() : paths.offerFromBuyer.getHref()}
            >
              {offer.viewer === 'buyer' ? 'All offers sent' : 'All offers received'}
            </Anchor>
          </Group>
        )}
      </Stack>

      {answering && (
        <AnswerOfferModal
          key={`${answering.kind}-${answering.item.id}-${answering.item.version}`}
          kind={answering.kind}
          offer={offer}
          item={answering.item}
          buyerTerms={buyerTermsOf(answering.item)}
          pending={answer.isPending}
          error={answer.error}
          onClose={() => {
            setAnswering(null);
            answer.reset();
          }}
          onSubmit={(body) => submit(answering.item, body)}
        />
      )}
    </Container>
  );
}
