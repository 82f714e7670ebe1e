import { describe, expect, it } from 'vitest';
import { pageCount, rangeLabel } from './pagination';

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('says which rows show', () => {
    expect(rangeLabel(1, 20, 0, 'order')).toBe('No orders');
    expect(rangeLabel(1, 20, 1, 'offer')).toBe('1 offer');
    expect(rangeLabel(1, 20, 7, 'order')).toBe('Showing 1–7 of 7 orders');
    expect(rangeLabel(2, 20, 45, 'order')).toBe('Showing 21–40 of 45 orders');
    expect(rangeLabel(3, 20, 45, 'order')).toBe('Showing 41–45 of 45 orders');
    // A page past the end (rows removed meanwhile) still says how many there are.
    expect(rangeLabel(9, 20, 45, 'order')).toBe('45 orders');
  });
});
