import { emailSchema, firstNameSchema, lastNameSchema, messages, STORE_PLAN_IDS } from '@patchbay/domain';
import { z } from 'zod';

export const storeSignupMessages = {
  plan: 'Please choose a plan',
  received: 'Thank you: we will e-mail you as soon as your store is open.',
  marketplaceOnly: 'Stores are opened on the marketplace',
  notFound: 'Sign-up not found',
  alreadyConverted: 'This sign-up is already a store',
  emailTaken: 'An account with this e-mail exists already',
  converted: 'The store is open: its company admin was invited by e-mail',
} as const;

/** POST /api/store-signups (SPEC.md §3 New store signup record), on the marketplace host only. */
export const storeSignupBodySchema = z.strictObject({
  plan: z.enum(STORE_PLAN_IDS, { error: storeSignupMessages.plan }),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  companyName: z
    .string({ error: messages.required.companyName })
    .trim()
    .min(1, messages.required.companyName)
    .max(120, messages.invalid.tooLong),
  email: emailSchema,
});
export type StoreSignupBody = z.infer<typeof storeSignupBodySchema>;

export const storeSignupReceivedSchema = z.object({ message: z.string() });

export const storeSignupSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  email: z.string(),
  plan: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(['new', 'converted']),
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  convertedAt: z.string().nullable(),
});
export type StoreSignup = z.infer<typeof storeSignupSchema>;

export const storeSignupListSchema = z.object({ items: z.array(storeSignupSchema) });

/** The answer of turning a sign-up into an organization with its storefront and first admin. */
export const storeSignupConvertedSchema = z.object({
  message: z.string(),
  signup: storeSignupSchema,
  storefront: z.object({ id: z.string(), slug: z.string(), url: z.string() }),
  companyAdmin: z.object({ id: z.string(), email: z.string() }),
});
