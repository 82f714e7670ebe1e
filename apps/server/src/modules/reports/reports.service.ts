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
import type { Tx } from '../../db/client';
import { invalidData, notFound } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import {
  activityByStorefront,
  addListingActivity,
  catalogueFigures,
  countSearchRecords,
  findOrganizationName,
  lowStockListings,
  offersFunnel,
  ordersByStatus,
  ordersByStorefront,
  type SearchFilter,
  type SearchRecordRow,
  salesOverTime,
  searchesByStorefront,
  searchesWithoutResults,
  searchRecords,
  storefrontsOf,
  topProducts,
  topSearchesWithoutResults,
  type Window,
  waitingOnSeller,
} from './reports.repository';

/** A listing counts as low on stock at this many units or fewer. */
export const LOW_STOCK_UNITS = 5;
const TOP = 10;
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

/** GET /api/admin/reports/dashboard. */
export async function getDashboard(
  ctx: AppContext,
  input: { actor: SessionUser; query: DashboardQuery },
): Promise<DashboardReport> {
  const { window, range } = await scope(ctx, input.actor, input.query);
  const [series, statuses, funnel, top, searches, lowStock, waiting] = await Promise.all([
    salesOverTime(ctx.db, window, input.query.interval),
    ordersByStatus(ctx.db, window),
    offersFunnel(ctx.db, window),
    topProducts(ctx.db, window, TOP),
    topSearchesWithoutResults(ctx.db, window, TOP),
    lowStockListings(ctx.db, window.organizationId, LOW_STOCK_UNITS, TOP),
    waitingOnSeller(ctx.db, window.organizationId, ctx.now()),
  ]);
  const byStatus = new Map(statuses.map((s) => [s.status as OrderStatus, s]));
  const kept = statuses.filter((s) => s.status !== 'cancelled');
  const orders = kept.reduce((n, s) => n + s.orders, 0);
  const sales = sumMoney(kept.map((s) => s.subtotal));
  return {
    range: { ...range, interval: input.query.interval },
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
    topProducts: top.map((row) => ({ ...row, sales: sumMoney([row.sales]) })),
    topSearchesWithoutResults: searches,
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
  const [activity, searches, orders] = await Promise.all([
    activityByStorefront(ctx.db, window),
    searchesByStorefront(ctx.db, window),
    ordersByStorefront(ctx.db, window),
  ]);
  const ids = [...new Set([...activity, ...searches, ...orders].map((r) => r.storefrontId))];
  const storefronts = await storefrontsOf(ctx.db, ids, window.organizationId);
  const activityOf = new Map(activity.map((r) => [r.storefrontId, r]));
  const searchesOf = new Map(searches.map((r) => [r.storefrontId, r.searches]));
  const ordersOf = new Map(orders.map((r) => [r.storefrontId, r]));
  return {
    range,
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
  const { stock, sales, names } = await catalogueFigures(ctx.db, window, input.query.by);
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
    rows: [...rows.values()]
      .sort((a, b) => a.sort.localeCompare(b.sort))
      .map(({ sort: _sort, ...row }) => ({
        ...row,
        value: sumMoney([row.value]),
        sales: sumMoney([row.sales]),
      })),
  };
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
