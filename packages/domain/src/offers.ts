/** The offer display rule of SPEC.md §4 and the negotiation rules of docs/offers.md. */
import {
  DEFAULT_OFFER_VALID_HOURS,
  MAX_BUYER_OFFER_EDITS,
  MAX_SELLER_COUNTER_OFFERS,
  OFFER_REMINDER_HOURS_BEFORE_EXPIRY,
  type OfferStatus,
} from './constants';
import { compareMoney, sumMoney } from './money';
import { type QuantityRuleProblem, quantityRuleProblem } from './quantity';
import { lineTotal } from './totals';

const HOUR_MS = 60 * 60 * 1000;

export type OfferParty = 'buyer' | 'seller';

export interface OfferItemForDisplay {
  status: OfferStatus;
  /** Expiry time: a Date or an ISO 8601 string; null/undefined means no expiry. */
  offerValidTill?: Date | string | null;
  isSellerOfferActive?: boolean | null;
  isBuyerOfferActive?: boolean | null;
}

/**
 * The party whose proposal currently stands: the seller when only `isSellerOfferActive` is set,
 * the buyer when only `isBuyerOfferActive` is set, otherwise (neither or both) nobody.
 */
export function standingParty(item: OfferItemForDisplay): OfferParty | null {
  const seller = item.isSellerOfferActive === true;
  const buyer = item.isBuyerOfferActive === true;
  if (seller === buyer) return null;
  return seller ? 'seller' : 'buyer';
}

function expiryTime(value: Date | string): number {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) throw new RangeError(`Invalid offerValidTill: ${String(value)}`);
  return time;
}

/**
 * The status a viewer sees for an offer item (SPEC.md §4).
 *
 * Only a stored 'pending' or 'countered' status is ever replaced; any other status shows as stored.
 * 1. 'expired' when `offerValidTill` has passed: `now` is strictly after it (an offer is still valid
 *    at its exact expiry instant).
 * 2. Otherwise 'in negotiation' when "the two compared parties differ". The two parties are the
 *    party whose proposal currently stands (`standingParty`: the seller if only
 *    `isSellerOfferActive`, the buyer if only `isBuyerOfferActive`) and the viewer. They differ when
 *    the standing proposal is the other party's: the ball is in the viewer's court, the viewer must
 *    accept, counter or reject, and the offer shows as 'in negotiation'.
 * 3. Otherwise the stored status: the standing proposal is the viewer's own (they wait for the other
 *    party and see 'pending' or 'countered' as they sent it), or no single proposal stands (neither
 *    or both flags set).
 *
 * Throws a RangeError when `offerValidTill` is not a valid date or `now` is an invalid Date.
 */
export function offerDisplayStatus(item: OfferItemForDisplay, viewer: OfferParty, now: Date): OfferStatus {
  if (item.status !== 'pending' && item.status !== 'countered') return item.status;
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid now');
  if (item.offerValidTill !== null && item.offerValidTill !== undefined) {
    if (now.getTime() > expiryTime(item.offerValidTill)) return 'expired';
  }
  const standing = standingParty(item);
  if (standing !== null && standing !== viewer) return 'in negotiation';
  return item.status;
}

// ---- Negotiation rules (docs/offers.md) ---------------------------------------------------

/** What a party may do to an offer item. */
/** Who wrote an entry of an offer item's thread ('system' expires it). */
export const OFFER_EVENT_PARTIES = ['buyer', 'seller', 'system'] as const;
export type OfferEventParty = (typeof OFFER_EVENT_PARTIES)[number];

/** An entry of an offer item's thread: a proposal (offer, counter, edit), an answer, or the expiry. */
export const OFFER_EVENT_ACTIONS = [
  'offer',
  'counter',
  'edit',
  'accept',
  'reject',
  'cancel',
  'expire',
] as const;
export type OfferEventAction = (typeof OFFER_EVENT_ACTIONS)[number];

export const OFFER_ITEM_ACTIONS = ['accept', 'reject', 'counter', 'edit', 'cancel'] as const;
export type OfferItemAction = (typeof OFFER_ITEM_ACTIONS)[number];

/** Which party may take each action: the seller answers, the buyer proposes or withdraws. */
export const OFFER_ACTION_PARTY: Record<OfferItemAction, OfferParty | 'both'> = {
  accept: 'both',
  reject: 'seller',
  counter: 'seller',
  edit: 'buyer',
  cancel: 'buyer',
};

/** Why an action on an offer item is refused; null when it is allowed. */
export type OfferRefusal = 'wrongParty' | 'closed' | 'expired' | 'notYourTurn' | 'counterLimit' | 'editLimit';

export interface NegotiatedOfferItem extends OfferItemForDisplay {
  sellerCounterOfferCount: number;
  buyerEditOfferCount: number;
}

/** Whether the stored status is one of the open ones (a proposal waits for an answer). */
export function isOfferItemOpen(status: OfferStatus): boolean {
  return status === 'pending' || status === 'countered';
}

/** Whether the standing proposal's validity window has passed (`now` strictly after it). */
export function isOfferLapsed(offerValidTill: Date | string | null | undefined, now: Date): boolean {
  if (offerValidTill === null || offerValidTill === undefined) return false;
  return now.getTime() > expiryTime(offerValidTill);
}

/**
 * The negotiation of one offer item (docs/offers.md). Turns alternate: whoever's proposal does not
 * stand answers it. The seller answers the buyer's proposal (accept, reject, or counter at most
 * MAX_SELLER_COUNTER_OFFERS times); the buyer answers a counter (accept, or edit at most
 * MAX_BUYER_OFFER_EDITS times) and may cancel while the item is open, whoever's turn it is. Nothing
 * may be done to a closed item (accepted, rejected, cancelled, expired) or once the standing
 * proposal has lapsed. Returns the first reason that applies, in that order, or null.
 */
