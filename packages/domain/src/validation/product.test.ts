import { describe, expect, it } from 'vitest';
import { productInsightSchema, productSchema } from './product';
import { errorsOf } from './test-helpers';

const product = {
  name: 'Catalyst 2960',
  displayName: 'Cisco WS-C2960-24TT-L',
  description: '24-port switch',
  category: 'Networking',
  subCategory: 'Switches',
  minPrice: '100',
  maxPrice: '500.5',
  price: '250.1234',
  totalPrice: '2501.23',
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
  arrivalDate: '2024-02-29',
  productType: 'Switch',
};

describe('productSchema', () => {
  it('accepts a complete product', () => {
    expect(errorsOf(productSchema, product)).toEqual({});
  });

  it('gives every required-field message for an empty form', () => {
    expect(errorsOf(productSchema, {})).toEqual({
      name: ['Please enter name'],
      displayName: ['Please enter display name'],
      description: ['Please enter description'],
      category: ['Please enter category'],
      subCategory: ['Please enter sub-category'],
      minPrice: ['Please enter minimum price'],
      maxPrice: ['Please enter maximum price'],
      price: ['Please enter selling price'],
      totalPrice: ['Please enter total price'],
      minQuantity: ['Please enter minimum purchase quantity'],
      quantityMultiple: ['Please enter order multiples'],
      numAvailable: ['Please enter number available'],
      condition: ['Please enter condition'],
      minShippingEstimate: ['Please enter minimum shipping days'],
      maxShippingEstimate: ['Please enter maximum shipping days'],
      oemName: ['Please enter OEM name'],
      oemModelName: ['Please enter model'],
      oemPartNumber: ['Please enter part number'],
      sellerPartNumber: ['Please enter seller part number'],
      sellerInternalLocation: ['Please enter seller internal location'],
      arrivalDate: ['Please enter arrival date'],
      productType: ['Please enter product type'],
    });
  });

  const salePrice = 'Sale price should be between minimum and maximum price of the product';
  it.each([
    [{ price: '100' }, {}],
    [{ price: '500.5000' }, {}],
    [{ price: '99.9999' }, { price: [salePrice] }],
    [{ price: '500.5001' }, { price: [salePrice] }],
    [{ minPrice: '600' }, { maxPrice: ['Maximum price should not be less than minimum price'] }],
    [{ price: '12.34567' }, { price: ['Please enter valid selling price'] }],
    [
      { minShippingEstimate: 6 },
      { maxShippingEstimate: ['Maximum shipping days should not be less than minimum shipping days'] },
    ],
    [{ condition: 'Broken' }, { condition: ['Please enter valid condition'] }],
    [{ minQuantity: 0 }, { minQuantity: ['Please enter valid minimum purchase quantity'] }],
    [{ numAvailable: -1 }, { numAvailable: ['Please enter valid number available'] }],
    [{ numAvailable: 0 }, {}],
    [{ quantityMultiple: 2.5 }, { quantityMultiple: ['Please enter valid order multiples'] }],
    [{ arrivalDate: '2023-02-29' }, { arrivalDate: ['Please enter valid arrival date'] }],
    [{ sellerId: 'x' }, { '': ['Unrecognized key: "sellerId"'] }],
  ])('%#: %j', (change, errors) => {
    expect(errorsOf(productSchema, { ...product, ...change })).toEqual(errors);
  });

  it('still checks the sale price when another field is wrong', () => {
    expect(errorsOf(productSchema, { ...product, name: '', price: '1' })).toEqual({
      name: ['Please enter name'],
      price: [salePrice],
    });
  });
});

describe('productInsightSchema', () => {
  const insight = {
    pageLink: 'https://shop.example.com/item/1',
    brand: 'Cisco',
    mpn: 'WS-C2960',
    rating: 4.5,
  };

  it.each([
    [insight, {}],
    [
      {},
      {
        pageLink: ['Please enter page link'],
        brand: ['Please enter brand'],
        mpn: ['Please enter mpn'],
        rating: ['Please enter rating'],
      },
    ],
    [{ ...insight, pageLink: 'shop.example.com' }, { pageLink: ['Please enter valid page link'] }],
    [{ ...insight, rating: 6 }, { rating: ['Please enter valid rating'] }],
    [{ ...insight, rating: '4' }, { rating: ['Please enter valid rating'] }],
  ])('%#: %j', (input, errors) => {
    expect(errorsOf(productInsightSchema, input)).toEqual(errors);
  });
});
