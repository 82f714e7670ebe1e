import { describe, expect, it } from 'vitest';
import { lastPageWhenPast } from './paging';

describe('lastPageWhenPast', () => {
  it.each([
    [99, 20, 45, 3],
    [4, 20, 60, 3],
    [3, 20, 60, null],
    [1, 20, 45, null],
    // An empty list is empty on every page: 'No orders yet', not a page problem.
    [99, 20, 0, null],
    [2, 20, 1, 1],
    [1, 0, 10, null],
  ])('page %i of %i per page, %i in all → %j', (page, pageSize, total, last) => {
    expect(lastPageWhenPast(page, pageSize, total)).toBe(last);
  });
});
