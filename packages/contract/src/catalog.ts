import {
  CANADIAN_POSTAL_CODE_PATTERN,
  CONDITIONS,
  emailSchema,
  messages,
  moneyField,
  SORT_KEYS,
  US_ZIP_PATTERN,
} from '@patchbay/domain';
import { z } from 'zod';
import { moneySchema } from './money-schema';

const conditionSchema = z.enum(CONDITIONS);
const moneyString = moneySchema;

/** Query strings arrive as strings; a single value or a repeated key both work for lists. */
const listParam = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',')),
      z.array(item),
    )
    .optional();

const PRICE_PARAM_MESSAGE = 'Price must be a number with up to 10 digits and 4 decimals';
/** Compared with unit prices, so bounded like them. */
const priceParam = moneyField(PRICE_PARAM_MESSAGE, PRICE_PARAM_MESSAGE).optional();

/** GET /api/listings: search and browse the current storefront's visible listings. */
export const listingSearchQuerySchema = z.strictObject({
  /** Full text, typo tolerant; part numbers match with or without dashes and spaces. */
  q: z.string().trim().max(200).optional(),
  /** Category slug, e.g. 'routers'. */
  category: z.string().max(100).optional(),
  /** Sub-category slug within the category. */
  subCategory: z.string().max(100).optional(),
  /** Brand (OEM) names or their slugs from /api/brands, case-insensitive. */
  brand: listParam(z.string().max(100)),
  condition: listParam(conditionSchema),
  minPrice: priceParam,
  maxPrice: priceParam,
  /** true: only listings in stock; false or absent: all. */
  inStock: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: z.enum(SORT_KEYS as unknown as [string, ...string[]]).default('featured'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

/** A listing as a card in results, the home page and "other sellers". */
export const listingCardSchema = z.object({
  id: z.string(),
  productId: z.string(),
  title: z.string(),
  /** SPEC.md §9 product URL: /{display-name-with-dashes}/dp/{id}. */
  path: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  condition: conditionSchema,
  /**
   * The headline price: the unit price at the listing's minimum order quantity (volume tiers
   * applied), what the cart charges for the smallest order. null when the listing hides its price
   * from visitors who are not signed in.
   */
  price: moneyString.nullable(),
  msrpPrice: moneyString.nullable(),
  discountPercent: z.number().int(),
  numAvailable: z.number().int(),
  purchasable: z.boolean(),
  canMakeOffer: z.boolean(),
  imageUrl: z.string(),
  /** Seller as shown: the brand name for discrete organizations. */
  sellerName: z.string(),
  category: z.object({ slug: z.string(), name: z.string() }),
  subCategory: z.object({ slug: z.string(), name: z.string() }).nullable(),
  isFeatured: z.boolean(),
  isShippingIncluded: z.boolean(),
  /**
   * How many listings on this storefront offer the product (the same product, or the same brand
   * and part number from another seller), this one included: "3 offers from $1,015".
   */
  offerCount: z.number().int(),
  /** The lowest headline price among them that the viewer may see; null when none is shown. */
  lowestPrice: moneyString.nullable(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

/** One seller's offer of the product on its page: what the comparison table shows. */
export const listingOfferSchema = z.object({
  listingId: z.string(),
  path: z.string(),
  /** The listing whose page this is. */
  current: z.boolean(),
  seller: z.object({ id: z.string(), name: z.string() }),
  condition: conditionSchema,
  /** The headline price; null when hidden from visitors who are not signed in. */
  price: moneyString.nullable(),
  numAvailable: z.number().int(),
  purchasable: z.boolean(),
  minQuantity: z.number().int(),
  quantityMultiple: z.number().int(),
  isShippingIncluded: z.boolean(),
  /** Days until it ships (the listing's shipping estimate); null when the seller gives none. */
  shipsIn: z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() }).nullable(),
});
export type ListingOffer = z.infer<typeof listingOfferSchema>;

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const listingSearchResponseSchema = z.object({
  items: z.array(listingCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /**
   * False for a guest on a storefront where some listing shows its price to signed-in people only:
   * then minPrice, maxPrice and the price sorts are ignored, since they would reveal those prices.
   */
  pricesSearchable: z.boolean(),
  /**
   * Which counts are estimates, to be shown as such ("about 76,000 results"): a text matching more
   * than a few thousand listings is counted over a fixed sample of them (two significant digits).
   * `total` is exact again once the filters narrow it to a few thousand.
   */
  approximate: z.object({ total: z.boolean(), facets: z.boolean() }),
  facets: z.object({
    categories: z.array(facetCount),
    subCategories: z.array(facetCount),
    brands: z.array(facetCount),
    conditions: z.array(facetCount),
    price: z.object({ min: moneyString.nullable(), max: moneyString.nullable() }),
    inStock: z.number().int(),
  }),
});
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

export const listingDetailSchema = listingCardSchema.extend({
  displayName: z.string(),
  description: z.string(),
  oemModelName: z.string().nullable(),
  images: z.array(z.string()),
  specifications: z.array(z.object({ type: z.string(), value: z.string() })),
  tiers: z.array(
    z.object({ minQty: z.number().int(), maxQty: z.number().int().nullable(), price: moneyString }),
  ),
  /**
   * The seller's own unit price before volume tiers (null when hidden): with `tiers`, the unit price
   * of any quantity is the domain's listingUnitPrice(tiers, quantity, listPrice).
   */
  listPrice: moneyString.nullable(),
  minQuantity: z.number().int(),
  quantityMultiple: z.number().int(),
  specDocUrl: z.string().nullable(),
  priceHiddenReason: z.string().nullable(),
  shipping: z.object({
    isShippingIncluded: z.boolean(),
    freeShippingMinOrderAmount: moneyString.nullable(),
    minShippingEstimate: z.number().int().nullable(),
    maxShippingEstimate: z.number().int().nullable(),
    arrivalDate: z.string().nullable(),
    pickupLocation: z.string().nullable(),
    shippingOption: z.string().nullable(),
    unitWeightLbs: z.string().nullable(),
  }),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    country: z.string().nullable(),
    isAuthorizedReseller: z.boolean(),
    returnPolicy: z.string().nullable(),
    warrantyPolicy: z.string().nullable(),
    estimatedToShip: z.string().nullable(),
    isOfferCredit: z.boolean(),
    creditAppLink: z.string().nullable(),
    creditTermType: z.string().nullable(),
    minimumCreditOrderValue: moneyString.nullable(),
  }),
  /** Other visible listings of the same product (other sellers or conditions). */
  otherListings: z.array(listingCardSchema),
  /** Every offer of the product on this storefront, this listing included, cheapest first. */
  offers: z.array(listingOfferSchema),
  /** SEO: absolute canonical URL on this storefront. */
  canonicalUrl: z.string(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const categoryTreeResponseSchema = z.object({
  items: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      count: z.number().int(),
      subCategories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number().int() })),
    }),
  ),
});
export const brandsResponseSchema = z.object({
  items: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
});

/** POST /api/quote-requests (SPEC.md §3 Request-for-quote record). */
export const quoteRequestBodySchema = z.strictObject({
  listingId: z.uuid(),
  qty: z.number().int().min(1, 'Please enter quantity').max(1_000_000),
  userName: z.string({ error: messages.required.name }).trim().min(1, messages.required.name).max(120),
  email: emailSchema,
  contactNumber: z.string().trim().max(40).optional(),
  /** Checked like the checkout's: a US five-digit zip or a Canadian postal code, when given. */
  postalCode: z
    .string()
    .trim()
    .max(20)
    .refine(
      (value) => value === '' || US_ZIP_PATTERN.test(value) || CANADIAN_POSTAL_CODE_PATTERN.test(value),
      messages.invalid.zipcode,
    )
    .optional(),
  city: z.string().trim().max(100).optional(),
  state: z.string().trim().max(100).optional(),
  comments: z.string().trim().max(2000).optional(),
});
export type QuoteRequestBody = z.infer<typeof quoteRequestBodySchema>;
export const quoteRequestResponseSchema = z.object({ id: z.string(), status: z.literal('received') });

/** GET /api/pages/{id}: a storefront's custom page, HTML sanitised on write and on render. */
export const customPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  html: z.string(),
});
