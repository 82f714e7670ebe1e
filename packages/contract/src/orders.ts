import {
  COURIERS,
  messages,
  moneyField,
  moneyPattern,
  ORDER_SORT_KEYS,
  ORDER_STATUSES,
  optionalText,
  PAYMENT_TYPES,
  shipmentSchema,
} from '@patchbay/domain';
import { z } from 'zod';
import { orderAmountsSchema, paymentInstructionsSchema, SHIPPING_METHOD_KEYS } from './checkout';
import { moneySchema } from './money-schema';

const money = moneySchema;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatusValue = z.infer<typeof orderStatusSchema>;

export const addressOut = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable().optional(),
  email: z.string(),
  contactnumber: z.string(),
  streetAddress: z.string(),
  address2: z.string().nullable().optional(),
  city: z.string(),
  state: z.string(),
  stateLongName: z.string().nullable().optional(),
  country: z.string(),
  countryLongName: z.string().nullable().optional(),
  zipcode: z.string(),
});

/** A row of an order list (buyer's /mypurchases and /orders; seller's /mysales, operator's /allorder). */
export const orderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: orderStatusSchema,
  dateOrdered: z.string(),
  /** `origin` (buyer's lists): where the order's details open, the storefront it was placed on. */
  storefront: z.object({ id: z.string(), title: z.string(), origin: z.string().optional() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    organizationName: z.string().nullable(),
    isGuest: z.boolean(),
  }),
  itemCount: z.number().int(),
  totalQuantity: z.number().int(),
  paymentMethod: z.enum(PAYMENT_TYPES).nullable(),
  requestedShippingQuote: z.boolean(),
  orderTotal: money,
  amountPaid: money,
  balanceDue: money,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Buyer's lists: every storefront the buyer (or organization) ordered on, for the storefront filter. */
  storefronts: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

