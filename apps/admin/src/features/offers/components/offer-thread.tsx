import { Text, Timeline } from '@mantine/core';
import type { Offer, OfferItem } from '@patchbay/contract';
import { formatMoney } from '@patchbay/domain';
import { formatDateTime } from '@patchbay/ui';
import { partyLabel, proposalVerb } from '../utils/offer-display';

/** Every proposal and answer on an item, oldest first: who, what, when, and until when it held. */
export function OfferThread({ item, viewer }: { item: OfferItem; viewer: Offer['viewer'] }) {
  if (item.proposals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No proposals recorded.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} active={item.proposals.length - 1} aria-label="Proposals">
      {item.proposals.map((proposal, index) => {
        const terms =
          proposal.unitPrice !== null
            ? ` ${formatMoney(proposal.unitPrice, { precise: true })}${proposal.quantity !== null ? ` × ${proposal.quantity}` : ''}`
            : '';
        const who = proposal.action === 'expire' ? '' : `${partyLabel(proposal.party, viewer)} `;
        return (
          <Timeline.Item
            // The thread is append-only: a proposal's position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            key={index}
            title={
              <Text size="sm" fw={500}>
                {who}
                {proposalVerb(proposal)}
                {terms}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(proposal.at)}
              {proposal.validTill ? ` · valid till ${formatDateTime(proposal.validTill)}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
