import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type OutboxKind, outbox } from '../../db/schema/index';

export type OutboxRowRecord = typeof outbox.$inferSelect;

export async function listOutboxRows(
  db: Database,
  query: { status: 'failed' | 'pending'; kind?: OutboxKind },
  limit: number,
): Promise<{ rows: OutboxRowRecord[]; total: number }> {
  const where = and(eq(outbox.status, query.status), query.kind ? eq(outbox.kind, query.kind) : undefined);
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findOutboxRow(db: Database, id: string): Promise<OutboxRowRecord | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

/**
 * Puts a parked row back in its line, due now. Its attempts stay: it has one more try, and is
 * parked again if that fails.
 */
export async function requeueFailedOutboxRow(db: Database, id: string): Promise<OutboxRowRecord | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, claimedUntil: null, claimToken: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning();
  return row;
}
