import { describe, expect, it } from 'vitest';
import { reorderPriceChange, reorderQuantity } from './reorder';

const listing = (numAvailable: number, rule: { minQuantity?: number; quantityMultiple?: number } = {}) => ({
  purchasable: true,
  numAvailable,
  ...rule,
});

describe('reorderQuantity', () => {
  it.each([
    ['in stock: the same quantity', 4, listing(10), { quantity: 4, changes: [] }],
    [
      'less stock: what is left',
      5,
      listing(3),
      { quantity: 3, changes: ['Only 3 available: 3 added instead of 5'] },
    ],
    [
      'less stock in multiples of 2',
      6,
      listing(5, { quantityMultiple: 2 }),
      { quantity: 4, changes: ['Only 5 available: 4 added instead of 6'] },
    ],
    [
      'a new minimum raises the quantity',
      2,
      listing(50, { minQuantity: 5 }),
      { quantity: 5, changes: ["Quantity changed from 2 to 5 (the seller's minimum or order multiple)"] },
    ],
    [
      'a new order multiple rounds down',
      7,
      listing(50, { quantityMultiple: 5 }),
      { quantity: 5, changes: ["Quantity changed from 7 to 5 (the seller's minimum or order multiple)"] },
    ],
    ['sold out', 1, listing(0), { quantity: 0, changes: ['Sold out'] }],
    [
      'stock below the minimum',
      10,
      listing(3, { minQuantity: 5 }),
      { quantity: 0, changes: ['Only 3 available, below the minimum of 5'] },
    ],
    ['no longer listed', 1, null, { quantity: 0, changes: ['No longer available'] }],
    [
      'not purchasable',
      1,
      { ...listing(9), purchasable: false },
      { quantity: 0, changes: ['No longer available'] },
    ],
  ])('%s', (_name, ordered, now, expected) => {
    expect(reorderQuantity(ordered, now)).toEqual(expected);
  });
});

describe('reorderPriceChange', () => {
  it.each([
    ['1015.0000', '1015.00', []],
    ['1110.0000', '1015.0000', ['New price: $1,015.00 (was $1,110.00)']],
    ['9.5', '9.5250', ['New price: $9.525 (was $9.50)']],
  ])('%s then %s', (before, now, expected) => {
    expect(reorderPriceChange(before, now)).toEqual(expected);
  });
});
