import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './catalog';
import { createdAt, id, unitPrice } from './common';
import { offerItems } from './offers';
import { users } from './organizations';
import { storefronts } from './storefronts';
import type { SharedCartItem } from './types';

/** A line of a signed-in user's or a guest's cart on one storefront. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    purchaseQty: integer('purchase_qty').notNull(),
    /** Unit price when added. */
    purchasePrice: unitPrice('purchase_price').notNull(),
    /** An accepted offer's unit price; when present the line is offerPrice x quantity. */
    offerPrice: unitPrice('offer_price'),
    offerItemId: uuid('offer_item_id').references(() => offerItems.id, { onDelete: 'set null' }),
    originalPrice: unitPrice('original_price'),
    /** Row id in the external records service (SPEC's cartItemRef). */
    cartItemRef: text('cart_item_ref'),
    lastCartUpdateDate: timestamp('last_cart_update_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_owner_check', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    check('cart_items_purchase_qty_check', sql`${t.purchaseQty} >= 1`),
    check(
      'cart_items_prices_check',
      sql`${t.purchasePrice} >= 0 and ${t.offerPrice} >= 0 and ${t.originalPrice} >= 0`,
    ),
    index('cart_items_user_id_storefront_id_idx').on(t.userId, t.storefrontId),
    index('cart_items_guest_id_storefront_id_idx').on(t.guestId, t.storefrontId),
    index('cart_items_listing_id_idx').on(t.listingId),
  ],
);

/**
 * A snapshot of a cart behind an unguessable id (SPEC.md §2 cart-sharing link): whoever opens the
 * link gets a copy of these items in their own cart. Prices are not kept; they are the viewer's.
 */
export const sharedCarts = pgTable(
  'shared_carts',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<SharedCartItem[]>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shared_carts_storefront_id_idx').on(t.storefrontId)],
);
