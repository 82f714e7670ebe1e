import { describe, expect, it } from 'vitest';
import { abaRoutingValid, cardBrand, expiryValid, formatCardExpiry, luhnValid } from './cards';

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4222222222222', 'visa'],
    ['4111111111111111110', 'visa'],
    ['4111 1111 1111 1111', 'visa'],
    ['4111-1111-1111-1111', 'visa'],
    ['411111111111111', null],
    ['41111111111111111', null],
    ['5100000000000000', 'mastercard'],
    ['5555555555554444', 'mastercard'],
    ['5000000000000000', null],
    ['5600000000000000', null],
    ['555555555555444', null],
    ['2221000000000000', 'mastercard'],
    ['2720999999999999', 'mastercard'],
    ['2500000000000000', 'mastercard'],
    ['2220999999999999', null],
    ['2721000000000000', null],
    ['6011111111111117', 'discover'],
    ['6500000000000000', 'discover'],
    ['6599999999999999', 'discover'],
    ['601111111111111', null],
    ['6011 1111 1111 1117 1', null],
    ['6400000000000000', null],
    ['6012000000000000', null],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['3782 822463 10005', 'amex'],
    ['3782822463100050', null],
    ['351111111111111', null],
    ['', null],
    ['   ', null],
    ['4111a11111111111', null],
    ['4111.1111.1111.1111', null],
  ])('%j → %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('is null for a non-string', () => {
    expect(cardBrand(4111111111111111 as unknown as string)).toBeNull();
  });
});

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111111111111112', false],
    ['378282246310005', true],
    ['378282246310006', false],
    ['6011111111111117', true],
    ['5555555555554444', true],
    ['79927398713', false],
    ['000000000000', true],
    ['4111x11111111111', false],
    ['', false],
    ['41111111111111111111', false],
  ])('%j → %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });
});

describe('formatCardExpiry', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12/34', '12/34'],
    ['12/345', '12/34'],
    ['ab12cd3', '12/3'],
    ['1 2 3 4 5', '12/34'],
    ['abc', ''],
  ])('%j → %j', (input, formatted) => {
    expect(formatCardExpiry(input)).toBe(formatted);
  });
});

describe('expiryValid', () => {
  const now = new Date('2024-02-29T23:59:59Z');

  it.each([
    ['02/24', now, true],
    ['02/24', new Date('2024-03-01T00:00:00Z'), false],
    ['01/24', now, false],
    ['03/24', now, true],
    ['12/23', now, false],
    ['01/25', now, true],
    ['02/44', now, true],
    ['03/44', now, false],
    ['00/25', now, false],
    ['13/25', now, false],
    ['2/25', now, false],
    ['02-25', now, false],
    ['0225', now, false],
    ['', now, false],
    ['02/25', new Date('invalid'), false],
    // Read in UTC: 11 p.m. on 31 Jan in New York is already February in UTC.
    ['01/24', new Date('2024-01-31T23:00:00-05:00'), false],
  ])('%j at %s → %s', (mmYY, at, valid) => {
    expect(expiryValid(mmYY, at)).toBe(valid);
  });
});

describe('abaRoutingValid', () => {
  it.each([
    ['011000015', true],
    ['021000021', true],
    ['111000025', true],
    ['011000016', false],
    ['021000022', false],
    ['000000000', false],
    ['01100001', false],
    ['0110000150', false],
    ['01100001a', false],
    ['011 000 015', false],
    ['', false],
  ])('%j → %s', (routing, valid) => {
    expect(abaRoutingValid(routing)).toBe(valid);
  });
});
