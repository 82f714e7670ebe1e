import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER_VALID_HOURS, type OfferStatus } from './constants';
import {
  type NegotiatedOfferItem,
  type OfferItemAction,
  type OfferItemForDisplay,
  type OfferParty,
  type OfferRefusal,
  offerDisplayStatus,
  offerItemActions,
  offerItemRefusal,
  offerLineTotal,
  offerQuantityProblem,
  offerReminderDue,
  offerStatusOf,
  offerTotal,
  offerValidTill,
  standingParty,
  withinListPrice,
} from './offers';

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

const HOUR = 60 * 60 * 1000;

describe('offerItemRefusal / offerItemActions (docs/offers.md)', () => {
  const open = (over: Partial<NegotiatedOfferItem> = {}): NegotiatedOfferItem => ({
    status: 'pending',
    offerValidTill: future,
    sellerCounterOfferCount: 0,
    buyerEditOfferCount: 0,
    ...buyerStands,
    ...over,
  });
  const countered = (over: Partial<NegotiatedOfferItem> = {}) =>
    open({ status: 'countered', ...sellerStands, sellerCounterOfferCount: 1, ...over });

  it.each<[string, NegotiatedOfferItem, OfferParty, OfferItemAction[]]>([
    ["buyer's proposal stands: the seller answers", open(), 'seller', ['accept', 'reject', 'counter']],
    ["buyer's proposal stands: the buyer may only cancel", open(), 'buyer', ['cancel']],
    ["seller's counter stands: the buyer answers", countered(), 'buyer', ['accept', 'edit', 'cancel']],
    ["seller's counter stands: the seller waits", countered(), 'seller', []],
    [
      'fifth counter used: accept or reject only',
      open({ sellerCounterOfferCount: 5 }),
      'seller',
      ['accept', 'reject'],
    ],
    [
      'fifth edit used: accept or cancel only',
      countered({ buyerEditOfferCount: 5 }),
      'buyer',
      ['accept', 'cancel'],
    ],
    ['lapsed: nothing', open({ offerValidTill: past }), 'seller', []],
    ['lapsed: not even cancel', countered({ offerValidTill: past }), 'buyer', []],
    ['accepted: nothing', open({ status: 'accepted' }), 'buyer', []],
    ['rejected: nothing', open({ status: 'rejected' }), 'seller', []],
  ])('%s', (_name, item, party, actions) => {
    expect(offerItemActions(item, party, now)).toEqual(actions);
  });

  it.each<[string, NegotiatedOfferItem, OfferParty, OfferItemAction, OfferRefusal]>([
    ['a buyer cannot counter', open(), 'buyer', 'counter', 'wrongParty'],
    ['a buyer cannot reject', countered(), 'buyer', 'reject', 'wrongParty'],
    ['a seller cannot edit', open(), 'seller', 'edit', 'wrongParty'],
    ['a seller cannot cancel', open(), 'seller', 'cancel', 'wrongParty'],
    ['the party is checked before the state', open({ status: 'accepted' }), 'seller', 'edit', 'wrongParty'],
    ['a closed item', open({ status: 'cancelled' }), 'seller', 'accept', 'closed'],
    [
      'closed wins over lapsed',
      open({ status: 'expired', offerValidTill: past }),
      'buyer',
      'cancel',
      'closed',
    ],
    ['a lapsed proposal', open({ offerValidTill: past }), 'seller', 'accept', 'expired'],
    ['accepting your own proposal', open(), 'buyer', 'accept', 'notYourTurn'],
    ['countering your own counter', countered(), 'seller', 'counter', 'notYourTurn'],
    ['editing while the seller has to answer', open(), 'buyer', 'edit', 'notYourTurn'],
    ['no proposal stands', open({ isBuyerOfferActive: false }), 'seller', 'accept', 'notYourTurn'],
    ['a sixth counter', open({ sellerCounterOfferCount: 5 }), 'seller', 'counter', 'counterLimit'],
    ['a sixth edit', countered({ buyerEditOfferCount: 5 }), 'buyer', 'edit', 'editLimit'],
  ])('%s → %s', (_name, item, party, action, refusal) => {
    expect(offerItemRefusal(item, party, action, now)).toBe(refusal);
  });

  it('a proposal can still be answered at its exact expiry instant', () => {
    expect(offerItemRefusal(open({ offerValidTill: now.toISOString() }), 'seller', 'accept', now)).toBeNull();
    expect(
      offerItemRefusal(open({ offerValidTill: new Date(now.getTime() - 1) }), 'seller', 'accept', now),
    ).toBe('expired');
  });
});

