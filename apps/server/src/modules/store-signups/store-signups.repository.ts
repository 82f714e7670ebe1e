import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { organizations, storeSignups } from '../../db/schema/index';

type Executor = Database | Tx;

export type StoreSignupRow = typeof storeSignups.$inferSelect & { organizationName: string | null };

export async function insertStoreSignup(tx: Executor, values: typeof storeSignups.$inferInsert) {
  const [row] = await tx.insert(storeSignups).values(values).returning({ id: storeSignups.id });
  if (!row) throw new Error('store sign-up not inserted');
  return row;
}

const columns = { signup: storeSignups, organizationName: organizations.name };
const flatten = (r: { signup: typeof storeSignups.$inferSelect; organizationName: string | null }) => ({
  ...r.signup,
  organizationName: r.organizationName,
});

export async function listStoreSignupRows(db: Executor): Promise<StoreSignupRow[]> {
  const rows = await db
    .select(columns)
    .from(storeSignups)
    .leftJoin(organizations, eq(organizations.id, storeSignups.organizationId))
    .orderBy(desc(storeSignups.createdAt), desc(storeSignups.id))
    .limit(1000);
  return rows.map(flatten);
}

/** One sign-up; `forUpdate` locks it so two conversions of it cannot both run. */
export async function findStoreSignupRow(db: Executor, id: string, forUpdate = false) {
  const query = db
    .select(columns)
    .from(storeSignups)
    .leftJoin(organizations, eq(organizations.id, storeSignups.organizationId))
    .where(eq(storeSignups.id, id));
  const [row] = forUpdate ? await query.for('update', { of: storeSignups }) : await query;
  return row ? flatten(row) : undefined;
}

export async function markConverted(tx: Tx, id: string, organizationId: string, now: Date) {
  await tx.update(storeSignups).set({ organizationId, convertedAt: now }).where(eq(storeSignups.id, id));
}
