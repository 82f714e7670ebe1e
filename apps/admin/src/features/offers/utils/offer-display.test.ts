import { describe, expect, it } from 'vitest';
import {
  countersUsed,
  editsUsed,
  offerStatusLabel,
  orderedOfferActions,
  partyLabel,
  proposalVerb,
  standingProposalLabel,
  timeLeft,
} from './offer-display';

describe('offer display', () => {
  it('writes statuses in sentence case', () => {
    expect(offerStatusLabel('in negotiation')).toBe('In negotiation');
  });

  it('counts counters and edits against the cap of 5', () => {
    expect(countersUsed({ sellerCounterOfferCount: 2 })).toBe('2 of 5');
    expect(editsUsed({ buyerEditOfferCount: 0 })).toBe('0 of 5');
  });

  it('says how long a proposal stays valid, from a given now', () => {
    const now = new Date('2025-03-14T12:00:00.000Z');
    expect(timeLeft('2025-03-17T12:00:00.000Z', now)).toBe('in 3 d');
    expect(timeLeft('2025-03-16T17:30:00.000Z', now)).toBe('in 2 d 5 h');
    expect(timeLeft('2025-03-14T15:20:00.000Z', now)).toBe('in 3 h 20 min');
    expect(timeLeft('2025-03-14T14:00:00.000Z', now)).toBe('in 2 h');
    expect(timeLeft('2025-03-14T12:12:59.000Z', now)).toBe('in 12 min');
    expect(timeLeft('2025-03-14T12:00:30.000Z', now)).toBe('in less than a minute');
    // Still valid at the exact instant (as offerDisplayStatus has it), expired just after.
    expect(timeLeft('2025-03-14T12:00:00.000Z', now)).toBe('in less than a minute');
    expect(timeLeft('2025-03-14T11:59:59.999Z', now)).toBe('expired');
    expect(timeLeft('not a date', now)).toBe('');
  });

  it('says whose proposal stands, from where the viewer sits', () => {
    const buyerStands = { isBuyerOfferActive: true, isSellerOfferActive: false, status: 'pending' } as const;
    const sellerStands = {
      isBuyerOfferActive: false,
      isSellerOfferActive: true,
      status: 'countered',
    } as const;
    expect(standingProposalLabel(buyerStands, 'seller')).toBe("Buyer's offer");
    expect(standingProposalLabel(buyerStands, 'buyer')).toBe('Your offer');
    expect(standingProposalLabel(sellerStands, 'seller')).toBe('Your counter-offer');
    expect(standingProposalLabel(sellerStands, 'buyer')).toBe("Seller's counter-offer");
    expect(standingProposalLabel({ ...sellerStands, status: 'accepted' }, 'buyer')).toBe('Agreed');
    expect(standingProposalLabel({ ...buyerStands, isSellerOfferActive: true }, 'buyer')).toBe(
      'Last proposal',
    );
  });

  it('names the parties and verbs of the thread', () => {
    expect(partyLabel('seller', 'seller')).toBe('Seller (you)');
    expect(partyLabel('buyer', 'seller')).toBe('Buyer');
    expect(proposalVerb({ action: 'counter' })).toBe('countered with');
  });

  it('orders the buttons with the positive answer first', () => {
    expect(orderedOfferActions(['reject', 'counter', 'accept'])).toEqual(['accept', 'counter', 'reject']);
    expect(orderedOfferActions(['cancel', 'edit', 'accept'])).toEqual(['accept', 'edit', 'cancel']);
  });
});
