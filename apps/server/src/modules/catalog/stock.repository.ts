import { and, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { listings } from '../../db/schema/index';

type Executor = Database | Tx;

/**
 * Takes `quantity` units of a listing, only if that many are available (the guarded update of
 * DESIGN.md §5): returns the units left, or null when there were not enough.
 */
export async function takeStock(tx: Tx, listingId: string, quantity: number): Promise<number | null> {
  const [row] = await tx
    .update(listings)
    .set({ numAvailable: sql`${listings.numAvailable} - ${quantity}` })
    .where(and(eq(listings.id, listingId), sql`${listings.numAvailable} >= ${quantity}`))
    .returning({ numAvailable: listings.numAvailable });
  return row ? row.numAvailable : null;
}

/** Puts units back (a cancelled order, a released checkout). */
export async function returnStock(tx: Tx, listingId: string, quantity: number): Promise<void> {
  await tx
    .update(listings)
    .set({ numAvailable: sql`${listings.numAvailable} + ${quantity}` })
    .where(eq(listings.id, listingId));
}

export async function findStock(db: Executor, listingId: string): Promise<number> {
  const [row] = await db
    .select({ numAvailable: listings.numAvailable })
    .from(listings)
    .where(eq(listings.id, listingId));
  return Math.max(0, row?.numAvailable ?? 0);
}
