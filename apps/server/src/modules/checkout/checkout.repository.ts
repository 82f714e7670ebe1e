import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { PaymentMethod } from '../../db/schema/enums';
import {
  entityHistory,
  listings,
  orderItems,
  orderNumberSequences,
  orderPaymentHistory,
  orderShippingDetails,
  orders,
  paymentProcessingFees,
  promoCodes,
  transactions,
} from '../../db/schema/index';
import { queryRows } from '../search/listing-search.repository';
import { pgTextArray } from '../search/search-query';

type Executor = Database | Tx;

/** The processing fee percent of a payment vendor; '0' when none is configured. */
export async function findProcessingFeePercent(db: Executor, vendor: PaymentMethod): Promise<string> {
  const [row] = await db
    .select({ percent: paymentProcessingFees.processingFee })
    .from(paymentProcessingFees)
    .where(eq(paymentProcessingFees.vendor, vendor));
  return row?.percent ?? '0';
}

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

/** Puts units back (a cancelled order). */
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

/**
 * Keeps the search index's stock column in step with listings (modules/search), in the same
 * transaction: only the stock changed, so one update instead of a full re-sync.
 */
export async function syncSearchStock(tx: Tx, listingIds: readonly string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await queryRows(
    tx,
    sql`update listing_search ls set num_available = l.num_available
        from listings l
        where l.id = ls.listing_id and ls.listing_id = any(${pgTextArray(listingIds)}::uuid[])
        returning 1`,
  );
}

/** The seller's next order number (sequential per seller, DESIGN.md §4). */
export async function nextOrderNumber(tx: Tx, organizationId: string): Promise<number> {
  const [row] = await tx
    .insert(orderNumberSequences)
    .values({ organizationId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderNumberSequences.organizationId,
      set: { lastNumber: sql`${orderNumberSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: orderNumberSequences.lastNumber });
  if (!row) throw new Error('no order number');
  return row.lastNumber;
}

export async function insertTransaction(tx: Tx, values: typeof transactions.$inferInsert) {
  const [row] = await tx.insert(transactions).values(values).returning();
  if (!row) throw new Error('transaction was not stored');
  return row;
}

export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order was not stored');
  return row;
}

export async function insertOrderItems(tx: Tx, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx.insert(orderItems).values(values).returning();
}

export async function insertShippingDetail(tx: Tx, values: typeof orderShippingDetails.$inferInsert) {
  await tx.insert(orderShippingDetails).values(values);
}

export async function insertPaymentHistory(tx: Tx, values: typeof orderPaymentHistory.$inferInsert) {
  const [row] = await tx.insert(orderPaymentHistory).values(values).returning();
  return row;
}

export async function insertHistory(tx: Tx, values: typeof entityHistory.$inferInsert) {
  await tx.insert(entityHistory).values(values);
}

/** Offer items among these that were bought already (one accepted offer item is bought once). */
export async function findBoughtOfferItems(db: Executor, offerItemIds: readonly string[]): Promise<string[]> {
  if (offerItemIds.length === 0) return [];
  const rows = await db
    .select({ id: orderItems.offerItemId })
    .from(orderItems)
    .where(inArray(orderItems.offerItemId, [...offerItemIds]));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}