const listQuery = {
  status: orderStatusSchema.optional(),
  /** SPEC.md §9 order list sort: date or quantity; newest / largest first unless `direction=asc`. */
  sort: z.enum(ORDER_SORT_KEYS).default('date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * GET /api/orders (login): `scope=mine` the signed-in buyer's own orders (/mypurchases),
 * `scope=organization` every order of the buyer's organization (/orders), on this storefront.
 */
export const buyerOrderListQuerySchema = z.strictObject({
  scope: z.enum(['mine', 'organization']).default('mine'),
  /** `all`: the orders of every storefront; a storefront id: that one's; absent: this storefront's. */
  storefront: z.union([z.literal('all'), z.uuid()]).optional(),
  ...listQuery,
});
export type BuyerOrderListQuery = z.infer<typeof buyerOrderListQuerySchema>;

/**
 * GET /api/admin/orders: `scope=all` every order (/allorder, operator only), `scope=mine` the
 * orders of the actor's organization as seller (/mysales). `q` matches order number, buyer name,
 * email or company.
 */
export const adminOrderListQuerySchema = z.strictObject({
  scope: z.enum(['all', 'mine']).default('mine'),
  q: z.string().trim().max(100).optional(),
  /** Only orders whose buyer asked for a shipping quote that the seller has not given yet. */
  awaitingShippingQuote: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  ...listQuery,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  title: z.string(),
  path: z.string(),
  imageUrl: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  condition: z.string(),
  purchaseQty: z.number().int(),
  purchasePrice: money,
  lineTotal: money,
  /** Set when the line was bought at an accepted offer's price. */
  offerItemId: z.string().nullable(),
  isFreeShipping: z.boolean(),
  shippingFee: money.nullable(),
});

/** What the seller may do next (docs/orders.md); the server refuses anything else. */
export const ORDER_ACTIONS = ['setShippingQuote', 'addFee', 'recordPayment', 'ship', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const orderDetailSchema = orderSummarySchema.extend({
  items: z.array(orderItemSchema),
  shippingAddress: addressOut,
  billingAddress: addressOut,
  purchaseOrderNumber: z.string().nullable(),
  notesToSeller: z.string().nullable(),
  datePaid: z.string().nullable(),
  dateShipped: z.string().nullable(),
  amounts: orderAmountsSchema,
  transaction: z
    .object({
      id: z.string(),
      paymentMethod: z.enum(PAYMENT_TYPES),
      gateway: z.string().nullable(),
      gatewayTransactionId: z.string().nullable(),
      cardBrand: z.string().nullable(),
      /** Last four digits only. */
      maskedCardNo: z.string().nullable(),
      achPayType: z.string().nullable(),
      amountPaid: money,
      promoCodeApplied: z.string().nullable(),
      date: z.string(),
    })
    .nullable(),
  shipping: z.object({
    method: z.enum(SHIPPING_METHOD_KEYS),
    label: z.string(),
    shippingFees: money.nullable(),
    estimatedShippingFees: money.nullable(),
    companyName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    courier: z.enum(COURIERS).nullable(),
    courierName: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    shipmentDate: z.string().nullable(),
  }),
  paymentHistory: z.array(
    z.object({
      id: z.string(),
      amount: money,
      paymentMode: z.string(),
      referenceNumber: z.string().nullable(),
      comment: z.string().nullable(),
      dateRecordPayment: z.string(),
    }),
  ),
  additionalFees: z.array(
    z.object({ id: z.string(), feesDetail: z.string(), amount: money, createdAt: z.string() }),
  ),
  /** Status changes, oldest first (from the entity history). */
  history: z.array(
    z.object({
      status: orderStatusSchema,
      at: z.string(),
      by: z.string().nullable(),
      note: z.string().nullable(),
    }),
  ),
  paymentInstructions: paymentInstructionsSchema.nullable(),
  /** Buyer view: a balance is due and may be paid by card now (e.g. after a shipping quote). */
  canPayByCard: z.boolean(),
  /** Admin view: the actions allowed now; empty for buyers. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/orders/{id}?token=: a guest opens their order by the unguessable link. */
export const orderAccessQuerySchema = z.strictObject({ token: z.string().max(200).optional() });

/** POST /api/orders/{id}/pay (Idempotency-Key header): pays the balance by card. */
export const payOrderBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  accessToken: z.string().max(200).optional(),
});

// ---- Seller actions (admin portal) ------------------------------------------------------

/**
 * Dollars and cents (the amount column, numeric(14,2)), bounded to 10 digits: an order's total
 * adds fees and shipping to its items and must still fit the column.
 */
const centsOptions = { column: 'amount', integerDigits: 10 } as const;
/** The pattern those amounts take, for the API document. */
export const CENTS_PATTERN = moneyPattern(centsOptions.column, centsOptions.integerDigits);
/** An amount in dollars and cents, above zero. */
const amountField = moneyField('Please enter amount', messages.invalid.amount, {
  ...centsOptions,
  positive: true,
});

/** POST /api/admin/orders/{id}/shipping-quote: the fee for an order awaiting a shipping quote. */
export const shippingQuoteBodySchema = z.strictObject({
  /** Zero ships free. */
  amount: moneyField('Please enter amount', messages.invalid.amount, centsOptions),
});

/** POST /api/admin/orders/{id}/additional-fees. */
export const additionalFeeBodySchema = z.strictObject({
  feesDetail: z
    .string({ error: 'Please enter fee details' })
    .trim()
    .min(1, 'Please enter fee details')
    .max(200, messages.invalid.tooLong),
  amount: amountField,
});

/** POST /api/admin/orders/{id}/payments (SPEC.md §3 OrderPaymentHistory). */
export const recordPaymentBodySchema = z.strictObject({
  amount: amountField,
  paymentMode: z
    .string({ error: 'Please enter payment mode' })
    .trim()
    .min(1, 'Please enter payment mode')
    .max(60, messages.invalid.tooLong),
  referenceNumber: optionalText(100),
  comment: optionalText(1000),
  /** 'YYYY-MM-DD'; today when omitted. */
  dateRecordPayment: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalid.shipmentDate)
    .optional(),
});

/** POST /api/admin/orders/{id}/shipment: SPEC.md §5 Shipment rules and messages. */
export const shipOrderBodySchema = shipmentSchema;

/** POST /api/admin/orders/{id}/cancel. */
export const cancelOrderBodySchema = z.strictObject({ reason: optionalText(500) });

export const orderMutationResponseSchema = z.object({ order: orderDetailSchema, message: z.string() });

export const orderMessages = {
  notFound: 'Order not found',
  /** `{from}` → `{to}` is not one of docs/orders.md's transitions. */
  transitionNotAllowed: (from: string, to: string) => `An order that is ${from} cannot be ${to}`,
  notAwaitingQuote: 'This order is not awaiting a shipping quote',
  paymentExceedsBalance: 'The payment is more than the balance due',
  nothingDue: 'Nothing is due on this order',
  shippingQuoteSet: 'Shipping quote saved',
  feeAdded: 'Fee added',
  paymentRecorded: 'Payment recorded',
  shipped: 'Order marked as shipped',
  cancelled: 'Order cancelled',
} as const;
