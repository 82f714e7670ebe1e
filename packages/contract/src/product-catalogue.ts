import { INSIGHT_BADGES, MAX_PRODUCT_IMAGES, MAX_SPECIFICATIONS, MONEY_PATTERN } from '@patchbay/domain';
import { z } from 'zod';
import { moneySchema } from './money-schema';

/**
 * The reference catalogue of manufacturer products (SPEC.md §7 ProductDataCatalogue) and product
 * insights (SPEC.md §9): see docs/insights.md.
 */

export const productCatalogueMessages = {
  notFound: 'Reference product not found',
  saved: 'Reference data saved',
  selected: 'Added to your selected data',
  unselected: 'Removed from your selected data',
  added: 'Product added to your catalogue',
  applied: 'Insight data applied to the product',
  nothingToApply: 'Choose a price or the reference data to apply',
  noSuggestion: 'There is no suggested price for this product',
  noReference: 'There is no reference data for this product',
} as const;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** Search by brand + MPN (both compared lower-case, SPEC.md §7) and words of the title. */
export const productCatalogueQuerySchema = z.strictObject({
  brand: z.string().trim().max(200).optional(),
  /** The MPN or its beginning, compared lower-case. */
  mpn: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200).optional(),
  ...pageFields,
});
export type ProductCatalogueQuery = z.infer<typeof productCatalogueQuerySchema>;

const specification = z.object({ type: z.string(), value: z.string() });

export const productCatalogueEntrySchema = z.object({
  id: z.string(),
  brand: z.string(),
  mpn: z.string(),
  title: z.string(),
  description: z.string(),
  modelName: z.string().nullable(),
  productType: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  subCategoryId: z.string().nullable(),
  subCategoryName: z.string().nullable(),
  listPrice: moneySchema.nullable(),
  specifications: z.array(specification),
  imageUrls: z.array(z.string()),
  originalData: z.record(z.string(), z.unknown()),
  /** The caller's organization keeps it in its selected data. */
  selected: z.boolean(),
  /** The product the caller's organization made from it, if any. */
  productId: z.string().nullable(),
  updatedAt: z.string(),
});
export type ProductCatalogueEntry = z.infer<typeof productCatalogueEntrySchema>;

