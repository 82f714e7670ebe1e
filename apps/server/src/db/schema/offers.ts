import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './catalog';
import { createdAt, id, isIn, unitPrice, updatedAt } from './common';
import { offerEventActions, offerEventParties, offerStatuses } from './enums';
import { organizations, users } from './organizations';
import { storefronts } from './storefronts';
import type { Address, GuestUser } from './types';

/** An offer from a buyer (or guest) to one seller; its items negotiate separately. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'restrict' }),
    sellerOrganizationId: uuid('seller_organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    buyerOrganizationId: uuid('buyer_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'restrict' }),
    guestId: text('guest_id'),
    guestUser: jsonb('guest_user').$type<GuestUser>(),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    dateOffer: timestamp('date_offer', { withTimezone: true }).notNull().defaultNow(),
    billingAddress: jsonb('billing_address').$type<Address>(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    /** The buyer's comments sent with the offer. */
    comments: text('comments'),
    /** Row id in the external records service (SPEC's airtableRef). */
    recordsRef: text('records_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_status_check', isIn(t.status, offerStatuses)),
    check('offers_buyer_check', sql`(${t.buyerUserId} is null) <> (${t.guestId} is null)`),
    index('offers_seller_organization_id_idx').on(t.sellerOrganizationId, t.dateOffer),
    index('offers_buyer_user_id_idx').on(t.buyerUserId, t.dateOffer),
    index('offers_buyer_organization_id_idx').on(t.buyerOrganizationId, t.dateOffer),
    index('offers_guest_id_idx').on(t.guestId),
    index('offers_storefront_id_idx').on(t.storefrontId, t.dateOffer),
  ],
);

/**
 * A guest buyer's offer links (`/offerdetails/{id}?token=`), so a guest can open and answer the
 * offer on any device. Each offer mail to the guest gets a new random token when it is written;
 * only its SHA-256 is stored, and every link mailed for the offer keeps working.
 */
export const offerBuyerLinks = pgTable(
  'offer_buyer_links',
  {
    id: id(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('offer_buyer_links_offer_id_idx').on(t.offerId)],
);

/**
 * One listing in an offer, holding the standing proposal (purchasePrice x purchaseQty). Every
 * proposal and answer is also an offer_item_events row (the thread); the counters and the two
 * "active" flags say whose move it is (docs/offers.md).
 */
export const offerItems = pgTable(
  'offer_items',
  {
    id: id(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'restrict' }),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'restrict' }),
    /** The seller organization of the listing. */
    listingOrgId: uuid('listing_org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    guestId: text('guest_id'),
    purchaseQty: integer('purchase_qty').notNull(),
    /** Offered unit price. */
    purchasePrice: unitPrice('purchase_price').notNull(),
    /** The listing's unit price when the offer was made. */
    price: unitPrice('price').notNull(),
    sellerCounterOfferCount: integer('seller_counter_offer_count').notNull().default(0),
    buyerEditOfferCount: integer('buyer_edit_offer_count').notNull().default(0),
    lastOfferUpdateDate: timestamp('last_offer_update_date', { withTimezone: true }).notNull().defaultNow(),
    offerValidTill: timestamp('offer_valid_till', { withTimezone: true }).notNull(),
    isSellerOfferActive: boolean('is_seller_offer_active').notNull().default(false),
    isBuyerOfferActive: boolean('is_buyer_offer_active').notNull().default(true),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    /** +1 on every change: answers carry the version they saw, and lose with 409 when it moved on. */
    version: integer('version').notNull().default(0),
    /** When the reminder for the current validity window went out; reset by every new window. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    recordsRef: text('records_ref'),
    createdAt: createdAt(),
  },
  (t) => [
    check('offer_items_status_check', isIn(t.status, offerStatuses)),
    check('offer_items_owner_check', sql`(${t.userId} is null) <> (${t.guestId} is null)`),
    check('offer_items_purchase_qty_check', sql`${t.purchaseQty} >= 1`),
    check('offer_items_prices_check', sql`${t.purchasePrice} >= 0 and ${t.price} >= 0`),
    check(
      'offer_items_counts_check',
      sql`${t.sellerCounterOfferCount} >= 0 and ${t.buyerEditOfferCount} >= 0`,
    ),
    check('offer_items_version_check', sql`${t.version} >= 0`),
    index('offer_items_offer_id_idx').on(t.offerId),
    index('offer_items_listing_org_id_idx').on(t.listingOrgId, t.lastOfferUpdateDate),
    index('offer_items_listing_id_idx').on(t.listingId),
    index('offer_items_user_id_storefront_id_idx').on(t.userId, t.storefrontId),
    index('offer_items_guest_id_storefront_id_idx').on(t.guestId, t.storefrontId),
    index('offer_items_open_expiry_idx')
      .on(t.offerValidTill)
      .where(sql`${t.status} in ('pending', 'countered')`),
  ],
);

/**
 * The thread of an offer item, oldest first: every proposal (the offer, counters, edits) with its
 * price, quantity and validity, and every answer (accept, reject, cancel) or expiry.
 */
export const offerItemEvents = pgTable(
  'offer_item_events',
  {
    id: id(),
    offerItemId: uuid('offer_item_id')
      .notNull()
      .references(() => offerItems.id, { onDelete: 'cascade' }),
    party: text('party', { enum: offerEventParties }).notNull(),
    action: text('action', { enum: offerEventActions }).notNull(),
    /** The proposed unit price and quantity; null for answers. */
    unitPrice: unitPrice('unit_price'),
    quantity: integer('quantity'),
    /** Until when a proposal (or an acceptance's reserved price) holds. */
    validTill: timestamp('valid_till', { withTimezone: true }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('offer_item_events_party_check', isIn(t.party, offerEventParties)),
    check('offer_item_events_action_check', isIn(t.action, offerEventActions)),
    check(
      'offer_item_events_proposal_check',
      sql`(${t.unitPrice} is null or ${t.unitPrice} >= 0) and (${t.quantity} is null or ${t.quantity} >= 1)`,
    ),
    index('offer_item_events_offer_item_id_idx').on(t.offerItemId, t.createdAt),
  ],
);
