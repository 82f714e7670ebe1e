import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows dollars with 2 decimals and thousands separators', () => {
    expect(formatMoney('12.5')).toBe('$12.50');
    expect(formatMoney('1234567.891')).toBe('$1,234,567.89');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney(2500)).toBe('$2,500.00');
    expect(formatMoney('-3.5')).toBe('-$3.50');
  });

  it('rounds half up on exact decimal strings (no binary float error)', () => {
    expect(formatMoney('1.005')).toBe('$1.01');
    expect(formatMoney('2.675')).toBe('$2.68');
    expect(formatMoney('0.125')).toBe('$0.13');
  });

  it('rejects what is not an amount', () => {
    expect(() => formatMoney('12,5')).toThrow(RangeError);
    expect(() => formatMoney('abc')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});
