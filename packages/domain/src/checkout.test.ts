import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_NOT_AVAILABLE, freeShippingAvailability, payLaterAvailability } from './checkout';

describe('freeShippingAvailability', () => {
  it.each<[boolean, string, string | null, boolean, string | null]>([
    [true, '1.00', null, true, null],
    [true, '1.00', '500.00', true, null],
    [false, '500.00', '500.00', true, null],
    [false, '500.01', '500', true, null],
    [false, '499.99', '500.00', false, 'Free shipping from $500.00'],
    [false, '10000.00', null, false, FREE_SHIPPING_NOT_AVAILABLE],
    [false, '0.00', '0.00', true, null],
  ])('included %s, subtotal %s, minimum %s: %s (%s)', (included, subtotal, minimum, available, reason) => {
    expect(
      freeShippingAvailability({ everyLineShipsIncluded: included, subtotal, freeShippingMinimum: minimum }),
    ).toEqual({ available, reason });
  });
});

describe('payLaterAvailability', () => {
  it.each<[boolean, string, string | null, boolean, string | null]>([
    [false, '1000.00', null, false, 'This seller does not offer credit'],
    [false, '1000.00', '10.00', false, 'This seller does not offer credit'],
    [true, '0.01', null, true, null],
    [true, '250.00', '250.00', true, null],
    [true, '249.99', '250.00', false, 'PayLater from $250.00'],
    [true, '1250.5', '1000', true, null],
  ])('credit %s, subtotal %s, minimum %s: %s (%s)', (credit, subtotal, minimum, available, reason) => {
    expect(
      payLaterAvailability({ sellerOffersCredit: credit, subtotal, minimumCreditOrderValue: minimum }),
    ).toEqual({ available, reason });
  });
});
