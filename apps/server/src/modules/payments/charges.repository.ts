import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { GatewayChargeStatus } from '../../db/schema/enums';
import { gatewayCharges, idempotencyKeys } from '../../db/schema/index';

type Executor = Database | Tx;

export type GatewayChargeRow = typeof gatewayCharges.$inferSelect;

export async function insertCharge(tx: Executor, values: typeof gatewayCharges.$inferInsert) {
  const [row] = await tx.insert(gatewayCharges).values(values).returning();
  if (!row) throw new Error('charge was not stored');
  return row;
}

/**
 * Moves a charge from one of `from` to `to`; false when it was no longer in one of them (another
 * party settled it first).
 */
export async function moveCharge(
  db: Executor,
  id: string,
  from: readonly GatewayChargeStatus[],
  to: GatewayChargeStatus,
  values: Partial<typeof gatewayCharges.$inferInsert> = {},
): Promise<boolean> {
  const rows = await db
    .update(gatewayCharges)
    .set({ ...values, status: to, updatedAt: new Date() })
    .where(and(eq(gatewayCharges.id, id), inArray(gatewayCharges.status, [...from])))
    .returning({ id: gatewayCharges.id });
  return rows.length === 1;
}

export async function setChargePayment(tx: Tx, id: string, orderPaymentId: string) {
  await tx
    .update(gatewayCharges)
    .set({ orderPaymentId, updatedAt: new Date() })
    .where(eq(gatewayCharges.id, id));
}

export async function findChargesOfOrders(db: Executor, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(gatewayCharges)
    .where(inArray(gatewayCharges.orderId, [...orderIds]));
}

/** A cancelled order's money: every charge that holds or took it is to be given back. */
export async function markOrderChargesRefunding(tx: Tx, orderId: string) {
  return tx
    .update(gatewayCharges)
    .set({ status: 'refunding', updatedAt: new Date() })
    .where(
      and(eq(gatewayCharges.orderId, orderId), inArray(gatewayCharges.status, ['authorized', 'captured'])),
    )
    .returning();
}

/**
 * Charges the reconciler settles: given back after a cancel ('refunding'), recorded on an order but
 * not captured yet, or never recorded on an order while the request that asked for them no longer
 * runs (its claim is done, gone, or its lease lapsed before `staleBefore`).
 */
export async function findUnsettledCharges(db: Executor, staleBefore: Date, limit: number) {
  const claimAlive = sql`exists (select 1 from ${idempotencyKeys} k
    where k.owner = ${gatewayCharges.claimOwner} and k.key = ${gatewayCharges.claimKey}
      and k.state = 'pending' and k.locked_at >= ${staleBefore})`;
  return db
    .select()
    .from(gatewayCharges)
    .where(
      and(
        inArray(gatewayCharges.status, ['pending', 'authorized', 'refunding']),
        lt(gatewayCharges.updatedAt, staleBefore),
        sql`(${gatewayCharges.status} = 'refunding'
          or (${gatewayCharges.status} = 'authorized' and ${isNotNull(gatewayCharges.orderPaymentId)})
          or (${isNull(gatewayCharges.orderPaymentId)} and not ${claimAlive}))`,
      ),
    )
    .orderBy(asc(gatewayCharges.updatedAt))
    .limit(limit);
}
