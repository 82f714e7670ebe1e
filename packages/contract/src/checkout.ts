import {
  addressSchema,
  emailSchema,
  FREE_SHIPPING_NOT_AVAILABLE,
  firstNameSchema,
  lastNameSchema,
  messages,
  ORDER_STATUSES,
  optionalText,
  PAYMENT_TYPES,
  paymentTypeError,
  requiredText,
} from '@patchbay/domain';
import { z } from 'zod';
import { cartLineSchema } from './cart';
import { moneySchema } from './money-schema';

const money = moneySchema;

/**
 * How one seller's part of the cart ships (SPEC.md §8 shipping labels, §9 shipping methods 1 to 4):
 * 1 'free' (Free Shipping: every line ships included, or the seller's `freeShippingMinOrderAmount`
 * is reached), 2 'carrier' (a carrier rate with the 30 percent markup), 3 'quote' (Awaiting
 * Shipping Quote: the seller sets the fee later), 4 'buyerArranged' (Buyer Arranged*: the buyer's
 * own courier account).
 */
export const SHIPPING_METHOD_KEYS = ['free', 'carrier', 'quote', 'buyerArranged'] as const;
export type ShippingMethodKey = (typeof SHIPPING_METHOD_KEYS)[number];
export const SHIPPING_METHOD_NUMBERS: Record<ShippingMethodKey, 1 | 2 | 3 | 4> = {
  free: 1,
  carrier: 2,
  quote: 3,
  buyerArranged: 4,
};
export const SHIPPING_LABELS = {
  free: 'Free Shipping',
  quote: 'Awaiting Shipping Quote',
  buyerArranged: 'Buyer Arranged*',
} as const;

export const shippingSelectionBodySchema = z.discriminatedUnion(
  'method',
  [
    z.strictObject({ method: z.literal('free') }),
    /** `rateId` from the quote's shippingOptions; the server prices it again. */
    z.strictObject({ method: z.literal('carrier'), rateId: z.string().min(1).max(200) }),
    z.strictObject({ method: z.literal('quote') }),
    z.strictObject({
      method: z.literal('buyerArranged'),
      companyName: requiredText(messages.required.companyName, 120),
      accountNumber: requiredText(messages.required.accountNumber, 50),
    }),
  ],
  { error: () => messages.shippingSelectionRequired },
);
export type ShippingSelectionBody = z.infer<typeof shippingSelectionBodySchema>;

/** The part of the checkout that concerns one seller (one order). */
export const checkoutSellerBodySchema = z.strictObject({
  sellerId: z.uuid(),
  shipping: shippingSelectionBodySchema,
  notesToSeller: optionalText(2000),
});

/**
 * How the buyer pays (SPEC.md §1). Card: the token the gateway gave the browser (card numbers
 * never reach the server). ACH: routing (ABA checksum) and account numbers. PayLater: net terms
 * with sellers that offer credit. PayPal: the confirmation carries a payment link.
 */
export const checkoutPaymentSchema = z.discriminatedUnion(
  'paymentType',
  [
    z.strictObject({ paymentType: z.literal('card'), token: z.string().min(1).max(200) }),
    z.strictObject({
      paymentType: z.literal('ach'),
      routingNumber: z.string(),
      accountNumber: z.string(),
      name: z.string(),
      achPayType: z.enum(['checking', 'savings']).default('checking'),
    }),
    z.strictObject({ paymentType: z.literal('paylater') }),
    z.strictObject({ paymentType: z.literal('paypal') }),
  ],
  { error: paymentTypeError },
);
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** A guest's contact details (SPEC.md §3 Guest user); signed-in buyers send none. */
export const guestContactSchema = z.strictObject({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  companyName: requiredText(messages.required.companyName, 120),
});
export type GuestContact = z.infer<typeof guestContactSchema>;

/**
 * POST /api/checkout, with an `Idempotency-Key` header (8 to 200 characters of [A-Za-z0-9_-]):
 * a retry with the same key returns the same orders and never charges twice. Places one order per
 * seller of the cart. Every amount is computed again on the server; none is taken from the client.
 */
