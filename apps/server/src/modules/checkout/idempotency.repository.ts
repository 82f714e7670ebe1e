import { and, eq, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

type Executor = Database | Tx;

export interface IdempotencyRef {
  owner: string;
  key: string;
}

/** A claim as held by one request: its fence proves it still holds it. */
export interface ClaimRef extends IdempotencyRef {
  fence: string;
}

const where = (ref: IdempotencyRef) =>
  and(eq(idempotencyKeys.owner, ref.owner), eq(idempotencyKeys.key, ref.key));
const held = (claim: ClaimRef) => and(where(claim), eq(idempotencyKeys.fence, claim.fence));

/** Claims the key; false when a row for it exists already. */
export async function insertIdempotencyClaim(
  db: Executor,
  ref: ClaimRef & { requestHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      owner: ref.owner,
      key: ref.key,
      requestHash: ref.requestHash,
      createdAt: ref.now,
      lockedAt: ref.now,
      fence: ref.fence,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyRow(db: Executor, ref: IdempotencyRef) {
  const [row] = await db.select().from(idempotencyKeys).where(where(ref));
  return row;
}

/**
 * Takes over a claim whose holder stopped renewing it (it died) under a new fence; false when it is
 * still renewed or someone else took it first.
 */
export async function takeOverIdempotencyClaim(db: Executor, claim: ClaimRef, staleBefore: Date, now: Date) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now, fence: claim.fence })
    .where(and(where(claim), eq(idempotencyKeys.state, 'pending'), lt(idempotencyKeys.lockedAt, staleBefore)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Renews the lease of a claim still held; false when it was taken over. */
export async function renewIdempotencyClaim(db: Executor, claim: ClaimRef, now: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(and(held(claim), eq(idempotencyKeys.state, 'pending')))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

/** Locks the claim's row in `tx` if it is still held and pending: the fence of every write under it. */
export async function lockIdempotencyClaim(tx: Tx, claim: ClaimRef): Promise<boolean> {
  const rows = await tx
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(held(claim), eq(idempotencyKeys.state, 'pending')))
    .for('update');
  return rows.length === 1;
}

/** Writes the final response under a claim still held; false when it was taken over. */
export async function completeIdempotencyRow(
  db: Executor,
  claim: ClaimRef,
  result: { status: number; response: unknown },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: result.status, response: result.response })
    .where(and(held(claim), eq(idempotencyKeys.state, 'pending')))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function deleteIdempotencyRow(db: Executor, claim: ClaimRef) {
  await db.delete(idempotencyKeys).where(and(held(claim), eq(idempotencyKeys.state, 'pending')));
}
