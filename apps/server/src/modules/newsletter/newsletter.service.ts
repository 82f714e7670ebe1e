import {
  type NewsletterSubscriber,
  type NewsletterSubscriberListQuery,
  newsletterMessages,
  type SessionUser,
} from '@patchbay/contract';
import { csvLine, formatDate } from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { LINK_TOKEN_SLOT } from '../../integrations/mail/mail';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError } from '../../lib/errors';
import { assertCan } from '../accounts/policy';
import { hashToken, newSecretToken } from '../accounts/tokens';
import { ownedStorefrontOrganization } from '../storefronts/storefront-settings.service';
import { type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import {
  findSubscriptionByLink,
  insertNewsletterSubscription,
  insertUnsubscribeLink,
  listSubscriberRows,
  markUnsubscribed,
} from './newsletter.repository';

/** The storefront page an unsubscribe link opens; it confirms with POST /api/newsletter/unsubscribe. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/**
 * The link every newsletter mail carries (docs/newsletter.md): the token is made when the mail is
 * written (kind 'unsubscribe-link'), so the outbox holds only LINK_TOKEN_SLOT.
 */
export function unsubscribeLink(ctx: AppContext, storefront: ResolvedStorefront, subscriptionId: string) {
  return {
    url: `${storefrontOrigin(ctx.config, storefront)}${UNSUBSCRIBE_PATH}?token=${LINK_TOKEN_SLOT}`,
    linkToken: { kind: 'unsubscribe-link', id: subscriptionId } as const,
  };
}

/** Makes a fresh unsubscribe token for a subscription; only its hash is kept. */
export async function mintUnsubscribeLinkToken(db: Database | Tx, subscriptionId: string): Promise<string> {
  const token = newSecretToken();
  await insertUnsubscribeLink(db, subscriptionId, hashToken(token), new Date());
  return token;
}

/**
 * Records a newsletter subscription on one storefront, and in the same transaction queues the
 * welcome mail (with its unsubscribe link) and the NewsletterSubscriptions mirror row. Subscribing
 * twice is a success that writes nothing new; subscribing again after unsubscribing takes it back.
 */
export async function subscribeNewsletter(
  ctx: AppContext,
  input: { storefront: ResolvedStorefront; email: string },
): Promise<{ status: 'success' }> {
  const email = input.email.trim().toLowerCase();
  const now = ctx.now();
  const storefrontName = input.storefront.storefrontTitle;
  const outboxIds = await ctx.db.transaction(async (tx) => {
    const created = await insertNewsletterSubscription(tx, {
      storefrontId: input.storefront.id,
      email,
      storefrontName,
      subscribedAt: now,
    });
    if (!created) return [];
    const unsubscribe = unsubscribeLink(ctx, input.storefront, created.id);
    return [
      await enqueueOutbox(tx, {
        kind: 'mail',
        payload: {
          template: 'newsletter-welcome',
          to: [email],
          subject: `You are subscribed to ${storefrontName}`,
          text: [
            `Thank you for subscribing to the ${storefrontName} newsletter.`,
            '',
            'You will hear from us about new listings, price drops and offers.',
            `Subscribed on ${formatDate(now, 'MM/DD/YYYY')}.`,
            '',
            `To unsubscribe: ${unsubscribe.url}`,
          ].join('\n'),
          linkToken: unsubscribe.linkToken,
        },
      }),
      await enqueueOutbox(tx, {
        kind: 'records',
        payload: {
          table: 'NewsletterSubscriptions',
          operation: 'create',
          records: [{ fields: { email, storefrontName, date: formatDate(now, 'MM/DD/YYYY') } }],
        },
      }),
    ];
  });
  ctx.outbox.wake(outboxIds);
  return { status: 'success' };
}

/**
 * POST /api/newsletter/unsubscribe: the link of a newsletter mail, without sign-in. Idempotent: a
 * second use answers the same and keeps the first moment.
 */
export async function unsubscribeNewsletter(ctx: AppContext, token: string) {
  const subscription = await findSubscriptionByLink(ctx.db, hashToken(token));
  if (!subscription) throw new AppError('not_found', newsletterMessages.linkInvalid);
  await markUnsubscribed(ctx.db, subscription.id, ctx.now());
  return {
    message: newsletterMessages.unsubscribed,
    email: subscription.email,
    storefrontName: subscription.storefrontName,
  };
}

const EXPORT_LIMIT = 50_000;
const PAGE_LIMIT = 500;

async function subscribersOf(
  ctx: AppContext,
  actor: SessionUser,
  query: NewsletterSubscriberListQuery,
  limit: number,
) {
  assertCan(actor, 'storefront.settings');
  // Another organization's storefront answers 404, as an unknown one.
  await ownedStorefrontOrganization(ctx, actor, query.storefrontId);
  const rows = await listSubscriberRows(ctx.db, query, limit);
  return rows.map(
    (r): NewsletterSubscriber => ({
      id: r.id,
      email: r.email,
      subscribedAt: r.subscribedAt.toISOString(),
      unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
      status: r.unsubscribedAt ? 'unsubscribed' : 'subscribed',
    }),
  );
}

/** GET /api/admin/newsletter-subscribers: a storefront's subscribers, newest first (the first 500). */
export async function listNewsletterSubscribers(
  ctx: AppContext,
  actor: SessionUser,
  query: NewsletterSubscriberListQuery,
) {
  const items = await subscribersOf(ctx, actor, query, PAGE_LIMIT);
  return { items, total: items.length };
}

/** GET /api/admin/newsletter-subscribers.csv: the same filters, every row (at most 50,000). */
export async function exportNewsletterSubscribersCsv(
  ctx: AppContext,
  actor: SessionUser,
  query: NewsletterSubscriberListQuery,
) {
  const items = await subscribersOf(ctx, actor, query, EXPORT_LIMIT);
  const header = csvLine(['Email', 'Subscribed at', 'Status', 'Unsubscribed at']);
  const lines = items.map((s) => csvLine([s.email, s.subscribedAt, s.status, s.unsubscribedAt]));
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
