import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';

/**
 * The reports' read model (docs/insights.md, docs/decisions/0020-reports-read-model.md): SQL that
 * aggregates orders, offers, listings and search keyword records, always scoped to one seller
 * organization (null: every organization, for the operator). It reads other modules' tables and
 * never writes them; the only tables it writes are its own: listing_activity_daily, and the tables
 * the report-refresh job rebuilds (listing_stock_rollups, report_refreshes).
 */

type Executor = Database | Tx;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Window {
  /** The seller organization; null for every organization. */
  organizationId: string | null;
  start: Date;
  end: Date;
}

const iso = (d: Date) => d.toISOString();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A PostgreSQL text[] literal of the distinct non-null values, each quoted. */
function textArray(values: readonly (string | null)[]): string {
  const distinct = [...new Set(values.filter((v): v is string => v !== null))];
  return `{${distinct.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Storefronts of the scope's organization (the operator: all), for figures that are a storefront's own (searches). */
function ownedStorefront(organizationId: string | null, alias = 's'): SQL {
  return organizationId ? sql`${sql.raw(alias)}.organization_id = ${organizationId}::uuid` : sql`true`;
}

/**
 * Search records made on the scope's organization's storefronts (the operator: every record; each
 * record's storefront exists, the key cascades).
 */
function searchedOn(organizationId: string | null): SQL {
  return organizationId
    ? sql`r.storefront_id in (select s.id from storefronts s where s.organization_id = ${organizationId}::uuid)`
    : sql`true`;
}

export async function findOrganizationName(db: Executor, id: string): Promise<string | null> {
  const [row] = await rows<{ name: string }>(
    db,
    sql`select name from organizations where id::text = ${id} and org_type <> 'buyer'`,
  );
  return row?.name ?? null;
}

/** The window's days in order_daily_rollups (whole UTC days: reportInstants gives midnights). */
function rollupDaysIn(w: Window, alias = 'r'): SQL {
  const a = sql.raw(alias);
  return sql`${a}.day >= ${iso(w.start).slice(0, 10)}::date and ${a}.day < ${iso(w.end).slice(0, 10)}::date${
    w.organizationId ? sql` and ${a}.seller_organization_id = ${w.organizationId}::uuid` : sql``
  }`;
}

/** Placed orders not cancelled, per period and storefront: from the daily roll-up (kept by a trigger). */
export async function salesOverTime(db: Executor, w: Window, interval: 'day' | 'week' | 'month') {
  return rows<{
    period: string;
    storefrontId: string;
    storefrontTitle: string;
    orders: number;
    sales: string;
  }>(
    db,
    sql`select to_char(date_trunc(${interval}, r.day::timestamp), 'YYYY-MM-DD') as "period",
        r.storefront_id as "storefrontId", s.storefront_title as "storefrontTitle",
        sum(r.orders)::int as "orders", sum(r.subtotal)::text as "sales"
      from order_daily_rollups r join storefronts s on s.id = r.storefront_id
      where ${rollupDaysIn(w)} and r.status <> 'cancelled'
      group by 1, 2, 3
      having sum(r.orders) > 0
      order by 1, 3`,
  );
}

export async function ordersByStatus(db: Executor, w: Window) {
  return rows<{ status: string; orders: number; total: string; subtotal: string }>(
    db,
    sql`select r.status as "status", sum(r.orders)::int as "orders", sum(r.order_total)::text as "total",
        sum(r.subtotal)::text as "subtotal"
      from order_daily_rollups r where ${rollupDaysIn(w)} group by 1 having sum(r.orders) > 0`,
  );
}

/**
 * Offer items made in the window, countered, accepted, bought. "Bought" is one hash join with the
 * offer items ever bought in a placed order (few: one per accepted offer at most), not a look-up
 * into the order lines per offer item.
 */
export async function offersFunnel(db: Executor, w: Window) {
  const [row] = await rows<{ made: number; countered: number; accepted: number; bought: number }>(
    db,
    sql`with bought as (
        select distinct x.offer_item_id as id from order_items x join orders o on o.id = x.order_id
        where x.offer_item_id is not null and o.checkout_state = 'placed')
      select count(*)::int as "made",
        count(*) filter (where oi.seller_counter_offer_count > 0 or oi.status = 'countered')::int as "countered",
        count(*) filter (where oi.status = 'accepted' or b.id is not null)::int as "accepted",
        count(b.id)::int as "bought"
      from offer_items oi left join bought b on b.id = oi.id
      where oi.created_at >= ${iso(w.start)}::timestamptz and oi.created_at < ${iso(w.end)}::timestamptz${
        w.organizationId ? sql` and oi.listing_org_id = ${w.organizationId}::uuid` : sql``
      }`,
  );
  return row ?? { made: 0, countered: 0, accepted: 0, bought: 0 };
}

/** Units and sales per product from the line roll-up (kept by triggers): the top `limit` by units. */
export async function topProducts(db: Executor, w: Window, limit: number) {
  return rows<{
    productId: string;
    title: string;
    oemName: string;
    oemPartNumber: string;
    units: number;
    sales: string;
  }>(
    db,
    // The top `limit` by units and sales with their ties, then the name breaks the ties: only
    // those few rows are joined to products.
    sql`with sold as (
        select r.product_id, sum(r.units)::int as units, sum(r.sales) as sales
        from order_line_daily_rollups r
        where ${rollupDaysIn(w)}
        group by 1 having sum(r.units) > 0
        order by 2 desc, 3 desc
        fetch first ${limit} rows with ties)
      select p.id as "productId", p.display_name as "title", p.oem_name as "oemName",
        p.oem_part_number as "oemPartNumber", sold.units as "units", sold.sales::text as "sales"
      from sold join products p on p.id = sold.product_id
      order by sold.units desc, sold.sales desc, p.display_name
      limit ${limit}`,
  );
}

export async function topSearchesWithoutResults(db: Executor, w: Window, limit: number) {
  return rows<{ keyword: string; searches: number }>(
    db,
    sql`select lower(r.search_keyword) as "keyword", count(*)::int as "searches"
      from search_keyword_records r
      where ${searchedOn(w.organizationId)} and r.product_search_count = 0
        and r.searched_at >= ${iso(w.start)}::timestamptz and r.searched_at < ${iso(w.end)}::timestamptz
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
}

