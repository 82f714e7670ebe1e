import type {
  CatalogueStatistics,
  CatalogueStatisticsQuery,
  CatalogueStatisticsRow,
  DashboardQuery,
  DashboardReport,
  ReportRangeQuery,
  SearchesWithoutResults,
  SearchHistory,
  SearchHistoryQuery,
  SearchHistoryRow,
  SessionUser,
  StorefrontReport,
} from '@patchbay/contract';
import { REPORT_MAX_DAYS } from '@patchbay/contract';
import {
  averageMoney,
  csvLine,
  ORDER_STATUSES,
  type OrderStatus,
  ratePercent,
  reportInstants,
  reportRange,
  sumMoney,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { invalidData, notFound } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import {
  activityByStorefront,
  addListingActivity,
  catalogueNames,
  catalogueSales,
  catalogueStock,
  countSearchRecords,
  findOrganizationName,
  LISTING_STOCK,
  lowStockListings,
  offersFunnel,
  ordersByStatus,
  ordersByStorefront,
  readSnapshot,
  refreshedAt,
  refreshListingStock,
  type SearchFilter,
  type SearchRecordRow,
  type SnapshotKey,
  salesOverTime,
  searchesByStorefront,
  searchesWithoutResults,
  searchRecords,
  snapshotsToRefresh,
  storefrontsOf,
  topProducts,
  topSearchesWithoutResults,
  type Window,
  waitingOnSeller,
  writeSnapshot,
} from './reports.repository';

/** A listing counts as low on stock at this many units or fewer. */
export const LOW_STOCK_UNITS = 5;
const TOP = 10;
/**
 * The report-refresh job counts the stock of the category and brand statistics, and the dashboard
 * answers kept for long ranges, again this often.
 */
export const REPORT_REFRESH_MINUTES = 5;
/**
 * Figures summed over the rows of the range (top products, top searches without results, the
 * storefront report's views and add-to-carts, the category and brand sales) are summed live for
 * ranges of up to this many days; longer ranges read a kept answer (report_snapshots,
 * docs/decisions/0031).
 */
export const LIVE_RANGE_DAYS = 7;
/** A kept answer read within this time is counted again by the job; one not read for a day is deleted. */
const SNAPSHOT_KEPT_WHILE_READ_MS = 60 * 60_000;
const SNAPSHOT_FORGOTTEN_MS = 24 * 60 * 60_000;
const DAY_MS = 86_400_000;
/** The most rows one CSV export holds; the screen says so when a filter matches more. */
export const SEARCH_CSV_MAX_ROWS = 50_000;

interface Scoped {
  window: Window;
  range: { from: string; to: string; organization: { id: string; name: string } | null };
}

/**
 * Who the figures are of and for which days. Everyone needs reports.view; a seller's figures are
 * always their own organization's, and naming another organization answers 404 (an id must not
 * confirm that it exists); the operator sees every organization, or the one named.
 */
async function scope(ctx: AppContext, actor: SessionUser, query: ReportRangeQuery): Promise<Scoped> {
  assertCan(actor, 'reports.view');
  const own = organizationScope(actor);
  let organization: { id: string; name: string } | null = null;
  if (own !== null) {
    if (query.organizationId !== undefined && query.organizationId !== own) throw notFound();
    organization = { id: own, name: actor.organization?.name ?? '' };
  } else if (query.organizationId !== undefined) {
    const name = await findOrganizationName(ctx.db, query.organizationId);
    if (name === null) throw notFound();
    organization = { id: query.organizationId, name };
  }
  const range = reportRange(query, ctx.now(), REPORT_MAX_DAYS);
  if ('problem' in range) {
    throw range.problem === 'fromAfterTo'
      ? invalidData('The start date must not be after the end date', {
          from: 'The start date must not be after the end date',
        })
      : invalidData(`A report covers at most ${REPORT_MAX_DAYS} days`, {
          from: `A report covers at most ${REPORT_MAX_DAYS} days`,
        });
  }
  return {
    window: { organizationId: organization?.id ?? null, ...reportInstants(range) },
    range: { ...range, organization },
  };
}

/** What the kept figures read with: the pool, or one transaction's connection. */
interface Reader {
  db: Database | Tx;
  now: () => Date;
}

const WIDGETS = {
  'top-products': (ctx: Reader, w: Window) => topProducts(ctx.db, w, TOP),
  'top-searches-without-results': (ctx: Reader, w: Window) => topSearchesWithoutResults(ctx.db, w, TOP),
  'storefront-activity': (ctx: Reader, w: Window) => activityByStorefront(ctx.db, w),
  'category-sales': (ctx: Reader, w: Window) => catalogueSales(ctx.db, w, 'category'),
  'brand-sales': (ctx: Reader, w: Window) => catalogueSales(ctx.db, w, 'brand'),
};
export type WidgetKind = keyof typeof WIDGETS;
type WidgetRows<K extends WidgetKind> = Awaited<ReturnType<(typeof WIDGETS)[K]>>;

function snapshotKey(kind: WidgetKind, w: Window): SnapshotKey {
  return {
    kind,
    organizationId: w.organizationId,
    fromDay: w.start.toISOString().slice(0, 10),
    toDay: new Date(w.end.getTime() - DAY_MS).toISOString().slice(0, 10),
  };
}

/**
 * A figure summed over the window's rows: summed live for up to LIVE_RANGE_DAYS days (asOf null);
 * over a longer range, the kept answer when it is at most two refreshes old, else summed now and
 * kept (asOf: when it was summed).
 */
export async function widgetFigures<K extends WidgetKind>(
  ctx: Reader,
  kind: K,
  w: Window,
): Promise<{ rows: WidgetRows<K>; asOf: Date | null }> {
  const compute = WIDGETS[kind] as (ctx: Reader, w: Window) => Promise<WidgetRows<K>>;
  if (w.end.getTime() - w.start.getTime() <= LIVE_RANGE_DAYS * DAY_MS)
    return { rows: await compute(ctx, w), asOf: null };
  const now = ctx.now();
  const key = snapshotKey(kind, w);
  const kept = await readSnapshot<WidgetRows<K>[number]>(
    ctx.db,
    key,
    new Date(now.getTime() - 2 * REPORT_REFRESH_MINUTES * 60_000),
    now,
  );
  if (kept) return { rows: kept.rows as WidgetRows<K>, asOf: kept.computedAt };
  const rows = await compute(ctx, w);
  await writeSnapshot(ctx.db, key, rows, now, now);
  return { rows, asOf: now };
}

/** The oldest of kept answers' times (what a screen says its figures are as of); null when all are live. */
function oldest(times: readonly (Date | null)[]): Date | null {
  return times.filter((at): at is Date => at !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
}

/** GET /api/admin/reports/dashboard. */
export async function getDashboard(
  ctx: AppContext,
  input: { actor: SessionUser; query: DashboardQuery },
): Promise<DashboardReport> {
  const { window, range } = await scope(ctx, input.actor, input.query);
  // One connection, one widget after another: each is a few milliseconds, and seven at once on a
  // small machine only queue for its cores (and warm seven connections' caches).
  const { series, statuses, funnel, top, searches, lowStock, waiting } = await ctx.db.transaction(
    async (tx) => {
      const reader = { db: tx, now: ctx.now };
      return {
        series: await salesOverTime(tx, window, input.query.interval),
        statuses: await ordersByStatus(tx, window),
        funnel: await offersFunnel(tx, window),
        top: await widgetFigures(reader, 'top-products', window),
        searches: await widgetFigures(reader, 'top-searches-without-results', window),
        lowStock: await lowStockListings(tx, window.organizationId, LOW_STOCK_UNITS, TOP),
        waiting: await waitingOnSeller(tx, window.organizationId, ctx.now()),
      };
    },
  );
  const asOf = oldest([top.asOf, searches.asOf]);
  const byStatus = new Map(statuses.map((s) => [s.status as OrderStatus, s]));
  const kept = statuses.filter((s) => s.status !== 'cancelled');
  const orders = kept.reduce((n, s) => n + s.orders, 0);
  const sales = sumMoney(kept.map((s) => s.subtotal));
  return {
    range: { ...range, interval: input.query.interval },
    snapshotAsOf: asOf ? asOf.toISOString() : null,
    refreshMinutes: REPORT_REFRESH_MINUTES,
    totals: {
      orders,
      cancelledOrders: byStatus.get('cancelled')?.orders ?? 0,
      sales,
      averageOrderValue: averageMoney(sales, orders),
    },
    salesOverTime: series.map((row) => ({ ...row, sales: sumMoney([row.sales]) })),
    ordersByStatus: ORDER_STATUSES.map((status) => ({
      status,
      orders: byStatus.get(status)?.orders ?? 0,
      total: sumMoney([byStatus.get(status)?.total ?? '0']),
    })),
    offersFunnel: funnel,
    topProducts: top.rows.map((row) => ({ ...row, sales: sumMoney([row.sales]) })),
    topSearchesWithoutResults: searches.rows,
    lowStockListings: lowStock,
    waitingOnYou: {
      ordersSubmitted: waiting.submitted,
      ordersPartiallyPaid: waiting.partiallyPaid,
      ordersToShip: waiting.toShip,
      ordersAwaitingShippingQuote: waiting.awaitingQuote,
      offersToAnswer: waiting.offersToAnswer,
    },
  };
}

/** GET /api/admin/reports/storefronts. */
export async function getStorefrontReport(
  ctx: AppContext,
  input: { actor: SessionUser; query: ReportRangeQuery },
): Promise<StorefrontReport> {
  const { window, range } = await scope(ctx, input.actor, input.query);
  const [kept, searches, orders] = await Promise.all([
    widgetFigures(ctx, 'storefront-activity', window),
    searchesByStorefront(ctx.db, window),
    ordersByStorefront(ctx.db, window),
  ]);
  const activity = kept.rows;
  const ids = [...new Set([...activity, ...searches, ...orders].map((r) => r.storefrontId))];
  const storefronts = await storefrontsOf(ctx.db, ids, window.organizationId);
  const activityOf = new Map(activity.map((r) => [r.storefrontId, r]));
  const searchesOf = new Map(searches.map((r) => [r.storefrontId, r.searches]));
  const ordersOf = new Map(orders.map((r) => [r.storefrontId, r]));
  return {
    range,
    snapshotAsOf: kept.asOf ? kept.asOf.toISOString() : null,
    refreshMinutes: REPORT_REFRESH_MINUTES,
    rows: storefronts.map((s) => {
      const views = activityOf.get(s.id)?.views ?? 0;
      const placed = ordersOf.get(s.id)?.orders ?? 0;
      return {
        storefrontId: s.id,
        storefrontTitle: s.title,
        productViews: views,
        // Searches are a storefront's own: a seller sees those of its own storefronts only.
        searches: s.owned ? (searchesOf.get(s.id) ?? 0) : null,
        addToCarts: activityOf.get(s.id)?.addToCarts ?? 0,
        orders: placed,
        revenue: sumMoney([ordersOf.get(s.id)?.revenue ?? '0']),
        conversionPercent: ratePercent(placed, views),
      };
    }),
  };
}

export function storefrontReportCsv(report: StorefrontReport): string {
  const header = [
    'Storefront',
    'Product views',
    'Searches',
    'Add to carts',
    'Orders',
    'Revenue',
    'Conversion %',
  ];
  const lines = report.rows.map((r) =>
    csvLine([
      r.storefrontTitle,
      r.productViews,
      r.searches,
      r.addToCarts,
      r.orders,
      r.revenue,
      r.conversionPercent,
    ]),
  );
  return `${[csvLine(header), ...lines].join('\r\n')}\r\n`;
}

/** GET /api/admin/reports/catalogue: per category and sub-category, or per brand. */
export async function getCatalogueStatistics(
  ctx: AppContext,
  input: { actor: SessionUser; query: CatalogueStatisticsQuery },
): Promise<CatalogueStatistics> {
  const { window, range } = await scope(ctx, input.actor, input.query);
  // Counted once before the job's first run (a new installation), then by the job alone.
  const stockAsOf = (await refreshedAt(ctx.db, LISTING_STOCK)) ?? (await refreshStockFigures(ctx));
  const [stock, sold] = await Promise.all([
    catalogueStock(ctx.db, window, input.query.by),
    widgetFigures(ctx, input.query.by === 'category' ? 'category-sales' : 'brand-sales', window),
  ]);
  const sales = sold.rows;
  const names = await catalogueNames(
    ctx.db,
    input.query.by,
    [...stock, ...sales].map((r) => r.key),
  );
  const rows = new Map<string, CatalogueStatisticsRow & { sort: string }>();
  const named = new Map(names.map((n) => [n.id, n]));
  const rowOf = (
    key: string,
    parentKey: string | null,
  ): (CatalogueStatisticsRow & { sort: string }) | null => {
    const existing = rows.get(key);
    if (existing) return existing;
    const own = named.get(key);
    if (!own) return null;
    const parent = parentKey ? named.get(parentKey) : undefined;
    const row = {
      key,
      name: own.name,
      parentName: parent?.name ?? null,
      listings: 0,
      units: 0,
      value: '0.00',
      unitsSold: 0,
      sales: '0.00',
      sort: parent
        ? `${String(parent.sortOrder).padStart(6, '0')}${parent.name}\u0000${String(own.sortOrder).padStart(6, '0')}${own.name}`
        : `${String(own.sortOrder).padStart(6, '0')}${own.name}`,
    };
    rows.set(key, row);
    return row;
  };
  // A category row sums its sub-categories and its products without one.
  const targets = (key: string | null) => {
    if (key === null) return [];
    if (input.query.by === 'brand') return [rowOf(key, null)];
    const [category = '', sub = ''] = key.split('/');
    return [rowOf(category, null), sub ? rowOf(sub, category) : null];
  };
  for (const s of stock) {
    for (const row of targets(s.key)) {
      if (!row) continue;
      row.listings += s.listings;
      row.units += s.units;
      row.value = sumMoney([row.value, s.value]);
    }
  }
  for (const s of sales) {
    for (const row of targets(s.key)) {
      if (!row) continue;
      row.unitsSold += s.unitsSold;
      row.sales = sumMoney([row.sales, s.sales]);
    }
  }
  return {
    range,
    by: input.query.by,
    stockAsOf: stockAsOf.toISOString(),
    salesAsOf: sold.asOf ? sold.asOf.toISOString() : null,
    refreshMinutes: REPORT_REFRESH_MINUTES,
    rows: [...rows.values()]
      .sort((a, b) => a.sort.localeCompare(b.sort))
      .map(({ sort: _sort, ...row }) => ({
        ...row,
        value: sumMoney([row.value]),
        sales: sumMoney([row.sales]),
      })),
  };
}

/**
 * Counts the stock of the category and brand statistics again (listing_stock_rollups). Returns the
 * time it is as of.
 */
export async function refreshStockFigures(ctx: Pick<AppContext, 'db' | 'now'>): Promise<Date> {
  const now = ctx.now();
  await refreshListingStock(ctx.db, now);
  return now;
}

/**
 * The report-refresh job's work, every REPORT_REFRESH_MINUTES: the stock figures, then each kept
 * dashboard answer read within the last hour (those not read for a day are deleted).
 */
export async function refreshReportFigures(ctx: Pick<AppContext, 'db' | 'now'>) {
  const asOf = await refreshStockFigures(ctx);
  const now = ctx.now();
  const keys = await snapshotsToRefresh(
    ctx.db,
    new Date(now.getTime() - SNAPSHOT_KEPT_WHILE_READ_MS),
    new Date(now.getTime() - SNAPSHOT_FORGOTTEN_MS),
  );
  for (const key of keys) {
    if (!(key.kind in WIDGETS)) continue;
    const window: Window = {
      organizationId: key.organizationId,
      start: new Date(`${key.fromDay}T00:00:00Z`),
      end: new Date(Date.parse(`${key.toDay}T00:00:00Z`) + DAY_MS),
    };
    const at = ctx.now();
    await writeSnapshot(ctx.db, key, await WIDGETS[key.kind as WidgetKind](ctx, window), at, null);
  }
  return { stockAsOf: asOf, answers: keys.length };
}

function searchFilter(scoped: Scoped, query: SearchHistoryQuery): SearchFilter {
  return {
    ...scoped.window,
    keyword: query.q || undefined,
    storefrontId: query.storefrontId,
    withoutResults: query.withoutResults,
  };
}

function searchRow(r: SearchRecordRow): SearchHistoryRow {
  return {
    id: r.id,
    keyword: r.keyword,
    storefrontId: r.storefrontId,
    storefrontName: r.storefrontName,
    userName: r.userName,
    searcher: r.userId || r.userName ? 'user' : 'guest',
    results: r.results,
    city: r.ipInfo?.city ?? null,
    state: r.ipInfo?.state ?? null,
    country: r.ipInfo?.country ?? null,
    ip: r.ipInfo?.ip ?? null,
    timeZone: r.ipInfo?.timeZone ?? null,
    searchedAt: r.searchedAt,
  };
}

/** GET /api/admin/reports/searches: the search keyword records of the scope's storefronts, newest first. */
export async function getSearchHistory(
  ctx: AppContext,
  input: { actor: SessionUser; query: SearchHistoryQuery },
): Promise<SearchHistory> {
  const scoped = await scope(ctx, input.actor, input.query);
  const filter = searchFilter(scoped, input.query);
  const { page, pageSize } = input.query;
  const [items, total] = await Promise.all([
    searchRecords(ctx.db, filter, pageSize, (page - 1) * pageSize),
    countSearchRecords(ctx.db, filter),
  ]);
  return { range: scoped.range, items: items.map(searchRow), total, page, pageSize };
}

/** The local time of a search in the searcher's zone (when known), else UTC. */
function localTime(row: SearchHistoryRow): string {
  const at = new Date(row.searchedAt);
  try {
    const text = new Intl.DateTimeFormat('en-US', {
      timeZone: row.timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at);
    return `${text} ${row.timeZone ?? 'UTC'}`;
  } catch {
    return row.searchedAt;
  }
}

/** GET /api/admin/reports/searches.csv: every matching record (up to SEARCH_CSV_MAX_ROWS) as CSV. */
export async function exportSearchHistoryCsv(
  ctx: AppContext,
  input: { actor: SessionUser; query: SearchHistoryQuery },
): Promise<string> {
  const scoped = await scope(ctx, input.actor, input.query);
  const records = (
    await searchRecords(ctx.db, searchFilter(scoped, input.query), SEARCH_CSV_MAX_ROWS, 0)
  ).map(searchRow);
  const header = [
    'Keyword',
    'Storefront',
    'User',
    'Results',
    'City',
    'State',
    'Country',
    'IP',
    'Local time',
    'Searched at (UTC)',
  ];
  const lines = records.map((r) =>
    csvLine([
      r.keyword,
      r.storefrontName,
      r.userName ?? 'Guest',
      r.results,
      r.city,
      r.state,
      r.country,
      r.ip,
      localTime(r),
      r.searchedAt,
    ]),
  );
  return `${[csvLine(header), ...lines].join('\r\n')}\r\n`;
}

/** GET /api/admin/reports/searches/without-results. */
export async function getSearchesWithoutResults(
  ctx: AppContext,
  input: { actor: SessionUser; query: ReportRangeQuery },
): Promise<SearchesWithoutResults> {
  const { window, range } = await scope(ctx, input.actor, input.query);
  return { range, items: await searchesWithoutResults(ctx.db, window, 200) };
}

export interface ListingActivity {
  storefrontId: string;
  listingId: string;
  organizationId: string;
}

/** Counts one add-to-cart, in the cart's own transaction (an add-to-cart already writes). */
export async function countAddToCart(tx: Tx, activity: ListingActivity, now: Date): Promise<void> {
  await addListingActivity(tx, [
    { ...activity, day: now.toISOString().slice(0, 10), views: 0, addToCarts: 1 },
  ]);
}

/** Adds counted product views to their day's counters (the catalogue's view counter calls it in batches). */
export async function addProductViews(
  ctx: Pick<AppContext, 'db'>,
  views: readonly (ListingActivity & { views: number })[],
  now: Date,
): Promise<void> {
  const day = now.toISOString().slice(0, 10);
  await addListingActivity(
    ctx.db,
    views.map((v) => ({ ...v, day, addToCarts: 0 })),
  );
}
