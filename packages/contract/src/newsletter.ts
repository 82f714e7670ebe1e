import { newsletterEmailSchema } from '@patchbay/domain';
import { z } from 'zod';

/** SPEC.md §5: empty gives 'Please Enter Email', a bad address 'Please Enter Valid Email'. */
export const newsletterSubscribeBodySchema = z.strictObject({ email: newsletterEmailSchema });
export type NewsletterSubscribeBody = z.infer<typeof newsletterSubscribeBodySchema>;

/** SPEC.md §7: a reply with status 'success' means the subscription is recorded. */
export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('success') });
