import {
  moneyField,
  OFFER_EVENT_ACTIONS,
  OFFER_EVENT_PARTIES,
  OFFER_ITEM_ACTIONS,
  OFFER_STATUSES,
  type OfferItemAction,
} from '@patchbay/domain';
import { z } from 'zod';
import { guestContactSchema } from './checkout';
import { moneySchema } from './money-schema';

const money = moneySchema;

/** A unit price proposed in an offer: dollars with up to 4 decimals, above zero. */
const offerPriceSchema = moneyField('Please enter offer price', 'Please enter valid offer price', {
  column: 'unitPrice',
  positive: true,
});
const offerQuantitySchema = z
  .number({ error: 'Please enter quantity' })
  .int('Please enter a whole quantity')
  .min(1, 'Please enter quantity')
  .max(1_000_000, 'Please enter a smaller quantity');

/** The statuses stored on an offer item: every status but the display-only 'in negotiation'. */
export const storedOfferStatusSchema = z.enum(OFFER_STATUSES).exclude(['in negotiation']);
/** Every status a person can see, with the display-only 'in negotiation' (SPEC.md §4). */
export const offerStatusSchema = z.enum(OFFER_STATUSES);

/** The negotiation's actions; the rules of who may take which are packages/domain's (docs/offers.md). */
export { OFFER_ITEM_ACTIONS, type OfferItemAction };

/** One proposal, answer or event in an offer item's thread, oldest first. */
export const offerProposalSchema = z.object({
  party: z.enum(OFFER_EVENT_PARTIES),
  /** offer: the first proposal; counter: the seller's; edit: the buyer's new proposal. */
  action: z.enum(OFFER_EVENT_ACTIONS),
  unitPrice: money.nullable(),
  quantity: z.number().int().nullable(),
  at: z.string(),
  /** Until when this proposal could be accepted. */
  validTill: z.string().nullable(),
});

export const offerItemSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  title: z.string(),
  path: z.string(),
  imageUrl: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  condition: z.string(),
  /** The listing's unit price when the offer was made (SPEC.md §3 OfferItem.price). */
  /** Null for the buyer of a guest offer on a listing whose price shows to signed-in people only. */
  listPrice: money.nullable(),
  /** The standing proposal: unit price and quantity (purchasePrice, purchaseQty). */
  unitPrice: money,
  quantity: z.number().int(),
  /** unitPrice × quantity. */
  total: money,
  status: storedOfferStatusSchema,
  /** SPEC.md §4 display rule, for the party looking. */
  displayStatus: offerStatusSchema,
  offerValidTill: z.string(),
  lastOfferUpdateDate: z.string(),
  sellerCounterOfferCount: z.number().int(),
  buyerEditOfferCount: z.number().int(),
  isSellerOfferActive: z.boolean(),
  isBuyerOfferActive: z.boolean(),
  proposals: z.array(offerProposalSchema),
  /** What the party looking may do now; the server refuses anything else. */
  actions: z.array(z.enum(OFFER_ITEM_ACTIONS)),
  /** After acceptance: the buyer's cart line holding the agreed price, while it is there. */
  cartItemId: z.string().nullable(),
  /** The order that bought it at the agreed price, once bought. */
  orderId: z.string().nullable(),
  /**
   * Goes up by one with every change to the item. Send it back with an answer: when the item has
   * changed since it was loaded, the answer is refused with 409 `offerMessages.changed`.
   */
  version: z.number().int(),
});
export type OfferItem = z.infer<typeof offerItemSchema>;

export const offerSchema = z.object({
  id: z.string(),
  /** Stored status of the offer as a whole: the most advanced of its items. */
  status: storedOfferStatusSchema,
  /** SPEC.md §4 display rule applied to the offer as a whole, for the party looking. */
  displayStatus: offerStatusSchema,
  dateOffer: z.string(),
  storefront: z.object({ id: z.string(), title: z.string() }),
  seller: z.object({ id: z.string(), name: z.string() }),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    isGuest: z.boolean(),
  }),
  /** Which side the viewer is on. */
  viewer: z.enum(['buyer', 'seller']),
  items: z.array(offerItemSchema),
  /** The buyer's comments sent with the offer. */
  comments: z.string().nullable(),
  /** The page of the thread: `/offerdetails/{id}`. */
  detailPath: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListResponseSchema = z.object({
  items: z.array(offerSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;

/**
 * POST /api/offers: a buyer (signed in, or a guest with contact details) offers on listings that
 * `canMakeOffer` allows. Items of several sellers become one offer per seller.
 */
export const createOfferBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({ listingId: z.uuid(), quantity: offerQuantitySchema, unitPrice: offerPriceSchema }),
    )
    .min(1, 'Please add an item to your offer')
    .max(50),
  /** Required when not signed in. */
  guest: guestContactSchema.optional(),
  comments: z.string().trim().max(2000).optional(),
});
export type CreateOfferBody = z.infer<typeof createOfferBodySchema>;
export const createOfferResponseSchema = z.object({ offers: z.array(offerSchema), message: z.string() });

const listQuery = {
  /** Display status, 'in negotiation' included. */
  status: offerStatusSchema.optional(),
  sort: z.enum(['date', 'amount']).default('date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** GET /api/offers: the offers this buyer (signed in, else this browser's guest id) made here. */
export const buyerOfferListQuerySchema = z.strictObject(listQuery);
/**
 * GET /api/admin/offers: `box=received` offers to the actor's organization as seller
 * (/offerreceivedforadmin, /offerfrombuyer), `sent` offers its people made as buyers
 * (/offersentforadmin). The operator sees every organization's.
 */
export const adminOfferListQuerySchema = z.strictObject({
  box: z.enum(['received', 'sent']).default('received'),
  q: z.string().trim().max(100).optional(),
  ...listQuery,
});

/** The item's `version` as the answering party last saw it (optional; see offerItemSchema.version). */
const versionSchema = z.number().int().min(0).optional();

/**
 * GET /api/offers/{id}: `token` is the buyer's link from an offer mail (guests open their offer on
 * any device with it); `from` picks the side when the viewer could see both (docs/offers.md).
 */
export const offerAccessQuerySchema = z.strictObject({
  token: z.string().max(200).optional(),
  from: z.enum(['buyer', 'seller']).optional(),
});
/** POST /api/offers/{id}/items/{itemId}/accept|edit|cancel: the buyer's link token, for a guest. */
export const offerTokenQuerySchema = z.strictObject({ token: z.string().max(200).optional() });

/** Body of accept, reject and cancel (may be left out). */
export const offerAnswerBodySchema = z.strictObject({ version: versionSchema }).nullish();
/** Seller's counter: a new unit price (never above the listing price) and optionally quantity. */
export const counterOfferBodySchema = z.strictObject({
  unitPrice: offerPriceSchema,
  quantity: offerQuantitySchema.optional(),
  version: versionSchema,
});
/** Buyer's edit: a new unit price and/or quantity. */
export const editOfferBodySchema = z
  .strictObject({
    unitPrice: offerPriceSchema.optional(),
    quantity: offerQuantitySchema.optional(),
    version: versionSchema,
  })
  .refine((body) => body.unitPrice !== undefined || body.quantity !== undefined, {
    message: 'Please enter offer price',
    path: ['unitPrice'],
  });
export const offerMutationResponseSchema = z.object({ offer: offerSchema, message: z.string() });
