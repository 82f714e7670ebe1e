import { newsletterEmailSchema } from '@patchbay/domain';
import { z } from 'zod';

/** SPEC.md §5: empty gives 'Please Enter Email', a bad address 'Please Enter Valid Email'. */
export const newsletterSubscribeBodySchema = z.strictObject({ email: newsletterEmailSchema });
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** SPEC.md §7: a reply with status 'success' means the subscription is recorded. */
export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('success') });

export const newsletterMessages = {
  unsubscribed: 'You are unsubscribed: no more newsletter mails will be sent to this address.',
  linkInvalid: 'This unsubscribe link is not valid',
} as const;

/** POST /api/newsletter/unsubscribe: the token of a newsletter mail's link; no sign-in. */
export const newsletterUnsubscribeBodySchema = z.strictObject({
  token: z.string().trim().min(1, newsletterMessages.linkInvalid).max(200, newsletterMessages.linkInvalid),
});
export const newsletterUnsubscribeResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  storefrontName: z.string(),
});

export const NEWSLETTER_SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;

/** GET /api/admin/newsletter-subscribers (and its .csv): one storefront's subscribers, filtered. */
export const newsletterSubscriberListQuerySchema = z.strictObject({
  storefrontId: z.uuid(),
  q: z.string().trim().max(200).optional(),
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES).optional(),
});
export type NewsletterSubscriberListQuery = z.infer<typeof newsletterSubscriberListQuerySchema>;

export const newsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
  status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

export const newsletterSubscriberListSchema = z.object({
  items: z.array(newsletterSubscriberSchema),
  total: z.number().int(),
});
