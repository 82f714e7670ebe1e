import {
  adminUserSchema,
  cartLineSchema,
  cartSchema,
  checkoutQuoteSchema,
  errorResponseSchema,
  listingCardSchema,
  listingDetailSchema,
  offerItemSchema,
  offerSchema,
  orderAmountsSchema,
  orderDetailSchema,
  orderItemSchema,
  orderSummarySchema,
  organizationSchema,
  sessionUserSchema,
  storefrontBrandingSchema,
} from '@patchbay/contract';
import { addressSchema } from '@patchbay/domain';
import { z } from 'zod';

/**
 * The shared schemas the API document names as components and references by `$ref` (besides
 * `Money`, named where it is defined in packages/contract). They are named here, in zod's global
 * registry, rather than where they are defined: the same schema objects the routes use, so every
 * use becomes a reference. A schema used in a request body is named `<id>Input` in the document.
 */
const components: [z.ZodType, string][] = [
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
