import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { AuthorizeResult, ChargeRequest } from '../../integrations/payments/payments';
import type { ClaimRef } from '../checkout/idempotency.service';
import {
  findChargesOfOrders,
  findUnsettledCharges,
  type GatewayChargeRow,
  insertCharge,
  markOrderChargesRefunding,
  moveCharge,
  setChargePayment,
} from './charges.repository';

export type { GatewayChargeRow };

/**
 * Card money, written down before it moves (DESIGN.md §5): a charge row is opened in the
 * transaction that decides to ask for money, then the gateway authorizes it; the transaction that
 * records the payment on the order links it, and only a linked charge is captured. Anything else
 * is voided (or refunded) by whoever settles it: the request on failure, or the reconciler.
 */
export async function openCharge(
  ctx: AppContext,
  tx: Tx,
  input: { orderId: string; amount: string; idempotencyKey: string; claim: ClaimRef },
) {
  return insertCharge(tx, {
    idempotencyKey: input.idempotencyKey,
    gateway: ctx.integrations.payments.name,
    orderId: input.orderId,
    amount: input.amount,
    claimOwner: input.claim.owner,
    claimKey: input.claim.key,
  });
}

/**
 * Asks the gateway to hold the charge's amount. A result that arrives after someone else settled
 * the charge (this request's claim was taken over) is given straight back.
 */
export async function authorizeCharge(
  ctx: AppContext,
  charge: GatewayChargeRow,
  request: Omit<ChargeRequest, 'amount' | 'currency' | 'idempotencyKey'>,
): Promise<AuthorizeResult> {
  const payments = ctx.integrations.payments;
  const result = await payments.authorize({
    ...request,
    amount: charge.amount,
    currency: 'usd',
    idempotencyKey: charge.idempotencyKey,
  });
  if (result.status === 'invalid_token') {
    await moveCharge(ctx.db, charge.id, ['pending'], 'declined');
    return result;
  }
  const moved = await moveCharge(
    ctx.db,
    charge.id,
    ['pending'],
    result.status === 'authorized' ? 'authorized' : 'declined',
    result.status === 'authorized'
      ? { gatewayChargeId: result.chargeId, brand: result.brand, last4: result.last4 }
      : { gatewayChargeId: result.chargeId },
  );
  if (!moved && result.status === 'authorized') {
    await payments.release(result.chargeId, `release:${charge.idempotencyKey}`);
    throw new Error(`charge ${charge.id} was settled while it was being authorized`);
  }
  return result;
}

/** Links an authorized charge to the payment that records it on the order (the deciding transaction). */
export async function recordCharge(tx: Tx, chargeId: string, orderPaymentId: string) {
  await setChargePayment(tx, chargeId, orderPaymentId);
}

/** Captures charges whose payments were recorded; one that fails is left to the reconciler. */
export async function captureCharges(
  ctx: AppContext,
  charges: readonly GatewayChargeRow[],
  log: (e: unknown) => void,
) {
  for (const charge of charges) {
    if (!charge.gatewayChargeId) continue;
    try {
      await ctx.integrations.payments.capture(charge.gatewayChargeId, `capture:${charge.idempotencyKey}`);
      await moveCharge(ctx.db, charge.id, ['authorized'], 'captured');
    } catch (error) {
      log(error);
    }
  }
}

/**
 * Gives back whatever the gateway holds for each charge: voids an authorization, refunds a capture.
 * A charge whose authorization may have gone through without an answer is looked up by its key.
 */
export async function releaseCharges(ctx: AppContext, charges: readonly GatewayChargeRow[]) {
  const payments = ctx.integrations.payments;
  for (const charge of charges) {
    if (charge.status === 'declined' || charge.status === 'voided' || charge.status === 'refunded') continue;
    let gatewayChargeId = charge.gatewayChargeId;
    if (!gatewayChargeId) gatewayChargeId = (await payments.lookup(charge.idempotencyKey))?.chargeId ?? null;
    const outcome = gatewayChargeId
      ? await payments.release(gatewayChargeId, `release:${charge.idempotencyKey}`)
      : 'none';
    await moveCharge(
      ctx.db,
      charge.id,
      ['pending', 'authorized', 'captured', 'refunding'],
      outcome === 'refunded' ? 'refunded' : 'voided',
      gatewayChargeId ? { gatewayChargeId } : {},
    );
  }
}

export async function findOrderCharges(ctx: AppContext, orderIds: readonly string[]) {
  return findChargesOfOrders(ctx.db, orderIds);
}

/** In a cancel's transaction: the order's card money is to be given back once the cancel commits. */
export async function markRefunding(tx: Tx, orderId: string) {
  return markOrderChargesRefunding(tx, orderId);
}

/**
 * The reconciler's half for money (jobs/reconciler.ts): captures what was recorded, gives back what
 * was cancelled or never recorded by a request that no longer runs. Answers how many it settled.
 */
export async function settleCharges(ctx: AppContext, staleBefore: Date, log: (e: unknown) => void) {
  const charges = await findUnsettledCharges(ctx.db, staleBefore, 100);
  let settled = 0;
  for (const charge of charges) {
    try {
      if (charge.status === 'authorized' && charge.orderPaymentId) await captureCharges(ctx, [charge], log);
      else await releaseCharges(ctx, [charge]);
      settled += 1;
    } catch (error) {
      log(error);
    }
  }
  return settled;
}
