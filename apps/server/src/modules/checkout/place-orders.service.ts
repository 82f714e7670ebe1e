import { randomBytes } from 'node:crypto';
import { type CheckoutBody, type CheckoutResponse, checkoutMessages } from '@patchbay/contract';
import { compareMoney, messages, paymentSchema, roundMoney, sumMoney } from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { PaymentMethod } from '../../db/schema/enums';
import type { GuestUser } from '../../db/schema/index';
import { type AppError, conflict, invalidData } from '../../lib/errors';
import { isUniqueViolation, retryOnConflict } from '../../lib/pg-errors';
import {
  type CartOwner,
  type ConsumedCartLine,
  consumeCartLines,
  enqueueCartItemDeletes,
  type PricedCartLine,
  restoreCartLines,
} from '../cart/cart.service';
import { releaseStock, reserveStock, StockConflict } from '../catalog/stock.service';
import {
  type AuthorizedPayment,
  createOrders,
  discardReservedOrders,
  findBoughtOfferItems,
  type NewOrder,
  placeReservedOrders,
  type ReservedOrder,
  reservedOrderIds,
} from '../orders/order-placement.service';
import { fillOrderLinks } from '../orders/orders.service';
import {
  authorizeCharge,
  captureCharges,
  findOrderCharges,
  type GatewayChargeRow,
  openCharge,
  recordCharge,
  releaseCharges,
} from '../payments/charges.service';
import {
  type CheckoutAttemptRow,
  findOldReservedAttempts,
  findReservedAttemptsOf,
  hasRecentAttempt,
  insertCheckoutAttempt,
  lockReservedAttempt,
  returnPromoCodeUse,
  setAttemptState,
  usePromoCode,
} from './checkout.repository';
import { type BuyerInput, priceCheckout, type SellerQuote, toAddress } from './checkout.service';
import {
  type ClaimRef,
  claimIsPending,
  claimTiming,
  FinalFailure,
  type IdempotentWork,
  releaseClaim,
  requestHash,
  runIdempotent,
  takeOverStaleClaim,
} from './idempotency.service';

type PlaceInput = BuyerInput & { body: CheckoutBody; idempotencyKey: string; log: (error: unknown) => void };
type Priced = Awaited<ReturnType<typeof priceCheckout>>;

/** What a reservation holds until the orders are placed or it is released. */
interface Reservation {
  attempt: CheckoutAttemptRow;
  orders: ReservedOrder[];
  charges: GatewayChargeRow[];
}

/** The gateway refused a card: the reservation is released and the buyer told why. */
class CardRefused extends Error {
  constructor(readonly error: AppError) {
    super(error.message);
  }
}

const ownerOf = (owner: CartOwner) =>
  `checkout:${owner.userId !== undefined ? `user:${owner.userId}` : `guest:${owner.guestId}`}`;

/**
 * POST /api/checkout (docs/checkout.md): places one order per seller of the cart. Money follows
 * state: reserve (cart consumed, stock taken, orders created unseen, one short transaction), then
 * authorize each card order with the gateway, then place the orders (one transaction that decides),
 * then capture. A failure before placing voids every authorization and gives everything back; a
 * crash anywhere is settled by the reconciler (reconcileCheckouts).
 */
export async function placeOrders(ctx: AppContext, input: PlaceInput): Promise<CheckoutResponse> {
  checkBody(input);
  const owner = ownerOf(input.owner);
  const response = await runIdempotent<CheckoutResponse>(
    ctx,
    {
      owner,
      key: input.idempotencyKey,
      requestHash: requestHash({ storefront: input.storefront.id, body: input.body }),
    },
    (idempotency) => placeOnce(ctx, input, idempotency),
    (claim) => releaseAttemptsOf(ctx, claim),
  );
  return { ...response, orders: await fillOrderLinks(ctx.db, response.orders) };
}

/** Checks of the body that need no database: nothing is claimed when they fail. */
function checkBody({ body, viewer }: PlaceInput) {
  if (!viewer && !body.guest) {
    throw invalidData(checkoutMessages.guestDetailsRequired, {
      guest: checkoutMessages.guestDetailsRequired,
    });
  }
  if (!body.billingSameAsShipping && !body.billingAddress) {
    throw invalidData('Please enter billing address', { billingAddress: 'Please enter billing address' });
  }
  if (body.payment.paymentType === 'ach') {
    const { achPayType: _type, ...ach } = body.payment;
    const parsed = paymentSchema.safeParse(ach);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        fields[['payment', ...issue.path.map(String)].join('.')] ??= issue.message;
      throw invalidData(Object.values(fields)[0] ?? messages.invalid.paymentType, fields);
    }
  }
}

