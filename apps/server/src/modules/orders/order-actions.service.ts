import { checkoutMessages, type OrderDetail, orderMessages, type SessionUser } from '@patchbay/contract';
import {
  balanceDue,
  buyerCanPayByCard,
  compareMoney,
  formatDate,
  messages,
  orderEventDateProblem,
  orderIsOpen,
  orderTransitionAllowed,
  roundMoney,
  type SellerOrderAction,
  type Shipment,
  sellerOrderActions,
  statusAfterPayment,
  sumMoney,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { OrderStatus } from '../../db/schema/enums';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, conflict, invalidData, notFound } from '../../lib/errors';
import { isUuid } from '../catalog/catalog.service';
import { releaseStock } from '../catalog/stock.service';
import {
  ClaimLost,
  FinalFailure,
  type IdempotentWork,
  requestHash,
  runIdempotent,
} from '../checkout/idempotency.service';
import {
  authorizeCharge,
  captureCharges,
  type GatewayChargeRow,
  markRefunding,
  openCharge,
  recordCharge,
  releaseCharges,
} from '../payments/charges.service';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { additionalFeeMail, shippingQuoteMail } from './order-mails';
import {
  findAdditionalFeeAmounts,
  findOrderFull,
  findOrderLineTotals,
  insertAdditionalFee,
  insertPaymentHistory,
  lockOrder,
  type OrderFull,
  sumPayments,
  updateOrder,
  updateShippingDetail,
  updateTransaction,
} from './orders.repository';
import {
  awaitingShippingQuote,
  buyerEmail,
  buyerMaySee,
  findSellerOrder,
  orderLinkOpens,
  orderMailModel,
  orderStateOf,
  recordStatusChange,
  storedOrderAmounts,
  toOrderDetail,
  transitionError,
} from './orders.service';

type Mutation = { order: OrderDetail; message: string };

/**
 * Runs a seller action on an order of the actor's organization (any for the operator): the order
 * row is locked, the action is checked against docs/orders.md (sellerOrderActions), the change
 * and its outbox rows are written in one transaction.
 */
async function sellerAction(
  ctx: AppContext,
  input: { actor: SessionUser; id: string; action: SellerOrderAction },
  change: (tx: Tx, full: OrderFull) => Promise<string[]>,
  message: string,
): Promise<Mutation> {
  await findSellerOrder(ctx.db, input.actor, input.id);
  const outboxIds = await ctx.db.transaction(async (tx) => {
    await lockOrder(tx, input.id);
    const full = await findSellerOrder(tx, input.actor, input.id);
    if (!sellerOrderActions(orderStateOf(full)).includes(input.action)) {
      throw refusal(full, input.action);
    }
    return change(tx, full);
  });
  ctx.outbox.wake(outboxIds);
  const after = await findSellerOrder(ctx.db, input.actor, input.id);
  return { order: toOrderDetail(after, 'admin'), message };
}

/** The clear error for an action docs/orders.md does not allow now. */
function refusal(full: OrderFull, action: SellerOrderAction): AppError {
  const status = full.order.status;
  switch (action) {
    case 'setShippingQuote':
      return conflict(orderMessages.notAwaitingQuote);
    case 'recordPayment':
      return status === 'cancelled' ? transitionError(status, 'paid') : conflict(orderMessages.nothingDue);
    case 'ship':
      return transitionError(status, 'shipped');
    case 'cancel':
      return transitionError(status, 'cancelled');
    case 'addFee':
      return conflict(`An order that is ${status} cannot get additional fees`);
  }
}

/**
 * A shipment or payment day ('YYYY-MM-DD') must lie between the order's day and today
 * (orderEventDateProblem); otherwise 400 on `field`, nothing written.
 */
function assertOrderEventDate(ctx: AppContext, full: OrderFull, day: string, field: string): void {
  const problem = orderEventDateProblem(day, full.order.dateOrdered, ctx.now());
  if (problem) {
    const message = messages.orderEventDate[problem];
    throw invalidData(message, { [field]: message });
  }
}

