/**
 * The seller's catalogue in the admin portal (/myproducts, /myinventory, /filteredlistofproduct,
 * /product/new, /product/edit/{id}, /producthistory/{id}): a product with its listing, written by
 * the form, the API and imports through the same rules (packages/domain's catalogueProductSchema).
 */
import {
  CONDITIONS,
  catalogueProductSchema,
  MAX_PRODUCT_IMAGES,
  messages,
  moneyField,
} from '@patchbay/domain';
import { z } from 'zod';
import { listingRequestStatusSchema } from './listing-requests';
import { moneySchema } from './money-schema';

/** POST /api/admin/products and PUT /api/admin/products/{id}: the whole form. */
export const productWriteBodySchema = catalogueProductSchema;
export type ProductWriteBody = z.infer<typeof productWriteBodySchema>;
/**
 * PUT /api/admin/products/{id}: the form, and optionally the organizations the listing should also
 * show on: a shared-listing request goes to each new one, open requests of those left out are
 * withdrawn (absent: the requests stay as they are).
 */
export const productUpdateBodySchema = catalogueProductSchema.safeExtend({
  sharedWithOrgIds: z.array(z.uuid()).max(100).optional(),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>;

/** Where a change came from, as the product history shows it. */
export const CHANGE_SOURCES = ['form', 'import', 'bulk', 'api', 'relist'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];

export const tierSchemaOut = z.object({
  minQty: z.number().int(),
  maxQty: z.number().int().nullable(),
  price: moneySchema,
});

/**
 * One product of the seller with its listing, in the shape the form writes it back (category and
 * sub-category by id; weight in pounds and dimensions in inches, as stored), plus what the server
 * keeps: images, spec document, shares, timestamps.
 */
export const adminProductSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  organizationId: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  category: z.string(),
  categoryName: z.string(),
  subCategory: z.string(),
  subCategoryName: z.string(),
  minPrice: moneySchema,
  maxPrice: moneySchema,
  price: moneySchema,
  msrpPrice: moneySchema.nullable(),
  discountPercent: z.number().int(),
  totalPrice: moneySchema,
  minQuantity: z.number().int(),
  quantityMultiple: z.number().int(),
  numAvailable: z.number().int(),
  condition: z.enum(CONDITIONS),
  minShippingEstimate: z.number().int(),
  maxShippingEstimate: z.number().int(),
  oemName: z.string(),
  oemModelName: z.string(),
  oemPartNumber: z.string(),
  sellerPartNumber: z.string(),
  sellerInternalLocation: z.string(),
  arrivalDate: z.string(),
  productType: z.string(),
  isActive: z.boolean(),
  tags: z.array(z.string()),
  industry: z.string().nullable(),
  partType: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  manufacturerCountry: z.string().nullable(),
  country: z.string().nullable(),
  /** Pounds. */
  weight: z.string().nullable(),
  /** Inches. */
  length: z.string().nullable(),
  width: z.string().nullable(),
  height: z.string().nullable(),
  imageUrls: z.array(z.string()),
  specDocUrl: z.string().nullable(),
  specifications: z.array(z.object({ type: z.string(), value: z.string() })),
  tieredPricing: z.array(tierSchemaOut),
  notes: z.string().nullable(),
  hsCode: z.string().nullable(),
  isShippingIncluded: z.boolean(),
  canMakeOfferIfQtyIsZero: z.boolean(),
  isOnOffer: z.boolean(),
  showPriceWOLogin: z.boolean(),
  isFeaturedListing: z.boolean(),
  excludeFromCollectorPortal: z.boolean(),
  /** Organizations whose storefronts also show the listing (approved shared-listing requests). */
  sharedWithOrgs: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Each organization's newest shared-listing request for the listing, with its status. */
  sharedListingRequests: z.array(
    z.object({
      id: z.string(),
      organization: z.object({ id: z.string(), name: z.string() }),
      status: listingRequestStatusSchema,
      requestDate: z.string(),
    }),
  ),
  /** The listing's page on the storefronts: /{display-name}/dp/{listing id}. */
  path: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productMutationResponseSchema = z.object({
  message: z.string(),
  product: adminProductSchema,
});
export type ProductMutationResponse = z.infer<typeof productMutationResponseSchema>;

export const productRemovedResponseSchema = z.object({ message: z.string() });

/** SPEC.md §8. */
export const PRODUCT_REMOVED_MESSAGE = 'Product removed successfully';
export const productMessages = {
  saved: 'Product saved successfully',
  removed: PRODUCT_REMOVED_MESSAGE,
  notFound: 'Product not found',
  listingNotFound: 'Listing not found',
  /** A productSpecialist may write product data, not the price or stock of an existing listing. */
  priceAndStockForbidden: 'You are not allowed to change prices or stock',
  tooManyImages: `A product has at most ${MAX_PRODUCT_IMAGES} images`,
  imageNotFound: 'Image not found',
  imagesMismatch: 'The image list must hold exactly the product’s images',
  staleEdit: 'This product was changed by someone else. Reload it and try again',
} as const;

export const ADMIN_PRODUCT_SORT_KEYS = [
  'updatedAt',
  'name',
  'oemPartNumber',
  'price',
  'numAvailable',
  'condition',
  'category',
] as const;
export type AdminProductSortKey = (typeof ADMIN_PRODUCT_SORT_KEYS)[number];

const PRICE_FILTER_MESSAGE = 'Price must be a number with up to 10 digits and 4 decimals';
const priceFilter = moneyField(PRICE_FILTER_MESSAGE, PRICE_FILTER_MESSAGE).optional();
const listParam = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',')),
      z.array(item).max(20),
    )
    .optional();