/**
 * Listings with `atMost` units or fewer, fewest first, ties by listing: each seller's read from
 * listings_low_stock_idx (organization, units, id) in that order, so only the first `limit` rows
 * (per seller, for the operator: then merged) are read, however many are sold out.
 */
export async function lowStockListings(
  db: Executor,
  organizationId: string | null,
  atMost: number,
  limit: number,
) {
  // The operator's: every organization with listings, found by skipping through the same index
  // (one probe per organization, not a read of every listing).
  const sellers = organizationId
    ? sql`sellers (id) as (select ${organizationId}::uuid)`
    : sql`recursive sellers (id) as (
        (select organization_id from listings where deleted_at is null order by organization_id limit 1)
        union all
        select (select l.organization_id from listings l
            where l.deleted_at is null and l.organization_id > s.id order by l.organization_id limit 1)
        from sellers s where s.id is not null)`;
  return rows<{ listingId: string; title: string; condition: string; numAvailable: number }>(
    db,
    sql`with ${sellers}
      select x.id as "listingId", x.title as "title", x.condition as "condition", x.num_available as "numAvailable"
      from sellers o
      cross join lateral (
        select l.id, p.display_name as title, l.condition, l.num_available
        from listings l join products p on p.id = l.product_id
        where l.organization_id = o.id and l.deleted_at is null and p.is_active and l.num_available <= ${atMost}
        order by l.num_available, l.id
        limit ${limit}) x
      order by x.num_available, x.id limit ${limit}`,
  );
}

