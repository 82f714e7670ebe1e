import { describe, expect, it } from 'vitest';
import { paymentSchema, paymentSchemaAt } from './payment';
import { errorsOf } from './test-helpers';

const card = {
  paymentType: 'card',
  cardNumber: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  name: 'Jane Doe',
};
const ach = { paymentType: 'ach', routingNumber: '011000015', accountNumber: '123456789', name: 'Acme Inc' };

describe('paymentSchema', () => {
  it.each([
    ['a Visa card', card],
    ['an Amex card with a 4-digit CVV', { ...card, cardNumber: '378282246310005', cvv: '1234' }],
    ['ACH', ach],
    ['PayLater', { paymentType: 'paylater' }],
    ['PayPal', { paymentType: 'paypal' }],
  ])('accepts %s', (_name, input) => {
    expect(errorsOf(paymentSchema, input)).toEqual({});
  });

  it.each([
    [{}, { paymentType: ['Please enter payment type'] }],
    [{ paymentType: 'cash' }, { paymentType: ['Please enter valid payment type'] }],
    [
      { paymentType: 'card' },
      {
        cardNumber: ['Please enter card number'],
        expiry: ['Please enter expiry date'],
        cvv: ['Please enter CVV'],
        name: ['Please enter name'],
      },
    ],
    [{ ...card, cardNumber: '4111111111111112' }, { cardNumber: ['Please enter valid card number'] }],
    [{ ...card, cardNumber: '1234567812345670' }, { cardNumber: ['Please enter valid card number'] }],
    [{ ...card, expiry: '13/30' }, { expiry: ['Please enter valid expiry date'] }],
    [{ ...card, expiry: '1230' }, { expiry: ['Please enter valid expiry date'] }],
    [{ ...card, cvv: '12' }, { cvv: ['Please enter valid CVV'] }],
    [{ ...card, cvv: '1234' }, { cvv: ['Please enter valid CVV'] }],
    [{ ...card, cardNumber: '378282246310005', cvv: '123' }, { cvv: ['Please enter valid CVV'] }],
    [
      { paymentType: 'ach' },
      {
        routingNumber: ['Please enter routing number'],
        accountNumber: ['Please enter account number'],
        name: ['Please enter name'],
      },
    ],
    [{ ...ach, routingNumber: '011000016' }, { routingNumber: ['Please enter valid routing number'] }],
    [{ ...ach, accountNumber: '12ab' }, { accountNumber: ['Please enter valid account number'] }],
    [{ ...ach, accountNumber: '123' }, { accountNumber: ['Please enter valid account number'] }],
    [{ paymentType: 'paypal', cardNumber: '4111111111111111' }, { '': ['Unrecognized key: "cardNumber"'] }],
  ])('%#: %j', (input, errors) => {
    expect(errorsOf(paymentSchema, input)).toEqual(errors);
  });
});

describe('paymentSchemaAt', () => {
  it.each([
    ['02/24', '2024-02-29T23:59:59Z', {}],
    ['02/24', '2024-03-01T00:00:00Z', { expiry: ['Please enter valid expiry date'] }],
    ['01/24', '2024-02-15T00:00:00Z', { expiry: ['Please enter valid expiry date'] }],
  ])('expiry %s at %s', (expiry, now, errors) => {
    expect(errorsOf(paymentSchemaAt(new Date(now)), { ...card, expiry })).toEqual(errors);
  });

  it('does not look at expiry for other payment types', () => {
    expect(errorsOf(paymentSchemaAt(new Date('2099-01-01T00:00:00Z')), ach)).toEqual({});
  });
});