async function placeOnce(
  ctx: AppContext,
  input: PlaceInput,
  idempotency: IdempotentWork<CheckoutResponse>,
): Promise<CheckoutResponse> {
  const priced = await priceForPlacing(ctx, input, idempotency.claim);
  const reservation = await reserve(ctx, input, priced, idempotency.claim);
  let payments: Map<string, AuthorizedPayment>;
  let placed: { response: CheckoutResponse; outboxIds: string[] };
  try {
    payments = await authorizeAll(ctx, input, reservation);
    placed = await place(ctx, reservation, payments, idempotency, input.viewer?.id ?? null);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ClaimLost'))
      await releaseReservation(ctx, reservation.attempt);
    if (error instanceof CardRefused) {
      // A refusal after other cards were authorized (and voided) is remembered under the key, like a
      // decline: the storefront starts a new attempt (docs/decisions/0010).
      throw error.error.code === 'invalid_data' && error.error.message === checkoutMessages.invalidCardToken
        ? error.error
        : new FinalFailure(error.error);
    }
    throw error;
  }
  ctx.outbox.wake(placed.outboxIds);
  await captureCharges(ctx, reservation.charges, input.log);
  return placed.response;
}

/** Prices the cart again and refuses what cannot be placed, before anything is reserved. */
async function priceForPlacing(ctx: AppContext, input: PlaceInput, claim: ClaimRef): Promise<Priced> {
  const { body } = input;
  const paymentType = body.payment.paymentType;
  const priced = await priceCheckout(ctx, {
    ...input,
    destination: body.shippingAddress,
    selections: new Map(body.sellers.map((s) => [s.sellerId, s.shipping])),
    promoCode: body.promoCode || undefined,
    paymentType,
    ratesOnlyWhenChosen: true,
  });
  if (priced.lines.length === 0) {
    const recently = await hasRecentAttempt(
      ctx.db,
      claim.owner,
      new Date(ctx.now().getTime() - 10 * 60 * 1000),
    );
    throw recently
      ? conflict(checkoutMessages.cartAlreadyCheckedOut)
      : invalidData(checkoutMessages.emptyCart);
  }
  const blocked = priced.lines.find((l) => l.line.problem !== null);
  if (blocked) throw lineError(blocked);
  const offerItemIds = priced.lines.flatMap((l) =>
    l.row.item.offerItemId && l.offerApplied ? [l.row.item.offerItemId] : [],
  );
  if ((await findBoughtOfferItems(ctx.db, offerItemIds)).length > 0)
    throw conflict('This offer was already bought');
  for (const s of priced.sellers) {
    if (s.shippingError) throw s.shippingError;
    if (!s.shipping)
      throw invalidData(checkoutMessages.sellerMissing, { sellers: checkoutMessages.sellerMissing });
    const option = s.paymentOptions.find((p) => p.paymentType === paymentType);
    if (!option?.available) {
      const message =
        paymentType === 'paylater'
          ? checkoutMessages.payLaterNotAvailable
          : checkoutMessages.payPalNotAvailable;
      throw invalidData(message, { 'payment.paymentType': option?.reason ?? message });
    }
  }
  if (body.promoCode && priced.promoCodeMessage) {
    throw invalidData(priced.promoCodeMessage, { promoCode: priced.promoCodeMessage });
  }
  return priced;
}

/** Why one line stops the checkout, naming the item (and how many are left when stock is short). */
function lineError(line: PricedCartLine): AppError {
  const { listing } = line.row;
  if (listing.numAvailable < line.line.quantity && line.row.visible) {
    return conflict(checkoutMessages.notEnoughStock(line.line.title, Math.max(0, listing.numAvailable)));
  }
  return conflict(`${line.line.title}: ${line.line.problem}`);
}

/**
 * One short transaction: the cart's lines consumed (a cart is bought once), the stock taken,
 * promo code uses counted, the orders created unseen and a charge opened for each card order.
 */
async function reserve(
  ctx: AppContext,
  input: PlaceInput,
  priced: Priced,
  claim: ClaimRef,
): Promise<Reservation> {
  try {
    return await retryOnConflict(() =>
      ctx.db.transaction(async (tx) => {
        const cartItems = await consumeCartLines(
          tx,
          priced.lines.map((l) => ({ id: l.line.id, quantity: l.line.quantity })),
        );
        await reserveStock(
          tx,
          priced.lines.map((l) => ({
            listingId: l.line.listingId,
            quantity: l.line.quantity,
            title: l.line.title,
          })),
        );
        const promoCodeIds = await countPromoUses(tx, priced.sellers);
        const attempt = await insertCheckoutAttempt(tx, {
          owner: claim.owner,
          key: claim.key,
          cartItems,
          promoCodeIds,
        });
        const orders = await createOrders(ctx, tx, newOrders(input, priced, attempt.id));
        const charges: GatewayChargeRow[] = [];
        for (const order of input.body.payment.paymentType === 'card' ? orders : []) {
          const quote = priced.sellers.find((s) => s.group.seller.id === order.sellerId);
          if (quote?.shipping?.amount === null || compareMoney(order.total, '0') <= 0) continue;
          const key = `checkout:${order.id}`;
          charges.push(
            await openCharge(ctx, tx, { orderId: order.id, amount: order.total, idempotencyKey: key, claim }),
          );
        }
        return { attempt, orders, charges };
      }),
    );
  } catch (error) {
    if (error instanceof StockConflict) throw conflict(error.message);
    if (isUniqueViolation(error, 'order_items_offer_item_id_idx'))
      throw conflict('This offer was already bought');
    throw error;
  }
}

