import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItems } from '../../db/schema/index';

/**
 * Moves a guest's cart lines (on every storefront) to a user who just signed in. A line for a
 * listing the user already has in the cart of the same storefront adds its quantity to the user's
 * line and disappears; any other line becomes the user's. Runs inside the sign-in transaction.
 * Returns how many guest lines were merged or moved.
 */
export async function mergeGuestCart(tx: Tx, guestId: string, userId: string): Promise<number> {
  const guestLines = await tx
    .select({
      id: cartItems.id,
      listingId: cartItems.listingId,
      storefrontId: cartItems.storefrontId,
      purchaseQty: cartItems.purchaseQty,
    })
    .from(cartItems)
    .where(eq(cartItems.guestId, guestId))
    .orderBy(asc(cartItems.createdAt));
  if (guestLines.length === 0) return 0;

  const userLines = await tx
    .select({ id: cartItems.id, listingId: cartItems.listingId, storefrontId: cartItems.storefrontId })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.listingId,
          guestLines.map((l) => l.listingId),
        ),
      ),
    )
    .orderBy(asc(cartItems.createdAt));
  const keyOf = (line: { listingId: string; storefrontId: string }) =>
    `${line.storefrontId}/${line.listingId}`;
  const target = new Map<string, string>();
  for (const line of userLines) if (!target.has(keyOf(line))) target.set(keyOf(line), line.id);

  for (const line of guestLines) {
    const into = target.get(keyOf(line));
    if (into) {
      await tx
        .update(cartItems)
        .set({ purchaseQty: sql`${cartItems.purchaseQty} + ${line.purchaseQty}` })
        .where(eq(cartItems.id, into));
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    } else {
      await tx.update(cartItems).set({ userId, guestId: null }).where(eq(cartItems.id, line.id));
      target.set(keyOf(line), line.id);
    }
  }
  return guestLines.length;
}
