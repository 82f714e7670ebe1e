import { describe, expect, it } from 'vitest';
import { shippingChoiceSchema, shippingChoiceSchemaFor } from './shipping';
import { errorsOf } from './test-helpers';

const choice = {
  companyName: 'Acme',
  accountNumber: 'FDX-123',
  selections: [
    { listingId: 'l1', shippingMethod: 1 },
    { listingId: 'l2', shippingMethod: 4 },
  ],
};

describe('shippingChoiceSchema', () => {
  it('accepts a complete choice', () => {
    expect(errorsOf(shippingChoiceSchema, choice)).toEqual({});
  });

  it.each([
    [
      {},
      {
        companyName: ['Please enter company name'],
        accountNumber: ['Please enter account number'],
        selections: ['Please select shipping for all products'],
      },
    ],
    [{ ...choice, selections: [] }, { selections: ['Please select shipping for all products'] }],
    [
      { ...choice, selections: [{ listingId: 'l1' }] },
      { 'selections.0.shippingMethod': ['Please select shipping for all products'] },
    ],
    [
      { ...choice, selections: [{ listingId: 'l1', shippingMethod: 5 }] },
      { 'selections.0.shippingMethod': ['Please enter valid shipping method'] },
    ],
    [
      {
        ...choice,
        selections: [
          { listingId: 'l1', shippingMethod: 1 },
          { listingId: 'l1', shippingMethod: 2 },
        ],
      },
      { selections: ['Please select one shipping method per product'] },
    ],
    [{ ...choice, companyName: '  ' }, { companyName: ['Please enter company name'] }],
    [{ ...choice, extra: true }, { '': ['Unrecognized key: "extra"'] }],
  ])('%#: %j', (input, errors) => {
    expect(errorsOf(shippingChoiceSchema, input)).toEqual(errors);
  });
});

describe('shippingChoiceSchemaFor', () => {
  it.each([
    [['l1', 'l2'], {}],
    [['l1'], {}],
    [['l1', 'l2', 'l3'], { selections: ['Please select shipping for all products'] }],
  ])('listings %j', (listingIds, errors) => {
    expect(errorsOf(shippingChoiceSchemaFor(listingIds), choice)).toEqual(errors);
  });
});
