import { describe, expect, it } from 'vitest';
import { contactNumberError, initialQuoteFormValues, toQuoteRequestBody } from './quote-request';

const listingId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('quote request form', () => {
  it('starts from the minimum quantity and the signed-in contact', () => {
    expect(initialQuoteFormValues(5, { name: 'Ada Lovelace', email: 'ada@example.com' })).toMatchObject({
      qty: 5,
      userName: 'Ada Lovelace',
      email: 'ada@example.com',
      contactNumber: '',
    });
    expect(initialQuoteFormValues(0, null)).toMatchObject({ qty: 1, userName: '', email: '' });
  });

  it('trims the text and leaves empty optional fields out of the body', () => {
    const values = {
      ...initialQuoteFormValues(2, null),
      userName: '  Ada ',
      email: ' ada@example.com ',
      city: ' Boston ',
      comments: '   ',
    };
    expect(toQuoteRequestBody(values, listingId)).toEqual({
      listingId,
      qty: 2,
      userName: 'Ada',
      email: 'ada@example.com',
      city: 'Boston',
    });
  });

  it('sends an emptied or fractional quantity as 0, which the contract refuses', () => {
    const base = initialQuoteFormValues(1, null);
    expect(toQuoteRequestBody({ ...base, qty: '' }, listingId).qty).toBe(0);
    expect(toQuoteRequestBody({ ...base, qty: 2.5 }, listingId).qty).toBe(0);
    expect(toQuoteRequestBody({ ...base, qty: '12' }, listingId).qty).toBe(12);
  });

  it('checks a phone only when one is given', () => {
    expect(contactNumberError('')).toBeNull();
    expect(contactNumberError('+1 617-555-0100')).toBeNull();
    expect(contactNumberError('call me')).toBe('Please enter valid phone number');
  });
});
