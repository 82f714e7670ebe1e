import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { listings } from './catalog';
import { amount, createdAt, id, isIn, percent, unitPrice, updatedAt } from './common';
import {
  checkoutAttemptStates,
  couriers,
  feeTypes,
  gatewayChargeStatuses,
  orderCheckoutStates,
  orderStatuses,
  paymentMethods,
} from './enums';
import { offerItems } from './offers';
import { organizations, users } from './organizations';
import { promoCodes } from './promo';
import { storefronts } from './storefronts';
import type { Address, GuestUser } from './types';

/**
 * A payment attempt's record (SPEC.md §3 Transaction). Card numbers never reach us (DESIGN.md §5):
 * only the brand, the last four digits and the gateway's own id are kept.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'restrict' }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'restrict' }),
    buyerOrganizationId: uuid('buyer_organization_id').references(() => organizations.id, {
      onDelete: 'restrict',
    }),
    guestUser: jsonb('guest_user').$type<GuestUser>(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    /** Which adapter took the payment: 'sandbox', 'stripe', 'nmi', ... */
    gateway: text('gateway'),
    /** The gateway's transaction id (SPEC's nmiTransactId / stripeTransactId). */
    gatewayTransactionId: text('gateway_transaction_id'),
    achPayType: text('ach_pay_type'),
    amountPaid: amount('amount_paid').notNull().default('0'),
    /** Last four digits only. */
    maskedCardNo: text('masked_card_no'),
    cardBrand: text('card_brand'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    tax: amount('tax').notNull().default('0'),
    taxPercent: percent('tax_percent').notNull().default('0'),
    serviceFee: amount('service_fee').notNull().default('0'),
    serviceFeePercent: percent('service_fee_percent').notNull().default('0'),
    processingFee: amount('processing_fee').notNull().default('0'),
    processingFeePercent: percent('processing_fee_percent').notNull().default('0'),
    promoCodeApplied: text('promo_code_applied'),
    promoCodeType: text('promo_code_type', { enum: feeTypes }),
    promoCodeDiscount: amount('promo_code_discount'),
    discountOnOrder: amount('discount_on_order').notNull().default('0'),
    orderTotal: amount('order_total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('transactions_payment_method_check', isIn(t.paymentMethod, paymentMethods)),
    check('transactions_promo_code_type_check', isIn(t.promoCodeType, feeTypes)),
    check('transactions_masked_card_no_check', sql`${t.maskedCardNo} ~ '^[0-9]{4}$'`),
    check(
      'transactions_amounts_check',
      sql`${t.amountPaid} >= 0 and ${t.tax} >= 0 and ${t.serviceFee} >= 0 and ${t.processingFee} >= 0 and ${t.discountOnOrder} >= 0 and ${t.orderTotal} >= 0`,
    ),
    uniqueIndex('transactions_gateway_transaction_id_idx')
      .on(t.gateway, t.gatewayTransactionId)
      .where(sql`${t.gatewayTransactionId} is not null`),
    index('transactions_buyer_user_id_idx').on(t.buyerUserId, t.date),
    index('transactions_storefront_id_idx').on(t.storefrontId, t.date),
  ],
);

/** Per-seller counter behind orders.orderNumber: people-facing numbers, sequential per seller. */
export const orderNumberSequences = pgTable(
  'order_number_sequences',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('order_number_sequences_last_number_check', sql`${t.lastNumber} >= 0`)],
);

