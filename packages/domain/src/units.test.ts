import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toInches, toPounds } from './units';

describe('toPounds', () => {
  it.each([
    [10, 'pounds', 10],
    [10, 'lbs', 10],
    [10, 'LB', 10],
    [10, 'pound', 10],
    [1, 'kg', 2.2],
    [1, 'Kilograms', 2.2],
    [1, 'kilogram', 2.2],
    [1, 'kgs', 2.2],
    [10, 'kg', 22.05],
    [16, 'oz', 1],
    [8, 'ounces', 0.5],
    [1, 'Ounce', 0.06],
    [1000, 'grams', 2.2],
    [453.59237, 'g', 1],
    [100, 'gram', 0.22],
    ['2.5', 'kg', 5.51],
    [' 12 ', ' lbs ', 12],
    [1.005, 'lb', 1.01],
    [0, 'kg', 0],
    [999999999999.9999, 'lb', 1000000000000],
  ])('%j %s → %s', (value, unit, pounds) => {
    expect(toPounds(value, unit)).toBe(pounds);
  });

  it.each([
    [10, 'stone'],
    [10, 'inches'],
    [10, ''],
    [10, null],
    [10, 'gs'],
    ['abc', 'kg'],
    ['', 'kg'],
    ['1e3', 'kg'],
    ['0x10', 'kg'],
    ['-1', 'kg'],
    [-1, 'kg'],
    [Number.NaN, 'kg'],
    [Number.POSITIVE_INFINITY, 'kg'],
    [null, 'kg'],
    [undefined, 'kg'],
    [{}, 'kg'],
  ])('%j %j → undefined, without throwing', (value, unit) => {
    expect(toPounds(value as number, unit as string)).toBeUndefined();
  });
});

describe('toInches', () => {
  it.each([
    [5, 'inches', 5],
    [5, 'in', 5],
    [5, 'inch', 5],
    [5, 'In.', 5],
    [2, 'feet', 24],
    [1, 'foot', 12],
    [2, 'FT', 24],
    [2.54, 'cm', 1],
    [10, 'centimeters', 3.94],
    [25.4, 'mm', 1],
    [100, 'millimeters', 3.94],
    [1, 'm', 39.37],
    [2, 'meters', 78.74],
    [1, 'dm', 3.94],
    [1000, 'dm', 3937],
    [1000, 'decimetres', 3937],
    [10, 'decimeters', 39.37],
    [1000, 'Decimeter', 3937],
    [25400000, 'nm', 1],
    [1000000, 'nanometers', 0.04],
    [0, 'cm', 0],
    ['12.5', 'in', 12.5],
  ])('%j %s → %s', (value, unit, inches) => {
    expect(toInches(value, unit)).toBe(inches);
  });

  it.each([
    [10, 'yards'],
    [10, 'kg'],
    [10, 'miles'],
    [10, 'ms'],
    ['ten', 'cm'],
    ['1,5', 'cm'],
    [-3, 'cm'],
  ])('%j %j → undefined', (value, unit) => {
    expect(toInches(value, unit)).toBeUndefined();
  });
});

describe('properties', () => {
  const weightUnits = ['lb', 'kg', 'oz', 'g'];
  const lengthUnits = ['in', 'ft', 'cm', 'mm', 'm', 'dm', 'nm'];
  const valueArb = fc.double({ min: 0, max: 1e12, noNaN: true });

  it('conversions are monotonic: a larger value never gives a smaller result', () => {
    fc.assert(
      fc.property(
        valueArb,
        valueArb,
        fc.constantFrom(...weightUnits),
        fc.constantFrom(...lengthUnits),
        (a, b, w, l) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(toPounds(low, w)!).toBeLessThanOrEqual(toPounds(high, w)!);
          expect(toInches(low, l)!).toBeLessThanOrEqual(toInches(high, l)!);
        },
      ),
    );
  });

  it('results have at most 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.constantFrom(...lengthUnits),
        (value, unit) => {
          const inches = toInches(value, unit)!;
          expect(Math.abs(Math.round(inches * 100) / 100 - inches)).toBeLessThan(1e-9 * Math.max(1, inches));
        },
      ),
    );
  });
});