/**
 * What waits on the seller now. The counts per status are order_daily_rollups' over every day (the
 * roll-up counts placed orders, as this does); the orders awaiting a shipping quote are read
 * through orders_awaiting_quote_idx, which holds only those still open.
 */
export async function waitingOnSeller(db: Executor, organizationId: string | null, now: Date) {
  const [orders] = await rows<{ submitted: number; partiallyPaid: number; toShip: number }>(
    db,
    sql`select coalesce(sum(r.orders) filter (where r.status = 'submitted'), 0)::int as "submitted",
        coalesce(sum(r.orders) filter (where r.status = 'partially paid'), 0)::int as "partiallyPaid",
        coalesce(sum(r.orders) filter (where r.status = 'paid'), 0)::int as "toShip"
      from order_daily_rollups r
      where r.status in ('submitted', 'partially paid', 'paid')${
        organizationId ? sql` and r.seller_organization_id = ${organizationId}::uuid` : sql``
      }`,
  );
  const [quotes] = await rows<{ awaitingQuote: number }>(
    db,
    sql`select count(*)::int as "awaitingQuote" from orders o
      where o.checkout_state = 'placed' and o.requested_shipping_quote and o.status not in ('cancelled', 'shipped')${
        organizationId ? sql` and o.seller_organization_id = ${organizationId}::uuid` : sql``
      }
        and not exists (select 1 from order_shipping_details d where d.order_id = o.id and d.shipping_fees is not null)`,
  );
  const [offers] = await rows<{ toAnswer: number }>(
    db,
    sql`select count(*)::int as "toAnswer" from offer_items oi
      where oi.status in ('pending', 'countered') and oi.is_buyer_offer_active
        and oi.offer_valid_till > ${iso(now)}::timestamptz${
          organizationId ? sql` and oi.listing_org_id = ${organizationId}::uuid` : sql``
        }`,
  );
  return {
    submitted: orders?.submitted ?? 0,
    partiallyPaid: orders?.partiallyPaid ?? 0,
    toShip: orders?.toShip ?? 0,
    awaitingQuote: quotes?.awaitingQuote ?? 0,
    offersToAnswer: offers?.toAnswer ?? 0,
  };
}

export async function activityByStorefront(db: Executor, w: Window) {
  return rows<{ storefrontId: string; views: number; addToCarts: number }>(
    db,
    sql`select a.storefront_id as "storefrontId", sum(a.views)::int as "views", sum(a.add_to_carts)::int as "addToCarts"
      from listing_activity_daily a
      where a.day >= ${iso(w.start).slice(0, 10)}::date and a.day < ${iso(w.end).slice(0, 10)}::date${
        w.organizationId ? sql` and a.organization_id = ${w.organizationId}::uuid` : sql``
      }
      group by 1`,
  );
}

export async function searchesByStorefront(db: Executor, w: Window) {
  return rows<{ storefrontId: string; searches: number }>(
    db,
    sql`select r.storefront_id as "storefrontId", count(*)::int as "searches"
      from search_keyword_records r
      where ${searchedOn(w.organizationId)}
        and r.searched_at >= ${iso(w.start)}::timestamptz and r.searched_at < ${iso(w.end)}::timestamptz
      group by 1`,
  );
}

export async function ordersByStorefront(db: Executor, w: Window) {
  return rows<{ storefrontId: string; orders: number; revenue: string }>(
    db,
    sql`select r.storefront_id as "storefrontId", sum(r.orders)::int as "orders", sum(r.subtotal)::text as "revenue"
      from order_daily_rollups r where ${rollupDaysIn(w)} and r.status <> 'cancelled'
      group by 1 having sum(r.orders) > 0`,
  );
}

