import { describe, expect, it } from 'vitest';
import {
  largestQuantity,
  parseQuantity,
  QUANTITY_REQUIRED,
  quantityHint,
  quantityProblem,
  smallestQuantity,
} from './quantity';

const rules = { minQuantity: 5, quantityMultiple: 10, numAvailable: 45 };

describe('quantity rules of a listing', () => {
  it('starts at the minimum raised to the next order multiple', () => {
    expect(smallestQuantity({ minQuantity: 1, quantityMultiple: 1 })).toBe(1);
    expect(smallestQuantity({ minQuantity: 5, quantityMultiple: 10 })).toBe(10);
    expect(smallestQuantity({ minQuantity: 20, quantityMultiple: 10 })).toBe(20);
    expect(smallestQuantity({ minQuantity: 12, quantityMultiple: 5 })).toBe(15);
    expect(smallestQuantity({ minQuantity: 0, quantityMultiple: 0 })).toBe(1);
  });

  it('caps at what is available, down to a multiple', () => {
    expect(largestQuantity(rules)).toBe(40);
    expect(largestQuantity({ ...rules, numAvailable: 0 })).toBe(0);
    expect(largestQuantity({ minQuantity: 1, quantityMultiple: 1, numAvailable: 7 })).toBe(7);
  });

  it('reads typed quantities, with thousands separators, and nothing else', () => {
    expect(parseQuantity(12)).toBe(12);
    expect(parseQuantity('1,200')).toBe(1200);
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('ten')).toBeNull();
    expect(parseQuantity(Number.NaN)).toBeNull();
  });

  it("gives the server's messages for each broken rule", () => {
    expect(quantityProblem('', rules)).toBe(QUANTITY_REQUIRED);
    expect(quantityProblem(0, rules)).toBe(QUANTITY_REQUIRED);
    expect(quantityProblem(2.5, rules)).toBe('Please enter a whole quantity');
    expect(quantityProblem(4, { ...rules, quantityMultiple: 1 })).toBe('The minimum order quantity is 5');
    expect(quantityProblem(15, rules)).toBe('Please order in multiples of 10');
    expect(quantityProblem(50, rules)).toBe('Only 45 available');
    expect(quantityProblem(10, { ...rules, numAvailable: 0 })).toBe('Sold out');
    expect(quantityProblem(40, rules)).toBeNull();
  });

  it('describes the rules under the input', () => {
    expect(quantityHint(rules)).toBe('Minimum 5 · multiples of 10 · 45 available');
    expect(quantityHint({ minQuantity: 1, quantityMultiple: 1, numAvailable: 1200 })).toBe('1,200 available');
    expect(quantityHint({ minQuantity: 1, quantityMultiple: 4, numAvailable: 8 })).toBe(
      'Multiples of 4 · 8 available',
    );
  });
});
