import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { listings, products } from './catalog';
import { amount, createdAt, id, unitPrice } from './common';
import { organizations, users } from './organizations';
import { storefronts } from './storefronts';
import type { IpInfo } from './types';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    storefrontName: text('storefront_name').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the unsubscribe link of a newsletter mail; a new subscription clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    unique('newsletter_subscriptions_storefront_id_email_unique').on(t.storefrontId, t.email),
    index('newsletter_subscriptions_storefront_id_idx').on(t.storefrontId, t.subscribedAt),
  ],
);

/**
 * The unsubscribe links of newsletter mails: a fresh token per mail, made when the mail is
 * written, of which only the hash is kept (like order links), so every mail's link keeps working.
 */
export const newsletterUnsubscribeLinks = pgTable(
  'newsletter_unsubscribe_links',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_unsubscribe_links_subscription_id_idx').on(t.subscriptionId)],
);

/** "New store signup" records (SPEC.md §3). */
export const storeSignups = pgTable('store_signups', {
  id: id(),
  storefrontId: uuid('storefront_id').references(() => storefronts.id, { onDelete: 'set null' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  companyName: text('company_name').notNull(),
  email: text('email').notNull(),
  plan: text('plan'),
  createdAt: createdAt(),
  /** The organization the operator turned this sign-up into; null while it waits. */
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  convertedAt: timestamp('converted_at', { withTimezone: true }),
});

/** Request-for-quote records (SPEC.md §3, §7 /requestQuote). */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    qty: integer('qty').notNull(),
    originalPrice: unitPrice('original_price'),
    extendedPrice: amount('extended_price'),
    storefrontName: text('storefront_name').notNull(),
    thumbnail: text('thumbnail'),
    productLink: text('product_link'),
    brand: text('brand'),
    partNumber: text('part_number'),
    userName: text('user_name'),
    email: text('email').notNull(),
    contactNumber: text('contact_number'),
    postalCode: text('postal_code'),
    city: text('city'),
    state: text('state'),
    comments: text('comments'),
    createdAt: createdAt(),
  },
  (t) => [
    check('quote_requests_qty_check', sql`${t.qty} >= 1`),
    check('quote_requests_prices_check', sql`${t.originalPrice} >= 0 and ${t.extendedPrice} >= 0`),
    index('quote_requests_storefront_id_idx').on(t.storefrontId, t.createdAt),
  ],
);

/** What visitors searched for (SPEC.md §3 Search keyword record). */
export const searchKeywordRecords = pgTable(
  'search_keyword_records',
  {
    id: id(),
    searchKeyword: text('search_keyword').notNull(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    storefrontName: text('storefront_name').notNull(),
    userName: text('user_name'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    /** SPEC's datetime. */
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
    productSearchCount: integer('product_search_count').notNull().default(0),
    ipInfo: jsonb('ip_info').$type<IpInfo>(),
  },
  (t) => [
    check('search_keyword_records_product_search_count_check', sql`${t.productSearchCount} >= 0`),
    index('search_keyword_records_storefront_id_idx').on(t.storefrontId, t.searchedAt),
    index('search_keyword_records_keyword_idx').on(sql`lower(${t.searchKeyword})`),
    // The operator's history (every storefront) by time; and the searches without results, read
    // from the index alone (keyword, storefront and time are all in it).
    index('search_keyword_records_searched_at_idx').on(t.searchedAt),
    index('search_keyword_records_without_results_idx')
      .on(t.searchedAt, t.storefrontId, t.searchKeyword, t.storefrontName)
      .where(sql`${t.productSearchCount} = 0`),
    // The search history's keyword filter (contains, any case: ilike '%...%').
    index('search_keyword_records_keyword_trgm_idx').using('gin', t.searchKeyword.op('gin_trgm_ops')),
  ],
);