export function offerItemRefusal(
  item: NegotiatedOfferItem,
  party: OfferParty,
  action: OfferItemAction,
  now: Date,
): OfferRefusal | null {
  const allowedParty = OFFER_ACTION_PARTY[action];
  if (allowedParty !== 'both' && allowedParty !== party) return 'wrongParty';
  if (!isOfferItemOpen(item.status)) return 'closed';
  if (isOfferLapsed(item.offerValidTill, now)) return 'expired';
  if (action === 'cancel') return null;
  const standing = standingParty(item);
  // The party to move is the one whose proposal does not stand.
  if (standing === null || standing === party) return 'notYourTurn';
  if (action === 'counter' && item.sellerCounterOfferCount >= MAX_SELLER_COUNTER_OFFERS) {
    return 'counterLimit';
  }
  if (action === 'edit' && item.buyerEditOfferCount >= MAX_BUYER_OFFER_EDITS) return 'editLimit';
  return null;
}

/** Every action `party` may take on the item now (in OFFER_ITEM_ACTIONS order). */
export function offerItemActions(item: NegotiatedOfferItem, party: OfferParty, now: Date): OfferItemAction[] {
  return OFFER_ITEM_ACTIONS.filter((action) => offerItemRefusal(item, party, action, now) === null);
}

/** When a proposal made at `from` lapses: the storefront's `offerValidFor` hours later (default 72). */
export function offerValidTill(from: Date, validForHours: number | null | undefined): Date {
  const hours =
    typeof validForHours === 'number' && Number.isFinite(validForHours) && validForHours > 0
      ? validForHours
      : DEFAULT_OFFER_VALID_HOURS;
  return new Date(from.getTime() + hours * HOUR_MS);
}

export interface OfferItemForReminder {
  status: OfferStatus;
  offerValidTill: Date | string;
  /** When the standing proposal (or the acceptance) was made. */
  lastOfferUpdateDate: Date | string;
  /** When the reminder for the current window went out; null while it has not. */
  reminderSentAt: Date | string | null;
}

/**
 * Whether the reminder for the current validity window is due: the item is open (or accepted and
 * waiting to be bought), the window ends within OFFER_REMINDER_HOURS_BEFORE_EXPIRY hours but has
 * not ended, no reminder went out for this window, and the window was longer than the reminder
 * lead (a 24-hour window would otherwise be reminded of the moment it opens).
 */
export function offerReminderDue(item: OfferItemForReminder, now: Date): boolean {
  if (!isOfferItemOpen(item.status) && item.status !== 'accepted') return false;
  if (item.reminderSentAt !== null) return false;
  const till = expiryTime(item.offerValidTill);
  const remindAt = till - OFFER_REMINDER_HOURS_BEFORE_EXPIRY * HOUR_MS;
  const madeAt = expiryTime(item.lastOfferUpdateDate);
  const at = now.getTime();
  return madeAt < remindAt && at >= remindAt && at <= till;
}

/**
 * The status of an offer as a whole from its items' (stored or displayed): the most advanced one.
 * A closed item counts least; among open ones, a counter is further on than a first proposal, an
 * acceptance further still; 'in negotiation' (the viewer must answer) outranks everything, so an
 * offer that waits for the viewer always says so.
 */
const STATUS_PROGRESS: readonly OfferStatus[] = [
  'expired',
  'cancelled',
  'rejected',
  'pending',
  'countered',
  'accepted',
  'in negotiation',
];

export function offerStatusOf<S extends OfferStatus>(statuses: readonly S[]): S {
  let best: S | undefined;
  for (const status of statuses) {
    if (best === undefined || STATUS_PROGRESS.indexOf(status) > STATUS_PROGRESS.indexOf(best)) best = status;
  }
  if (best === undefined) throw new RangeError('An offer has at least one item');
  return best;
}

export interface OfferLine {
  /** Unit price as a decimal string. */
  unitPrice: string;
  quantity: number;
}

/** An offer item's total: unit price × quantity, rounded half-up to cents (SPEC.md §9 lineTotal). */
export function offerLineTotal(line: OfferLine): string {
  return lineTotal({ purchasePrice: line.unitPrice, purchaseQty: line.quantity });
}

/** An offer's total: the sum of its items' totals. */
export function offerTotal(lines: readonly OfferLine[]): string {
  return sumMoney(lines.map(offerLineTotal));
}

/** Whether a proposed unit price is at most the listing's unit price. */
export function withinListPrice(unitPrice: string, listPrice: string): boolean {
  return compareMoney(unitPrice, listPrice) <= 0;
}

export interface OfferQuantityListing {
  numAvailable: number | null | undefined;
  canMakeOfferIfQtyIsZero?: boolean | null;
  minQuantity?: number | null;
  quantityMultiple?: number | null;
}

export type OfferQuantityProblem = { kind: 'overAvailable'; available: number } | QuantityRuleProblem;

/**
 * What is wrong with a proposed quantity (SPEC.md §5 and the cart's rules), or null: at least the
 * listing's minimum, a multiple of its order multiple, and no more than is available unless the
 * listing takes offers at zero quantity (`canMakeOfferIfQtyIsZero`: stock is expected).
 */
export function offerQuantityProblem(
  listing: OfferQuantityListing,
  quantity: number,
): OfferQuantityProblem | null {
  const ruled = quantityRuleProblem(listing, quantity);
  if (ruled) return ruled;
  const available = Math.max(0, listing.numAvailable ?? 0);
  if (listing.canMakeOfferIfQtyIsZero !== true && quantity > available) {
    return { kind: 'overAvailable', available };
  }
  return null;
}
