import { describe, expect, it } from 'vitest';
import { changedPrice } from '../catalogue-edits';
import { catalogueProductSchema, normalisedMeasurements, tierIssues } from './catalogue';
import { errorsOf } from './test-helpers';

const product = {
  name: 'Catalyst 2960',
  displayName: 'Cisco WS-C2960-24TT-L',
  description: '24-port switch',
  category: 'Networking',
  subCategory: 'Switches',
  minPrice: '100',
  maxPrice: '500',
  price: '250',
  totalPrice: '2500',
  minQuantity: 1,
  quantityMultiple: 1,
  numAvailable: 10,
  condition: 'Refurbished',
  minShippingEstimate: 2,
  maxShippingEstimate: 5,
  oemName: 'Cisco',
  oemModelName: 'Catalyst 2960',
  oemPartNumber: 'WS-C2960-24TT-L',
  sellerPartNumber: 'SKU-1',
  sellerInternalLocation: 'Shelf A3',
  arrivalDate: '2026-02-27',
  productType: 'Switch',
};

const tiers = (...rows: [number, number | null, string][]) =>
  rows.map(([minQty, maxQty, price]) => ({ minQty, maxQty, price }));

describe('catalogueProductSchema', () => {
  it('accepts the form with every optional part', () => {
    expect(
      errorsOf(catalogueProductSchema, {
        ...product,
        msrpPrice: '400',
        tags: ['poe'],
        weight: '2',
        weightUnit: 'kg',
        length: 30,
        width: '20',
        height: '5',
        dimensionUnit: 'cm',
        specifications: [{ type: 'Ports', value: '24' }],
        tieredPricing: tiers([10, 49, '240'], [50, null, '230']),
        showPriceWOLogin: false,
        excludeFromCollectorPortal: true,
      }),
    ).toEqual({});
  });

  it('keeps the SPEC messages of the product form', () => {
    expect(errorsOf(catalogueProductSchema, { ...product, price: '99' })).toEqual({
      price: ['Sale price should be between minimum and maximum price of the product'],
    });
    expect(errorsOf(catalogueProductSchema, { ...product, name: ' ' })).toEqual({
      name: ['Please enter name'],
    });
    expect(errorsOf(catalogueProductSchema, { ...product, condition: 'Mint' })).toEqual({
      condition: ['Please enter valid condition'],
    });
  });

  it.each([
    [{ weight: 'heavy' }, { weight: ['Please enter valid weight'] }],
    [{ weight: '3', weightUnit: 'stone' }, { weightUnit: ['Please enter valid weight unit'] }],
    [{ length: '3', dimensionUnit: 'parsecs' }, { dimensionUnit: ['Please enter valid dimension unit'] }],
    [{ height: -1 }, { height: ['Please enter valid height'] }],
    [
      { specifications: [{ type: '', value: '1' }] },
      { 'specifications.0.type': ['Please enter specification type'] },
    ],
    [
      { specifications: [{ type: 'Ports' }] },
      { 'specifications.0.value': ['Please enter specification value'] },
    ],
    [
      { tieredPricing: [{ maxQty: 3, price: '1' }] },
      { 'tieredPricing.0.minQty': ['Please enter minimum quantity'] },
    ],
    [
      { tieredPricing: [{ minQty: 2, price: 'x' }] },
      { 'tieredPricing.0.price': ['Please enter valid tier price'] },
    ],
    [{ msrpPrice: '1.23456' }, { msrpPrice: ['Please enter valid MSRP'] }],
    [{ imageUrls: ['javascript:alert(1)'] }, { 'imageUrls.0': ['Please enter valid image URL'] }],
    [
      { tieredPricing: tiers([10, 20, '250']) },
      { 'tieredPricing.0.price': ['Tier price should be below the selling price'] },
    ],
  ])('%#: %j', (change, errors) => {
    expect(errorsOf(catalogueProductSchema, { ...product, ...change })).toEqual(errors);
  });
});

