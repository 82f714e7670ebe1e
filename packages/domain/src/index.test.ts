import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';

describe('package root', () => {
  it.each([
    'formatMoney',
    'orderTotal',
    'shippingWithMarkup',
    'lineTotal',
    'tieredUnitPrice',
    'promoDiscount',
    'cardBrand',
    'luhnValid',
    'formatCardExpiry',
    'expiryValid',
    'abaRoutingValid',
    'toPounds',
    'toInches',
    'discountPercent',
    'defaultDisplayName',
    'productPath',
    'regionCode',
    'isCountry',
    'isPurchasable',
    'canMakeOffer',
    'offerDisplayStatus',
    'maskEmail',
    'stripMarkup',
    'formatDate',
    'addMoney',
    'subtractMoney',
    'sumMoney',
    'multiplyMoney',
    'percentOf',
    'roundMoney',
    'compareMoney',
    'parseFormattedMoney',
    'paymentSchemaAt',
    'shippingChoiceSchemaFor',
  ])('exports the function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it.each([
    'emailSchema',
    'newsletterEmailSchema',
    'subscriptionEmailSchema',
    'phoneSchema',
    'contactNumberSchema',
    'firstNameSchema',
    'lastNameSchema',
    'usernameSchema',
    'passwordSchema',
    'passwordConfirmationSchema',
    'changePasswordSchema',
    'usZipSchema',
    'canadianPostalCodeSchema',
    'zipOrPostalCodeSchema',
    'addressSchema',
    'shippingChoiceSchema',
    'paymentSchema',
    'productSchema',
    'productInsightSchema',
    'shipmentSchema',
    'imageTypeSchema',
  ])('exports the zod schema %s, which converts to JSON Schema for the API contract', (name) => {
    const schema = (domain as Record<string, unknown>)[name];
    expect(schema).toBeInstanceOf(z.ZodType);
    expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'input' })).not.toThrow();
  });

  it('does not export test helpers or money internals', () => {
    expect(domain).not.toHaveProperty('errorsOf');
    expect(domain).not.toHaveProperty('toUnits');
  });
});
