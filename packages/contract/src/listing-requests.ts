/**
 * Relisting requests (/request/relisting, /relistingrequests) and shared-listing requests
 * (SPEC.md §3 SharedListingRequest) of the admin portal. Statuses and who may move them:
 * packages/domain listing-requests.ts and docs/catalogue.md.
 */
import {
  CONDITIONS,
  LISTING_REQUEST_STATUSES,
  messages,
  moneyField,
  RELISTING_REASONS,
} from '@patchbay/domain';
import { z } from 'zod';
import { moneySchema } from './money-schema';

export const listingRequestStatusSchema = z.enum(LISTING_REQUEST_STATUSES);
export const relistingReasonSchema = z.enum(RELISTING_REASONS);

export const listingRequestMessages = {
  listingNotFound: 'Listing not found',
  requestNotFound: 'Request not found',
  notRelistable: 'This listing is live and in stock: there is nothing to relist',
  alreadyRequested: 'A request for this listing is already open',
  notAllowed: 'This request cannot be changed any more',
  organizationNotFound: 'Organization not found',
  ownOrganization: 'The listing already shows on its own storefronts',
  noStorefront: 'This organization has no storefront',
  relistingSent: 'Relisting request sent',
  sharedListingSent: 'Shared listing request sent',
  approved: 'Request approved',
  declined: 'Request declined',
  withdrawn: 'Request withdrawn',
  quantityRequired: 'Please enter quantity',
} as const;

/** The listing a request is about, as both sides see it. */
export const listingRequestListingSchema = z.object({
  id: z.string(),
  productId: z.string(),
  displayName: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  condition: z.enum(CONDITIONS),
  price: moneySchema,
  numAvailable: z.number().int(),
  deleted: z.boolean(),
  productActive: z.boolean(),
  organization: z.object({ id: z.string(), name: z.string() }),
});
export type ListingRequestListing = z.infer<typeof listingRequestListingSchema>;

/** What the actor may do with a request now (the server checks again on every call). */
const requestActionsSchema = z.object({
  canDecide: z.boolean(),
  canWithdraw: z.boolean(),
});

export const relistingRequestSchema = z.object({
  id: z.string(),
  status: listingRequestStatusSchema,
  reason: relistingReasonSchema,
  listing: listingRequestListingSchema,
  /** The organization that asked. */
  organization: z.object({ id: z.string(), name: z.string() }),
  requestedBy: z.string().nullable(),
  price: moneySchema,
  quantity: z.number().int(),
  condition: z.enum(CONDITIONS),
  note: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string(),
  /** The listing restored or made by the approval. */
  resultListingId: z.string().nullable(),
  ...requestActionsSchema.shape,
});
export type RelistingRequest = z.infer<typeof relistingRequestSchema>;

export const listingRequestListQuerySchema = z.strictObject({
  status: listingRequestStatusSchema.optional(),
  /** sent: the organization's own requests; received: those it decides; all: both. */
  side: z.enum(['sent', 'received', 'all']).default('all'),
});
export type ListingRequestListQuery = z.infer<typeof listingRequestListQuerySchema>;

export const relistingRequestListResponseSchema = z.object({ items: z.array(relistingRequestSchema) });
export type RelistingRequestListResponse = z.infer<typeof relistingRequestListResponseSchema>;

export const createRelistingRequestBodySchema = z.strictObject({
  listingId: z.uuid({ error: 'Please choose a listing' }),
  price: moneyField(messages.required.price, messages.invalid.price, { column: 'unitPrice' }),
  quantity: z
    .number({ error: listingRequestMessages.quantityRequired })
    .int(listingRequestMessages.quantityRequired)
    .min(1, listingRequestMessages.quantityRequired)
    .max(10_000_000, listingRequestMessages.quantityRequired),
  /** Defaults to the listing's condition. */
  condition: z.enum(CONDITIONS).optional(),
  note: z.string().trim().max(2000).optional(),
});
export type CreateRelistingRequestBody = z.infer<typeof createRelistingRequestBodySchema>;

export const decideListingRequestBodySchema = z.strictObject({
  decision: z.enum(['approve', 'decline'], { error: 'Please choose approve or decline' }),
  note: z.string().trim().max(2000).optional(),
});
export type DecideListingRequestBody = z.infer<typeof decideListingRequestBodySchema>;

export const relistingRequestResponseSchema = z.object({
  request: relistingRequestSchema,
  message: z.string(),
});
export type RelistingRequestResponse = z.infer<typeof relistingRequestResponseSchema>;

/** /request/relisting: listings the organization could ask to relist, found by part number or name. */
export const relistableListingQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
});
export type RelistableListingQuery = z.infer<typeof relistableListingQuerySchema>;
export const relistableListingSchema = listingRequestListingSchema.extend({ reason: relistingReasonSchema });
export type RelistableListing = z.infer<typeof relistableListingSchema>;
export const relistableListingResponseSchema = z.object({ items: z.array(relistableListingSchema) });
export type RelistableListingResponse = z.infer<typeof relistableListingResponseSchema>;

// ---- Shared listings ---------------------------------------------------------------------------

export const sharedListingRequestSchema = z.object({
  id: z.string(),
  status: listingRequestStatusSchema,
  listing: listingRequestListingSchema,
  /** The storefront owner: the organization whose storefronts would show the listing. */
  organization: z.object({ id: z.string(), name: z.string() }),
  /** Its storefronts' titles. */
  storefronts: z.array(z.string()),
  requestedBy: z.string().nullable(),
  requestDate: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  /** Whether the listing shows on the owner's storefronts now. */
  visible: z.boolean(),
  ...requestActionsSchema.shape,
});
export type SharedListingRequest = z.infer<typeof sharedListingRequestSchema>;

export const sharedListingRequestListResponseSchema = z.object({
  items: z.array(sharedListingRequestSchema),
});
export type SharedListingRequestListResponse = z.infer<typeof sharedListingRequestListResponseSchema>;

export const createSharedListingRequestBodySchema = z.strictObject({
  listingId: z.uuid({ error: 'Please choose a listing' }),
  organizationId: z.uuid({ error: 'Please choose a storefront' }),
});
export type CreateSharedListingRequestBody = z.infer<typeof createSharedListingRequestBodySchema>;

export const sharedListingRequestResponseSchema = z.object({
  request: sharedListingRequestSchema,
  message: z.string(),
});
export type SharedListingRequestResponse = z.infer<typeof sharedListingRequestResponseSchema>;

/** Organizations with storefronts a listing can be offered to. */
export const storefrontOwnerListResponseSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), storefronts: z.array(z.string()) })),
});
export type StorefrontOwnerListResponse = z.infer<typeof storefrontOwnerListResponseSchema>;