export async function storefrontsOf(db: Executor, ids: readonly string[], organizationId: string | null) {
  if (ids.length === 0 && organizationId === null) return [];
  return rows<{ id: string; title: string; owned: boolean }>(
    db,
    sql`select s.id as "id", s.storefront_title as "title", ${ownedStorefront(organizationId)} as "owned"
      from storefronts s
      where s.id::text = any(${`{${ids.join(',')}}`}::text[])${
        organizationId ? sql` or s.organization_id = ${organizationId}::uuid` : sql``
      }
      order by s.is_marketplace desc, s.storefront_title`,
  );
}

/** The name of listing_stock_rollups in report_refreshes. */
export const LISTING_STOCK = 'listing-stock';
/** Any key of pg_advisory_xact_lock only the stock refresh takes: two refreshes at once take turns. */
const STOCK_REFRESH_LOCK = 0x57_0c_4f;

/**
 * Rebuilds listing_stock_rollups from the listings in one transaction and records when. It only
 * reads listings and products (no row lock on them, so checkouts and imports never wait for it or
 * deadlock with it); readers see the previous figures until it commits.
 */
export async function refreshListingStock(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STOCK_REFRESH_LOCK})`);
    await tx.execute(sql`delete from listing_stock_rollups`);
    await tx.execute(sql`
      insert into listing_stock_rollups (organization_id, category_id, sub_category_id, brand_key, listings, units, value)
      select l.organization_id, p.category_id, p.sub_category_id, lower(nullif(trim(p.oem_name), '')),
        count(*)::int, sum(l.num_available)::int, sum(round(l.num_available * l.price, 2))
      from listings l join products p on p.id = l.product_id
      where l.deleted_at is null
      group by 1, 2, 3, 4`);
    await tx.execute(sql`
      insert into report_refreshes (name, refreshed_at) values (${LISTING_STOCK}, ${iso(now)}::timestamptz)
      on conflict (name) do update set refreshed_at = excluded.refreshed_at`);
  });
}

/** When a job-refreshed table was last rebuilt; null: never. */
export async function refreshedAt(db: Executor, name: string): Promise<Date | null> {
  const [row] = await rows<{ at: string }>(
    db,
    sql`select to_char(refreshed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "at"
      from report_refreshes where name = ${name}`,
  );
  return row ? new Date(row.at) : null;
}

/** Stock per (category, sub-category) or per brand from listing_stock_rollups (as of its last refresh). */
export async function catalogueStock(db: Executor, w: Window, by: 'category' | 'brand') {
  const stockKey =
    by === 'category'
      ? sql`r.category_id::text || '/' || coalesce(r.sub_category_id::text, '')`
      : sql`r.brand_key`;
  const stock = await rows<{ key: string | null; listings: number; units: number; value: string }>(
    db,
    sql`select ${stockKey} as "key", sum(r.listings)::int as "listings", sum(r.units)::int as "units",
        sum(r.value)::text as "value"
      from listing_stock_rollups r
      ${w.organizationId ? sql`where r.organization_id = ${w.organizationId}::uuid` : sql``}
      group by 1`,
  );
  return stock;
}

/** Units sold and sales in the window per (category, sub-category) or per brand, from order_line_daily_rollups. */
export async function catalogueSales(db: Executor, w: Window, by: 'category' | 'brand') {
  const key =
    by === 'category'
      ? sql`p.category_id::text || '/' || coalesce(p.sub_category_id::text, '')`
      : sql`lower(nullif(trim(p.oem_name), ''))`;
  return rows<{ key: string | null; unitsSold: number; sales: string }>(
    db,
    sql`select ${key} as "key", sum(r.units)::int as "unitsSold", sum(r.sales)::text as "sales"
      from order_line_daily_rollups r join products p on p.id = r.product_id
      where ${rollupDaysIn(w)}
      group by 1 having sum(r.units) > 0`,
  );
}

/** The names of the rows' keys: every category, or the brands of the keys. */
export async function catalogueNames(
  db: Executor,
  by: 'category' | 'brand',
  keys: readonly (string | null)[],
) {
  return by === 'category'
    ? await rows<{ id: string; name: string; parentId: string | null; sortOrder: number }>(
        db,
        sql`select id as "id", name as "name", parent_id as "parentId", sort_order as "sortOrder" from categories`,
      )
    : // The brands of the rows only, each its first spelling through products_brand_name_idx.
      await rows<{ id: string; name: string; parentId: null; sortOrder: number }>(
        db,
        sql`select k.key as "id", null as "parentId", 0 as "sortOrder",
              (select p.oem_name from products p where lower(trim(p.oem_name)) = k.key order by p.oem_name limit 1) as "name"
            from unnest(${textArray(keys)}::text[]) as k(key)`,
      );
}

export interface SearchFilter extends Window {
  keyword: string | undefined;
  storefrontId: string | undefined;
  withoutResults: boolean | undefined;
}

function searchWhere(f: SearchFilter): SQL {
  const parts: SQL[] = [
    searchedOn(f.organizationId),
    sql`r.searched_at >= ${iso(f.start)}::timestamptz and r.searched_at < ${iso(f.end)}::timestamptz`,
  ];
  if (f.keyword) parts.push(sql`r.search_keyword ilike ${`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`}`);
  // Compared as a uuid, so the (storefront, time) index serves it; anything else matches nothing.
  if (f.storefrontId)
    parts.push(UUID.test(f.storefrontId) ? sql`r.storefront_id = ${f.storefrontId}::uuid` : sql`false`);
  if (f.withoutResults === true) parts.push(sql`r.product_search_count = 0`);
  if (f.withoutResults === false) parts.push(sql`r.product_search_count > 0`);
  return sql.join(parts, sql` and `);
}

export interface SearchRecordRow {
  id: string;
  keyword: string;
  storefrontId: string;
  storefrontName: string;
  userName: string | null;
  userId: string | null;
  results: number;
  ipInfo: {
    ip?: string | null;
    city?: string | null;
    state?: string | null;
    country?: string | null;
    timeZone?: string | null;
  } | null;
  searchedAt: string;
}

export async function searchRecords(db: Executor, f: SearchFilter, limit: number, offset: number) {
  return rows<SearchRecordRow>(
    db,
    sql`select r.id as "id", r.search_keyword as "keyword", r.storefront_id as "storefrontId",
        r.storefront_name as "storefrontName", r.user_name as "userName", r.user_id as "userId",
        r.product_search_count as "results", r.ip_info as "ipInfo",
        to_char(r.searched_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "searchedAt"
      from search_keyword_records r
      where ${searchWhere(f)}
      order by r.searched_at desc, r.id desc
      limit ${limit} offset ${offset}`,
  );
}

export async function countSearchRecords(db: Executor, f: SearchFilter): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as "n" from search_keyword_records r
      where ${searchWhere(f)}`,
  );
  return row?.n ?? 0;
}

