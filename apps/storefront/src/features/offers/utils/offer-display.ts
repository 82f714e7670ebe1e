import type { Offer, OfferItem } from '@patchbay/contract';
import {
  formatCount,
  formatMoney,
  MAX_BUYER_OFFER_EDITS,
  MAX_SELLER_COUNTER_OFFERS,
  OFFER_STATUSES,
  type OfferStatus,
  sumMoney,
} from '@patchbay/domain';
import { statusLabel } from '@patchbay/ui';
// Relative imports: the web test project does not resolve the app's @/ alias.
import { paths } from '../../../config/paths';

/** How offers read on screen: labels, colours, the thread's sentences. Pure, tested without a browser. */

/** The status filter (SPEC.md §4: 'in negotiation' included), with 'All' first. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...OFFER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** The sort choices of the offer lists, as `sort:direction`. */
export const SORT_FILTER_OPTIONS = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'amount:desc', label: 'Amount: high to low' },
  { value: 'amount:asc', label: 'Amount: low to high' },
] as const;

export function parseSort(value: string | null | undefined): {
  sort: 'date' | 'amount';
  direction: 'asc' | 'desc';
} {
  const [sort, direction] = (value ?? '').split(':');
  return {
    sort: sort === 'amount' ? 'amount' : 'date',
    direction: direction === 'asc' ? 'asc' : 'desc',
  };
}

export function isOfferStatus(value: string | null | undefined): value is OfferStatus {
  return OFFER_STATUSES.includes(value as OfferStatus);
}

/**
 * 'in 2 days 23 hours', 'in 5 hours', 'in 12 minutes'; 'now' once passed. Days keep their hours:
 * a 72-hour window a minute old is not 'in 2 days'.
 */
export function timeLeft(iso: string, now: Date): string {
  const ms = new Date(iso).getTime() - now.getTime();
  if (ms <= 0) return 'now';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `in ${Math.max(1, minutes)} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `in ${days} days${rest > 0 ? ` ${rest} hour${rest === 1 ? '' : 's'}` : ''}`;
}

type Proposal = OfferItem['proposals'][number];

/** One line of the thread, from the viewer's side: 'You offered $4,000.00 × 2', 'The seller countered …'. */
export function proposalText(proposal: Proposal, viewer: Offer['viewer']): string {
  const who =
    proposal.party === 'system'
      ? 'The offer'
      : proposal.party === viewer
        ? 'You'
        : proposal.party === 'buyer'
          ? 'The buyer'
          : 'The seller';
  const terms =
    proposal.unitPrice !== null && proposal.quantity !== null
      ? `${formatMoney(proposal.unitPrice, { precise: true })} × ${formatCount(proposal.quantity)}`
      : '';
  switch (proposal.action) {
    case 'offer':
      return `${who} offered ${terms}`;
    case 'counter':
      return `${who} countered with ${terms}`;
    case 'edit':
      return `${who} made a new offer of ${terms}`;
    case 'accept':
      return `${who} accepted ${terms}`;
    case 'reject':
      return `${who} rejected the offer`;
    case 'cancel':
      return `${who} cancelled the offer`;
    case 'expire':
      return 'The offer expired';
  }
}

/** Who stands behind the current proposal, from the viewer's side. */
export function standingText(
  item: Pick<OfferItem, 'isBuyerOfferActive' | 'isSellerOfferActive' | 'status'>,
  viewer: Offer['viewer'],
): string {
  if (item.status === 'accepted') return 'Agreed';
  if (item.isBuyerOfferActive === item.isSellerOfferActive) return 'Last proposal';
  const party = item.isBuyerOfferActive ? 'buyer' : 'seller';
  if (party === viewer) return 'Your proposal';
  return party === 'buyer' ? "Buyer's offer" : "Seller's counter-offer";
}

/** 'Counter-offers 2 of 5 · Edits 1 of 5'. */
export function roundsText(item: Pick<OfferItem, 'sellerCounterOfferCount' | 'buyerEditOfferCount'>): string {
  return `Counter-offers ${item.sellerCounterOfferCount} of ${MAX_SELLER_COUNTER_OFFERS} · Edits ${item.buyerEditOfferCount} of ${MAX_BUYER_OFFER_EDITS}`;
}

/**
 * Which side /offerdetails/{id} opens (SPEC.md §2 offer link query): `from` is the side the link
 * was made for (mails to the seller say `from=seller&org=<seller>`, to the buyer `from=buyer`),
 * `token` the guest buyer's link token. The server decides in the end; the query only asks.
 */
export function readOfferLink(search: string): {
  from: 'buyer' | 'seller' | null;
  org: string | null;
  token: string | null;
} {
  const query = new URLSearchParams(search);
  const from = query.get('from');
  return {
    from: from === 'buyer' || from === 'seller' ? from : null,
    org: query.get('org') || null,
    token: query.get('token') || null,
  };
}

/** The detail link of an offer from a list: the side it is seen from, and the seller's organization. */
export function offerDetailHref(offer: Pick<Offer, 'id' | 'viewer' | 'seller'>): string {
  return paths.offerDetails.getHref(
    offer.id,
    offer.viewer === 'seller' ? { from: 'seller', org: offer.seller.id } : { from: 'buyer' },
  );
}

/** The first item's title, and how many more: 'Cisco ASR-9001 + 2 more'. */
export function itemsSummary(offer: Pick<Offer, 'items'>): string {
  const [first, ...rest] = offer.items;
  if (!first) return '';
  return rest.length > 0 ? `${first.title} + ${rest.length} more` : first.title;
}

/** The offer's total: the sum of its items' totals (each unit price × quantity, from the server). */
export function offerAmount(offer: Pick<Offer, 'items'>): string {
  return sumMoney(offer.items.map((item) => item.total));
}
