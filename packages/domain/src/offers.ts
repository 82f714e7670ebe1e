/** The offer display rule of SPEC.md §4. */
import type { OfferStatus } from './constants';

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
