import {
  additionalFeeBodySchema,
  adminUserSchema,
  CENTS_PATTERN,
  cartLineSchema,
  cartSchema,
  checkoutQuoteSchema,
  errorResponseSchema,
  listingCardSchema,
  listingDetailSchema,
  moneySchema,
  offerItemSchema,
  offerSchema,
  orderAmountsSchema,
  orderDetailSchema,
  orderItemSchema,
  orderSummarySchema,
  organizationSchema,
  recordPaymentBodySchema,
  sessionUserSchema,
  shippingQuoteBodySchema,
  storefrontBrandingSchema,
} from '@patchbay/contract';
import {
  addressSchema,
  CANADIAN_POSTAL_CODE_PATTERN,
  canadianPostalCodeSchema,
  contactNumberSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  NAME_PATTERN,
  newsletterEmailSchema,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  phoneSchema,
  shipmentSchema,
  subscriptionEmailSchema,
  US_ZIP_PATTERN,
  usZipSchema,
  zipOrPostalCodeSchema,
} from '@patchbay/domain';
import { z } from 'zod';

/**
 * The shared schemas the API document names as components and references by `$ref`. They are
 * named here, in zod's global registry, rather than where they are defined: the same schema
 * objects the routes use, so every use becomes a reference, and only the server's copy of the
 * contract is named (the storefront's server bundle, loaded into this process, holds another copy
 * of the same schemas; naming those too would give one id two schemas). A schema used in a
 * request body is named `<id>Input` in the document.
 */
const components: [z.ZodType, string][] = [
  [moneySchema, 'Money'],
  [errorResponseSchema, 'Error'],
  [addressSchema, 'Address'],
  [listingCardSchema, 'ListingCard'],
  [listingDetailSchema, 'ListingDetail'],
  [orderSummarySchema, 'OrderSummary'],
  [orderDetailSchema, 'OrderDetail'],
  [orderItemSchema, 'OrderItem'],
  [orderAmountsSchema, 'OrderAmounts'],
  [checkoutQuoteSchema, 'CheckoutQuote'],
  [cartSchema, 'Cart'],
  [cartLineSchema, 'CartLine'],
  [offerSchema, 'Offer'],
  [offerItemSchema, 'OfferItem'],
  [sessionUserSchema, 'SessionUser'],
  [adminUserSchema, 'AdminUser'],
  [organizationSchema, 'Organization'],
  [storefrontBrandingSchema, 'StorefrontBranding'],
];

for (const [schema, id] of components) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
}
z.globalRegistry.add(moneySchema, {
  ...z.globalRegistry.get(moneySchema),
  description: 'An amount in US dollars as a decimal string: 2 decimals for totals, up to 4 for unit prices.',
  examples: ['1234.50'],
});

/*
 * Field rules the server checks in code (zod refinements, which JSON Schema cannot carry), written
 * into the document as formats and patterns so that it refuses what the server refuses (SPEC.md §5).
 * The server trims these fields before checking them; the document describes the trimmed value.
 */
const EMAIL = { format: 'email', maxLength: 254 };
/** Digits, space, plus and hyphen, with 7 to 15 digits (`isPhoneNumber`). */
const PHONE = { pattern: `^(?:[ +-]*[0-9]){${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}[ +-]*$` };
const PERSON_NAME = { pattern: NAME_PATTERN.source, maxLength: 50 };
/** The Canadian postal code pattern is case-insensitive (flag i), which JSON Schema cannot say. */
const CANADIAN_POSTAL_CODE = CANADIAN_POSTAL_CODE_PATTERN.source.replace(
  /\[([^\]]+)\]/g,
  (_, letters: string) => `[${letters}${letters.toLowerCase()}]`,
);
export const fieldRules: [z.ZodType, Record<string, unknown>][] = [
  [emailSchema, EMAIL],
  [newsletterEmailSchema, EMAIL],
  [subscriptionEmailSchema, EMAIL],
  [phoneSchema, PHONE],
  [contactNumberSchema, PHONE],
  [firstNameSchema, PERSON_NAME],
  [lastNameSchema, PERSON_NAME],
  [usZipSchema, { pattern: US_ZIP_PATTERN.source }],
  [canadianPostalCodeSchema, { pattern: CANADIAN_POSTAL_CODE }],
  [zipOrPostalCodeSchema, { pattern: `${US_ZIP_PATTERN.source}|${CANADIAN_POSTAL_CODE}` }],
  // Order amounts: dollars and cents; a fee or a payment is above zero (a shipping quote may be 0).
  [shippingQuoteBodySchema.shape.amount, { pattern: CENTS_PATTERN.source }],
  [additionalFeeBodySchema.shape.amount, { pattern: `^(?=.*[1-9])${CENTS_PATTERN.source.slice(1)}` }],
  [recordPaymentBodySchema.shape.amount, { pattern: `^(?=.*[1-9])${CENTS_PATTERN.source.slice(1)}` }],
  [
    shipmentSchema.shape.trackingUrl,
    { format: 'uri', pattern: '^[Hh][Tt][Tt][Pp][Ss]?://', maxLength: 2048 },
  ],
  [shipmentSchema.shape.shipmentDate, { format: 'date' }],
];
for (const [schema, rules] of fieldRules) {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), ...rules });
}
