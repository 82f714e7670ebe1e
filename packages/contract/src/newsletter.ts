import { z } from 'zod';

/** SPEC.md §5: empty gives 'Please Enter Email', a bad address 'Please Enter Valid Email'. */
export const NEWSLETTER_EMPTY = 'Please Enter Email';
export const NEWSLETTER_INVALID = 'Please Enter Valid Email';
const basicEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const newsletterSubscribeBodySchema = z.strictObject({
  email: z
    .string({ error: NEWSLETTER_EMPTY })
    .trim()
    .min(1, NEWSLETTER_EMPTY)
    .max(254, NEWSLETTER_INVALID)
    .regex(basicEmail, NEWSLETTER_INVALID),
});
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** SPEC.md §7: a reply with status 'success' means the subscription is recorded. */
export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('success') });
