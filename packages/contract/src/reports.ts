import { ORDER_STATUSES } from '@patchbay/domain';
import { z } from 'zod';
import { moneySchema } from './money-schema';

const money = moneySchema;

/** A calendar day, YYYY-MM-DD (SPEC.md §9), that exists. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as YYYY-MM-DD')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Please enter a date as YYYY-MM-DD',
  );

/** The longest range a report covers, in days: two years and a day. */
export const REPORT_MAX_DAYS = 732;

/**
 * The date range every report takes: `from` and `to` inclusive, UTC days; both absent means the
 * last 30 days. The operator may name one organization (`organizationId`); anyone else always
 * sees their own, and naming another organization answers 404.
 */
const rangeFields = {
  from: day.optional(),
  to: day.optional(),
  organizationId: z.string().max(100).optional(),
};

export const reportRangeQuerySchema = z.strictObject(rangeFields);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

export const dashboardQuerySchema = z.strictObject({
  ...rangeFields,
  interval: z.enum(REPORT_INTERVALS).default('day'),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const rangeOut = z.object({
  from: z.string(),
  to: z.string(),
  /** The organization the figures are of; null: every organization (the operator's platform view). */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/**
 * GET /api/admin/reports/dashboard. Orders count when placed (not while a checkout holds them) and
 * by the day they were ordered; sales are the orders' item subtotals (before tax, fees, shipping
 * and discounts) of orders not cancelled; the average order value is sales / orders not cancelled.
 */
export const dashboardReportSchema = z.object({
  range: rangeOut.extend({ interval: z.enum(REPORT_INTERVALS) }),
  /**
   * Over a range longer than 7 days, top products and top searches without results are a kept
   * answer counted again every `refreshMinutes` minutes: the time the older of them was counted
   * (ISO). Null: every figure is live.
   */
  snapshotAsOf: z.string().nullable(),
  refreshMinutes: z.number().int(),
  totals: z.object({
    orders: z.number().int(),
    cancelledOrders: z.number().int(),
    sales: money,
    averageOrderValue: money,
  }),
  /** One row per period start (YYYY-MM-DD) and storefront with orders in it, oldest first. */
  salesOverTime: z.array(
    z.object({
      period: z.string(),
      storefrontId: z.string(),
      storefrontTitle: z.string(),
      orders: z.number().int(),
      sales: money,
    }),
  ),
  ordersByStatus: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int(), total: money }),
  ),
  /** Offer items made in the range, and how far they went. */
  offersFunnel: z.object({
    made: z.number().int(),
    countered: z.number().int(),
    accepted: z.number().int(),
    bought: z.number().int(),
  }),
  topProducts: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      oemName: z.string(),
      oemPartNumber: z.string(),
      units: z.number().int(),
      sales: money,
    }),
  ),
  topSearchesWithoutResults: z.array(z.object({ keyword: z.string(), searches: z.number().int() })),
  /** Listings with 5 or fewer units left (stock now, whatever the range). */
  lowStockListings: z.array(
    z.object({
      listingId: z.string(),
      title: z.string(),
      condition: z.string(),
      numAvailable: z.number().int(),
    }),
  ),
  /** What is waiting on the seller now, whatever the range; each links to a filtered list. */
  waitingOnYou: z.object({
    ordersSubmitted: z.number().int(),
    ordersPartiallyPaid: z.number().int(),
    ordersToShip: z.number().int(),
    ordersAwaitingShippingQuote: z.number().int(),
    offersToAnswer: z.number().int(),
  }),
});
export type DashboardReport = z.infer<typeof dashboardReportSchema>;

/** GET /api/admin/reports/storefronts: one row per storefront with any activity of the scope. */
export const storefrontReportRowSchema = z.object({
  storefrontId: z.string(),
  storefrontTitle: z.string(),
  productViews: z.number().int(),
  /** Searches made on the storefront; null on a storefront that is not the organization's own. */
  searches: z.number().int().nullable(),
  addToCarts: z.number().int(),
  orders: z.number().int(),
  revenue: money,
  /** Orders per 100 product views, 2 decimals; null without views. */
  conversionPercent: z.string().nullable(),
});
export type StorefrontReportRow = z.infer<typeof storefrontReportRowSchema>;

