import { CUSTOM_PAGE_SLUG_MAX, isCustomPageSlug } from '@patchbay/domain';
import { z } from 'zod';

/** Custom pages and FAQ of a storefront, written in the admin portal (docs/content.md). */
export const contentMessages = {
  title: 'Please enter title',
  slug: `Please enter a slug of lower-case letters, digits and single hyphens (at most ${CUSTOM_PAGE_SLUG_MAX} characters)`,
  slugTaken: 'This slug is already used by another page of this storefront',
  html: 'The page may be at most 200,000 characters',
  storefront: 'Storefront not found',
  pageCreated: 'Page added',
  pageUpdated: 'Page saved',
  pageDeleted: 'Page deleted',
  question: 'Please enter question',
  answer: 'Please enter answer',
  faqCreated: 'Question added',
  faqUpdated: 'Question saved',
  faqDeleted: 'Question deleted',
  faqMoved: 'Order saved',
} as const;

export const CUSTOM_PAGE_HTML_MAX = 200_000;

const pageFields = {
  storefrontId: z.uuid({ error: contentMessages.storefront }),
  title: z.string({ error: contentMessages.title }).trim().min(1, contentMessages.title).max(120),
  slug: z
    .string({ error: contentMessages.slug })
    .trim()
    .refine((v) => isCustomPageSlug(v), contentMessages.slug),
  html: z.string().max(CUSTOM_PAGE_HTML_MAX, contentMessages.html),
  published: z.boolean(),
  /** Place in the storefront footer's "Information" group, lowest first. */
  sortOrder: z.number().int().min(0).max(10_000),
};

export const createCustomPageBodySchema = z.strictObject({
  ...pageFields,
  published: pageFields.published.optional(),
  sortOrder: pageFields.sortOrder.optional(),
});
export type CreateCustomPageBody = z.infer<typeof createCustomPageBodySchema>;
/** The storefront of a page does not change: write a new page on the other storefront. */
const { storefrontId: _storefrontId, ...changeableFields } = pageFields;
export const updateCustomPageBodySchema = z.strictObject(changeableFields).partial();
export type UpdateCustomPageBody = z.infer<typeof updateCustomPageBodySchema>;

export const adminCustomPageSchema = z.object({
  id: z.string(),
  storefront: z.object({ id: z.string(), title: z.string() }),
  title: z.string(),
  slug: z.string(),
  html: z.string(),
  published: z.boolean(),
  sortOrder: z.number().int(),
  /** Where guests read it once published. */
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCustomPage = z.infer<typeof adminCustomPageSchema>;

export const customPageSorts = ['title', 'slug', 'storefront', 'sortOrder', 'updatedAt'] as const;
export const customPageListQuerySchema = z.strictObject({
  q: z.string().trim().max(60).optional(),
  storefrontId: z.uuid().optional(),
  status: z.enum(['draft', 'published']).optional(),
  sort: z.enum(customPageSorts).default('sortOrder'),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export const adminCustomPageListItemSchema = adminCustomPageSchema.omit({ html: true });
export const adminCustomPageListSchema = z.object({
  items: z.array(adminCustomPageListItemSchema),
  total: z.number().int(),
});
export const adminCustomPageMutationSchema = z.object({ page: adminCustomPageSchema, message: z.string() });
export const contentDeleteSchema = z.object({ message: z.string() });

const faqFields = {
  storefrontId: z.uuid({ error: contentMessages.storefront }),
  question: z.string({ error: contentMessages.question }).trim().min(1, contentMessages.question).max(300),
  answer: z.string({ error: contentMessages.answer }).trim().min(1, contentMessages.answer).max(5_000),
};
export const createFaqBodySchema = z.strictObject(faqFields);
export type CreateFaqBody = z.infer<typeof createFaqBodySchema>;
export const updateFaqBodySchema = z
  .strictObject({ question: faqFields.question, answer: faqFields.answer })
  .partial();
export type UpdateFaqBody = z.infer<typeof updateFaqBodySchema>;
export const moveFaqBodySchema = z.strictObject({ direction: z.enum(['up', 'down']) });

export const faqEntrySchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;
export const adminFaqListQuerySchema = z.strictObject({ storefrontId: z.uuid() });
export const adminFaqListSchema = z.object({
  storefront: z.object({ id: z.string(), title: z.string() }),
  items: z.array(faqEntrySchema),
});
export const faqMutationSchema = z.object({ faq: faqEntrySchema, message: z.string() });
export const faqMoveSchema = z.object({ items: z.array(faqEntrySchema), message: z.string() });

/** The storefront's public FAQ page (GET /api/faq). */
export const faqListSchema = z.object({ items: z.array(faqEntrySchema) });
