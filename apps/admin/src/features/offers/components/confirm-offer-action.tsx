import { Button, Group, Stack, Text } from '@mantine/core';
import type { Offer, OfferItem } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { useAcceptCounterOffer } from '../api/accept-counter-offer';
import { useAcceptOfferItem } from '../api/accept-offer-item';
import { useCancelOfferItem } from '../api/cancel-offer-item';
import { useRejectOfferItem } from '../api/reject-offer-item';
import { useOfferActionHandlers } from '../hooks/use-offer-action-handlers';

export type ConfirmableAction = 'accept' | 'reject' | 'cancel';

function question(action: ConfirmableAction, offer: Offer, item: OfferItem) {
  const proposal = `${formatMoney(item.unitPrice, { precise: true })} × ${item.quantity} = ${formatMoney(item.total)}`;
  if (offer.viewer === 'seller') {
    if (action === 'accept')
      return `Accept ${proposal} for ${item.title}? The buyer can then buy it at this price.`;
    return `Reject the offer of ${proposal} for ${item.title}? The buyer is told and the negotiation ends.`;
  }
  if (action === 'accept')
    return `Accept the seller's counter-offer of ${proposal} for ${item.title}? The item is then reserved at this price in your cart on ${offer.storefront.title}.`;
  return `Cancel your offer on ${item.title}? The seller is told and the negotiation ends.`;
}

const BUTTONS: Record<ConfirmableAction, string> = {
  accept: 'Accept',
  reject: 'Reject offer',
  cancel: 'Cancel offer',
};

/**
 * The confirmation before an answer that ends the negotiation: accept (either side), reject (the
 * seller) or cancel (the buyer). Each side calls its own endpoint: the seller's under
 * /api/admin/offers, the buyer's under /api/offers.
 */
export function ConfirmOfferAction({
  action,
  offer,
  item,
  onDone,
}: {
  action: ConfirmableAction;
  offer: Offer;
  item: OfferItem;
  onDone: () => void;
}) {
  const handlers = useOfferActionHandlers({ onDone });
  const sellerAccept = useAcceptOfferItem({ mutationConfig: handlers });
  const reject = useRejectOfferItem({ mutationConfig: handlers });
  const buyerAccept = useAcceptCounterOffer({ mutationConfig: handlers });
  const cancel = useCancelOfferItem({ mutationConfig: handlers });
  const ref = { offerId: offer.id, itemId: item.id, version: item.version };
  const pending = sellerAccept.isPending || reject.isPending || buyerAccept.isPending || cancel.isPending;

  const run = () => {
    if (action === 'accept') (offer.viewer === 'seller' ? sellerAccept : buyerAccept).mutate(ref);
    else if (action === 'reject') reject.mutate(ref);
    else cancel.mutate(ref);
  };

  return (
    <Stack gap="lg">
      <Text>{question(action, offer, item)}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} data-autofocus>
          Back
        </Button>
        <Button color={action === 'accept' ? 'green' : 'red'} loading={pending} onClick={run}>
          {BUTTONS[action]}
        </Button>
      </Group>
    </Stack>
  );
}