/**
 * One seller's order. The amounts are the totals computed at checkout by packages/domain; the
 * transaction repeats what was charged.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Sequential per seller; given when the order is placed (null while its checkout holds it). */
    orderNumber: integer('order_number'),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'restrict' }),
    sellerOrganizationId: uuid('seller_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    buyerOrganizationId: uuid('buyer_organization_id').references(() => organizations.id, {
      onDelete: 'restrict',
    }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'restrict' }),
    guestId: text('guest_id'),
    guestUser: jsonb('guest_user').$type<GuestUser>(),
    idempotencyKey: text('idempotency_key').unique(),
    status: text('status', { enum: orderStatuses }).notNull().default('submitted'),
    /**
     * 'reserved' while its checkout holds the stock and asks the gateway (docs/checkout.md): seen by
     * nobody, placed or released by the checkout or the reconciler; 'placed' from then on.
     */
    checkoutState: text('checkout_state', { enum: orderCheckoutStates }).notNull().default('placed'),
    checkoutAttemptId: uuid('checkout_attempt_id').references(() => checkoutAttempts.id, {
      onDelete: 'set null',
    }),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    dateOrdered: timestamp('date_ordered', { withTimezone: true }).notNull().defaultNow(),
    datePaid: timestamp('date_paid', { withTimezone: true }),
    dateShipped: timestamp('date_shipped', { withTimezone: true }),
    dateReceived: timestamp('date_received', { withTimezone: true }),
    requestedShippingQuote: boolean('requested_shipping_quote').notNull().default(false),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    notesToSeller: text('notes_to_seller'),
    purchaseOrderNumber: text('purchase_order_number'),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    subtotal: amount('subtotal').notNull(),
    tax: amount('tax').notNull().default('0'),
    taxPercent: percent('tax_percent').notNull().default('0'),
    serviceFee: amount('service_fee').notNull().default('0'),
    serviceFeePercent: percent('service_fee_percent').notNull().default('0'),
    processingFee: amount('processing_fee').notNull().default('0'),
    processingFeePercent: percent('processing_fee_percent').notNull().default('0'),
    shippingFees: amount('shipping_fees').notNull().default('0'),
    discountOnOrder: amount('discount_on_order').notNull().default('0'),
    orderTotal: amount('order_total').notNull(),
    /** Row id in the external records service (SPEC's airtableRef). */
    recordsRef: text('records_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_seller_organization_id_order_number_unique').on(t.sellerOrganizationId, t.orderNumber),
    check('orders_status_check', isIn(t.status, orderStatuses)),
    check('orders_payment_method_check', isIn(t.paymentMethod, paymentMethods)),
    check('orders_buyer_check', sql`${t.buyerUserId} is not null or ${t.guestUser} is not null`),
    check('orders_order_number_check', sql`${t.orderNumber} >= 1`),
    check('orders_checkout_state_check', isIn(t.checkoutState, orderCheckoutStates)),
    check('orders_placed_number_check', sql`${t.checkoutState} = 'reserved' or ${t.orderNumber} is not null`),
    index('orders_checkout_attempt_id_idx').on(t.checkoutAttemptId),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.tax} >= 0 and ${t.serviceFee} >= 0 and ${t.processingFee} >= 0 and ${t.shippingFees} >= 0 and ${t.discountOnOrder} >= 0 and ${t.orderTotal} >= 0`,
    ),
    index('orders_seller_organization_id_idx').on(t.sellerOrganizationId, t.dateOrdered),
    index('orders_buyer_organization_id_idx').on(t.buyerOrganizationId, t.dateOrdered),
    index('orders_buyer_user_id_idx').on(t.buyerUserId, t.dateOrdered),
    index('orders_storefront_id_idx').on(t.storefrontId, t.dateOrdered),
    index('orders_transaction_id_idx').on(t.transactionId),
    // The dashboard's "waiting on you": a seller's open orders that asked for a shipping quote (its
    // counts per status come from order_daily_rollups).
    index('orders_awaiting_quote_idx')
      .on(t.sellerOrganizationId)
      .where(
        sql`${t.checkoutState} = 'placed' and ${t.requestedShippingQuote} and ${t.status} not in ('cancelled', 'shipped')`,
      ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    /** The seller organization of the listing. */
    listingOrgId: uuid('listing_org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    /** Set when the line was bought at an accepted offer's price. */
    offerItemId: uuid('offer_item_id').references(() => offerItems.id, { onDelete: 'set null' }),
    purchaseQty: integer('purchase_qty').notNull(),
    purchasePrice: unitPrice('purchase_price').notNull(),
    /** The platform's fee on this line (SPEC's tcFees): a percent or a flat amount. */
    tcFeesType: text('tc_fees_type', { enum: feeTypes }),
    tcFees: numeric('tc_fees', { precision: 14, scale: 4 }),
    tcFeesAmount: amount('tc_fees_amount'),
    shippingFee: amount('shipping_fee'),
    isFreeShipping: boolean('is_free_shipping').notNull().default(false),
    shippingEstimationFees: amount('shipping_estimation_fees'),
    /** The shipping-rate provider's rate id (SPEC's goShippoRate). */
    shippingRateId: text('shipping_rate_id'),
    labelUrl: text('label_url'),
    recordsRef: text('records_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_purchase_qty_check', sql`${t.purchaseQty} >= 1`),
    check('order_items_purchase_price_check', sql`${t.purchasePrice} >= 0`),
    check('order_items_tc_fees_type_check', isIn(t.tcFeesType, feeTypes)),
    check(
      'order_items_fees_check',
      sql`${t.tcFees} >= 0 and ${t.tcFeesAmount} >= 0 and ${t.shippingFee} >= 0 and ${t.shippingEstimationFees} >= 0`,
    ),
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_listing_id_idx').on(t.listingId),
    index('order_items_listing_org_id_idx').on(t.listingOrgId, t.createdAt),
    // One accepted offer item is bought once, whatever happens to the cart line that held it.
    uniqueIndex('order_items_offer_item_id_idx').on(t.offerItemId).where(sql`${t.offerItemId} is not null`),
  ],
);

export const orderPaymentHistory = pgTable(
  'order_payment_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: amount('amount').notNull(),
    paymentMode: text('payment_mode').notNull(),
    referenceNumber: text('reference_number'),
    comment: text('comment'),
    dateRecordPayment: timestamp('date_record_payment', { withTimezone: true }).notNull().defaultNow(),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_payment_history_amount_check', sql`${t.amount} > 0`),
    index('order_payment_history_order_id_idx').on(t.orderId, t.dateRecordPayment),
  ],
);

/** Shipping choice, quote and shipment of an order (one row per order). */
export const orderShippingDetails = pgTable(
  'order_shipping_details',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippingFees: amount('shipping_fees'),
    /** SPEC.md §9 shipping methods 1 to 4. */
    shippingMethod: text('shipping_method'),
    /** The buyer's own carrier account ("Buyer Arranged"). */
    companyName: text('company_name'),
    accountNumber: text('account_number'),
    estimatedShippingFees: amount('estimated_shipping_fees'),
    shippingLabel: text('shipping_label'),
    courier: text('courier', { enum: couriers }),
    /** When courier is 'Other'. */
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shipmentDate: timestamp('shipment_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('order_shipping_details_courier_check', isIn(t.courier, couriers)),
    check(
      'order_shipping_details_fees_check',
      sql`${t.shippingFees} >= 0 and ${t.estimatedShippingFees} >= 0`,
    ),
  ],
);

export const orderAdditionalFees = pgTable(
  'order_additional_fees',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
    feesDetail: text('fees_detail').notNull(),
    /** Only positive fees count in the order total (SPEC.md §9). */
    amount: amount('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_additional_fees_order_id_idx').on(t.orderId)],
);

/** Processing fee percent per payment vendor (SPEC.md §3 PaymentProcessingFee). */
export const paymentProcessingFees = pgTable(
  'payment_processing_fees',
  {
    id: id(),
    vendor: text('vendor', { enum: paymentMethods }).notNull().unique(),
    processingFee: percent('processing_fee').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_processing_fees_vendor_check', isIn(t.vendor, paymentMethods)),
    check('payment_processing_fees_processing_fee_check', sql`${t.processingFee} >= 0`),
  ],
);

/**
 * One checkout that reserved stock and created its orders ('reserved'), then placed them or gave
 * everything back ('released'): the cart lines it consumed are kept to be restored on release.
 * It runs under an idempotency claim (owner, key); the reconciler settles one whose claim is stale.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: id(),
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    state: text('state', { enum: checkoutAttemptStates }).notNull().default('reserved'),
    /** The cart_items rows the checkout consumed, as they were. */
    cartItems: jsonb('cart_items').$type<Record<string, unknown>[]>().notNull(),
    /** Promo codes whose uses the checkout counted (given back on release). */
    promoCodeIds: jsonb('promo_code_ids').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('checkout_attempts_state_check', isIn(t.state, checkoutAttemptStates)),
    index('checkout_attempts_state_idx').on(t.state, t.createdAt),
    index('checkout_attempts_owner_idx').on(t.owner, t.createdAt),
  ],
);

/**
 * Every card payment asked of the gateway, before it is asked: money follows state (DESIGN.md §5).
 * 'pending' (about to authorize), 'authorized', 'captured', 'refunding' (the order was cancelled:
 * to be given back), 'refunded', 'voided', 'declined'. `orderPaymentId` is set by the transaction
 * that records the payment on the order; a charge without one is never captured, and the
 * reconciler voids it once its claim is stale.
 */
export const gatewayCharges = pgTable(
  'gateway_charges',
  {
    id: id(),
    /** The key the gateway is called with: the same key never charges twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gateway: text('gateway').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: amount('amount').notNull(),
    status: text('status', { enum: gatewayChargeStatuses }).notNull().default('pending'),
    gatewayChargeId: text('gateway_charge_id'),
    brand: text('brand'),
    last4: text('last4'),
    orderPaymentId: uuid('order_payment_id').references(() => orderPaymentHistory.id, {
      onDelete: 'set null',
    }),
    /** The idempotency claim of the request that asked for it (whose lease says it still runs). */
    claimOwner: text('claim_owner'),
    claimKey: text('claim_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gateway_charges_status_check', isIn(t.status, gatewayChargeStatuses)),
    check('gateway_charges_amount_check', sql`${t.amount} > 0`),
    index('gateway_charges_open_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'authorized', 'refunding')`),
    index('gateway_charges_order_id_idx').on(t.orderId),
  ],
);

/**
 * A guest's order link: one row per link made (each mail to the guest, the checkout's answer), of
 * which only the token's SHA-256 is kept (DESIGN.md §5). The token itself is made when the mail is
 * written or the answer sent, never stored.
 */
export const orderBuyerLinks = pgTable(
  'order_buyer_links',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('order_buyer_links_order_id_idx').on(t.orderId)],
);
