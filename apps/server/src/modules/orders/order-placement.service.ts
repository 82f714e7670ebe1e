import {
  type OrderAmounts,
  type PlacedOrder,
  SHIPPING_METHOD_NUMBERS,
  type ShippingMethodKey,
} from '@patchbay/contract';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import type { FeeType, PaymentMethod } from '../../db/schema/enums';
import type { Address, GuestUser } from '../../db/schema/index';
import { sellerName } from '../cart/cart.service';
import {
  deleteReservedOrders,
  findBoughtOfferItems as findBoughtOfferItemRows,
  findOrderFull,
  findOrdersLines,
  findReservedOrders,
  insertOrder,
  insertOrderItems,
  insertPaymentHistory,
  insertShippingDetail,
  insertTransaction,
  nextOrderNumber,
  updateOrder,
  updateTransaction,
} from './orders.repository';
import {
  enqueuePlacedOrder,
  orderDetailPath,
  paymentInstructionsOf,
  recordStatusChange,
} from './orders.service';

/** One seller's order as a checkout priced it (docs/checkout.md). */
export interface NewOrder {
  sellerId: string;
  lines: {
    listingId: string;
    quantity: number;
    unitPrice: string;
    offerItemId: string | null;
    shippingIncluded: boolean;
    /** The platform's fee on the line in force at placement (SPEC's tcFees). */
    saleFee: { type: FeeType; value: string; amount: string } | null;
  }[];
  shipping: {
    method: ShippingMethodKey;
    /** What the buyer pays; null while awaiting a quote. */
    amount: string | null;
    label: string;
    rateId: string | null;
    /** The carrier's own rate (before the markup). */
    rateAmount: string | null;
    companyName: string | null;
    accountNumber: string | null;
  };
  amounts: OrderAmounts;
  promo: { id: string; code: string; type: FeeType } | null;
  notesToSeller: string | null;
}

export interface NewOrders {
  checkoutAttemptId: string;
  storefrontId: string;
  buyer: {
    userId: string | null;
    organizationId: string | null;
    guestId: string | null;
    guestUser: GuestUser | null;
  };
  billingAddress: Address;
  shippingAddress: Address;
  purchaseOrderNumber: string | null;
  paymentMethod: PaymentMethod;
  achPayType: string | null;
  orders: NewOrder[];
}

export interface ReservedOrder {
  id: string;
  sellerId: string;
  total: string;
}

/**
 * Creates a checkout's orders as reserved (seen by nobody, no number yet) with their transactions,
 * items and shipping details, in the caller's transaction (the one that takes the stock).
 */
export async function createOrders(ctx: AppContext, tx: Tx, input: NewOrders): Promise<ReservedOrder[]> {
  const created: ReservedOrder[] = [];
  for (const o of input.orders) created.push(await createOrder(tx, input, o, ctx.now()));
  return created;
}

/** The order's items, each with the platform's fee on it in force at placement. */
function itemRows(orderId: string, o: NewOrder, now: Date) {
  return o.lines.map((l) => ({
    orderId,
    listingId: l.listingId,
    listingOrgId: o.sellerId,
    offerItemId: l.offerItemId,
    purchaseQty: l.quantity,
    purchasePrice: l.unitPrice,
    isFreeShipping: o.shipping.method === 'free' || l.shippingIncluded,
    tcFeesType: l.saleFee?.type ?? null,
    tcFees: l.saleFee?.value ?? null,
    tcFeesAmount: l.saleFee?.amount ?? null,
    shippingRateId: o.shipping.rateId,
    shippingEstimationFees: o.shipping.rateAmount,
    createdAt: now,
  }));
}

async function createOrder(tx: Tx, input: NewOrders, o: NewOrder, now: Date): Promise<ReservedOrder> {
  const amounts = {
    tax: o.amounts.tax,
    taxPercent: o.amounts.taxPercent,
    serviceFee: o.amounts.serviceFee,
    serviceFeePercent: o.amounts.serviceFeePercent,
    processingFee: o.amounts.processingFee,
    processingFeePercent: o.amounts.processingFeePercent,
    discountOnOrder: o.amounts.discount,
    orderTotal: o.amounts.total,
  };
  const transaction = await insertTransaction(tx, {
    storefrontId: input.storefrontId,
    buyerUserId: input.buyer.userId,
    buyerOrganizationId: input.buyer.organizationId,
    guestUser: input.buyer.guestUser,
    paymentMethod: input.paymentMethod,
    achPayType: input.achPayType,
    amountPaid: '0',
    date: now,
    ...amounts,
    promoCodeApplied: o.promo?.code ?? null,
    promoCodeType: o.promo?.type ?? null,
    promoCodeDiscount: o.promo ? o.amounts.discount : null,
    createdAt: now,
  });
  const order = await insertOrder(tx, {
    checkoutState: 'reserved',
    checkoutAttemptId: input.checkoutAttemptId,
    storefrontId: input.storefrontId,
    sellerOrganizationId: o.sellerId,
    buyerOrganizationId: input.buyer.organizationId,
    buyerUserId: input.buyer.userId,
    guestId: input.buyer.guestId,
    guestUser: input.buyer.guestUser,
    status: 'submitted',
    billingAddress: input.billingAddress,
    shippingAddress: input.shippingAddress,
    dateOrdered: now,
    requestedShippingQuote: o.shipping.method === 'quote',
    isFreeShipping: o.shipping.method === 'free',
    notesToSeller: o.notesToSeller,
    purchaseOrderNumber: input.purchaseOrderNumber,
    transactionId: transaction.id,
    promoCodeId: o.promo?.id ?? null,
    paymentMethod: input.paymentMethod,
    subtotal: o.amounts.subtotal,
    ...amounts,
    shippingFees: o.shipping.amount ?? '0',
    createdAt: now,
    updatedAt: now,
  });
  await insertOrderItems(tx, itemRows(order.id, o, now));
  await insertShippingDetail(tx, {
    orderId: order.id,
    shippingFees: o.shipping.amount,
    shippingMethod: String(SHIPPING_METHOD_NUMBERS[o.shipping.method]),
    shippingLabel: o.shipping.label,
    companyName: o.shipping.companyName,
    accountNumber: o.shipping.accountNumber,
    estimatedShippingFees: o.shipping.rateAmount,
    createdAt: now,
    updatedAt: now,
  });
  return { id: order.id, sellerId: o.sellerId, total: o.amounts.total };
}

