import { describe, expect, it } from 'vitest';
import type { OfferStatus } from './constants';
import { type OfferItemForDisplay, type OfferParty, offerDisplayStatus, standingParty } from './offers';

const now = new Date('2024-06-01T12:00:00Z');
const future = '2024-06-02T12:00:00Z';
const past = '2024-05-31T12:00:00Z';

const buyerStands = { isBuyerOfferActive: true, isSellerOfferActive: false };
const sellerStands = { isBuyerOfferActive: false, isSellerOfferActive: true };

describe('offerDisplayStatus', () => {
  it.each<[string, OfferItemForDisplay, OfferParty, OfferStatus]>([
    [
      'pending past its expiry → expired',
      { status: 'pending', offerValidTill: past, ...buyerStands },
      'buyer',
      'expired',
    ],
    [
      'countered past its expiry → expired',
      { status: 'countered', offerValidTill: past, ...sellerStands },
      'buyer',
      'expired',
    ],
    [
      'expiry as a Date',
      { status: 'pending', offerValidTill: new Date(past), ...buyerStands },
      'seller',
      'expired',
    ],
    [
      'still valid at the exact expiry instant',
      { status: 'pending', offerValidTill: now.toISOString(), ...buyerStands },
      'buyer',
      'pending',
    ],
    [
      'one millisecond later it has expired',
      { status: 'pending', offerValidTill: new Date(now.getTime() - 1), ...buyerStands },
      'buyer',
      'expired',
    ],
    [
      "buyer's own offer, buyer views → stored status",
      { status: 'pending', offerValidTill: future, ...buyerStands },
      'buyer',
      'pending',
    ],
    [
      "buyer's offer, seller views → in negotiation",
      { status: 'pending', offerValidTill: future, ...buyerStands },
      'seller',
      'in negotiation',
    ],
    [
      "seller's counter, buyer views → in negotiation",
      { status: 'countered', offerValidTill: future, ...sellerStands },
      'buyer',
      'in negotiation',
    ],
    [
      "seller's own counter, seller views → stored status",
      { status: 'countered', offerValidTill: future, ...sellerStands },
      'seller',
      'countered',
    ],
    ['no flag set → stored status', { status: 'pending', offerValidTill: future }, 'seller', 'pending'],
    [
      'both flags set → stored status',
      { status: 'countered', offerValidTill: future, isBuyerOfferActive: true, isSellerOfferActive: true },
      'buyer',
      'countered',
    ],
    [
      'no expiry → never expires',
      { status: 'pending', offerValidTill: null, ...buyerStands },
      'seller',
      'in negotiation',
    ],
    [
      'accepted stays accepted even past expiry',
      { status: 'accepted', offerValidTill: past, ...buyerStands },
      'seller',
      'accepted',
    ],
    [
      'rejected stays rejected',
      { status: 'rejected', offerValidTill: future, ...sellerStands },
      'buyer',
      'rejected',
    ],
    [
      'cancelled stays cancelled',
      { status: 'cancelled', offerValidTill: future, ...buyerStands },
      'seller',
      'cancelled',
    ],
    [
      'stored expired stays expired',
      { status: 'expired', offerValidTill: future, ...buyerStands },
      'buyer',
      'expired',
    ],
  ])('%s', (_name, item, viewer, status) => {
    expect(offerDisplayStatus(item, viewer, now)).toBe(status);
  });

  it('expiry wins over negotiation', () => {
    expect(
      offerDisplayStatus({ status: 'countered', offerValidTill: past, ...sellerStands }, 'buyer', now),
    ).toBe('expired');
  });

  it('throws a RangeError for an unreadable expiry or clock', () => {
    expect(() => offerDisplayStatus({ status: 'pending', offerValidTill: 'soon' }, 'buyer', now)).toThrow(
      RangeError,
    );
    expect(() =>
      offerDisplayStatus({ status: 'pending', offerValidTill: future }, 'buyer', new Date('x')),
    ).toThrow(RangeError);
  });
});

describe('standingParty', () => {
  it.each([
    [buyerStands, 'buyer'],
    [sellerStands, 'seller'],
    [{}, null],
    [{ isBuyerOfferActive: true, isSellerOfferActive: true }, null],
    [{ isBuyerOfferActive: null, isSellerOfferActive: true }, 'seller'],
  ])('%j → %s', (flags, party) => {
    expect(standingParty({ status: 'pending', ...flags })).toBe(party);
  });
});
