import { describe, expect, it } from 'vitest';
import {
  type ListingRequestAction,
  type ListingRequestSide,
  type ListingRequestStatus,
  listingRequestTransition,
  relistingDecidedByListingOwner,
  relistingReason,
  sharedListingVisible,
} from './listing-requests';

describe('listing request transitions', () => {
  const table: [
    'relisting' | 'sharedListing',
    ListingRequestStatus,
    ListingRequestAction,
    ListingRequestSide,
    ListingRequestStatus | null,
  ][] = [
    ['relisting', 'pending', 'approve', 'decider', 'approved'],
    ['relisting', 'pending', 'decline', 'decider', 'declined'],
    ['relisting', 'pending', 'withdraw', 'requester', 'withdrawn'],
    ['relisting', 'pending', 'approve', 'requester', null],
    ['relisting', 'pending', 'withdraw', 'decider', null],
    ['relisting', 'approved', 'decline', 'decider', null],
    ['relisting', 'approved', 'withdraw', 'requester', null],
    ['relisting', 'declined', 'approve', 'decider', null],
    ['relisting', 'withdrawn', 'approve', 'decider', null],
    ['sharedListing', 'pending', 'approve', 'decider', 'approved'],
    ['sharedListing', 'pending', 'decline', 'decider', 'declined'],
    ['sharedListing', 'pending', 'withdraw', 'requester', 'withdrawn'],
    ['sharedListing', 'pending', 'approve', 'requester', null],
    ['sharedListing', 'approved', 'withdraw', 'requester', 'withdrawn'],
    ['sharedListing', 'approved', 'decline', 'decider', 'declined'],
    ['sharedListing', 'approved', 'approve', 'decider', null],
    ['sharedListing', 'declined', 'approve', 'decider', null],
    ['sharedListing', 'declined', 'withdraw', 'requester', null],
    ['sharedListing', 'withdrawn', 'approve', 'decider', null],
  ];
  it.each(table)('%s %s: %s by the %s -> %s', (kind, status, action, side, expected) => {
    expect(listingRequestTransition(kind, status, action, side)).toBe(expected);
  });

  it('only an approved shared-listing request shows the listing', () => {
    expect(sharedListingVisible('approved')).toBe(true);
    for (const s of ['pending', 'declined', 'withdrawn'] as const)
      expect(sharedListingVisible(s)).toBe(false);
  });
});

describe('relisting reasons', () => {
  const own = 'org-a';
  const listing = (over: Partial<Parameters<typeof relistingReason>[0]> = {}) => ({
    organizationId: own,
    deleted: false,
    numAvailable: 5,
    productActive: true,
    ...over,
  });
  it.each([
    ['a live own listing in stock', listing(), own, null],
    ['a deleted own listing', listing({ deleted: true, numAvailable: 0 }), own, 'deleted'],
    ['an own listing of a retired product', listing({ productActive: false }), own, 'expired'],
    ['a sold-out own listing', listing({ numAvailable: 0 }), own, 'soldOut'],
    ["another seller's live listing", listing(), 'org-b', 'otherSeller'],
    ["another seller's sold-out listing", listing({ numAvailable: 0 }), 'org-b', 'otherSeller'],
    ["another seller's deleted listing", listing({ deleted: true }), 'org-b', null],
    ["another seller's listing of a retired product", listing({ productActive: false }), 'org-b', null],
  ] as const)('%s -> %s', (_name, row, org, expected) => {
    expect(relistingReason(row, org)).toBe(expected);
  });

  it("the listing's owner decides only requests about another seller's listing", () => {
    expect(relistingDecidedByListingOwner('otherSeller')).toBe(true);
    for (const r of ['deleted', 'soldOut', 'expired'] as const)
      expect(relistingDecidedByListingOwner(r)).toBe(false);
  });
});
