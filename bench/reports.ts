// The reports on the benchmark database (issue 19): every dashboard and report query, p50/p95 over
// repeated calls through the same service functions the API uses, for a seller and the operator.
// Data: a copy of the catalogue database (100,000 products, 300,000 listings) plus 200,000 orders
// over a year, 1,000,000 search keyword records, 20,000 offer items and 600,000 activity counters.
// Usage: npx tsx bench/reports.ts [--fresh]   (writes the "reports" section of bench/RESULTS.md)
import { fileURLToPath } from 'node:url';
import type { SessionUser } from '@patchbay/contract';
import pg from 'pg';
import type { AppContext } from '../apps/server/src/context';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import * as widgets from '../apps/server/src/modules/reports/reports.repository';
import {
  getCatalogueStatistics,
  getDashboard,
  getSearchesWithoutResults,
  getSearchHistory,
  getStorefrontReport,
  refreshStockFigures,
  widgetFigures,
} from '../apps/server/src/modules/reports/reports.service';
import { ensureCatalogDatabase } from './catalog-data';
import { benchDatabaseUrl, databaseComment, setDatabaseComment, siblingDatabaseUrl } from './lib/database';
import { percentile } from './lib/load';
import { writeSection } from './lib/results';

const MARKER = 'patchbay reports bench v1';
const url = siblingDatabaseUrl(benchDatabaseUrl, '_reports');
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 30);
/** The job's work is measured fewer times: it runs every few minutes, not per request. */
const JOB_RUNS = 5;

async function admin(sql: string) {
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function ensureReportsDatabase(fresh: boolean) {
  if (!fresh && (await databaseComment(url)) === MARKER) {
    console.log('reusing the reports database');
    // Indexes added since it was made.
    const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    await migrateDatabase(handle);
    await handle.close();
    return;
  }
  // A copy of the catalogue database: the catalogue benchmark's own stays as it is.
  if ((await databaseComment(benchDatabaseUrl)) === null) await ensureCatalogDatabase();
  const name = new URL(url).pathname.slice(1);
  const template = new URL(benchDatabaseUrl).pathname.slice(1);
  console.log(`copying ${template} to ${name}...`);
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}" template "${template}"`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  await migrateDatabase(handle);
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (what: string, sql: string) => {
    const started = performance.now();
    await client.query(sql);
    console.log(`  ${what}: ${Math.round(performance.now() - started)} ms`);
  };
  try {
    await client.query('set synchronous_commit = off');
    await step(
      'listings numbered',
      `create temp table l as select row_number() over (order by id) as n, id, organization_id, price
        from listings where deleted_at is null`,
    );
    await step(
      'orders planned',
      `create temp table o as
        select gen_random_uuid() as id, g, l.id as listing_id, l.organization_id as seller, l.price,
          1 + g % 5 as qty,
          coalesce(case when g % 3 = 0 then (select s.id from storefronts s where s.organization_id = l.organization_id limit 1) end,
            (select id from storefronts where is_marketplace limit 1)) as storefront_id,
          (array['paid','submitted','cancelled','partially paid','shipped'])[1 + g % 5] as status,
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second' as at
        from generate_series(1, 200000) g
        join l on l.n = 1 + (g::bigint * 7919) % (select count(*) from l)`,
    );
    await step(
      '200,000 orders',
      `insert into orders (id, order_number, storefront_id, seller_organization_id, buyer_user_id, status,
          billing_address, shipping_address, date_ordered, subtotal, order_total, requested_shipping_quote)
        select o.id, 1000000 + o.g, o.storefront_id, o.seller, (select id from users where role = 'buyer' limit 1),
          o.status, '{}'::jsonb, '{}'::jsonb, o.at, round(o.qty * o.price, 2), round(o.qty * o.price, 2) + 25,
          o.g % 50 = 0
        from o`,
    );
    await step(
      '200,000 order items',
      `insert into order_items (id, order_id, listing_id, listing_org_id, purchase_qty, purchase_price)
        select gen_random_uuid(), id, listing_id, seller, qty, price from o`,
    );
    await step(
      '20,000 offers and offer items',
      `with made as (
          insert into offers (id, storefront_id, seller_organization_id, buyer_user_id, date_offer)
          select o.id, o.storefront_id, o.seller, (select id from users where role = 'buyer' limit 1), o.at
          from o where o.g % 10 = 0
          returning id, storefront_id, seller_organization_id, date_offer)
        insert into offer_items (id, offer_id, listing_id, storefront_id, listing_org_id, user_id, purchase_qty,
          purchase_price, price, offer_valid_till, status, seller_counter_offer_count, created_at)
        select gen_random_uuid(), m.id, o.listing_id, m.storefront_id, m.seller_organization_id,
          (select id from users where role = 'buyer' limit 1), 1, o.price * 0.9, o.price,
          m.date_offer + interval '3 days',
          (array['pending','countered','accepted','rejected','expired'])[1 + (o.g / 10) % 5],
          (o.g / 10) % 2, m.date_offer
        from made m join o on o.id = m.id`,
    );
    await step(
      '1,000,000 search keyword records',
      `insert into search_keyword_records (id, search_keyword, storefront_id, storefront_name, guest_id, searched_at,
          product_search_count, ip_info)
        select gen_random_uuid(), 'keyword ' || (g * 31 % 5000), s.id, s.storefront_title, 'guest-' || (g % 9000),
          now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
          case when g % 5 = 0 then 0 else g % 40 end,
          jsonb_build_object('ip', '203.0.113.' || (g % 250), 'city', 'Denver', 'state', 'CO', 'country', 'US',
            'timeZone', 'America/Denver')
        from generate_series(1, 1000000) g
        join lateral (select id, storefront_title from storefronts order by id offset (g % (select count(*) from storefronts)) limit 1) s on true`,
    );
    await step(
      '600,000 activity counters',
      `insert into listing_activity_daily (day, storefront_id, listing_id, organization_id, views, add_to_carts)
        select current_date - d, (select id from storefronts where is_marketplace limit 1), l.id, l.organization_id,
          1 + (l.n + d) % 17, (l.n + d) % 3
        from l cross join generate_series(0, 59) d
        where l.n <= 10000`,
    );
    await step('vacuum analyze', 'vacuum analyze');
  } finally {
    await client.end();
  }
  await setDatabaseComment(url, MARKER);
}