export const storefrontReportSchema = z.object({
  range: rangeOut,
  /**
   * Over a range longer than 7 days, product views and add-to-carts are a kept answer counted
   * again every `refreshMinutes` minutes: when it was counted (ISO). Null: live.
   */
  snapshotAsOf: z.string().nullable(),
  refreshMinutes: z.number().int(),
  rows: z.array(storefrontReportRowSchema),
});
export type StorefrontReport = z.infer<typeof storefrontReportSchema>;

export const CATALOGUE_STATISTICS_GROUPS = ['category', 'brand'] as const;

export const catalogueStatisticsQuerySchema = z.strictObject({
  ...rangeFields,
  by: z.enum(CATALOGUE_STATISTICS_GROUPS).default('category'),
});
export type CatalogueStatisticsQuery = z.infer<typeof catalogueStatisticsQuerySchema>;

/**
 * GET /api/admin/reports/catalogue: listings (not removed), units in stock and their value at the
 * listing price as of `stockAsOf`; units sold and sales in the range; per category and
 * sub-category, or per brand.
 */
export const catalogueStatisticsRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The category of a sub-category row; null for categories and brands. */
  parentName: z.string().nullable(),
  listings: z.number().int(),
  units: z.number().int(),
  value: money,
  unitsSold: z.number().int(),
  sales: money,
});
export type CatalogueStatisticsRow = z.infer<typeof catalogueStatisticsRowSchema>;

export const catalogueStatisticsSchema = z.object({
  range: rangeOut,
  by: z.enum(CATALOGUE_STATISTICS_GROUPS),
  rows: z.array(catalogueStatisticsRowSchema),
  /**
   * When the stock half (listings, units, value) was counted (ISO time): a job counts it again
   * every `refreshMinutes` minutes.
   */
  stockAsOf: z.string(),
  /**
   * Over a range longer than 7 days, units sold and sales are a kept answer counted again every
   * `refreshMinutes` minutes: when it was counted (ISO). Null: live.
   */
  salesAsOf: z.string().nullable(),
  refreshMinutes: z.number().int(),
});
export type CatalogueStatistics = z.infer<typeof catalogueStatisticsSchema>;

/** GET /api/admin/reports/searches (and .csv): the search keyword records of the scope's storefronts. */
export const searchHistoryQuerySchema = z.strictObject({
  ...rangeFields,
  q: z.string().trim().max(100).optional(),
  storefrontId: z.string().max(100).optional(),
  /** Only searches that found no listing ("searches without results"). */
  withoutResults: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type SearchHistoryQuery = z.infer<typeof searchHistoryQuerySchema>;

export const searchHistoryRowSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  storefrontId: z.string(),
  storefrontName: z.string(),
  userName: z.string().nullable(),
  /** 'user' for a signed-in searcher, else 'guest'. */
  searcher: z.enum(['user', 'guest']),
  results: z.number().int(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  ip: z.string().nullable(),
  timeZone: z.string().nullable(),
  /** ISO time of the search (UTC). */
  searchedAt: z.string(),
});
export type SearchHistoryRow = z.infer<typeof searchHistoryRowSchema>;

export const searchHistorySchema = z.object({
  range: rangeOut,
  items: z.array(searchHistoryRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchHistory = z.infer<typeof searchHistorySchema>;

/** GET /api/admin/reports/searches/without-results: keywords that found nothing, most searched first. */
export const searchesWithoutResultsSchema = z.object({
  range: rangeOut,
  items: z.array(
    z.object({
      keyword: z.string(),
      searches: z.number().int(),
      lastSearchedAt: z.string(),
      storefronts: z.array(z.string()),
    }),
  ),
});
export type SearchesWithoutResults = z.infer<typeof searchesWithoutResultsSchema>;
