import { describe, expect, it } from 'vitest';
import { normalizeMoneyInput } from './money-input';

describe('normalizeMoneyInput', () => {
  it('reads what people type into the plain decimal the API takes', () => {
    expect(normalizeMoneyInput(' 75 ')).toBe('75.00');
    expect(normalizeMoneyInput('$1,200.5')).toBe('1200.50');
    expect(normalizeMoneyInput('0.1234')).toBe('0.1234');
  });

  it('passes anything else on as typed, for the schema to refuse with its message', () => {
    expect(normalizeMoneyInput('')).toBe('');
    expect(normalizeMoneyInput('   ')).toBe('');
    expect(normalizeMoneyInput('12,34')).toBe('12,34');
    expect(normalizeMoneyInput('ten')).toBe('ten');
    expect(normalizeMoneyInput('1.23456')).toBe('1.23456');
  });
});
