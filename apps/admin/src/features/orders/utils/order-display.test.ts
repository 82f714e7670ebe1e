import { describe, expect, it } from 'vitest';
import {
  addressLines,
  buyerLabel,
  cardLabel,
  courierLabel,
  formatPercent,
  orderedActions,
  orderStatusLabel,
  paymentMethodLabel,
  safeHttpUrl,
  withResultingStatus,
} from './order-display';

describe('order display', () => {
  it("writes SPEC.md's statuses in sentence case", () => {
    expect(orderStatusLabel('partially paid')).toBe('Partially paid');
    expect(orderStatusLabel('submitted')).toBe('Submitted');
  });

  it('adds the resulting status to an action message when it moved', () => {
    expect(
      withResultingStatus('Payment recorded', 'partially paid', { previous: 'submitted', always: true }),
    ).toBe('Payment recorded. The order is now partially paid.');
    expect(withResultingStatus('Order marked as shipped.', 'shipped', { previous: 'paid' })).toBe(
      'Order marked as shipped. The order is now shipped.',
    );
    expect(withResultingStatus('Fee added', 'submitted', { previous: 'submitted' })).toBe('Fee added.');
    // A payment on a shipped PayLater order leaves it shipped, and says so.
    expect(withResultingStatus('Payment recorded', 'shipped', { previous: 'shipped', always: true })).toBe(
      'Payment recorded. The order is still shipped.',
    );
  });

  it('names payment methods as people write them', () => {
    expect(paymentMethodLabel('ach')).toBe('ACH');
    expect(paymentMethodLabel('paylater')).toBe('PayLater');
    expect(paymentMethodLabel(null)).toBe('—');
  });

  it('names the buyer by company, else by person, and says guest', () => {
    expect(
      buyerLabel({ name: 'Ana Ruiz', email: 'ana@acme.test', organizationName: 'Acme', isGuest: false }),
    ).toEqual({
      primary: 'Acme',
      secondary: 'Ana Ruiz',
    });
    expect(
      buyerLabel({ name: 'Elena Marsh', email: 'e@m.example', organizationName: null, isGuest: true }),
    ).toEqual({
      primary: 'Elena Marsh',
      secondary: 'Guest',
    });
  });

  it('shows a card by brand and last four digits only', () => {
    expect(cardLabel({ cardBrand: 'Visa', maskedCardNo: '4242' })).toBe('Visa ending in 4242');
    expect(cardLabel({ cardBrand: 'Mastercard', maskedCardNo: '************5454' })).toBe(
      'Mastercard ending in 5454',
    );
    expect(cardLabel({ cardBrand: null, maskedCardNo: null })).toBe('Card');
  });

  it('writes an address as label lines, leaving blanks out', () => {
    expect(
      addressLines({
        firstname: 'Elena',
        lastname: 'Marsh',
        company: 'Marsh Rural Broadband',
        email: 'elena@marsh-broadband.example',
        contactnumber: '+1 541-555-0161',
        streetAddress: '88 Mill St',
        address2: null,
        city: 'Bend',
        state: 'OR',
        stateLongName: 'Oregon',
        country: 'US',
        countryLongName: 'United States',
        zipcode: '97701',
      }),
    ).toEqual(['Elena Marsh', 'Marsh Rural Broadband', '88 Mill St', 'Bend, OR 97701', 'United States']);
  });

  it("names the courier, or Other's given name", () => {
    expect(courierLabel({ courier: 'UPS', courierName: null })).toBe('UPS');
    expect(courierLabel({ courier: 'Other', courierName: 'DHL' })).toBe('DHL');
    expect(courierLabel({ courier: 'Other', courierName: ' ' })).toBe('Other');
    expect(courierLabel({ courier: null, courierName: null })).toBeNull();
  });

  it('links only http(s) URLs', () => {
    expect(safeHttpUrl('https://www.ups.com/track?n=1')).toBe('https://www.ups.com/track?n=1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });

  it('writes stored percentages without trailing zeros', () => {
    expect(formatPercent('8.2500')).toBe('8.25%');
    expect(formatPercent('3.0000')).toBe('3%');
    expect(formatPercent('0')).toBe('0%');
  });

  it('orders the allowed actions the way a sale goes', () => {
    expect(orderedActions(['cancel', 'ship', 'recordPayment'])).toEqual(['recordPayment', 'ship', 'cancel']);
    expect(orderedActions([])).toEqual([]);
  });
});