/** New amounts after a change of shipping or fees; the order, its transaction and the mirror follow. */
async function repriceOrder(
  ctx: AppContext,
  tx: Tx,
  full: OrderFull,
  change: { shipping?: string; fees?: string[] },
): Promise<{ total: string; status: OrderStatus; ids: string[] }> {
  const lines = await findOrderLineTotals(tx, full.order.id);
  const fees = change.fees ?? (await findAdditionalFeeAmounts(tx, full.order.id));
  const shipping = change.shipping ?? (awaitingShippingQuote(full) ? null : full.order.shippingFees);
  const amounts = storedOrderAmounts(full.order, lines, fees, shipping);
  const paid = await sumPayments(tx, full.order.id);
  // More to pay can take a paid order back to partially paid only through an allowed action
  // (fees are refused on paid orders); a total now covered makes it paid.
  const next = statusAfterPayment(amounts.total, paid);
  const status: OrderStatus = orderIsOpen(full.order) ? next : full.order.status;
  await updateOrder(tx, full.order.id, {
    orderTotal: amounts.total,
    ...(shipping !== null
      ? { shippingFees: shipping, isFreeShipping: compareMoney(shipping, '0') === 0 }
      : {}),
    status,
    ...(status === 'paid' && full.order.datePaid === null ? { datePaid: ctx.now() } : {}),
    updatedAt: ctx.now(),
  });
  if (full.order.transactionId) {
    await updateTransaction(tx, full.order.transactionId, { orderTotal: amounts.total });
  }
  const ids = [
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: {
        table: 'Order',
        operation: 'patch',
        records: [
          {
            fields: {
              orderId: full.order.id,
              shippingFees: amounts.shipping,
              additionalFees: amounts.additionalFees,
              orderTotal: amounts.total,
              date: formatDate(ctx.now(), 'MM/DD/YYYY'),
            },
          },
        ],
      },
    }),
  ];
  if (status !== full.order.status) {
    ids.push(
      ...(await recordStatusChange(ctx, tx, {
        order: full.order,
        from: full.order.status,
        to: status,
        actorUserId: null,
        note: null,
      })),
    );
  }
  return { total: amounts.total, status, ids };
}

/** POST /api/admin/orders/{id}/shipping-quote: the fee of an order awaiting a shipping quote. */
export function setShippingQuote(ctx: AppContext, input: { actor: SessionUser; id: string; amount: string }) {
  return sellerAction(
    ctx,
    { ...input, action: 'setShippingQuote' },
    async (tx, full) => {
      const amount = roundMoney(input.amount, 2);
      await updateShippingDetail(tx, full.order.id, { shippingFees: amount, updatedAt: ctx.now() });
      const priced = await repriceOrder(
        ctx,
        tx,
        { ...full, shipping: full.shipping ? { ...full.shipping, shippingFees: amount } : full.shipping },
        { shipping: amount },
      );
      const after = await findOrderFull(tx, full.order.id);
      if (!after) throw notFound(orderMessages.notFound);
      const mail = await enqueueOutbox(tx, {
        kind: 'mail',
        payload: shippingQuoteMail(orderMailModel(ctx, after, 'buyer'), [buyerEmail(after)]),
      });
      return [...priced.ids, mail];
    },
    orderMessages.shippingQuoteSet,
  );
}

/** POST /api/admin/orders/{id}/additional-fees. */
export function addAdditionalFee(
  ctx: AppContext,
  input: { actor: SessionUser; id: string; feesDetail: string; amount: string },
) {
  return sellerAction(
    ctx,
    { ...input, action: 'addFee' },
    async (tx, full) => {
      const amount = roundMoney(input.amount, 2);
      await insertAdditionalFee(tx, {
        orderId: full.order.id,
        transactionId: full.order.transactionId,
        feesDetail: input.feesDetail,
        amount,
        createdAt: ctx.now(),
      });
      const fees = [...full.fees.map((f) => f.amount), amount];
      const priced = await repriceOrder(ctx, tx, full, { fees });
      const after = await findOrderFull(tx, full.order.id);
      if (!after) throw notFound(orderMessages.notFound);
      // The buyer learns of the fee and the new balance from the seller, not from the next statement.
      const mail = await enqueueOutbox(tx, {
        kind: 'mail',
        payload: additionalFeeMail(
          orderMailModel(ctx, after, 'buyer'),
          { feesDetail: input.feesDetail, amount },
          [buyerEmail(after)],
        ),
      });
      return [...priced.ids, mail];
    },
    orderMessages.feeAdded,
  );
}