/** A card payment the gateway authorized for a reserved order. */
export interface AuthorizedPayment {
  amount: string;
  gateway: string;
  chargeId: string;
  brand: string | null;
  last4: string | null;
}

/**
 * Places a checkout's reserved orders in the caller's transaction: each gets the seller's next
 * number (sellers in id order, so two checkouts never wait on each other's sequences), its status
 * (paid when a card payment was authorized for it), the payment, its history and its mails.
 * Answers the placed orders and, per order, the payment row that records its card payment.
 */
export async function placeReservedOrders(
  ctx: AppContext,
  tx: Tx,
  input: {
    checkoutAttemptId: string;
    payments: ReadonlyMap<string, AuthorizedPayment>;
    actorUserId: string | null;
  },
): Promise<{ placed: PlacedOrder[]; paymentIds: Map<string, string>; outboxIds: string[] }> {
  const now = ctx.now();
  const placed: PlacedOrder[] = [];
  const paymentIds = new Map<string, string>();
  const outboxIds: string[] = [];
  for (const order of await findReservedOrders(tx, input.checkoutAttemptId)) {
    const payment = input.payments.get(order.id);
    const orderNumber = await nextOrderNumber(tx, order.sellerOrganizationId);
    const status = payment ? 'paid' : 'submitted';
    await updateOrder(tx, order.id, {
      orderNumber,
      checkoutState: 'placed',
      status,
      ...(payment ? { datePaid: now } : {}),
      updatedAt: now,
    });
    if (payment) paymentIds.set(order.id, await recordAuthorizedPayment(tx, order, payment, now));
    outboxIds.push(
      ...(await recordStatusChange(ctx, tx, {
        order,
        from: null,
        to: status,
        actorUserId: input.actorUserId,
        note: null,
      })),
    );
    const full = await findOrderFull(tx, order.id);
    if (!full) throw new Error('placed order vanished');
    outboxIds.push(...(await enqueuePlacedOrder(ctx, tx, full)));
    placed.push({
      id: full.order.id,
      orderNumber,
      status,
      seller: { id: full.sellerRow.id, name: sellerName(full.sellerRow) },
      total: full.order.orderTotal,
      detailPath: orderDetailPath(full.order),
      paymentInstructions: paymentInstructionsOf(full),
    });
  }
  return { placed, paymentIds, outboxIds };
}

/** The card payment on the order and its transaction; answers the payment row's id. */
async function recordAuthorizedPayment(
  tx: Tx,
  order: { id: string; transactionId: string | null },
  payment: AuthorizedPayment,
  now: Date,
): Promise<string> {
  if (order.transactionId) {
    await updateTransaction(tx, order.transactionId, {
      gateway: payment.gateway,
      gatewayTransactionId: payment.chargeId,
      amountPaid: payment.amount,
      maskedCardNo: payment.last4,
      cardBrand: payment.brand,
    });
  }
  const row = await insertPaymentHistory(tx, {
    orderId: order.id,
    amount: payment.amount,
    paymentMode: 'card',
    referenceNumber: payment.chargeId,
    comment: `${payment.brand ?? 'Card'} ending ${payment.last4 ?? '????'}`,
    dateRecordPayment: now,
  });
  return row.id;
}

/**
 * Removes a checkout's reserved orders that will never be placed; answers their lines, whose units
 * the caller gives back in the same transaction.
 */
export async function discardReservedOrders(tx: Tx, checkoutAttemptId: string) {
  const orders = await findReservedOrders(tx, checkoutAttemptId);
  const ids = orders.map((o) => o.id);
  const lines = await findOrdersLines(tx, ids);
  await deleteReservedOrders(tx, ids);
  return { lines, promoCodeIds: orders.flatMap((o) => (o.promoCodeId ? [o.promoCodeId] : [])) };
}

/** Ids of a checkout's orders that are still reserved. */
export async function reservedOrderIds(db: Database, checkoutAttemptId: string): Promise<string[]> {
  return (await findReservedOrders(db, checkoutAttemptId)).map((o) => o.id);
}

/** Offer items among these that were bought (or are reserved) already: one is bought once. */
export async function findBoughtOfferItems(db: Database, offerItemIds: readonly string[]) {
  return findBoughtOfferItemRows(db, offerItemIds);
}
