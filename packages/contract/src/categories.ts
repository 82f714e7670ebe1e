/**
 * The category tree of the admin portal (/categoryView): categories and sub-categories with their
 * listing counts; the operator adds, renames, merges and retires them (docs/catalogue.md,
 * "Categories").
 */
import { z } from 'zod';

export const categoryMessages = {
  notFound: 'Category not found',
  nameRequired: 'Please enter a category name',
  nameInvalid: 'The name needs at least one letter or digit',
  nameTaken: 'A category with this name already exists here',
  parentRetired: 'Restore the category before adding to it',
  added: 'Category added',
  renamed: 'Category renamed',
  merged: 'Categories merged',
  retired: 'Category retired',
  restored: 'Category restored',
} as const;

const categoryName = z
  .string(categoryMessages.nameRequired)
  .trim()
  .min(1, categoryMessages.nameRequired)
  .max(100, 'Please use at most 100 characters');

export const adminSubCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The storefront path, e.g. /routers/core. */
  path: z.string(),
  retired: z.boolean(),
  /** Live listings of the viewer's organization (the operator: of every organization). */
  listingCount: z.number().int(),
});
export const adminCategorySchema = adminSubCategorySchema.extend({
  subCategories: z.array(adminSubCategorySchema),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export type AdminSubCategory = z.infer<typeof adminSubCategorySchema>;

export const adminCategoryTreeResponseSchema = z.object({
  items: z.array(adminCategorySchema),
  /** Whether the viewer may change the tree (the operator). */
  canManage: z.boolean(),
});
export type AdminCategoryTreeResponse = z.infer<typeof adminCategoryTreeResponseSchema>;

export const createCategoryBodySchema = z.strictObject({
  name: categoryName,
  /** A sub-category of this category; left out: a new top-level category. */
  parentId: z.uuid().optional(),
});
export type CreateCategoryBody = z.infer<typeof createCategoryBodySchema>;

export const renameCategoryBodySchema = z.strictObject({ name: categoryName });
export type RenameCategoryBody = z.infer<typeof renameCategoryBodySchema>;

export const mergeCategoryBodySchema = z.strictObject({
  /** The category (or sub-category) that takes the listings; the merged one is removed. */
  targetId: z.uuid(),
});
export type MergeCategoryBody = z.infer<typeof mergeCategoryBodySchema>;

export const retireCategoryBodySchema = z.strictObject({
  /** true retires the category, false restores it. */
  retired: z.boolean(),
});
export type RetireCategoryBody = z.infer<typeof retireCategoryBodySchema>;

export const categoryChangeResponseSchema = z.object({
  message: z.string(),
  category: adminSubCategorySchema,
  /** Listings that moved (a merge). */
  movedListings: z.number().int(),
});
export type CategoryChangeResponse = z.infer<typeof categoryChangeResponseSchema>;
