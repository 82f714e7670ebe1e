import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { offerItems, offers } from '../../db/schema/index';

/**
 * Makes a guest's offers (on every storefront) the offers of the user who just signed in, with the
 * user's organization as the buyer. The guest's contact details stay on the offer. Runs inside
 * the sign-in transaction; returns how many offers were claimed.
 */
export async function claimGuestOffers(
  tx: Tx,
  guestId: string,
  userId: string,
  buyerOrganizationId: string | null,
): Promise<number> {
  const claimed = await tx
    .update(offers)
    .set({ buyerUserId: userId, buyerOrganizationId, guestId: null })
    .where(eq(offers.guestId, guestId))
    .returning({ id: offers.id });
  await tx.update(offerItems).set({ userId, guestId: null }).where(eq(offerItems.guestId, guestId));
  return claimed.length;
}