/**
 * POST /api/admin/orders/{id}/payments: records a payment received outside the gateway. The sum
 * of payments moves a submitted or partially paid order to 'partially paid' or 'paid'; a shipped
 * (PayLater) order keeps its status. More than the balance due is refused.
 */
export function recordPayment(
  ctx: AppContext,
  input: {
    actor: SessionUser;
    id: string;
    body: {
      amount: string;
      paymentMode: string;
      referenceNumber?: string | undefined;
      comment?: string | undefined;
      dateRecordPayment?: string | undefined;
    };
  },
) {
  return sellerAction(
    ctx,
    { ...input, action: 'recordPayment' },
    async (tx, full) => {
      const amount = roundMoney(input.body.amount, 2);
      const due = balanceDue(full.order.orderTotal, full.amountPaid);
      if (compareMoney(amount, due) > 0) {
        throw invalidData(orderMessages.paymentExceedsBalance, {
          amount: orderMessages.paymentExceedsBalance,
        });
      }
      const date = input.body.dateRecordPayment
        ? new Date(`${input.body.dateRecordPayment}T00:00:00Z`)
        : ctx.now();
      if (Number.isNaN(date.getTime())) {
        throw invalidData('Please enter valid date', { dateRecordPayment: 'Please enter valid date' });
      }
      if (input.body.dateRecordPayment) {
        assertOrderEventDate(ctx, full, input.body.dateRecordPayment, 'dateRecordPayment');
      }
      await insertPaymentHistory(tx, {
        orderId: full.order.id,
        amount,
        paymentMode: input.body.paymentMode,
        referenceNumber: input.body.referenceNumber ?? null,
        comment: input.body.comment ?? null,
        dateRecordPayment: date,
        recordedByUserId: input.actor.id,
        createdAt: ctx.now(),
      });
      return paymentBookkeeping(ctx, tx, full, amount, input.actor.id);
    },
    orderMessages.paymentRecorded,
  );
}

/** After a payment: the transaction's amount paid, the status by the sum, the date paid. */
async function paymentBookkeeping(
  ctx: AppContext,
  tx: Tx,
  full: OrderFull,
  amount: string,
  actorUserId: string | null,
  gateway?: { name: string; chargeId: string; brand: string | null; last4: string | null },
): Promise<string[]> {
  const paid = roundMoney(sumMoney([full.amountPaid, amount]), 2);
  const next = orderIsOpen(full.order) ? statusAfterPayment(full.order.orderTotal, paid) : full.order.status;
  const fullyPaid = compareMoney(paid, full.order.orderTotal) >= 0;
  await updateOrder(tx, full.order.id, {
    status: next,
    ...(fullyPaid && full.order.datePaid === null ? { datePaid: ctx.now() } : {}),
    updatedAt: ctx.now(),
  });
  if (full.order.transactionId) {
    await updateTransaction(tx, full.order.transactionId, {
      amountPaid: paid,
      ...(gateway
        ? {
            gateway: gateway.name,
            gatewayTransactionId: gateway.chargeId,
            cardBrand: gateway.brand,
            maskedCardNo: gateway.last4,
          }
        : {}),
    });
  }
  const ids = [
    await enqueueOutbox(tx, {
      kind: 'records',
      payload: {
        table: 'Order',
        operation: 'patch',
        records: [
          {
            fields: {
              orderId: full.order.id,
              amountPaid: paid,
              paymentMethod: full.order.paymentMethod,
              transactionRef: gateway?.chargeId ?? null,
              date: formatDate(ctx.now(), 'MM/DD/YYYY'),
            },
          },
        ],
      },
    }),
  ];
  if (next !== full.order.status) {
    ids.push(
      ...(await recordStatusChange(ctx, tx, {
        order: full.order,
        from: full.order.status,
        to: next,
        actorUserId,
        note: null,
      })),
    );
  }
  return ids;
}

