import type { Tx } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/index';

/** Inserts the subscription; returns null when this email is already subscribed on the storefront. */
export async function insertNewsletterSubscription(
  tx: Tx,
  values: { storefrontId: string; email: string; storefrontName: string; subscribedAt: Date },
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: [newsletterSubscriptions.storefrontId, newsletterSubscriptions.email] })
    .returning({ id: newsletterSubscriptions.id });
  return row ?? null;
}
