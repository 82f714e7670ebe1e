import { describe, expect, it } from 'vitest';
import {
  largestQuantity,
  minimumQuantity,
  orderMultiple,
  type QuantityRule,
  quantityRuleProblem,
  smallestQuantity,
} from './quantity';

describe('the quantity rule of a listing', () => {
  it.each<[QuantityRule, number, ReturnType<typeof quantityRuleProblem>]>([
    [{ minQuantity: 1, quantityMultiple: 1 }, 1, null],
    [{}, 7, null],
    [{ minQuantity: null, quantityMultiple: null }, 1, null],
    [{ minQuantity: 10, quantityMultiple: 5 }, 10, null],
    [{ minQuantity: 10, quantityMultiple: 5 }, 15, null],
    [{ minQuantity: 10, quantityMultiple: 5 }, 5, { kind: 'belowMinimum', minimum: 10 }],
    [{ minQuantity: 10, quantityMultiple: 5 }, 12, { kind: 'notMultiple', multiple: 5 }],
    [{ minQuantity: 5, quantityMultiple: 10 }, 5, { kind: 'notMultiple', multiple: 10 }],
    // A minimum below 1 asks for 1, and says so.
    [{ minQuantity: 0, quantityMultiple: 1 }, 1, null],
    [{ minQuantity: 0, quantityMultiple: 1 }, 0, { kind: 'belowMinimum', minimum: 1 }],
    [{ minQuantity: -3, quantityMultiple: 2 }, 2, null],
    [{ minQuantity: -3, quantityMultiple: 2 }, 0, { kind: 'belowMinimum', minimum: 1 }],
    [{ minQuantity: 0.5, quantityMultiple: 0 }, 1, null],
    [{ minQuantity: 1, quantityMultiple: 0 }, 3, null],
    [{ minQuantity: 1, quantityMultiple: -4 }, 3, null],
  ])('%j, quantity %i → %j', (rule, quantity, problem) => {
    expect(quantityRuleProblem(rule, quantity)).toEqual(problem);
  });

  it.each<[QuantityRule, number, number, number, number]>([
    // rule, minimum, multiple, smallest, largest of 47
    [{}, 1, 1, 1, 47],
    [{ minQuantity: 0, quantityMultiple: 0 }, 1, 1, 1, 47],
    [{ minQuantity: -2, quantityMultiple: 5 }, 1, 5, 5, 45],
    [{ minQuantity: 5, quantityMultiple: 10 }, 5, 10, 10, 40],
    [{ minQuantity: 10, quantityMultiple: 5 }, 10, 5, 10, 45],
    [{ minQuantity: 3.7, quantityMultiple: 2.9 }, 3, 2, 4, 46],
  ])(
    '%j: minimum %i, multiple %i, smallest %i, largest of 47 %i',
    (rule, min, multiple, smallest, largest) => {
      expect(minimumQuantity(rule)).toBe(min);
      expect(orderMultiple(rule)).toBe(multiple);
      expect(smallestQuantity(rule)).toBe(smallest);
      expect(largestQuantity(rule, 47)).toBe(largest);
    },
  );

  it('the largest of nothing (or less) is 0', () => {
    expect(largestQuantity({ quantityMultiple: 5 }, 0)).toBe(0);
    expect(largestQuantity({ quantityMultiple: 5 }, -3)).toBe(0);
  });
});
