import type { OfferItem } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import {
  itemsSummary,
  offerAmount,
  offerDetailHref,
  parseSort,
  proposalText,
  readOfferLink,
  roundsText,
  STATUS_FILTER_OPTIONS,
  standingText,
  timeLeft,
} from './offer-display';

type Proposal = OfferItem['proposals'][number];
const proposal = (over: Partial<Proposal>): Proposal => ({
  party: 'buyer',
  action: 'offer',
  unitPrice: '4000.0000',
  quantity: 2,
  at: '2026-03-04T15:00:00.000Z',
  validTill: null,
  ...over,
});

describe('how offers read', () => {
  it('tells the thread from the viewer’s side', () => {
    expect(proposalText(proposal({}), 'buyer')).toBe('You offered $4,000.00 × 2');
    expect(proposalText(proposal({}), 'seller')).toBe('The buyer offered $4,000.00 × 2');
    expect(proposalText(proposal({ party: 'seller', action: 'counter', unitPrice: '4300.5' }), 'buyer')).toBe(
      'The seller countered with $4,300.50 × 2',
    );
    expect(proposalText(proposal({ action: 'edit', quantity: 1200 }), 'seller')).toBe(
      'The buyer made a new offer of $4,000.00 × 1,200',
    );
    expect(
      proposalText(
        proposal({ party: 'seller', action: 'reject', unitPrice: null, quantity: null }),
        'seller',
      ),
    ).toBe('You rejected the offer');
    expect(
      proposalText(proposal({ party: 'system', action: 'expire', unitPrice: null, quantity: null }), 'buyer'),
    ).toBe('The offer expired');
  });

  it('says whose proposal stands', () => {
    const buyerStands = { isBuyerOfferActive: true, isSellerOfferActive: false, status: 'pending' as const };
    expect(standingText(buyerStands, 'buyer')).toBe('Your proposal');
    expect(standingText(buyerStands, 'seller')).toBe("Buyer's offer");
    expect(
      standingText({ ...buyerStands, isBuyerOfferActive: false, isSellerOfferActive: true }, 'buyer'),
    ).toBe("Seller's counter-offer");
    expect(standingText({ ...buyerStands, status: 'accepted', isSellerOfferActive: true }, 'buyer')).toBe(
      'Agreed',
    );
  });

  it('counts the rounds against the caps', () => {
    expect(roundsText({ sellerCounterOfferCount: 2, buyerEditOfferCount: 1 })).toBe(
      'Counter-offers 2 of 5 · Edits 1 of 5',
    );
  });

  it('offers the status filter with in negotiation, and reads the sort', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual([
      '',
      'pending',
      'accepted',
      'countered',
      'rejected',
      'cancelled',
      'expired',
      'in negotiation',
    ]);
    expect(parseSort('amount:asc')).toEqual({ sort: 'amount', direction: 'asc' });
    expect(parseSort('bogus')).toEqual({ sort: 'date', direction: 'desc' });
    expect(parseSort(null)).toEqual({ sort: 'date', direction: 'desc' });
  });

  it('reads the offer link query (SPEC.md §2 org and from) and builds it back', () => {
    expect(readOfferLink('?from=seller&org=o1')).toEqual({ from: 'seller', org: 'o1', token: null });
    expect(readOfferLink('?from=admin&token=t')).toEqual({ from: null, org: null, token: 't' });
    expect(offerDetailHref({ id: 'x1', viewer: 'seller', seller: { id: 'o1', name: 'N' } })).toBe(
      '/offerdetails/x1?from=seller&org=o1',
    );
    expect(offerDetailHref({ id: 'x1', viewer: 'buyer', seller: { id: 'o1', name: 'N' } })).toBe(
      '/offerdetails/x1?from=buyer',
    );
  });

  it('formats times in the viewer’s zone and what is left', () => {
    const now = new Date('2026-03-04T15:00:00Z');
    expect(timeLeft('2026-03-07T15:00:00Z', now)).toBe('in 3 days');
    expect(timeLeft('2026-03-07T14:59:00Z', now)).toBe('in 2 days 23 hours');
    expect(timeLeft('2026-03-06T16:00:00Z', now)).toBe('in 2 days 1 hour');
    expect(timeLeft('2026-03-05T14:00:00Z', now)).toBe('in 23 hours');
    expect(timeLeft('2026-03-04T15:30:00Z', now)).toBe('in 30 minutes');
    expect(timeLeft('2026-03-04T14:00:00Z', now)).toBe('now');
  });

  it('sums an offer and names its items', () => {
    const items = [
      { total: '10.01', title: 'A' },
      { total: '5.00', title: 'B' },
      { total: '0.99', title: 'C' },
    ];
    expect(offerAmount({ items: items as OfferItem[] })).toBe('16.00');
    expect(itemsSummary({ items: items as OfferItem[] })).toBe('A + 2 more');
    expect(itemsSummary({ items: items.slice(0, 1) as OfferItem[] })).toBe('A');
  });
});
