import { cardBrand, luhnValid } from '@patchbay/domain';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from './card-number';

describe('card number as typed', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('41a1')).toBe('411');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });

  it('groups American Express 4-6-5', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782')).toBe('3782');
  });

  it('keeps what the domain needs to tell brand and checksum', () => {
    const typed = formatCardNumber('4111111111111111');
    expect(cardBrand(typed)).toBe('visa');
    expect(luhnValid(typed)).toBe(true);
    expect(cardBrand(formatCardNumber('378282246310005'))).toBe('amex');
  });
});