/** Counts a use of each applied promo code (in id order); a code used up meanwhile stops the checkout. */
async function countPromoUses(tx: Parameters<typeof usePromoCode>[0], sellers: SellerQuote[]) {
  const ids = sellers.flatMap((s) => (s.promo?.applied ? [s.promo.row.id] : [])).sort();
  for (const id of ids) {
    if (!(await usePromoCode(tx, id))) {
      throw invalidData(checkoutMessages.promoCodeInvalid, { promoCode: checkoutMessages.promoCodeInvalid });
    }
  }
  return ids;
}

function newOrders(input: PlaceInput, priced: Priced, checkoutAttemptId: string) {
  const { body, viewer } = input;
  const shippingAddress = toAddress(body.shippingAddress);
  const billingAddress = body.billingSameAsShipping
    ? shippingAddress
    : toAddress(body.billingAddress ?? body.shippingAddress);
  // Contact details are a guest's; a signed-in buyer is known by the account.
  const guestUser: GuestUser | null =
    body.guest && !viewer
      ? {
          firstName: body.guest.firstName,
          lastName: body.guest.lastName,
          email: body.guest.email.toLowerCase(),
          companyName: body.guest.companyName,
          displayName: `${body.guest.firstName} ${body.guest.lastName}`,
        }
      : null;
  return {
    checkoutAttemptId,
    storefrontId: input.storefront.id,
    buyer: {
      userId: viewer?.id ?? null,
      organizationId: viewer?.organization?.id ?? null,
      guestId: input.owner.guestId ?? null,
      guestUser,
    },
    billingAddress,
    shippingAddress,
    purchaseOrderNumber: body.purchaseOrderNumber ?? null,
    paymentMethod: body.payment.paymentType as PaymentMethod,
    achPayType: body.payment.paymentType === 'ach' ? body.payment.achPayType : null,
    orders: priced.sellers.map((s) => newOrder(s, body)),
  };
}

/** One seller's order as priced: lines, shipping, amounts, promo code and notes. */
function newOrder(s: SellerQuote, body: CheckoutBody): NewOrder {
  const shipping = s.shipping;
  if (!shipping) throw new Error('seller without shipping');
  const selection = shipping.selection;
  return {
    sellerId: s.group.seller.id,
    lines: s.group.lines.map((l, i) => ({
      saleFee: s.saleFees[i] ?? null,
      listingId: l.line.listingId,
      quantity: l.line.quantity,
      unitPrice: l.line.unitPrice,
      offerItemId: l.offerApplied ? l.row.item.offerItemId : null,
      shippingIncluded: l.row.listing.isShippingIncluded,
    })),
    shipping: {
      method: selection.method,
      amount: shipping.amount,
      label: shipping.label,
      rateId: shipping.rate?.rateId ?? null,
      rateAmount: shipping.rate?.amount ?? null,
      companyName: selection.method === 'buyerArranged' ? selection.companyName : null,
      accountNumber: selection.method === 'buyerArranged' ? selection.accountNumber : null,
    },
    amounts: s.amounts,
    promo: s.promo?.applied ? { id: s.promo.row.id, code: s.promo.row.code, type: s.promo.row.type } : null,
    notesToSeller: body.sellers.find((b) => b.sellerId === s.group.seller.id)?.notesToSeller ?? null,
  };
}

/** Asks the gateway to hold each card order's total; the first refusal stops the checkout. */
async function authorizeAll(ctx: AppContext, input: PlaceInput, reservation: Reservation) {
  const payments = new Map<string, AuthorizedPayment>();
  if (input.body.payment.paymentType !== 'card') return payments;
  const token = input.body.payment.token;
  for (const charge of reservation.charges) {
    const orderId = charge.orderId as string;
    const result = await authorizeCharge(ctx, charge, {
      token,
      description: `${input.storefront.storefrontTitle}: order ${orderId}`,
      metadata: { order: orderId, storefront: input.storefront.id },
    });
    if (result.status !== 'authorized') {
      const message =
        result.status === 'declined' ? checkoutMessages.cardDeclined : checkoutMessages.invalidCardToken;
      throw new CardRefused(invalidData(message, { 'payment.token': message }));
    }
    charge.gatewayChargeId = result.chargeId;
    payments.set(orderId, {
      amount: charge.amount,
      gateway: ctx.integrations.payments.name,
      chargeId: result.chargeId,
      brand: result.brand,
      last4: result.last4,
    });
  }
  return payments;
}

