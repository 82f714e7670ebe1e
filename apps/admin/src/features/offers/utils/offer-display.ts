import type { Offer, OfferItem, OfferItemAction } from '@patchbay/contract';
import {
  MAX_BUYER_OFFER_EDITS,
  MAX_SELLER_COUNTER_OFFERS,
  type OfferStatus,
  standingParty,
} from '@patchbay/domain';
import { statusLabel } from '@patchbay/ui';

type Proposal = OfferItem['proposals'][number];
type Viewer = Offer['viewer'];

/** 'In negotiation', 'Pending', ... (SPEC.md §4 statuses in sentence case, as the badge reads). */
export function offerStatusLabel(status: OfferStatus): string {
  return statusLabel(status);
}

/** '2 of 5': seller counter-offers used on an item (MAX_SELLER_COUNTER_OFFERS). */
export function countersUsed(item: Pick<OfferItem, 'sellerCounterOfferCount'>): string {
  return `${item.sellerCounterOfferCount} of ${MAX_SELLER_COUNTER_OFFERS}`;
}

/** '1 of 5': buyer edits used on an item (MAX_BUYER_OFFER_EDITS). */
export function editsUsed(item: Pick<OfferItem, 'buyerEditOfferCount'>): string {
  return `${item.buyerEditOfferCount} of ${MAX_BUYER_OFFER_EDITS}`;
}

/**
 * Time left until `validTill`, in whole units people read at a glance: 'in 2 d 5 h', 'in 3 h 20 min',
 * 'in 12 min', 'in less than a minute'; once passed, 'expired'. `now` is a parameter (no clock).
 */
export function timeLeft(validTill: string, now: Date): string {
  const ms = Date.parse(validTill) - now.getTime();
  if (Number.isNaN(ms)) return '';
  if (ms < 0) return 'expired';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'in less than a minute';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return hours > 0 ? `in ${days} d ${hours} h` : `in ${days} d`;
  if (hours > 0) return mins > 0 ? `in ${hours} h ${mins} min` : `in ${hours} h`;
  return `in ${mins} min`;
}

const PARTY: Record<Proposal['party'], string> = { buyer: 'Buyer', seller: 'Seller', system: 'Patchbay' };

/** Whose party a line of the thread is, from where the viewer sits: 'Buyer', 'Seller (you)'. */
export function partyLabel(party: Proposal['party'], viewer: Viewer): string {
  return party === viewer ? `${PARTY[party]} (you)` : PARTY[party];
}

const VERBS: Record<Proposal['action'], string> = {
  offer: 'offered',
  counter: 'countered with',
  edit: 'changed the offer to',
  accept: 'accepted',
  reject: 'rejected the offer',
  cancel: 'cancelled the offer',
  expire: 'The offer expired',
};

/** One line of an item's thread: what was proposed or answered ('countered with'). */
export function proposalVerb(proposal: Pick<Proposal, 'action'>): string {
  return VERBS[proposal.action];
}

/**
 * Whose proposal stands on an item (isSellerOfferActive / isBuyerOfferActive, SPEC.md §4), as the
 * viewer reads it: "Buyer's offer", 'Your counter-offer', ...; null when none stands alone.
 */
export function standingProposalLabel(
  item: Pick<OfferItem, 'isSellerOfferActive' | 'isBuyerOfferActive' | 'status'>,
  viewer: Viewer,
): string {
  if (item.status === 'accepted') return 'Agreed';
  // standingParty reads only the two flags (the contract types a stored status as a plain string).
  const party = standingParty({
    status: 'pending',
    isSellerOfferActive: item.isSellerOfferActive,
    isBuyerOfferActive: item.isBuyerOfferActive,
  });
  if (party === null) return 'Last proposal';
  if (party === 'seller') return viewer === 'seller' ? 'Your counter-offer' : "Seller's counter-offer";
  return viewer === 'buyer' ? 'Your offer' : "Buyer's offer";
}

/** The viewer's item actions, in the order the buttons show: the positive answer first. */
const ACTION_ORDER: readonly OfferItemAction[] = ['accept', 'counter', 'edit', 'reject', 'cancel'];

export function orderedOfferActions(actions: readonly OfferItemAction[]): OfferItemAction[] {
  return ACTION_ORDER.filter((action) => actions.includes(action));
}

export const OFFER_ACTION_LABELS: Record<Viewer, Record<OfferItemAction, string>> = {
  seller: { accept: 'Accept', counter: 'Counter', reject: 'Reject', edit: 'Edit', cancel: 'Cancel' },
  buyer: {
    accept: 'Accept counter-offer',
    counter: 'Counter',
    reject: 'Reject',
    edit: 'Edit offer',
    cancel: 'Cancel offer',
  },
};
