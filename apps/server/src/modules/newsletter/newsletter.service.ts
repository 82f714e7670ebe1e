import { formatDate } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { enqueueOutbox } from '../../jobs/outbox';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { insertNewsletterSubscription } from './newsletter.repository';

/**
 * Records a newsletter subscription on one storefront, and in the same transaction queues the
 * welcome mail and the NewsletterSubscriptions mirror row. Subscribing twice is a success that
 * writes nothing new.
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
          ].join('\n'),
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
