import { describe, expect, it } from 'vitest';
import { priceWithinRange } from './catalogue-edits';

describe('priceWithinRange (SPEC.md §5: a selling price between the product minimum and maximum)', () => {
  it.each([
    ['500', '100', '900', true],
    ['100', '100', '900', true],
    ['900.0000', '100', '900', true],
    ['99.9999', '100', '900', false],
    ['900.0001', '100', '900', false],
    ['5', null, '900', true],
    ['5000', '100', null, true],
    ['50', '100', null, false],
    ['1', null, null, true],
  ])('%s in [%s, %s] -> %s', (price, minPrice, maxPrice, expected) => {
    expect(priceWithinRange(price, { minPrice, maxPrice })).toBe(expected);
  });
});
