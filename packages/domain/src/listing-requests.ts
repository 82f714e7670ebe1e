/**
 * Relisting requests and shared-listing requests (docs/catalogue.md). SPEC.md §3 names
 * SharedListingRequest (listing, requestDate, status, organization) and §4 leaves its status values
 * open; these statuses and transitions are ours, and relisting requests follow the same ones.
 */

/** Both kinds of request share one life: pending, then a decision, or the requester's withdrawal. */
export const LISTING_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type ListingRequestStatus = (typeof LISTING_REQUEST_STATUSES)[number];

/** Who acts on a request: the organization that asked, or the one that decides. */
export type ListingRequestSide = 'requester' | 'decider';
export type ListingRequestAction = 'approve' | 'decline' | 'withdraw';

/**
 * The allowed moves, from → action → to:
 * - pending: the decider approves or declines; the requester withdraws;
 * - approved: the requester withdraws (a shared listing leaves the storefront), the decider
 *   declines (the storefront owner takes it off again); a relisting once approved is done, since
 *   the listing it made is managed like any other;
 * - declined and withdrawn are final: asking again is a new request.
 */
const TRANSITIONS: Record<
  'relisting' | 'sharedListing',
  Record<ListingRequestStatus, Partial<Record<ListingRequestAction, ListingRequestSide>>>
> = {
  relisting: {
    pending: { approve: 'decider', decline: 'decider', withdraw: 'requester' },
    approved: {},
    declined: {},
    withdrawn: {},
  },
  sharedListing: {
    pending: { approve: 'decider', decline: 'decider', withdraw: 'requester' },
    approved: { decline: 'decider', withdraw: 'requester' },
    declined: {},
    withdrawn: {},
  },
};

const RESULT: Record<ListingRequestAction, ListingRequestStatus> = {
  approve: 'approved',
  decline: 'declined',
  withdraw: 'withdrawn',
};

/**
 * The status a request moves to when `side` takes `action`, or null when that move is not allowed
 * (a decided request decided again, a requester approving their own request).
 */
export function listingRequestTransition(
  kind: 'relisting' | 'sharedListing',
  status: ListingRequestStatus,
  action: ListingRequestAction,
  side: ListingRequestSide,
): ListingRequestStatus | null {
  return TRANSITIONS[kind][status][action] === side ? RESULT[action] : null;
}

/** Whether an approved shared-listing request shows its listing on the storefront owner's storefronts. */
export function sharedListingVisible(status: ListingRequestStatus): boolean {
  return status === 'approved';
}

/**
 * Why a listing may be relisted by an organization:
 * - deleted: the organization's own listing was removed;
 * - soldOut: the organization's own listing has no stock left;
 * - expired: the organization's own listing's product was retired from the catalogue (inactive);
 * - otherSeller: another organization lists the product and the requester wants to list it too.
 */
export const RELISTING_REASONS = ['deleted', 'soldOut', 'expired', 'otherSeller'] as const;
export type RelistingReason = (typeof RELISTING_REASONS)[number];

export interface RelistableListing {
  organizationId: string;
  deleted: boolean;
  numAvailable: number;
  productActive: boolean;
}

/**
 * The reason a listing can be relisted by `organizationId`, or null when there is nothing to
 * relist: the own listing is live and in stock, or another organization's listing is itself not
 * live (deleted, or of a retired product: there is nothing on sale to copy).
 */
export function relistingReason(listing: RelistableListing, organizationId: string): RelistingReason | null {
  if (listing.organizationId !== organizationId) {
    return listing.deleted || !listing.productActive ? null : 'otherSeller';
  }
  if (listing.deleted) return 'deleted';
  if (!listing.productActive) return 'expired';
  if (listing.numAvailable === 0) return 'soldOut';
  return null;
}

/**
 * Whether the listing's own organization decides a relisting request (besides the operator, who
 * may decide every one): only for another seller's listing. An organization's request to relist
 * its own listing is the operator's call, since the listing may have been removed for a reason the
 * seller cannot overrule.
 */
export function relistingDecidedByListingOwner(reason: RelistingReason): boolean {
  return reason === 'otherSeller';
}