export async function searchesWithoutResults(db: Executor, w: Window, limit: number) {
  return rows<{ keyword: string; searches: number; lastSearchedAt: string; storefronts: string[] }>(
    db,
    sql`select lower(r.search_keyword) as "keyword", count(*)::int as "searches",
        to_char(max(r.searched_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastSearchedAt",
        array_agg(distinct r.storefront_name order by r.storefront_name) as "storefronts"
      from search_keyword_records r
      where ${searchedOn(w.organizationId)} and r.product_search_count = 0
        and r.searched_at >= ${iso(w.start)}::timestamptz and r.searched_at < ${iso(w.end)}::timestamptz
      group by 1 order by 2 desc, 1 limit ${limit}`,
  );
}

/** Adds views and add-to-carts to their day's counters. */
export async function addListingActivity(
  db: Executor,
  entries: readonly {
    day: string;
    storefrontId: string;
    listingId: string;
    organizationId: string;
    views: number;
    addToCarts: number;
  }[],
): Promise<void> {
  if (entries.length === 0) return;
  const col = (f: (e: (typeof entries)[number]) => string | number) => `{${entries.map(f).join(',')}}`;
  await db.execute(sql`
    insert into listing_activity_daily (day, storefront_id, listing_id, organization_id, views, add_to_carts)
    select * from unnest(${col((e) => e.day)}::date[], ${col((e) => e.storefrontId)}::uuid[],
      ${col((e) => e.listingId)}::uuid[], ${col((e) => e.organizationId)}::uuid[],
      ${col((e) => e.views)}::int[], ${col((e) => e.addToCarts)}::int[])
    order by 1, 2, 3
    on conflict (day, storefront_id, listing_id) do update
      set views = listing_activity_daily.views + excluded.views,
        add_to_carts = listing_activity_daily.add_to_carts + excluded.add_to_carts`);
}