/** POST /api/admin/orders/{id}/shipment: SPEC.md §5 shipment details; the order becomes shipped. */
export function shipOrder(ctx: AppContext, input: { actor: SessionUser; id: string; shipment: Shipment }) {
  return sellerAction(
    ctx,
    { ...input, action: 'ship' },
    async (tx, full) => {
      if (!orderTransitionAllowed(orderStateOf(full), 'shipped'))
        throw transitionError(full.order.status, 'shipped');
      const s = input.shipment;
      assertOrderEventDate(ctx, full, s.shipmentDate, 'shipmentDate');
      const date = new Date(`${s.shipmentDate}T00:00:00Z`);
      await updateShippingDetail(tx, full.order.id, {
        courier: s.courierCompany,
        courierName: s.courierCompany === 'Other' ? (s.courierName ?? null) : null,
        trackingNumber: s.trackingNumber,
        trackingUrl: s.trackingUrl,
        shipmentDate: date,
        updatedAt: ctx.now(),
      });
      await updateOrder(tx, full.order.id, { status: 'shipped', dateShipped: date, updatedAt: ctx.now() });
      const courier = s.courierCompany === 'Other' ? (s.courierName ?? 'Other') : s.courierCompany;
      return recordStatusChange(ctx, tx, {
        order: full.order,
        from: full.order.status,
        to: 'shipped',
        actorUserId: input.actor.id,
        note: `Shipped with ${courier}, tracking number ${s.trackingNumber}: ${s.trackingUrl}`,
      });
    },
    orderMessages.shipped,
  );
}

/**
 * POST /api/admin/orders/{id}/cancel: the order is cancelled and its units go back on sale (listing
 * and search index) in one transaction under the order's lock; its card money is marked to be given
 * back in that same transaction and given back only after it commits (a cancel that loses a race
 * to a shipment moves no money). A refund the gateway does not take now is retried by the reconciler.
 */
export async function cancelOrder(
  ctx: AppContext,
  input: { actor: SessionUser; id: string; reason?: string | undefined; log?: (error: unknown) => void },
): Promise<Mutation> {
  let refunds: GatewayChargeRow[] = [];
  const result = await sellerAction(
    ctx,
    { ...input, action: 'cancel' },
    async (tx, locked) => {
      if (!orderTransitionAllowed(orderStateOf(locked), 'cancelled'))
        throw transitionError(locked.order.status, 'cancelled');
      const lines = await findOrderLineTotals(tx, locked.order.id);
      await releaseStock(
        tx,
        lines.map((l) => ({ listingId: l.listingId, quantity: l.purchaseQty })),
      );
      await updateOrder(tx, locked.order.id, { status: 'cancelled', updatedAt: ctx.now() });
      refunds = await markRefunding(tx, locked.order.id);
      return recordStatusChange(ctx, tx, {
        order: locked.order,
        from: locked.order.status,
        to: 'cancelled',
        actorUserId: input.actor.id,
        note:
          [input.reason ?? null, refunds.length > 0 ? 'Your card payment was refunded.' : null]
            .filter(Boolean)
            .join(' ') || null,
      });
    },
    orderMessages.cancelled,
  );
  try {
    await releaseCharges(ctx, refunds);
  } catch (error) {
    input.log?.(error);
  }
  return result;
}

/**
 * POST /api/orders/{id}/pay: the buyer pays the balance by card (e.g. after the shipping quote).
 * Idempotent by key like the checkout, and in the same order: the charge is opened under the
 * order's lock, authorized, then the payment is recorded under the lock again only if the order
 * still takes it (a cancel or another payment in between voids the authorization), then captured.
 */