/** The filters of the seller's data table, shared by the list and the export. */
export const adminProductFilterShape = {
  /** Matches name, display name, OEM, part numbers and seller part number. */
  q: z.string().trim().max(200).optional(),
  /** A category or sub-category id. */
  category: z.uuid().optional(),
  condition: listParam(z.enum(CONDITIONS)),
  stock: z.enum(['in', 'out']).optional(),
  /** marketplace: shown on the marketplace; hidden: excluded from it (own storefronts still show it). */
  visibility: z.enum(['marketplace', 'hidden']).optional(),
  minPrice: priceFilter,
  maxPrice: priceFilter,
  /** The operator only: one organization's rows (others: always their own). */
  organizationId: z.uuid().optional(),
};

export const adminProductListQuerySchema = z.strictObject({
  ...adminProductFilterShape,
  sort: z.enum(ADMIN_PRODUCT_SORT_KEYS).default('updatedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** A row of the data table: one listing with its product. */
export const adminProductRowSchema = z.object({
  listingId: z.string(),
  productId: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  name: z.string(),
  displayName: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  sellerPartNumber: z.string().nullable(),
  categoryName: z.string(),
  subCategoryName: z.string().nullable(),
  condition: z.enum(CONDITIONS),
  price: moneySchema,
  minPrice: moneySchema.nullable(),
  maxPrice: moneySchema.nullable(),
  numAvailable: z.number().int(),
  excludeFromCollectorPortal: z.boolean(),
  isActive: z.boolean(),
  imageUrl: z.string().nullable(),
  path: z.string(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const adminProductListResponseSchema = z.object({
  items: z.array(adminProductRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

export const adminProductExportQuerySchema = z.strictObject({
  ...adminProductFilterShape,
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type AdminProductExportQuery = z.infer<typeof adminProductExportQuerySchema>;

const priceValue = z
  .string({ error: messages.invalid.price })
  .trim()
  .regex(/^-?\d{1,10}(\.\d{1,4})?$/, messages.invalid.price);

/** PATCH /api/admin/listings/{id}: the table's inline edit of price and stock. */
export const listingPatchBodySchema = z
  .strictObject({
    price: moneyField(messages.required.price, messages.invalid.price).optional(),
    numAvailable: z
      .number({ error: messages.invalid.numAvailable })
      .int(messages.invalid.numAvailable)
      .min(0, messages.invalid.numAvailable)
      .max(2_000_000_000, messages.invalid.numAvailable)
      .optional(),
  })
  .refine((body) => body.price !== undefined || body.numAvailable !== undefined, {
    message: 'Nothing to change',
  });
export type ListingPatchBody = z.infer<typeof listingPatchBodySchema>;

export const bulkActionSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('price'),
    /** percent: '10' is 10 % up, '-10' 10 % down; amount: dollars added (negative: taken off). */
    mode: z.enum(['percent', 'amount']),
    value: priceValue,
  }),
  z.strictObject({
    action: z.literal('stock'),
    numAvailable: z
      .number({ error: messages.invalid.numAvailable })
      .int(messages.invalid.numAvailable)
      .min(0, messages.invalid.numAvailable)
      .max(2_000_000_000, messages.invalid.numAvailable),
  }),
  /** Show or hide on the marketplace storefront (excludeFromCollectorPortal). */
  z.strictObject({ action: z.literal('visibility'), marketplace: z.boolean() }),
  z.strictObject({ action: z.literal('delete') }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const MAX_BULK_LISTINGS = 500;

/** POST /api/admin/listings/bulk. */
export const listingBulkBodySchema = z.strictObject({
  listingIds: z.array(z.uuid()).min(1).max(MAX_BULK_LISTINGS),
  change: bulkActionSchema,
});
export type ListingBulkBody = z.infer<typeof listingBulkBodySchema>;

export const listingBulkResponseSchema = z.object({
  updated: z.number().int(),
  failed: z.array(z.object({ listingId: z.string(), message: z.string() })),
});
export type ListingBulkResponse = z.infer<typeof listingBulkResponseSchema>;

export const listingPatchResponseSchema = z.object({
  listingId: z.string(),
  price: moneySchema,
  numAvailable: z.number().int(),
});

/** PUT /api/admin/products/{id}/images: the same images in a new order; the first is the main image. */
export const productImagesBodySchema = z.strictObject({
  imageUrls: z.array(z.string().max(2000)).max(MAX_PRODUCT_IMAGES),
});
export const productImagesResponseSchema = z.object({ imageUrls: z.array(z.string()) });
export const specDocumentResponseSchema = z.object({ specDocUrl: z.string().nullable() });

export const productHistoryEntrySchema = z.object({
  id: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  source: z.enum(CHANGE_SOURCES),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
  changes: z.array(
    z.object({
      field: z.string(),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
});
export type ProductHistoryEntry = z.infer<typeof productHistoryEntrySchema>;

export const productHistoryResponseSchema = z.object({
  productId: z.string(),
  displayName: z.string(),
  items: z.array(productHistoryEntrySchema),
});
export type ProductHistoryResponse = z.infer<typeof productHistoryResponseSchema>;

/** GET /api/admin/product-options: categories for the form's selects. */
export const productFormOptionsSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      subCategories: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  conditions: z.array(z.enum(CONDITIONS)),
  /** What a new listing shows signed-out visitors unless set: the storefront settings' default. */
  showPriceWOLogin: z.boolean(),
});
export type ProductFormOptions = z.infer<typeof productFormOptionsSchema>;

/** GET /api/my-listings: a search in the organization's listings, a page at a time. */
export const myListingsQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

/** GET /api/my-listings (storefront /product, "My Listings"): the signed-in seller's own listings. */
export const myListingsResponseSchema = z.object({
  items: z.array(
    z.object({
      listingId: z.string(),
      productId: z.string(),
      title: z.string(),
      oemPartNumber: z.string(),
      condition: z.enum(CONDITIONS),
      price: moneySchema,
      numAvailable: z.number().int(),
      imageUrl: z.string().nullable(),
      path: z.string(),
      /** Absolute URL of /product/edit/{id} in the admin portal. */
      editUrl: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type MyListingsResponse = z.infer<typeof myListingsResponseSchema>;
