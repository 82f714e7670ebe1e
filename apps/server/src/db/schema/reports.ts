import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Placed orders per UTC day, seller, storefront and status: how many and their subtotals and
 * totals (docs/insights.md, "Roll-ups"). Kept by a trigger on orders in the writing transaction
 * (migration 0020), so it is never stale; the dashboard's sales over time, totals and orders by
 * status read it instead of every order of the range.
 */
export const orderDailyRollups = pgTable(
  'order_daily_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sellerOrganizationId: uuid('seller_organization_id').notNull(),
    storefrontId: uuid('storefront_id').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    subtotal: numeric('subtotal', { precision: 16, scale: 2 }).notNull(),
    orderTotal: numeric('order_total', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_daily_rollups_pk',
      columns: [t.sellerOrganizationId, t.day, t.storefrontId, t.status],
    }),
    index('order_daily_rollups_day_idx').on(t.day),
  ],
);

/**
 * Units and sales of placed orders not cancelled per UTC day, seller and listing (docs/insights.md,
 * "Roll-ups"; docs/decisions/0027-order-line-rollups-by-trigger.md). Kept by triggers on orders and
 * order_items in the writing transaction (migration 0030), so it is never stale; top products and
 * the category and brand statistics read it instead of every order line of the range. Sales are
 * quantity x unit price rounded at the line. The listing's product is copied in when the row is made
 * (a listing never changes product).
 */
export const orderLineDailyRollups = pgTable(
  'order_line_daily_rollups',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sellerOrganizationId: uuid('seller_organization_id').notNull(),
    listingId: uuid('listing_id').notNull(),
    productId: uuid('product_id').notNull(),
    units: integer('units').notNull(),
    sales: numeric('sales', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'order_line_daily_rollups_pk',
      columns: [t.sellerOrganizationId, t.day, t.listingId],
    }),
    index('order_line_daily_rollups_day_idx').on(t.day),
  ],
);

/**
 * Stock now per seller, category, sub-category and brand (the brand as the catalogue statistics
 * group it: lower-case, trimmed OEM name): listings not removed, units and their value at the
 * listing price (docs/insights.md, "Roll-ups"; docs/decisions/0031-report-figures-refreshed-by-a-job.md).
 * Rebuilt whole by the report-refresh job every few minutes, never by the stock write paths (a row
 * per seller and category locked by every checkout could deadlock them: decision 0028); the screens
 * show its refresh time from report_refreshes.
 */
export const listingStockRollups = pgTable(
  'listing_stock_rollups',
  {
    organizationId: uuid('organization_id').notNull(),
    categoryId: uuid('category_id').notNull(),
    subCategoryId: uuid('sub_category_id'),
    brandKey: text('brand_key'),
    listings: integer('listings').notNull(),
    units: integer('units').notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [index('listing_stock_rollups_organization_idx').on(t.organizationId)],
);

/** When each table refreshed by a job (listing_stock_rollups: 'listing-stock') was last rebuilt. */
export const reportRefreshes = pgTable('report_refreshes', {
  name: text('name').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});

/**
 * Figures over ranges longer than 7 days kept as answers, one row per figure, organization ('all'
 * for the platform) and range: top products, top searches without results, the storefront
 * report's views and add-to-carts, the category and brand sales, whose live sums over a long range
 * take too long (docs/decisions/0031). Made at the first read, then counted again by the
 * report-refresh job while people read them; the screens show the time they are as of.
 */
export const reportSnapshots = pgTable(
  'report_snapshots',
  {
    kind: text('kind').notNull(),
    organizationKey: text('organization_key').notNull(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    rows: jsonb('rows').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_snapshots_pk',
      columns: [t.kind, t.organizationKey, t.fromDay, t.toDay],
    }),
  ],
);
