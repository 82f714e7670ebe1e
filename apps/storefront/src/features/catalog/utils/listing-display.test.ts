import { describe, expect, it } from 'vitest';
import {
  availabilityText,
  priceDisplay,
  resultCountText,
  saleStateTexts,
  shippingEstimateText,
  tierRangeText,
  volumePrices,
} from './listing-display';

describe('priceDisplay (SPEC.md §9: 2 decimals, thousands with commas, discount rounded)', () => {
  it('shows the price with 2 decimals and commas', () => {
    expect(priceDisplay({ price: '1234.5', msrpPrice: null })).toEqual({
      kind: 'shown',
      price: '$1,234.50',
      msrp: null,
      discountPercent: null,
    });
    expect(priceDisplay({ price: '1234567.125', msrpPrice: null })).toMatchObject({ price: '$1,234,567.13' });
  });

  it('strikes the MSRP through with the discount percent when the price is below it', () => {
    expect(priceDisplay({ price: '750', msrpPrice: '1000' })).toEqual({
      kind: 'shown',
      price: '$750.00',
      msrp: '$1,000.00',
      discountPercent: 25,
    });
    // (3 − 2) / 3 = 33.33…% → 33
    expect(priceDisplay({ price: '2', msrpPrice: '3' })).toMatchObject({ discountPercent: 33 });
  });

  it('shows no MSRP or discount when the MSRP is not above the price', () => {
    expect(priceDisplay({ price: '100', msrpPrice: '100' })).toMatchObject({
      msrp: null,
      discountPercent: null,
    });
    expect(priceDisplay({ price: '100', msrpPrice: '90' })).toMatchObject({
      msrp: null,
      discountPercent: null,
    });
  });

  it('keeps the MSRP but no badge when the discount rounds to 0%', () => {
    expect(priceDisplay({ price: '999.99', msrpPrice: '1000' })).toMatchObject({
      msrp: '$1,000.00',
      discountPercent: null,
    });
  });

  it('hides the price (and its MSRP) when the seller hides it from guests', () => {
    expect(priceDisplay({ price: null, msrpPrice: '1000' })).toEqual({ kind: 'hidden' });
  });
});

describe('listing texts', () => {
  it('says how many are available, or out of stock', () => {
    expect(availabilityText(3)).toBe('3 available');
    expect(availabilityText(1200)).toBe('1,200 available');
    expect(availabilityText(0)).toBe('Out of stock');
  });

  it('names what can be done with the listing', () => {
    expect(saleStateTexts({ purchasable: true, canMakeOffer: true })).toEqual([
      'Available to buy',
      'Open to offers',
    ]);
    expect(saleStateTexts({ purchasable: false, canMakeOffer: true })).toEqual(['Open to offers']);
    expect(saleStateTexts({ purchasable: false, canMakeOffer: false })).toEqual([]);
  });

  it('writes tier ranges and shipping estimates', () => {
    expect(tierRangeText(1, 9)).toBe('1 – 9');
    expect(tierRangeText(10, 10)).toBe('10');
    expect(tierRangeText(1000, null)).toBe('1,000+');
    expect(shippingEstimateText(2, 5)).toBe('Ships in 2 – 5 days');
    expect(shippingEstimateText(1, 1)).toBe('Ships in 1 day');
    expect(shippingEstimateText(null, 4)).toBe('Ships in 4 days');
    expect(shippingEstimateText(null, null)).toBeNull();
  });

  it('counts results', () => {
    expect(resultCountText(0)).toBe('0 results');
    expect(resultCountText(1)).toBe('1 result');
    expect(resultCountText(42)).toBe('42 results');
    expect(resultCountText(76_000, true)).toBe('About 76,000 results');
    expect(resultCountText(1, false)).toBe('1 result');
  });
});

describe('volumePrices (what a unit costs at each tier: never above the listing price)', () => {
  const tiers = [
    { minQty: 1, maxQty: 9, price: '1050.00' },
    { minQty: 10, maxQty: 49, price: '998.00' },
    { minQty: 50, maxQty: null, price: '945.00' },
  ];

  it('caps each tier at the listing price', () => {
    expect(volumePrices(tiers, '957.00')).toEqual([
      { minQty: 1, maxQty: 9, price: '957.00' },
      { minQty: 10, maxQty: 49, price: '957.00' },
      { minQty: 50, maxQty: null, price: '945.00' },
    ]);
  });

  it('keeps every tier below the listing price as it is', () => {
    expect(volumePrices(tiers, '1100.00')).toEqual(tiers);
  });

  it('shows nothing when no tier is below the listing price, or the price is hidden', () => {
    expect(volumePrices(tiers, '900.00')).toEqual([]);
    expect(volumePrices(tiers, null)).toEqual([]);
    expect(volumePrices([], '900.00')).toEqual([]);
  });
});
