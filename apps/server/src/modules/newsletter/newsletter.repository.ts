import { and, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { newsletterSubscriptions, newsletterUnsubscribeLinks } from '../../db/schema/index';

type Executor = Database | Tx;

/**
 * Inserts the subscription, or takes back an earlier unsubscription of this email on the
 * storefront; returns null when the email is already subscribed there (nothing changes).
 */
export async function insertNewsletterSubscription(
  tx: Tx,
  values: { storefrontId: string; email: string; storefrontName: string; subscribedAt: Date },
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.storefrontId, newsletterSubscriptions.email],
      set: { unsubscribedAt: null, subscribedAt: values.subscribedAt },
      setWhere: isNotNull(newsletterSubscriptions.unsubscribedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  return row ?? null;
}

export async function insertUnsubscribeLink(
  db: Executor,
  subscriptionId: string,
  tokenHash: string,
  now: Date,
) {
  await db.insert(newsletterUnsubscribeLinks).values({ subscriptionId, tokenHash, createdAt: now });
}

/** The subscription an unsubscribe link (by its token's hash) was made for. */
export async function findSubscriptionByLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      storefrontName: newsletterSubscriptions.storefrontName,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterUnsubscribeLinks)
    .innerJoin(
      newsletterSubscriptions,
      eq(newsletterSubscriptions.id, newsletterUnsubscribeLinks.subscriptionId),
    )
    .where(eq(newsletterUnsubscribeLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks it unsubscribed once: a second click keeps the first moment. */
export async function markUnsubscribed(db: Executor, id: string, now: Date) {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.unsubscribedAt)));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One storefront's subscribers, newest first, by email text and status. */
export async function listSubscriberRows(
  db: Executor,
  filter: {
    storefrontId: string;
    q?: string | undefined;
    status?: 'subscribed' | 'unsubscribed' | undefined;
  },
  limit: number,
) {
  const conditions: SQL[] = [eq(newsletterSubscriptions.storefrontId, filter.storefrontId)];
  if (filter.q) conditions.push(ilike(newsletterSubscriptions.email, `%${escapeLike(filter.q)}%`));
  if (filter.status === 'subscribed') conditions.push(isNull(newsletterSubscriptions.unsubscribedAt));
  if (filter.status === 'unsubscribed') conditions.push(isNotNull(newsletterSubscriptions.unsubscribedAt));
  return db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      subscribedAt: newsletterSubscriptions.subscribedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(and(...conditions))
    .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
    .limit(limit);
}