describe('tierIssues', () => {
  it.each([
    ['one open tier', tiers([5, null, '9']), []],
    ['ascending, touching nothing', tiers([5, 9, '9'], [10, 19, '8'], [20, null, '7']), []],
    [
      'out of order',
      tiers([10, 19, '8'], [5, 9, '9']),
      [{ path: [1, 'minQty'], message: 'Tier quantities should be in ascending order' }],
    ],
    [
      'equal minimums',
      tiers([5, 9, '9'], [5, 20, '8']),
      [{ path: [1, 'minQty'], message: 'Tier quantities should be in ascending order' }],
    ],
    [
      'overlapping ranges',
      tiers([5, 10, '9'], [10, 20, '8']),
      [{ path: [1, 'minQty'], message: 'Tier quantity ranges should not overlap' }],
    ],
    [
      'an open tier before another',
      tiers([5, null, '9'], [10, 20, '8']),
      [{ path: [0, 'maxQty'], message: 'Only the last tier may leave its maximum quantity empty' }],
    ],
    [
      'maximum below minimum',
      tiers([5, 4, '9']),
      [{ path: [0, 'maxQty'], message: 'Maximum quantity should not be less than minimum quantity' }],
    ],
    [
      'a price equal to the selling price',
      tiers([5, null, '10.0000']),
      [{ path: [0, 'price'], message: 'Tier price should be below the selling price' }],
    ],
    ['a price a ten-thousandth below', tiers([5, null, '9.9999']), []],
  ])('%s', (_name, rows, issues) => {
    expect(tierIssues(rows, '10')).toEqual(issues);
  });
});

describe('normalisedMeasurements', () => {
  it.each([
    [
      { weight: '2', weightUnit: 'kg' },
      { weight: 4.41, length: null, width: null, height: null },
    ],
    [
      { weight: 16, weightUnit: 'oz' },
      { weight: 1, length: null, width: null, height: null },
    ],
    [{ weight: '3' }, { weight: 3, length: null, width: null, height: null }],
    [
      { length: '1', width: '10', height: '254', dimensionUnit: 'mm' },
      { weight: null, length: 0.04, width: 0.39, height: 10 },
    ],
    [
      { length: '2', dimensionUnit: 'feet' },
      { weight: null, length: 24, width: null, height: null },
    ],
    [
      { length: '1', dimensionUnit: 'dm' },
      { weight: null, length: 3.94, width: null, height: null },
    ],
  ])('%j', (input, expected) => {
    expect(normalisedMeasurements(input)).toEqual(expected);
  });
});

describe('changedPrice', () => {
  const open = { minPrice: null, maxPrice: null };
  it.each([
    ['10 % up', '100.0000', { mode: 'percent', value: '10' }, open, { ok: true, price: '110.0000' }],
    ['12.5 % off', '19.9900', { mode: 'percent', value: '-12.5' }, open, { ok: true, price: '17.4913' }],
    ['an amount off', '19.99', { mode: 'amount', value: '-0.99' }, open, { ok: true, price: '19.0000' }],
    ['set outright', '19.99', { mode: 'set', value: '7.5' }, open, { ok: true, price: '7.5000' }],
    [
      'below zero',
      '5',
      { mode: 'amount', value: '-6' },
      open,
      { ok: false, message: 'Please enter valid selling price' },
    ],
    [
      'not a number',
      '5',
      { mode: 'percent', value: 'ten' },
      open,
      { ok: false, message: 'Please enter valid selling price' },
    ],
    [
      'past the column',
      '9999999999',
      { mode: 'amount', value: '1' },
      open,
      { ok: false, message: 'Please enter valid selling price' },
    ],
    [
      'past the maximum price',
      '100',
      { mode: 'percent', value: '10' },
      { minPrice: '50', maxPrice: '105' },
      { ok: false, message: 'Sale price should be between minimum and maximum price of the product' },
    ],
    [
      'below the minimum price',
      '100',
      { mode: 'amount', value: '-60' },
      { minPrice: '50', maxPrice: null },
      { ok: false, message: 'Sale price should be between minimum and maximum price of the product' },
    ],
  ] as const)('%s', (_name, current, change, range, expected) => {
    expect(changedPrice(current, change, range)).toEqual(expected);
  });
});
