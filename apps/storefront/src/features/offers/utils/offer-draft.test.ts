import { cartMessages, offerMessages } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import type { OfferDraftItem } from '../../../lib/client-state';
import { putDraftItem, readOfferDraft, removeDraftItems, updateDraftItem } from './offer-draft';
import {
  draftItemTotal,
  draftPriceError,
  draftQuantityError,
  groupDraftBySeller,
  splitOfferFieldErrors,
  toCreateOfferBody,
} from './offer-form';

const item = (over: Partial<OfferDraftItem> & Pick<OfferDraftItem, 'listingId'>): OfferDraftItem => ({
  quantity: 1,
  unitPrice: '100',
  title: `Listing ${over.listingId}`,
  path: `/x/dp/${over.listingId}`,
  imageUrl: '/img.png',
  seller: { id: 's1', name: 'Northwind Networks' },
  listPrice: '120.0000',
  minQuantity: 1,
  quantityMultiple: 1,
  ...over,
});

describe('the offer being prepared', () => {
  it('keeps one entry per listing: adding the same listing again replaces its terms', () => {
    const draft = putDraftItem(putDraftItem([], item({ listingId: 'a' })), item({ listingId: 'b' }));
    const again = putDraftItem(draft, item({ listingId: 'a', unitPrice: '90', quantity: 3 }));
    expect(again.map((i) => [i.listingId, i.unitPrice, i.quantity])).toEqual([
      ['a', '90', 3],
      ['b', '100', 1],
    ]);
    expect(updateDraftItem(again, 'b', { quantity: 5 })[1]?.quantity).toBe(5);
    expect(removeDraftItems(again, ['a']).map((i) => i.listingId)).toEqual(['b']);
  });

  it('drops stored entries of another shape (an older app version stored { listingId, quantity })', () => {
    expect(readOfferDraft([{ listingId: 'old', quantity: 2 }, item({ listingId: 'a' }), null, 'x'])).toEqual([
      item({ listingId: 'a' }),
    ]);
    expect(readOfferDraft(undefined)).toEqual([]);
    expect(readOfferDraft({ listingId: 'a' })).toEqual([]);
  });

  it('groups by seller in the order sellers first appear, with each group’s total', () => {
    const cobalt = { id: 's2', name: 'Cobalt Telecom' };
    const groups = groupDraftBySeller([
      item({ listingId: 'a', unitPrice: '10.005', quantity: 1 }),
      item({ listingId: 'b', seller: cobalt, unitPrice: '5', quantity: 3 }),
      item({ listingId: 'c', unitPrice: 'abc' }),
      item({ listingId: 'd', unitPrice: '0.50', quantity: 4 }),
    ]);
    expect(groups.map((g) => [g.seller.name, g.items.map((i) => i.listingId), g.total])).toEqual([
      ['Northwind Networks', ['a', 'c', 'd'], '12.01'],
      ['Cobalt Telecom', ['b'], '15.00'],
    ]);
  });

  it('an item total is unit price × quantity at the cent; none while the price is unreadable', () => {
    expect(draftItemTotal({ unitPrice: '4100.50', quantity: 2 })).toBe('8201.00');
    expect(draftItemTotal({ unitPrice: '', quantity: 2 })).toBeNull();
    expect(draftItemTotal({ unitPrice: '10', quantity: 0 })).toBeNull();
  });

  it.each([
    ['', '120', 'Please enter offer price'],
    ['0', '120', 'Please enter valid offer price'],
    ['12.34567', '120', 'Please enter valid offer price'],
    ['-5', '120', 'Please enter valid offer price'],
    ['120.0001', '120', offerMessages.offerAboveListPrice],
    ['120', '120', null],
    ['999999', null, null],
  ])('price %j against listing price %j → %j', (price, listPrice, message) => {
    expect(draftPriceError(price, listPrice)).toBe(message);
  });

  it.each([
    [1, 1, 1, null],
    ['', 1, 1, 'Please enter quantity'],
    [0, 1, 1, 'Please enter quantity'],
    [2.5, 1, 1, 'Please enter a whole quantity'],
    [1, 2, 1, cartMessages.belowMinimum(2)],
    [6, 2, 4, cartMessages.notMultiple(4)],
    [8, 2, 4, null],
  ])('quantity %j (minimum %i, multiple %i) → %j', (quantity, minimum, multiple, message) => {
    expect(draftQuantityError(quantity, minimum, multiple)).toBe(message);
  });

  it('builds the POST /api/offers body: prices trimmed, the guest when given, comments when written', () => {
    const draft = [item({ listingId: 'a', unitPrice: ' 90 ', quantity: 2 })];
    expect(toCreateOfferBody(draft, { guest: null, comments: '  ' })).toEqual({
      items: [{ listingId: 'a', quantity: 2, unitPrice: '90' }],
    });
    const guest = { firstName: 'Owen', lastName: 'Reyes', email: 'o@p.example', companyName: 'Prairie' };
    expect(toCreateOfferBody(draft, { guest, comments: ' Ship fast ' })).toMatchObject({
      guest,
      comments: 'Ship fast',
    });
  });

  it('puts the server’s field errors beside their inputs', () => {
    const draft = [item({ listingId: 'a' }), item({ listingId: 'b' })];
    expect(
      splitOfferFieldErrors(
        {
          'items.1.quantity': 'Only 3 available',
          'items.0.listingId': 'Listing not found',
          'items.1.unitPrice': offerMessages.offerAboveListPrice,
          'guest.email': 'Please enter valid email',
          'items.7.quantity': 'lost',
          comments: 'Too long',
        },
        draft,
      ),
    ).toEqual({
      items: {
        a: { listingId: 'Listing not found' },
        b: { quantity: 'Only 3 available', unitPrice: offerMessages.offerAboveListPrice },
      },
      guest: { email: 'Please enter valid email' },
      other: ['lost', 'Too long'],
    });
  });
});
