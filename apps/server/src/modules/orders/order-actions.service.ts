import { checkoutMessages, type OrderDetail, orderMessages, type SessionUser } from '@patchbay/contract';
import {
  balanceDue,
  buyerCanPayByCard,
  compareMoney,
  formatDate,
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
import { insertPaymentHistory, returnStock, syncSearchStock } from '../checkout/checkout.repository';
import { FinalFailure, requestHash, runIdempotent } from '../checkout/idempotency.service';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { shippingQuoteMail } from './order-mails';
import {
  findAdditionalFeeAmounts,
  findOrderFull,
  findOrderLineTotals,
  insertAdditionalFee,
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
  const status: OrderStatus =
    full.order.status === 'submitted' || full.order.status === 'partially paid' ? next : full.order.status;
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
      return (await repriceOrder(ctx, tx, full, { fees })).ids;
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
  const open = full.order.status === 'submitted' || full.order.status === 'partially paid';
  const next = open ? statusAfterPayment(full.order.orderTotal, paid) : full.order.status;
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
 * POST /api/admin/orders/{id}/cancel: the order is cancelled, its units go back on sale (listing
 * and search index), and card payments taken through the gateway are refunded first.
 */
export async function cancelOrder(
  ctx: AppContext,
  input: { actor: SessionUser; id: string; reason?: string | undefined },
): Promise<Mutation> {
  const full = await findSellerOrder(ctx.db, input.actor, input.id);
  if (!orderTransitionAllowed(orderStateOf(full), 'cancelled'))
    throw transitionError(full.order.status, 'cancelled');
  const gateway = full.transaction?.gateway;
  if (gateway === ctx.integrations.payments.name) {
    for (const payment of full.payments) {
      if (payment.paymentMode === 'card' && payment.referenceNumber) {
        await ctx.integrations.payments.refund(payment.referenceNumber, `refund:${payment.id}`);
      }
    }
  }
  return sellerAction(
    ctx,
    { ...input, action: 'cancel' },
    async (tx, locked) => {
      const lines = await findOrderLineTotals(tx, locked.order.id);
      for (const line of [...lines].sort((a, b) => a.listingId.localeCompare(b.listingId))) {
        await returnStock(tx, line.listingId, line.purchaseQty);
      }
      await syncSearchStock(
        tx,
        lines.map((l) => l.listingId),
      );
      await updateOrder(tx, locked.order.id, { status: 'cancelled', updatedAt: ctx.now() });
      const refunded =
        locked.payments.some((p) => p.paymentMode === 'card') && gateway === ctx.integrations.payments.name;
      return recordStatusChange(ctx, tx, {
        order: locked.order,
        from: locked.order.status,
        to: 'cancelled',
        actorUserId: input.actor.id,
        note:
          [input.reason ?? null, refunded ? 'Your card payment was refunded.' : null]
            .filter(Boolean)
            .join(' ') || null,
      });
    },
    orderMessages.cancelled,
  );
}

/**
 * POST /api/orders/{id}/pay: the buyer pays the balance by card (e.g. after the shipping quote).
 * Idempotent by key like the checkout: a retry never charges twice.
 */
export async function payOrder(
  ctx: AppContext,
  input: {
    storefront: ResolvedStorefront;
    viewer: SessionUser | null;
    id: string;
    body: { token: string; accessToken?: string | undefined };
    idempotencyKey: string;
  },
): Promise<Mutation> {
  if (!isUuid(input.id)) throw notFound(orderMessages.notFound);
  const full = await findOrderFull(ctx.db, input.id);
  const access = { storefront: input.storefront, viewer: input.viewer, token: input.body.accessToken };
  if (!full || !buyerMaySee(full.order, access)) throw notFound(orderMessages.notFound);
  const owner = `pay:${full.order.id}`;
  return runIdempotent<Mutation>(
    ctx,
    { owner, key: input.idempotencyKey, requestHash: requestHash({ token: input.body.token }) },
    async (idempotency) => {
      const current = await findOrderFull(ctx.db, input.id);
      if (!current) throw notFound(orderMessages.notFound);
      const state = orderStateOf(current);
      if (!buyerCanPayByCard(state)) {
        if (compareMoney(state.balanceDue, '0') <= 0) throw conflict(orderMessages.nothingDue);
        if (state.awaitingShippingQuote) throw conflict(orderMessages.notAwaitingQuote);
        throw transitionError(current.order.status, 'paid');
      }
      const amount = state.balanceDue;
      const key = `${owner}:${input.idempotencyKey}`;
      const result = await ctx.integrations.payments.charge({
        token: input.body.token,
        amount,
        currency: 'usd',
        idempotencyKey: key,
        description: `${current.storefrontRow.storefrontTitle}: order #${current.order.orderNumber}`,
        metadata: { order: current.order.id },
      });
      if (result.status !== 'succeeded') {
        const message =
          result.status === 'declined' ? checkoutMessages.cardDeclined : checkoutMessages.invalidCardToken;
        const error = invalidData(message, { token: message });
        throw result.status === 'declined' ? new FinalFailure(error) : error;
      }
      try {
        const ids = await ctx.db.transaction(async (tx) => {
          await lockOrder(tx, current.order.id);
          const locked = await findOrderFull(tx, current.order.id);
          if (!locked || balanceDue(locked.order.orderTotal, locked.amountPaid) !== amount) {
            throw conflict('The balance of this order changed. Please try again');
          }
          await insertPaymentHistory(tx, {
            orderId: locked.order.id,
            amount,
            paymentMode: 'card',
            referenceNumber: result.chargeId,
            comment: `${result.brand ?? 'Card'} ending ${result.last4 ?? '????'}`,
            dateRecordPayment: ctx.now(),
            createdAt: ctx.now(),
          });
          const outboxIds = await paymentBookkeeping(ctx, tx, locked, amount, input.viewer?.id ?? null, {
            name: ctx.integrations.payments.name,
            chargeId: result.chargeId,
            brand: result.brand,
            last4: result.last4,
          });
          const after = await findOrderFull(tx, locked.order.id);
          if (!after) throw notFound(orderMessages.notFound);
          await idempotency.complete(tx, {
            order: toOrderDetail(after, 'buyer'),
            message: orderMessages.paymentRecorded,
          });
          return outboxIds;
        });
        ctx.outbox.wake(ids);
      } catch (error) {
        await ctx.integrations.payments.refund(result.chargeId, `refund:${key}`);
        throw new FinalFailure(
          error instanceof AppError
            ? error
            : new AppError('internal', 'Something went wrong. Please try again'),
        );
      }
      const after = await findOrderFull(ctx.db, input.id);
      if (!after) throw notFound(orderMessages.notFound);
      return { order: toOrderDetail(after, 'buyer'), message: orderMessages.paymentRecorded };
    },
  );
}