/** Which answer a snapshot holds: one widget, one organization ('all': the platform), one range. */
export interface SnapshotKey {
  kind: string;
  organizationId: string | null;
  fromDay: string;
  toDay: string;
}

const organizationKey = (id: string | null) => id ?? 'all';

/**
 * A kept answer made at `fresherThan` or later, and its time; null when there is none. Notes the
 * read (at most once a minute per answer), so the job keeps counting the answers people look at.
 */
export async function readSnapshot<T>(
  db: Executor,
  key: SnapshotKey,
  fresherThan: Date,
  now: Date,
): Promise<{ rows: T[]; computedAt: Date } | null> {
  const where = sql`s.kind = ${key.kind} and s.organization_key = ${organizationKey(key.organizationId)}
    and s.from_day = ${key.fromDay}::date and s.to_day = ${key.toDay}::date`;
  const [found] = await rows<{ rows: T[]; computedAt: string; readLately: boolean }>(
    db,
    sql`select s.rows as "rows",
        to_char(s.computed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "computedAt",
        s.read_at >= ${iso(new Date(now.getTime() - 60_000))}::timestamptz as "readLately"
      from report_snapshots s
      where ${where} and s.computed_at >= ${iso(fresherThan)}::timestamptz`,
  );
  if (!found) return null;
  if (!found.readLately)
    await db.execute(sql`update report_snapshots s set read_at = ${iso(now)}::timestamptz where ${where}`);
  return { rows: found.rows, computedAt: new Date(found.computedAt) };
}

export async function writeSnapshot(
  db: Executor,
  key: SnapshotKey,
  answer: readonly unknown[],
  computedAt: Date,
  readAt: Date | null,
): Promise<void> {
  await db.execute(sql`
    insert into report_snapshots (kind, organization_key, from_day, to_day, rows, computed_at, read_at)
    values (${key.kind}, ${organizationKey(key.organizationId)}, ${key.fromDay}::date, ${key.toDay}::date,
      ${JSON.stringify(answer)}::jsonb, ${iso(computedAt)}::timestamptz, ${iso(readAt ?? computedAt)}::timestamptz)
    on conflict (kind, organization_key, from_day, to_day) do update
      set rows = excluded.rows, computed_at = excluded.computed_at,
        read_at = ${readAt ? sql`excluded.read_at` : sql`report_snapshots.read_at`}`);
}

/** The answers read since `readSince` (to count again); those not read since `forgetBefore` are deleted. */
export async function snapshotsToRefresh(db: Executor, readSince: Date, forgetBefore: Date) {
  await db.execute(sql`delete from report_snapshots where read_at < ${iso(forgetBefore)}::timestamptz`);
  const found = await rows<{ kind: string; organizationKey: string; fromDay: string; toDay: string }>(
    db,
    sql`select kind as "kind", organization_key as "organizationKey", from_day::text as "fromDay",
        to_day::text as "toDay"
      from report_snapshots where read_at >= ${iso(readSince)}::timestamptz
      order by read_at desc`,
  );
  return found.map(
    (r): SnapshotKey => ({
      kind: r.kind,
      organizationId: r.organizationKey === 'all' ? null : r.organizationKey,
      fromDay: r.fromDay,
      toDay: r.toDay,
    }),
  );
}
