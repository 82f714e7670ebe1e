import { CONDITIONS } from '@patchbay/domain';
import { z } from 'zod';
import { moneySchema } from './money-schema';

const money = moneySchema;

/**
 * One line of the cart of this storefront (signed-in user, else the browser's guest id). Prices
 * are the server's: tiered by quantity (SPEC.md §3 tieredPricing), or an accepted offer's price
 * while the offer's validity window lasts (`offerPrice`, SPEC.md §3 CartItem).
 */
export const cartLineSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  productId: z.string(),
  title: z.string(),
  /** SPEC.md §9 product URL of the listing. */
  path: z.string(),
  imageUrl: z.string(),
  oemName: z.string(),
  oemPartNumber: z.string(),
  condition: z.enum(CONDITIONS),
  seller: z.object({ id: z.string(), name: z.string() }),
  quantity: z.number().int(),
  /** The listing's own unit price. */
  listPrice: money,
  /** The unit price this line is charged at: the offer price, else the tier price for the quantity. */
  unitPrice: money,
  /** An accepted offer's unit price (4 decimals), while it is reserved for this buyer. */
  offerPrice: money.nullable(),
  offerItemId: z.string().nullable(),
  /** Until when the offer price is reserved (ISO 8601); null without an offer. */
  offerValidTill: z.string().nullable(),
  /** SPEC.md §9 lineTotal: unit price × quantity, rounded half-up to cents. */
  lineTotal: money,
  minQuantity: z.number().int(),
  quantityMultiple: z.number().int(),
  numAvailable: z.number().int(),
  isShippingIncluded: z.boolean(),
  /**
   * Why this line cannot be checked out as it is (sold out, fewer left than asked, no longer
   * listed on this storefront); null when it can.
   */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The cart: its lines, grouped by seller (each seller's lines become one order). */
export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  sellers: z.array(
    z.object({
      seller: z.object({ id: z.string(), name: z.string() }),
      itemIds: z.array(z.string()),
      subtotal: money,
    }),
  ),
  /** Number of lines: the count next to the cart in the header. */
  count: z.number().int(),
  /** Sum of the quantities. */
  quantity: z.number().int(),
  subtotal: money,
});
export type Cart = z.infer<typeof cartSchema>;

const quantitySchema = z
  .number({ error: 'Please enter quantity' })
  .int('Please enter a whole quantity')
  .min(1, 'Please enter quantity')
  .max(1_000_000, 'Please enter a smaller quantity');

/** POST /api/cart/items: adds to the line of the same listing when there is one. */
export const addCartItemBodySchema = z.strictObject({
  listingId: z.uuid(),
  quantity: quantitySchema,
});
export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>;

/** PATCH /api/cart/items/{id}. */
export const updateCartItemBodySchema = z.strictObject({ quantity: quantitySchema });
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

/**
 * POST /api/cart/share: a snapshot of the cart behind an unguessable id. Whoever opens
 * `/mycart?cart=<id>` gets a copy of those items in their own cart (SPEC.md §2 cart-sharing link).
 */
export const shareCartResponseSchema = z.object({
  id: z.string(),
  /** Absolute link on this storefront: `<origin>/mycart?cart=<id>`. */
  url: z.string(),
});

/** GET /api/shared-carts/{id}: what the link holds, priced for whoever looks. */
export const sharedCartSchema = z.object({
  id: z.string(),
  items: z.array(
    z.object({
      listingId: z.string(),
      title: z.string(),
      path: z.string(),
      imageUrl: z.string(),
      quantity: z.number().int(),
      /** null when the listing hides its price from visitors who are not signed in. */
      unitPrice: money.nullable(),
      /** Why it cannot be added (no longer listed here, sold out); null when it can. */
      problem: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
});
export type SharedCart = z.infer<typeof sharedCartSchema>;

/** POST /api/shared-carts/{id}/copy: the viewer's cart after copying, and what could not be added. */
export const copySharedCartResponseSchema = z.object({
  cart: cartSchema,
  skipped: z.array(z.object({ listingId: z.string(), title: z.string(), reason: z.string() })),
});

/** One item of a reordered order: what went back into the cart and what changed since the order. */
export const reorderLineSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  ordered: z.number().int(),
  /** Put into the cart now; 0 when nothing could be. */
  added: z.number().int(),
  previousUnitPrice: z.string(),
  /** The unit price in the cart now; null when nothing was added. */
  unitPrice: z.string().nullable(),
  /** Each a sentence for the buyer ('Sold out', 'New price: $1,015.00 (was $1,110.00)'); empty when nothing changed. */
  changes: z.array(z.string()),
});
export type ReorderLine = z.infer<typeof reorderLineSchema>;

export const reorderResponseSchema = z.object({
  message: z.string(),
  cart: cartSchema,
  lines: z.array(reorderLineSchema),
});
export type ReorderResponse = z.infer<typeof reorderResponseSchema>;