export const checkoutBodySchema = z.strictObject({
  shippingAddress: addressSchema,
  /** Omitted with `billingSameAsShipping`. */
  billingAddress: addressSchema.optional(),
  billingSameAsShipping: z.boolean().default(false),
  purchaseOrderNumber: optionalText(100),
  /** Required when not signed in. */
  guest: guestContactSchema.optional(),
  /** One entry per seller in the cart. */
  sellers: z.array(checkoutSellerBodySchema).min(1, messages.shippingSelectionRequired).max(100),
  promoCode: z.string().trim().max(60).optional(),
  payment: checkoutPaymentSchema,
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

/** POST /api/checkout/quote: prices the cart for a destination and the choices made so far. */
export const checkoutQuoteBodySchema = z.strictObject({
  /** Where it ships: tax and carrier rates need it. Partial addresses are fine here. */
  destination: z
    .strictObject({
      country: z.string().trim().max(100),
      state: z.string().trim().max(100).optional(),
      zipcode: z.string().trim().max(20).optional(),
      city: z.string().trim().max(100).optional(),
    })
    .optional(),
  sellers: z
    .array(z.strictObject({ sellerId: z.uuid(), shipping: shippingSelectionBodySchema.optional() }))
    .max(100)
    .optional(),
  promoCode: z.string().trim().max(60).optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

/** The amounts of one order, all computed by packages/domain. */
export const orderAmountsSchema = z.object({
  subtotal: money,
  discount: money,
  tax: money,
  taxPercent: z.string(),
  serviceFee: money,
  serviceFeePercent: z.string(),
  processingFee: money,
  processingFeePercent: z.string(),
  /** SPEC.md §9: no processing fee under the minimum order value with the seller's flag. */
  processingFeeWaived: z.boolean(),
  /** null while awaiting the seller's shipping quote. */
  shipping: money.nullable(),
  additionalFees: money,
  total: money,
});
export type OrderAmounts = z.infer<typeof orderAmountsSchema>;

export const shippingOptionSchema = z.object({
  method: z.enum(SHIPPING_METHOD_KEYS),
  /** 'Free Shipping', 'UPS Ground (3-5 days)', 'Awaiting Shipping Quote', 'Buyer Arranged*'. */
  label: z.string(),
  /** What the buyer pays for shipping (carrier rate plus markup); null for a quote to come. */
  amount: money.nullable(),
  /** For 'carrier': the id to send back (it belongs to this quote: a new destination gets new ids). */
  rateId: z.string().nullable(),
  /**
   * For 'carrier': the carrier and service ('Patchbay Freight: Ground'), the same in every quote,
   * so a choice made on one quote finds its rate in the next.
   */
  serviceKey: z.string().nullable(),
  estimatedDays: z.number().int().nullable(),
  available: z.boolean(),
  /** Why it is not available, e.g. 'Free shipping from $5,000.00'. */
  reason: z.string().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const paymentOptionSchema = z.object({
  paymentType: z.enum(PAYMENT_TYPES),
  available: z.boolean(),
  reason: z.string().nullable(),
});

export const checkoutQuoteSchema = z.object({
  sellers: z.array(
    z.object({
      seller: z.object({ id: z.string(), name: z.string() }),
      items: z.array(cartLineSchema),
      shippingOptions: z.array(shippingOptionSchema),
      /** The selection priced below (the request's, else none). */
      shipping: shippingSelectionBodySchema.nullable(),
      paymentOptions: z.array(paymentOptionSchema),
      /** Set when the quote's promo code belongs to this seller. */
      promoCode: z
        .object({ code: z.string(), applied: z.boolean(), message: z.string().nullable() })
        .nullable(),
      amounts: orderAmountsSchema,
    }),
  ),
  /** Sum of the orders' totals (awaiting-quote shipping not included). */
  total: money,
  /** Zero tax: the buyer has a reseller certificate on file. */
  taxExempt: z.boolean(),
  /** The promo code was sent but matches no seller of the cart (or is not valid now). */
  promoCodeMessage: z.string().nullable(),
  /** Lines that stop the checkout, by cart line id. */
  problems: z.array(z.object({ cartItemId: z.string(), message: z.string() })),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** What the buyer needs to pay an order that was not charged at checkout. */
export const paymentInstructionsSchema = z.object({
  /** ACH and PayLater: the seller's bank transfer instructions. */
  bankTransferInstructions: z.string().nullable(),
  /** PayPal: where to pay. */
  paymentLink: z.string().nullable(),
});

export const placedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  seller: z.object({ id: z.string(), name: z.string() }),
  total: money,
  /** `/orderdetails/{id}`, with `?token=` for a guest (the unguessable link). */
  detailPath: z.string(),
  paymentInstructions: paymentInstructionsSchema.nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const checkoutResponseSchema = z.object({
  checkoutId: z.string(),
  orders: z.array(placedOrderSchema),
  /** What was charged to the card now (0.00 for other payment types). */
  charged: money,
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** GET /api/payments/config: which gateway the browser tokenises cards with. */
export const paymentConfigSchema = z.object({
  gateway: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key; null for the sandbox. */
  publishableKey: z.string().nullable(),
  /** The sandbox's tokenise endpoint; null for Stripe (Stripe.js tokenises). */
  tokenizeUrl: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/**
 * POST /api/payments/sandbox/tokens: the built-in sandbox gateway's tokenise call, made by the
 * browser. It keeps only the brand, the last four digits and the outcome a test card stands for
 * (4111 1111 1111 1111 approves, 4000 0000 0000 0002 declines); never the number.
 */
export const sandboxTokenBodySchema = z.strictObject({
  cardNumber: z.string(),
  expiry: z.string(),
  cvv: z.string(),
  name: z.string(),
});
export const sandboxTokenResponseSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
});

export const checkoutMessages = {
  emptyCart: 'Your cart is empty',
  guestDetailsRequired: 'Please enter your contact details',
  sellerMissing: messages.shippingSelectionRequired,
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different checkout',
  /**
   * The first request with this key has not finished yet: its outcome is unknown, so the client
   * must retry with the same key (a new key could place the orders twice).
   */
  inProgress: 'Your order is still being placed. Please wait a moment and try again',
  /** Another tab or request checked this cart out already (a cart is bought once). */
  cartAlreadyCheckedOut: 'This cart has already been checked out',
  /** The cart changed between pricing and placing (another tab edited it): nothing was placed. */
  cartChanged: 'Your cart changed while the order was being placed. Please review it and try again',
  cardDeclined: 'Your card was declined. Please use another card.',
  invalidCardToken: 'Please enter your card details again',
  freeShippingNotAvailable: FREE_SHIPPING_NOT_AVAILABLE,
  rateNotAvailable: 'This shipping rate is no longer available. Please choose shipping again',
  payLaterNotAvailable: 'PayLater is not available for this order',
  payPalNotAvailable: 'PayPal is not available for this order',
  promoCodeInvalid: 'This promo code is not valid',
  /** An item sold out or ran low while the buyer was checking out. */
  notEnoughStock: (title: string, available: number) =>
    available === 0 ? `${title} is sold out` : `Only ${available} of ${title} left`,
} as const;