export const productCatalogueListSchema = z.object({
  items: z.array(productCatalogueEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ProductCatalogueList = z.infer<typeof productCatalogueListSchema>;

const requiredText = (message: string, max = 500) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);
const optionalText = (max = 500) => z.string().trim().max(max).nullable().optional();

/** One manufacturer record as insertproductoriginaldata takes it (and the operator's form). */
export const productOriginalDataSchema = z.strictObject({
  brand: requiredText('Please enter the brand', 200),
  mpn: requiredText('Please enter the MPN', 200),
  title: requiredText('Please enter the title', 500),
  description: z.string().trim().max(10_000).optional(),
  modelName: optionalText(200),
  productType: optionalText(200),
  categoryId: z.uuid('Please choose a category').nullable().optional(),
  subCategoryId: z.uuid('Please choose a sub-category').nullable().optional(),
  listPrice: z
    .string()
    .trim()
    .refine((v) => MONEY_PATTERN.test(v), 'Please enter a valid price')
    .nullable()
    .optional(),
  specifications: z
    .array(
      z.strictObject({
        type: requiredText('Please enter the specification', 200),
        value: requiredText('Please enter its value', 2000),
      }),
    )
    .max(MAX_SPECIFICATIONS)
    .optional(),
  imageUrls: z
    .array(
      z
        .string()
        .trim()
        .regex(/^https?:\/\/\S+$|^\/uploads\/\S+$/, 'Please enter a valid image link'),
    )
    .max(MAX_PRODUCT_IMAGES)
    .optional(),
  /** The manufacturer's record as received; kept whole. */
  originalData: z.record(z.string(), z.unknown()).optional(),
});
export type ProductOriginalData = z.infer<typeof productOriginalDataSchema>;

export const MAX_ORIGINAL_DATA_ROWS = 500;

/** POST insertproductoriginaldata: an array of products, added or updated by brand + MPN. */
export const insertOriginalDataBodySchema = z.strictObject({
  products: z.array(productOriginalDataSchema).min(1).max(MAX_ORIGINAL_DATA_ROWS),
});
export type InsertOriginalDataBody = z.infer<typeof insertOriginalDataBodySchema>;

export const insertOriginalDataResponseSchema = z.object({
  message: z.string(),
  inserted: z.number().int(),
  updated: z.number().int(),
  ids: z.array(z.string()),
});

export const productCatalogueEntryResponseSchema = z.object({
  message: z.string(),
  entry: productCatalogueEntrySchema,
});

/** /myproductuserselecteddata (all selected) and /myproductcatalogue (`added=true`). */
export const productCatalogueSelectionQuerySchema = z.strictObject({
  added: z.enum(['true', 'false']).optional(),
  ...pageFields,
});

export const productCatalogueSelectionSchema = z.object({
  id: z.string(),
  entry: productCatalogueEntrySchema,
  selectedAt: z.string(),
  addedAt: z.string().nullable(),
  /** The product made from the entry (its listing of the organization), when added. */
  product: z
    .object({
      id: z.string(),
      listingId: z.string().nullable(),
      name: z.string(),
      price: moneySchema.nullable(),
      numAvailable: z.number().int().nullable(),
    })
    .nullable(),
});
export type ProductCatalogueSelection = z.infer<typeof productCatalogueSelectionSchema>;

export const productCatalogueSelectionListSchema = z.object({
  items: z.array(productCatalogueSelectionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const productCatalogueMessageSchema = z.object({ message: z.string() });

export const productCatalogueAddResponseSchema = z.object({
  message: z.string(),
  productId: z.string(),
  listingId: z.string(),
});

// ---- Insights --------------------------------------------------------------------------------

export const productInsightListQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  ...pageFields,
});

export const productInsightRowSchema = z.object({
  productId: z.string(),
  listingId: z.string(),
  name: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  price: moneySchema,
  isProductInsightDataExist: z.boolean(),
  isProductInsightDataUsed: z.boolean(),
  productInsightDataUsedDate: z.string().nullable(),
  /** A reference catalogue entry has the product's brand + MPN. */
  hasReference: z.boolean(),
});

export const productInsightListSchema = z.object({
  items: z.array(productInsightRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const productInsightMatchSchema = z.object({
  source: z.string(),
  sourceName: z.string(),
  title: z.string(),
  mpn: z.string().nullable(),
  url: z.string().nullable(),
  price: moneySchema.nullable(),
  titleSimilarity: z.number(),
  mpnMatch: z.boolean(),
  badge: z.enum(INSIGHT_BADGES),
  reason: z.string(),
});
export type ProductInsightMatch = z.infer<typeof productInsightMatchSchema>;

export const productInsightResultSchema = z.object({
  product: productInsightRowSchema.extend({
    minPrice: moneySchema.nullable(),
    maxPrice: moneySchema.nullable(),
  }),
  reference: productCatalogueEntrySchema.nullable(),
  matches: z.array(productInsightMatchSchema),
  /** Sources that could not be asked this time (the others' matches are shown). */
  unavailableSources: z.array(z.string()),
  suggestedPrice: z.object({ price: moneySchema, reason: z.string() }).nullable(),
  lookedUpAt: z.string(),
});
export type ProductInsightResult = z.infer<typeof productInsightResultSchema>;

/** "Use this data": the suggested price, and/or the reference data for what the product lacks. */
export const productInsightApplyBodySchema = z.strictObject({
  price: z.boolean().default(false),
  referenceData: z.boolean().default(false),
});

export const productInsightApplyResponseSchema = z.object({
  message: z.string(),
  result: productInsightResultSchema,
});
