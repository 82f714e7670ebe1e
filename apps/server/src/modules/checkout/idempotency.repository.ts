import { and, eq, lt } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/index';

type Executor = Database | Tx;

export interface IdempotencyRef {
  owner: string;
  key: string;
}

const where = (ref: IdempotencyRef) =>
  and(eq(idempotencyKeys.owner, ref.owner), eq(idempotencyKeys.key, ref.key));

/** Claims the key; false when a row for it exists already. */
export async function insertIdempotencyClaim(
  db: Executor,
  ref: IdempotencyRef & { requestHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      owner: ref.owner,
      key: ref.key,
      requestHash: ref.requestHash,
      createdAt: ref.now,
      lockedAt: ref.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function findIdempotencyRow(db: Executor, ref: IdempotencyRef) {
  const [row] = await db.select().from(idempotencyKeys).where(where(ref));
  return row;
}

/** Takes over a claim whose holder stopped renewing it (it died); false when someone else did. */
export async function takeOverIdempotencyClaim(
  db: Executor,
  ref: IdempotencyRef,
  staleBefore: Date,
  now: Date,
) {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedAt: now })
    .where(and(where(ref), eq(idempotencyKeys.state, 'pending'), lt(idempotencyKeys.lockedAt, staleBefore)))
    .returning({ key: idempotencyKeys.key });
  return rows.length === 1;
}

export async function completeIdempotencyRow(
  db: Executor,
  ref: IdempotencyRef,
  result: { status: number; response: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: result.status, response: result.response })
    .where(where(ref));
}

export async function deleteIdempotencyRow(db: Executor, ref: IdempotencyRef) {
  await db.delete(idempotencyKeys).where(and(where(ref), eq(idempotencyKeys.state, 'pending')));
}