/**
 * The transaction that decides: under the claim (a request whose claim was taken over stops here),
 * the reservation still held, the orders placed with their payments, mails and history, the cart's
 * mirror rows, and the answer stored under the idempotency key.
 */
async function place(
  ctx: AppContext,
  reservation: Reservation,
  payments: Map<string, AuthorizedPayment>,
  idempotency: IdempotentWork<CheckoutResponse>,
  actorUserId: string | null,
) {
  const { attempt } = reservation;
  return retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      await idempotency.assertHeld(tx);
      if (!(await lockReservedAttempt(tx, attempt.id))) throw new Error('checkout reservation is gone');
      const { placed, paymentIds, outboxIds } = await placeReservedOrders(ctx, tx, {
        checkoutAttemptId: attempt.id,
        payments,
        actorUserId,
      });
      for (const charge of reservation.charges) {
        const paymentId = paymentIds.get(charge.orderId as string);
        if (paymentId) await recordCharge(tx, charge.id, paymentId);
      }
      outboxIds.push(
        await enqueueCartItemDeletes(
          tx,
          attempt.cartItems.map((c) => String(c.id)),
        ),
      );
      await setAttemptState(tx, attempt.id, 'placed', ctx.now());
      // Numbers are taken in seller id order (locks); the buyer sees the orders as the cart listed them.
      const position = new Map(reservation.orders.map((o, i) => [o.id, i]));
      const response: CheckoutResponse = {
        checkoutId: `co_${randomBytes(12).toString('base64url')}`,
        orders: [...placed].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)),
        charged: roundMoney(sumMoney(['0', ...[...payments.values()].map((p) => p.amount)]), 2),
      };
      await idempotency.complete(tx, response);
      return { response, outboxIds };
    }),
  );
}

/**
 * Gives a reservation back: the gateway's holds voided (or refunds, for anything captured), then
 * one transaction deletes the unseen orders, returns the stock and promo code uses and puts the
 * cart's lines back. Does nothing when the reservation was placed or released meanwhile.
 */
export async function releaseReservation(
  ctx: AppContext,
  attempt: Pick<CheckoutAttemptRow, 'id'>,
): Promise<void> {
  const orders = await reservedOrderIds(ctx.db, attempt.id);
  await releaseCharges(ctx, await findOrderCharges(ctx, orders));
  await retryOnConflict(() =>
    ctx.db.transaction(async (tx) => {
      const locked = await lockReservedAttempt(tx, attempt.id);
      if (!locked) return;
      const { lines, promoCodeIds } = await discardReservedOrders(tx, attempt.id);
      await releaseStock(tx, lines);
      for (const id of [...promoCodeIds].sort()) await returnPromoCodeUse(tx, id);
      await restoreCartLines(tx, locked.cartItems as ConsumedCartLine[]);
      await setAttemptState(tx, attempt.id, 'released', ctx.now());
    }),
  );
}

/** What a request that died under this claim left: its reservations are given back. */
async function releaseAttemptsOf(ctx: AppContext, claim: ClaimRef) {
  for (const attempt of await findReservedAttemptsOf(ctx.db, claim.owner, claim.key)) {
    await releaseReservation(ctx, attempt);
  }
}

/**
 * The reconciler's half for checkouts (jobs/reconciler.ts): a reservation whose request no longer
 * runs (its claim's lease lapsed) is released and its key freed, so the buyer's retry places the
 * orders afresh and nothing stays held. Answers how many it released.
 */
export async function reconcileCheckouts(
  ctx: AppContext,
  log: (error: unknown) => void,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - claimTiming.leaseMs);
  let released = 0;
  for (const attempt of await findOldReservedAttempts(ctx.db, before, 100)) {
    try {
      const ref = { owner: attempt.owner, key: attempt.key };
      const claim = await takeOverStaleClaim(ctx, ref, now);
      // Its request still runs; a claim that ended (or is gone) left the reservation to us.
      if (!claim && (await claimIsPending(ctx, ref))) continue;
      await releaseReservation(ctx, attempt);
      if (claim) await releaseClaim(ctx, claim);
      released += 1;
    } catch (error) {
      log(error);
    }
  }
  return released;
}