/** Where each figure comes from, written beside the numbers. */
const SOURCES = `Where the figures come from: sales over time, the totals, orders by status, the storefront
report's orders and the "waiting on you" counts per status read order_daily_rollups; top products
and the category and brand sales read order_line_daily_rollups (both kept by triggers in the
writing transaction: docs/decisions/0026 and 0028). Over ranges longer than 7 days, top products,
top searches without results, the storefront report's views and add-to-carts and the category and
brand sales are kept answers (report_snapshots) that the report-refresh job counts again every 5
minutes while they are read; the category and brand stock is listing_stock_rollups, rebuilt by the
same job; the screens say the time they are as of (docs/decisions/0031). Low stock reads each
seller's first ten listings from (organization, units, id); orders awaiting a shipping quote have a
partial index of their own.`;

interface Row {
  who: string;
  what: string;
  p50: number;
  p95: number;
}

async function measure(name: string, who: string, run: () => Promise<unknown>, rows: Row[], runs = RUNS) {
  await run();
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const row = { who, what: name, p50: percentile(times, 50), p95: percentile(times, 95) };
  console.log(`  ${who} ${name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms`);
  rows.push(row);
}

export async function runReportsBench(options: { fresh?: boolean } = {}) {
  await ensureReportsDatabase(options.fresh ?? false);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const ctx = { db: handle.db, now: () => new Date() } as unknown as AppContext;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [storefront] = (
    await client.query<{ id: string }>(
      `select s.id from storefronts s where s.organization_id = (
          select seller_organization_id from orders group by 1 order by count(*) desc limit 1) limit 1`,
    )
  ).rows;
  const [biggest] = (
    await client.query<{ id: string; name: string; orders: number }>(
      `select o.id, o.name, count(*)::int as orders from orders x join organizations o on o.id = x.seller_organization_id
        group by 1, 2 order by 3 desc limit 1`,
    )
  ).rows;
  const [counts] = (
    await client.query<{ products: number; listings: number; orders: number; searches: number }>(
      `select (select count(*)::int from products) as products, (select count(*)::int from listings) as listings,
        (select count(*)::int from orders) as orders, (select count(*)::int from search_keyword_records) as searches`,
    )
  ).rows;
  await client.end();
  if (!biggest || !counts) throw new Error('the reports database has no orders');
  const seller = {
    role: 'companyAdmin',
    organization: { id: biggest.id, name: biggest.name },
  } as unknown as SessionUser;
  const operator = { role: 'operator', organization: null } as unknown as SessionUser;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const day30 = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
  const rows: Row[] = [];
  const jobRows: Row[] = [];
  const { loadavg } = await import('node:os');
  const loads = [loadavg()[0]!];
  const sampler = setInterval(() => loads.push(loadavg()[0]!), 5_000);
  for (const [who, actor] of [
    [`seller (${biggest.name}, ${biggest.orders} orders)`, seller],
    ['operator (every organization)', operator],
  ] as const) {
    const m = (what: string, run: () => Promise<unknown>) => measure(what, who, run, rows);
    await m('dashboard, 30 days by day', () => getDashboard(ctx, { actor, query: { interval: 'day' } }));
    await m('dashboard, 12 months by month', () =>
      getDashboard(ctx, { actor, query: { from: yearAgo, to: today, interval: 'month' } }),
    );
    await m('storefront report, 30 days', () => getStorefrontReport(ctx, { actor, query: {} }));
    await m('category statistics, 30 days', () =>
      getCatalogueStatistics(ctx, { actor, query: { by: 'category' } }),
    );
    await m('brand listing, 30 days', () => getCatalogueStatistics(ctx, { actor, query: { by: 'brand' } }));
    await m('search history, page 1 of 30 days', () =>
      getSearchHistory(ctx, { actor, query: { page: 1, pageSize: 25 } }),
    );
    await m('search history, keyword filter, 12 months', () =>
      getSearchHistory(ctx, {
        actor,
        query: { from: yearAgo, to: today, q: 'keyword 42', page: 1, pageSize: 25 },
      }),
    );
    await m('search history, storefront filter, 12 months', () =>
      getSearchHistory(ctx, {
        actor,
        query: { from: yearAgo, to: today, storefrontId: storefront?.id, page: 1, pageSize: 25 },
      }),
    );
    await m('search history, without results, page 3 of 12 months', () =>
      getSearchHistory(ctx, {
        actor,
        query: { from: yearAgo, to: today, withoutResults: true, page: 3, pageSize: 25 },
      }),
    );
    await m('searches without results, 30 days', () => getSearchesWithoutResults(ctx, { actor, query: {} }));
    // The dashboard's widgets one by one (the dashboard runs them side by side on the pool).
    const organizationId = actor === seller ? biggest.id : null;
    const days30 = { organizationId, start: new Date(`${day30}T00:00:00Z`), end: tomorrow };
    const year = { organizationId, start: new Date(`${yearAgo}T00:00:00Z`), end: tomorrow };
    for (const [span, w] of [
      ['30 days', days30],
      ['12 months', year],
    ] as const) {
      await m(`widget: sales over time, ${span}`, () => widgets.salesOverTime(handle.db, w, 'day'));
      await m(`widget: orders by status, ${span}`, () => widgets.ordersByStatus(handle.db, w));
      await m(`widget: offers funnel, ${span}`, () => widgets.offersFunnel(handle.db, w));
      // Through the service, as the dashboard reads them: live up to 7 days, a kept answer beyond.
      await m(`widget: top products, ${span}`, () => widgetFigures(ctx, 'top-products', w));
      await m(`widget: top searches without results, ${span}`, () =>
        widgetFigures(ctx, 'top-searches-without-results', w),
      );
    }
    await m('widget: low stock', () => widgets.lowStockListings(handle.db, organizationId, 5, 10));
    await m('widget: waiting on you', () => widgets.waitingOnSeller(handle.db, organizationId, new Date()));
    // What the report-refresh job sums for a kept answer (and a first read of a new long range).
    const j = (what: string, run: () => Promise<unknown>) => measure(what, who, run, jobRows, JOB_RUNS);
    await j('top products, 12 months, summed live', () => widgets.topProducts(handle.db, year, 10));
    await j('top searches without results, 12 months, summed live', () =>
      widgets.topSearchesWithoutResults(handle.db, year, 10),
    );
  }
  await measure(
    'stock of every listing counted again',
    'the job',
    () => refreshStockFigures(ctx),
    jobRows,
    JOB_RUNS,
  );
  clearInterval(sampler);
  await handle.close();
  const over = rows.filter((r) => r.p95 >= 200);
  const mean = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length);
  const fmt = (r: Row) => `| ${r.who} | ${r.what} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms |`;
  writeSection(
    'reports',
    `## Reports

Measured ${today} on this machine (2 cores shared with other work; 1-minute load average during the
run ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}, mean ${mean.toFixed(1)}), PostgreSQL 15, \`npx tsx bench/reports.ts\`: ${counts.products.toLocaleString('en-US')} products,
${counts.listings.toLocaleString('en-US')} listings, ${counts.orders.toLocaleString('en-US')} orders over a year, ${counts.searches.toLocaleString('en-US')} search keyword records,
20,000 offer items, 600,000 activity counters. Each report is called through its service function
(the API's own code, without HTTP) ${RUNS} times after 2 warm-up calls, one at a time.

| who | report | p50 | p95 |
| --- | --- | --- | --- |
${rows.map(fmt).join('\n')}

${over.length === 0 ? `Every report is under 200 ms p95 (the slowest: ${Math.max(...rows.map((r) => r.p95)).toFixed(1)} ms).` : `**Not met: ${over.length} of ${rows.length} are over 200 ms p95:** ${over.map((r) => `${r.who}, ${r.what}`).join('; ')}.`}

${SOURCES}

The report-refresh job's work (on no request's path, except the first read of a range longer than 7
days that no one read in the last 10 minutes), ${JOB_RUNS} times after 2 warm-up calls:

| who | work | p50 | p95 |
| --- | --- | --- | --- |
${jobRows.map(fmt).join('\n')}
`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runReportsBench({ fresh: process.argv.includes('--fresh') });
}
