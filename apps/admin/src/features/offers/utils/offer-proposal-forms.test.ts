import { schemaResolver } from '@mantine/form';
import { counterOfferBodySchema, editOfferBodySchema } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import {
  counterRules,
  proposalTotal,
  proposalValuesOf,
  toCounterBody,
  toEditBody,
} from './offer-proposal-forms';

/** What the form shows under each field: the first message per field, as Mantine's resolver gives it. */
const messages = (schema: Parameters<typeof schemaResolver>[0], body: unknown) =>
  schemaResolver(schema, { sync: true })(body);

const item = { unitPrice: '850.0000', quantity: 3, listPrice: '1000.0000', version: 4 };

describe('counter-offer form', () => {
  it('starts from the standing proposal', () => {
    expect(proposalValuesOf(item)).toEqual({ unitPrice: '850.00', quantity: '3' });
    expect(proposalValuesOf({ unitPrice: '12.3450', quantity: 1 })).toEqual({
      unitPrice: '12.345',
      quantity: '1',
    });
  });

  it('sends the price, and the quantity only when it changes', () => {
    expect(toCounterBody({ unitPrice: '$925', quantity: '3' }, item)).toEqual({
      unitPrice: '925.00',
      version: 4,
    });
    expect(toCounterBody({ unitPrice: '925', quantity: '2' }, item)).toEqual({
      unitPrice: '925.00',
      quantity: 2,
      version: 4,
    });
    expect(
      messages(counterOfferBodySchema, toCounterBody({ unitPrice: '925', quantity: '2' }, item)),
    ).toEqual({});
  });

  it('never lets a counter go above the listing price', () => {
    expect(counterRules(toCounterBody({ unitPrice: '1000.0001', quantity: '3' }, item), item)).toEqual({
      unitPrice: 'A counter-offer cannot be above the listing price',
    });
    expect(counterRules(toCounterBody({ unitPrice: '1000', quantity: '3' }, item), item)).toEqual({});
  });

  it("shows the contract's messages for a missing or bad price or quantity", () => {
    expect(messages(counterOfferBodySchema, toCounterBody({ unitPrice: '', quantity: '3' }, item))).toEqual({
      unitPrice: 'Please enter offer price',
    });
    expect(messages(counterOfferBodySchema, toCounterBody({ unitPrice: '0', quantity: '3' }, item))).toEqual({
      unitPrice: 'Please enter valid offer price',
    });
    expect(
      messages(counterOfferBodySchema, toCounterBody({ unitPrice: '900', quantity: '0' }, item)),
    ).toEqual({
      quantity: 'Please enter quantity',
    });
    expect(
      Object.keys(
        messages(counterOfferBodySchema, toCounterBody({ unitPrice: '900', quantity: '2.5' }, item)),
      ),
    ).toEqual(['quantity']);
  });
});

describe('edit-offer form', () => {
  it('sends only what changed', () => {
    expect(toEditBody({ unitPrice: '850', quantity: '4' }, item)).toEqual({ quantity: 4, version: 4 });
    expect(toEditBody({ unitPrice: '875.5', quantity: '3' }, item)).toEqual({
      unitPrice: '875.50',
      version: 4,
    });
    expect(messages(editOfferBodySchema, toEditBody({ unitPrice: '875.5', quantity: '3' }, item))).toEqual(
      {},
    );
  });

  it('is refused with a message when nothing changed', () => {
    expect(toEditBody({ unitPrice: '850.00', quantity: '3' }, item)).toEqual({ version: 4 });
    expect(messages(editOfferBodySchema, { version: 4 })).toEqual({ unitPrice: 'Please enter offer price' });
  });
});

describe('proposalTotal', () => {
  it('multiplies with exact decimals', () => {
    expect(proposalTotal({ unitPrice: '0.1', quantity: '3' })).toBe('0.30');
    expect(proposalTotal({ unitPrice: '$1,234.5678', quantity: '2' })).toBe('2469.14');
  });

  it('is null while the inputs are not valid yet', () => {
    expect(proposalTotal({ unitPrice: '', quantity: '3' })).toBeNull();
    expect(proposalTotal({ unitPrice: '10', quantity: '' })).toBeNull();
    expect(proposalTotal({ unitPrice: '10', quantity: '0' })).toBeNull();
    expect(proposalTotal({ unitPrice: '-10', quantity: '2' })).toBeNull();
  });
});