describe('offerValidTill', () => {
  const from = new Date('2026-03-04T15:00:00Z');
  it('adds the storefront’s hours', () => {
    expect(offerValidTill(from, 48).toISOString()).toBe('2026-03-06T15:00:00.000Z');
  });
  it.each([null, undefined, 0, -5, Number.NaN])('falls back to 72 hours for %s', (hours) => {
    expect(offerValidTill(from, hours).getTime() - from.getTime()).toBe(DEFAULT_OFFER_VALID_HOURS * HOUR);
  });
});

describe('offerReminderDue', () => {
  const made = new Date('2026-03-04T15:00:00Z');
  const till = new Date(made.getTime() + 72 * HOUR);
  const item = {
    status: 'pending' as OfferStatus,
    offerValidTill: till,
    lastOfferUpdateDate: made,
    reminderSentAt: null,
  };
  const at = (hoursAfterMade: number) => new Date(made.getTime() + hoursAfterMade * HOUR);

  it('is due from 24 hours before expiry until expiry', () => {
    expect(offerReminderDue(item, at(47.9))).toBe(false);
    expect(offerReminderDue(item, at(48))).toBe(true);
    expect(offerReminderDue(item, at(71))).toBe(true);
    expect(offerReminderDue(item, at(72))).toBe(true);
    expect(offerReminderDue(item, at(72.01))).toBe(false);
  });
  it('goes once per window', () => {
    expect(offerReminderDue({ ...item, reminderSentAt: at(48) }, at(50))).toBe(false);
  });
  it('is for open items and accepted ones waiting to be bought', () => {
    expect(offerReminderDue({ ...item, status: 'countered' }, at(50))).toBe(true);
    expect(offerReminderDue({ ...item, status: 'accepted' }, at(50))).toBe(true);
    for (const status of ['rejected', 'cancelled', 'expired'] as const) {
      expect(offerReminderDue({ ...item, status }, at(50))).toBe(false);
    }
  });
  it('is never due for a window of 24 hours or less', () => {
    const short = { ...item, offerValidTill: new Date(made.getTime() + 24 * HOUR) };
    expect(offerReminderDue(short, at(0))).toBe(false);
    expect(offerReminderDue(short, at(12))).toBe(false);
  });
});

describe('offerStatusOf', () => {
  it.each<[OfferStatus[], OfferStatus]>([
    [['pending'], 'pending'],
    [['pending', 'countered'], 'countered'],
    [['countered', 'accepted', 'pending'], 'accepted'],
    [['rejected', 'pending'], 'pending'],
    [['expired', 'rejected', 'cancelled'], 'rejected'],
    [['expired', 'cancelled'], 'cancelled'],
    [['accepted', 'in negotiation'], 'in negotiation'],
  ])('%j → %s', (statuses, status) => {
    expect(offerStatusOf(statuses)).toBe(status);
  });
  it('throws for an offer without items', () => {
    expect(() => offerStatusOf([])).toThrow(RangeError);
  });
});

describe('offer amounts', () => {
  it('an item total is unit price × quantity, half-up at the cent', () => {
    expect(offerLineTotal({ unitPrice: '10.005', quantity: 1 })).toBe('10.01');
    expect(offerLineTotal({ unitPrice: '0.3333', quantity: 3 })).toBe('1.00');
    expect(offerLineTotal({ unitPrice: '4250.0000', quantity: 2 })).toBe('8500.00');
  });
  it('an offer total sums its item totals (each rounded first)', () => {
    expect(
      offerTotal([
        { unitPrice: '0.0050', quantity: 1 },
        { unitPrice: '0.0050', quantity: 1 },
      ]),
    ).toBe('0.02');
  });
  it('withinListPrice compares exactly', () => {
    expect(withinListPrice('100.0000', '100')).toBe(true);
    expect(withinListPrice('99.9999', '100')).toBe(true);
    expect(withinListPrice('100.0001', '100')).toBe(false);
  });
});

describe('offerQuantityProblem', () => {
  const listing = { numAvailable: 10, minQuantity: 2, quantityMultiple: 2 };
  it.each<[number, ReturnType<typeof offerQuantityProblem>]>([
    [2, null],
    [10, null],
    [1, { kind: 'belowMinimum', minimum: 2 }],
    [3, { kind: 'notMultiple', multiple: 2 }],
    [12, { kind: 'overAvailable', available: 10 }],
  ])('%i → %j', (quantity, problem) => {
    expect(offerQuantityProblem(listing, quantity)).toEqual(problem);
  });
  it('asks for more than is available only when the listing takes offers at zero quantity', () => {
    expect(offerQuantityProblem({ numAvailable: 0 }, 5)).toEqual({ kind: 'overAvailable', available: 0 });
    expect(offerQuantityProblem({ numAvailable: 0, canMakeOfferIfQtyIsZero: true }, 5)).toBeNull();
  });
});
