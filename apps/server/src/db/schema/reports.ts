import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './catalog';
import { organizations } from './organizations';
import { storefronts } from './storefronts';

/**
 * What buyers did with a listing on a storefront, one row per UTC day: product views (the listing's
 * page opened) and add-to-carts. The storefront report reads it (docs/insights.md); written only by
 * modules/reports, views in batches and add-to-carts in the cart's own transaction, by adding to the
 * day's counters. listings.view_count keeps the all-time count.
 */
export const listingActivityDaily = pgTable(
  'listing_activity_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The listing's seller, copied so a seller's report never joins listings. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    addToCarts: integer('add_to_carts').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'listing_activity_daily_pk', columns: [t.day, t.storefrontId, t.listingId] }),
    check('listing_activity_daily_counts_check', sql`${t.views} >= 0 and ${t.addToCarts} >= 0`),
    index('listing_activity_daily_organization_idx').on(t.organizationId, t.day),
    index('listing_activity_daily_listing_idx').on(t.listingId),
  ],
);

/**
 * The last time each storefront's Google Merchant feed (/feeds/google.xml) was built to its end,
 * and how many items it held: /externallistings shows it as the feed's "last generated".
 */
export const storefrontFeedRuns = pgTable('storefront_feed_runs', {
  storefrontId: uuid('storefront_id')
    .primaryKey()
    .references(() => storefronts.id, { onDelete: 'cascade' }),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  items: integer('items').notNull(),
});
