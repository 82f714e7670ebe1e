import { messages } from '@patchbay/domain';
import { z } from 'zod';
import { moneySchema } from './money-schema';

const invalid = messages.invalid;

/** A measurement in pounds or inches: a positive decimal with at most 2 decimals. */
const measurement = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,5}(\.\d{1,2})?$/, message)
    .refine((value) => Number(value) > 0, message);

/**
 * POST /api/admin/shipping-estimates (/searchshippingestimate): the carrier rates for one of the
 * organization's listings (its weight and dimensions, times `quantity`) or for a package described
 * here, from the seller's address to `destination`, each with the 30 % markup the checkout adds.
 */
export const shippingEstimateBodySchema = z
  .strictObject({
    listingId: z.uuid().optional(),
    package: z
      .strictObject({
        weightLb: measurement(invalid.weight),
        lengthIn: measurement(invalid.length).optional(),
        widthIn: measurement(invalid.width).optional(),
        heightIn: measurement(invalid.height).optional(),
      })
      .optional(),
    quantity: z
      .int(invalid.numAvailable)
      .min(1, invalid.numAvailable)
      .max(10_000, invalid.numAvailable)
      .default(1),
    destination: z.strictObject({
      country: z.enum(['US', 'CA'], invalid.country),
      state: z.string().trim().max(100).optional(),
      zipcode: z.string().trim().max(20).optional(),
      city: z.string().trim().max(100).optional(),
    }),
  })
  .refine((body) => (body.listingId === undefined) !== (body.package === undefined), {
    message: 'Choose a listing or enter a package weight',
    path: ['listingId'],
  });
export type ShippingEstimateBody = z.input<typeof shippingEstimateBodySchema>;

export const shippingEstimateRateSchema = z.object({
  rateId: z.string(),
  carrier: z.string(),
  service: z.string(),
  label: z.string(),
  estimatedDays: z.number().int().nullable(),
  /** What the carrier charges. */
  carrierAmount: moneySchema,
  markupPercent: z.number(),
  markupAmount: moneySchema,
  /** What a buyer pays at checkout: the carrier amount plus the markup. */
  amount: moneySchema,
});
export type ShippingEstimateRate = z.infer<typeof shippingEstimateRateSchema>;

const placeOut = z.object({
  country: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

export const shippingEstimateSchema = z.object({
  /** The rate provider that answered: 'rate-table' (built in) or 'shippo'. */
  provider: z.string(),
  listing: z.object({ id: z.string(), name: z.string() }).nullable(),
  quantity: z.number().int(),
  /** The package as priced (one unit): the listing's, else the product's, else the one entered. */
  package: z.object({
    weightLb: z.string().nullable(),
    lengthIn: z.string().nullable(),
    widthIn: z.string().nullable(),
    heightIn: z.string().nullable(),
  }),
  origin: placeOut,
  destination: placeOut,
  /** True when every unit of the listing ships included (no carrier rate is charged). */
  shippingIncluded: z.boolean(),
  rates: z.array(shippingEstimateRateSchema),
});
export type ShippingEstimate = z.infer<typeof shippingEstimateSchema>;

/** GET /api/admin/external-listings: the operator may name an organization; others see their own. */
export const externalListingsQuerySchema = z.strictObject({
  organizationId: z.string().max(100).optional(),
});
export type ExternalListingsQuery = z.infer<typeof externalListingsQuerySchema>;

export const feedExclusionSchema = z.object({
  listingId: z.string(),
  productName: z.string(),
  reason: z.string(),
});

/** The Google Merchant feed of one storefront, as far as the organization's listings go. */
export const storefrontFeedStatusSchema = z.object({
  storefrontId: z.string(),
  storefrontTitle: z.string(),
  feedUrl: z.string(),
  /** The organization's listings the feed holds. */
  included: z.number().int(),
  /** Its listings on this storefront that the feed leaves out, with the reason (at most 100 shown). */
  excluded: z.number().int(),
  exclusions: z.array(feedExclusionSchema),
  /** When the feed was last fetched and built (by a crawler or anyone), and how many items it held then. */
  lastGeneratedAt: z.string().nullable(),
  lastGeneratedItems: z.number().int().nullable(),
});
export type StorefrontFeedStatus = z.infer<typeof storefrontFeedStatusSchema>;

export const EXTERNAL_SYNC_STATES = ['synced', 'syncing', 'failed', 'waiting', 'cancelled'] as const;
export type ExternalSyncState = (typeof EXTERNAL_SYNC_STATES)[number];

/** Listings made from a catalogue file brought in from outside (a product import). */
export const externalSourceSchema = z.object({
  importId: z.string(),
  fileName: z.string(),
  mode: z.enum(['create', 'update']),
  format: z.string(),
  syncState: z.enum(EXTERNAL_SYNC_STATES),
  status: z.string(),
  totalRows: z.number().int().nullable(),
  processedRows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExternalSource = z.infer<typeof externalSourceSchema>;

export const externalListingsSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  feeds: z.array(storefrontFeedStatusSchema),
  sources: z.array(externalSourceSchema),
});
export type ExternalListings = z.infer<typeof externalListingsSchema>;