export async function payOrder(
  ctx: AppContext,
  input: {
    storefront: ResolvedStorefront;
    viewer: SessionUser | null;
    id: string;
    body: { token: string; accessToken?: string | undefined };
    idempotencyKey: string;
    log?: (error: unknown) => void;
  },
): Promise<Mutation> {
  if (!isUuid(input.id)) throw notFound(orderMessages.notFound);
  const full = await findOrderFull(ctx.db, input.id);
  const linkOpens = await orderLinkOpens(ctx.db, input.id, input.body.accessToken);
  const access = { storefront: input.storefront, viewer: input.viewer, linkOpens };
  if (!full || !buyerMaySee(full.order, access)) throw notFound(orderMessages.notFound);
  const owner = `pay:${full.order.id}`;
  const log = input.log ?? (() => {});
  return runIdempotent<Mutation>(
    ctx,
    { owner, key: input.idempotencyKey, requestHash: requestHash({ token: input.body.token }) },
    async (idempotency) => {
      const charge = await ctx.db.transaction(async (tx) => {
        const locked = await lockedOrder(tx, input.id);
        const amount = payableBalance(locked);
        return openCharge(ctx, tx, {
          orderId: locked.order.id,
          amount,
          idempotencyKey: `${owner}:${input.idempotencyKey}`,
          claim: idempotency.claim,
        });
      });
      const result = await authorizeCharge(ctx, charge, {
        token: input.body.token,
        description: `${full.storefrontRow.storefrontTitle}: order #${full.order.orderNumber}`,
        metadata: { order: full.order.id },
      });
      if (result.status !== 'authorized') {
        const message =
          result.status === 'declined' ? checkoutMessages.cardDeclined : checkoutMessages.invalidCardToken;
        const error = invalidData(message, { token: message });
        throw result.status === 'declined' ? new FinalFailure(error) : error;
      }
      let ids: string[];
      try {
        ids = await recordCardPayment(ctx, {
          charge,
          result,
          actorUserId: input.viewer?.id ?? null,
          idempotency,
        });
      } catch (error) {
        if (error instanceof ClaimLost) throw error;
        await releaseCharges(ctx, [{ ...charge, status: 'authorized', gatewayChargeId: result.chargeId }]);
        throw new FinalFailure(
          error instanceof AppError
            ? error
            : new AppError('internal', 'Something went wrong. Please try again'),
        );
      }
      ctx.outbox.wake(ids);
      await captureCharges(ctx, [{ ...charge, status: 'authorized', gatewayChargeId: result.chargeId }], log);
      const after = await findOrderFull(ctx.db, input.id);
      if (!after) throw notFound(orderMessages.notFound);
      return { order: toOrderDetail(after, 'buyer'), message: orderMessages.paymentRecorded };
    },
  );
}

async function lockedOrder(tx: Tx, id: string): Promise<OrderFull> {
  await lockOrder(tx, id);
  const locked = await findOrderFull(tx, id);
  if (!locked) throw notFound(orderMessages.notFound);
  return locked;
}

/** The balance a buyer may pay by card now, or the clear refusal (docs/orders.md). */
function payableBalance(full: OrderFull): string {
  const state = orderStateOf(full);
  if (!buyerCanPayByCard(state)) {
    if (compareMoney(state.balanceDue, '0') <= 0) throw conflict(orderMessages.nothingDue);
    if (state.awaitingShippingQuote) throw conflict(orderMessages.notAwaitingQuote);
    throw transitionError(full.order.status, 'paid');
  }
  return state.balanceDue;
}

/** Under the order's lock: the order still takes exactly this payment, which is recorded and decided. */
async function recordCardPayment(
  ctx: AppContext,
  input: {
    charge: GatewayChargeRow;
    result: { chargeId: string; brand: string | null; last4: string | null };
    actorUserId: string | null;
    idempotency: IdempotentWork<Mutation>;
  },
): Promise<string[]> {
  const { charge, result } = input;
  return ctx.db.transaction(async (tx) => {
    await input.idempotency.assertHeld(tx);
    const locked = await lockedOrder(tx, charge.orderId as string);
    if (payableBalance(locked) !== charge.amount) {
      throw conflict('The balance of this order changed. Please try again');
    }
    const payment = await insertPaymentHistory(tx, {
      orderId: locked.order.id,
      amount: charge.amount,
      paymentMode: 'card',
      referenceNumber: result.chargeId,
      comment: `${result.brand ?? 'Card'} ending ${result.last4 ?? '????'}`,
      dateRecordPayment: ctx.now(),
      createdAt: ctx.now(),
    });
    await recordCharge(tx, charge.id, payment.id);
    const outboxIds = await paymentBookkeeping(ctx, tx, locked, charge.amount, input.actorUserId, {
      name: ctx.integrations.payments.name,
      chargeId: result.chargeId,
      brand: result.brand,
      last4: result.last4,
    });
    const after = await findOrderFull(tx, locked.order.id);
    if (!after) throw notFound(orderMessages.notFound);
    await input.idempotency.complete(tx, {
      order: toOrderDetail(after, 'buyer'),
      message: orderMessages.paymentRecorded,
    });
    return outboxIds;
  });
}
