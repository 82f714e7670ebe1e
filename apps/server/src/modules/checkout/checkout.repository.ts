import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { checkoutAttempts, promoCodes } from '../../db/schema/index';

type Executor = Database | Tx;

/** Promo codes named `code` (any case) of these sellers, usable on this storefront. */
export async function findPromoCodes(
  db: Executor,
  input: { code: string; sellerIds: readonly string[]; storefrontId: string },
) {
  if (input.sellerIds.length === 0) return [];
  return db
    .select()
    .from(promoCodes)
    .where(
      and(
        sql`lower(${promoCodes.code}) = lower(${input.code})`,
        inArray(promoCodes.organizationId, [...input.sellerIds]),
        or(isNull(promoCodes.storefrontId), eq(promoCodes.storefrontId, input.storefrontId)),
      ),
    );
}
export type PromoCodeRow = Awaited<ReturnType<typeof findPromoCodes>>[number];

/** Counts a use of a promo code; false when it has no uses left (a concurrent order took the last). */
export async function usePromoCode(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, id),
        or(isNull(promoCodes.maxUses), sql`${promoCodes.usedCount} < ${promoCodes.maxUses}`),
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** Gives back a use of a promo code (a checkout that was released). */
export async function returnPromoCodeUse(tx: Tx, id: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, id));
}

export type CheckoutAttemptRow = typeof checkoutAttempts.$inferSelect;

export async function insertCheckoutAttempt(tx: Tx, values: typeof checkoutAttempts.$inferInsert) {
  const [row] = await tx.insert(checkoutAttempts).values(values).returning();
  if (!row) throw new Error('checkout attempt was not stored');
  return row;
}

/** Locks an attempt that is still reserved; undefined when it was placed or released meanwhile. */
export async function lockReservedAttempt(tx: Tx, id: string): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.state, 'reserved')))
    .for('update');
  return row;
}

export async function setAttemptState(tx: Tx, id: string, state: CheckoutAttemptRow['state'], now: Date) {
  await tx.update(checkoutAttempts).set({ state, updatedAt: now }).where(eq(checkoutAttempts.id, id));
}

/** Reserved attempts of one claim (what a request that died under it left). */
export async function findReservedAttemptsOf(db: Executor, owner: string, key: string) {
  return db
    .select()
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.owner, owner),
        eq(checkoutAttempts.key, key),
        eq(checkoutAttempts.state, 'reserved'),
      ),
    );
}

/** Reserved attempts older than `before`: the reconciler looks at their claims. */
export async function findOldReservedAttempts(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.state, 'reserved'), lt(checkoutAttempts.createdAt, before)))
    .orderBy(asc(checkoutAttempts.createdAt))
    .limit(limit);
}

/** Whether the owner checked a cart out a moment ago (an emptied cart is then "already checked out"). */
export async function hasRecentAttempt(db: Executor, owner: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: checkoutAttempts.id })
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.owner, owner),
        inArray(checkoutAttempts.state, ['reserved', 'placed']),
        gte(checkoutAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
