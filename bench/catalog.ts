import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { renderSeedImages } from '../apps/server/src/db/seed/images';
import { storefrontArt } from '../apps/server/src/db/seed/tenants';
import {
  findListingDetailRows,
  findVisibleListingCardRows,
} from '../apps/server/src/modules/catalog/catalog.repository';
import {
  createPostgresListingSearch,
  guestSearchRequest,
  type ListingSearchRequest,
} from '../apps/server/src/modules/search/listing-search.engine';
import { ensureCatalogDatabase, TARGET_PRODUCTS } from './catalog-data';
import {
  DETAIL_POOL,
  type QueryPools,
  queryPools,
  SEARCH_POOL,
  type UncachedPools,
  uncachedPools,
} from './catalog-queries';
import { cpuPerRequest, cpuSnapshot } from './lib/cpu';
import { getWithHost } from './lib/http';
import { type LoadResult, load, percentile } from './lib/load';
import { writeSection } from './lib/results';
import { rssMiB, rssSampler, serverProcessId } from './lib/rss';
import { repoRoot, startServer } from './lib/server';
import { runLighthouse } from './lighthouse';

const SEARCH_TARGET_MS = 50;
const DETAIL_TARGET_MS = 20;
/** Concurrent connections of the main figures (a crowd), and the warm-up and run lengths. */
const CONNECTIONS = 20;
/** Uncached rows: issue 18's targets (500 req/s, p95 < 50 ms) are set at 10 connections. */
const UNCACHED_CONNECTIONS = 10;
const UNCACHED_TARGET_RPS = 500;
const WARM_UP_SECONDS = 3;
const RUN_SECONDS = 10;
const SINGLE_SECONDS = 5;

interface LoadRow {
  host: string;
  scenario: Scenario;
  result: LoadResult;
  single: LoadResult;
  first: { p50: number; p95: number };
  matches: string;
  /** CPU milliseconds per request during the 20-connection run (server process tree, PostgreSQL). */
  cpu: { server: number; postgres: number } | null;
  /**
   * cached: the pool rotates (each request asked many times); uncached: every request new;
   * revalidated: cached, each request with If-None-Match naming the tag its path answered.
   */
  variant: Variant;
  /** The server's LOG_LEVEL during the row. */
  logLevel: LogLevel;
  /** Bytes of log lines the server wrote per request during the 20-connection run. */
  logBytes: number | null;
  /** Highest server RSS (MiB) during the row's runs. */
  rssMax: number | null;
  /** Requests of the 20-connection run that repeated an earlier one (uncached rows: pool too small). */
  repeats: number;
  /** HTML pages: how the server answered them (renders counted by the server's metrics). */
  rendered: RenderCounts | null;
  /** 1-minute load average when the row started. */
  load: number;
}

type Variant = 'cached' | 'uncached' | 'revalidated';
type LogLevel = 'info' | 'warn';

/** What the server did with guests' HTML pages (patchbay_page_renders_total by outcome). */
type RenderCounts = Record<string, number>;

const METRICS_TOKEN = 'bench-metrics-token';

async function renderCounts(base: string): Promise<RenderCounts> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const counts: RenderCounts = {};
  if (!res.ok) return counts;
  for (const line of (await res.text()).split('\n')) {
    const m = /^patchbay_page_renders_total\{outcome="([^"]+)"\} (\d+(?:\.\d+)?)/.exec(line);
    if (m) counts[m[1]!] = Number(m[2]);
  }
  return counts;
}

function renderShare(before: RenderCounts, after: RenderCounts): RenderCounts | null {
  const diff: RenderCounts = {};
  let total = 0;
  for (const [k, v] of Object.entries(after)) {
    diff[k] = v - (before[k] ?? 0);
    total += diff[k]!;
  }
  return total > 0 ? diff : null;
}

/** "62 % rendered (40 % from the page cache), 38 % for the browser (guard 35 %)" */
function renderedText(counts: RenderCounts | null): string {
  if (!counts) return '';
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const pct = (n: number) => `${Math.round((n / total) * 1000) / 10} %`;
  const served = (counts.rendered ?? 0) + (counts.cached ?? 0);
  const others = Object.entries(counts)
    .filter(([k, v]) => k !== 'rendered' && k !== 'cached' && v > 0)
    .map(([k, v]) => `${k} ${pct(v)}`);
  return `${pct(served)} (cache ${pct(counts.cached ?? 0)})${others.length ? `; browser-rendered: ${others.join(', ')}` : ''}`;
}

interface Scenario {
  name: string;
  kind: 'search' | 'detail' | 'page';
  variant?: Variant;
  /** Headers of each request (revalidated rows: If-None-Match with the path's own tag). */
  headersFor?: (path: string) => Record<string, string>;
  /** Requested in turn by all connections together, each a different query or listing. */
  paths: string[];
  /** How the table shows the requests. */
  shown: string;
}

const allHosts = [
  { label: 'marketplace', host: 'localhost', slug: 'patchbay' },
  { label: 'Northwind', host: 'northwind.localhost', slug: 'northwind' },
] as const;
/** BENCH_HOSTS=marketplace (or Northwind) measures one storefront only: a shorter run. */
const hosts = allHosts.filter(
  (h) =>
    !process.env.BENCH_HOSTS ||
    process.env.BENCH_HOSTS.toLowerCase().split(',').includes(h.label.toLowerCase()),
);

async function datasetFacts(client: pg.Client) {
  const one = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await client.query<T>(text, values)).rows;
  const [counts] = await one<{ products: number; listings: number; shares: number; rows: number }>(
    `select (select count(*)::int from products) as products, (select count(*)::int from listings) as listings,
      (select count(*)::int from listing_shares) as shares, (select count(*)::int from listing_search) as rows`,
  );
  const storefronts = await one<{ slug: string; id: string; rows: number }>(
    `select s.slug, s.id, (select count(*)::int from listing_search ls where ls.storefront_id = s.id) as rows
     from storefronts s order by s.slug`,
  );
  const [sizes] = await one<{ heap: string; total: string; database: string }>(
    `select pg_size_pretty(pg_relation_size('listing_search')) as heap,
      pg_size_pretty(pg_total_relation_size('listing_search')) as total,
      pg_size_pretty(pg_database_size(current_database())) as database`,
  );
  const [settings] = await one<{ shared_buffers: string; work_mem: string }>(
    `select current_setting('shared_buffers') as shared_buffers, current_setting('work_mem') as work_mem`,
  );
  const categories = await one<{ id: string; slug: string }>(
    `select id, slug from categories where parent_id is null`,
  );
  return { counts: counts!, storefronts, sizes: sizes!, settings: settings!, categories };
}

/** One SQL statement the server ran, as node-postgres sent it. */
interface CapturedQuery {
  text: string;
  values: unknown[];
}

interface PlanSummary {
  scenario: string;
  query: string;
  perRequest: boolean;
  medianMs: number;
  planningMs: number;
  rows: number;
  access: string[];
  buffers: string;
  text: string;
}

/** Names a captured statement by what the server uses it for; null: not worth explaining. */
function labelOf(text: string): { query: string; perRequest: boolean } | null {
  if (text.includes('from search_terms st'))
    return { query: 'typo alternatives (cached 60 s)', perRequest: false };
  if (/group by 1, 2, 3, 4, 5, 6/.test(text))
    return { query: 'facet cells (cached 60 s)', perRequest: false };
  if (text.includes('select ls.listing_id from (')) {
    return { query: 'page of ids (cached 10 s): few matches, fetched then sorted', perRequest: false };
  }
  if (text.includes('select ls.listing_id from listing_search ls')) {
    // A broad text reads its exact part-number hits, then the rest in featured order.
    if (/and ls\.part_number_normalized = \$\d+\s+order by/.test(text)) {
      return { query: 'page of ids (cached 10 s): exact part-number hits', perRequest: false };
    }
    if (/and not ls\.part_number_normalized = /.test(text)) {
      return { query: 'page of ids (cached 10 s): the rest, featured first', perRequest: false };
    }
    return { query: 'page of ids (cached 10 s)', perRequest: false };
  }
  if (text.includes(' as others')) {
    return { query: 'listing + product + seller, specifications, tiers, other sellers', perRequest: true };
  }
  if (/ls\.listing_id = any\(/.test(text)) {
    return { query: 'cards (listing + product + seller, if still visible)', perRequest: true };
  }
  return null;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

function accessPaths(node: PlanNode, out: string[] = []): string[] {
  if (node['Index Name']) {
    const heap =
      node['Node Type'] === 'Index Only Scan' ? ` (heap fetches ${node['Heap Fetches'] ?? 0})` : '';
    out.push(`${node['Node Type']} on ${node['Index Name']}${heap}`);
  } else if (node['Node Type'] === 'Seq Scan') {
    out.push(`Seq Scan on ${node['Relation Name']}`);
  }
  for (const child of node.Plans ?? []) accessPaths(child, out);
  return out;
}

/**
 * Runs the server's own search and detail functions on a pool whose queries are recorded, then
 * EXPLAIN (ANALYZE, BUFFERS) of each recorded statement with its parameters.
 */
export async function explainQueries(
  url: string,
  storefrontId: string,
  categoryIds: Map<string, string>,
  detailId: string,
) {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  // Every statement the server's functions send, on any pooled client (transactions included).
  const captured: CapturedQuery[] = [];
  let capturing = false;
  const clientQuery = pg.Client.prototype.query;
  const capture = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args;
    if (capturing && config && (typeof config === 'string' || typeof config === 'object')) {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      const params = (
        Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? [])
      ) as unknown[];
      if (text) captured.push({ text, values: params });
    }
    // Every argument passed on: the pool calls query(text, values, callback).
    return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = capture as typeof clientQuery;
  // A new engine per run, nothing cached: every search computes its typo alternatives, facet
  // cells and page of ids, so those statements are recorded too.
  const search = (patch: Partial<ListingSearchRequest>) => () =>
    createPostgresListingSearch(handle.db, { facetCacheMs: 0, pageCacheMs: 0 }).search(
      guestSearchRequest(storefrontId, patch),
    );
  const scenarios: [string, () => Promise<unknown>][] = [
    ['q=cisco', search({ text: 'cisco' })],
    ['q=ASR-9001', search({ text: 'ASR-9001' })],
    ['q=cisko', search({ text: 'cisko' })],
    [
      'category=routers&condition=Refurbished',
      search({ categoryIds: [categoryIds.get('routers')!], conditions: ['Refurbished'] }),
    ],
    [
      'sort=price_asc&category=switches',
      search({ categoryIds: [categoryIds.get('switches')!], sort: 'price_asc' }),
    ],
  ];
  const summaries: PlanSummary[] = [];
  const explain = async (scenario: string, run: () => Promise<unknown>) => {
    captured.length = 0;
    capturing = true;
    try {
      const result = await run();
      const ids = (result as { listingIds?: string[] } | undefined)?.listingIds;
      if (ids) await findVisibleListingCardRows(handle.db, storefrontId, ids);
    } finally {
      capturing = false;
    }
    const seen = new Set<string>();
    for (const statement of [...captured]) {
      const label = labelOf(statement.text);
      if (!label || seen.has(statement.text)) continue;
      seen.add(statement.text);
      const times: number[] = [];
      let plan: { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number } | undefined;
      // As the server runs it: facet cells in a transaction with more work_mem (listing-search.engine.ts).
      const explainRows = async <T extends pg.QueryResultRow>(options: string): Promise<T[]> => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          if (label.query.startsWith('facet cells')) await client.query(`set local work_mem = '64MB'`);
          const { rows } = await client.query<T>(`explain (${options}) ${statement.text}`, statement.values);
          await client.query('commit');
          return rows;
        } finally {
          client.release();
        }
      };
      for (let i = 0; i < 5; i++) {
        const rows = await explainRows<{ 'QUERY PLAN': [typeof plan] }>('analyze, buffers, format json');
        plan = rows[0]!['QUERY PLAN'][0];
        times.push(plan!['Execution Time']);
      }
      const textRows = await explainRows<{ 'QUERY PLAN': string }>('analyze, buffers');
      const top = plan!.Plan as PlanNode & {
        'Actual Rows': number;
        'Shared Hit Blocks': number;
        'Shared Read Blocks': number;
      };
      times.sort((a, b) => a - b);
      summaries.push({
        scenario,
        ...label,
        medianMs: Math.round(times[2]! * 100) / 100,
        planningMs: Math.round(plan!['Planning Time'] * 100) / 100,
        rows: top['Actual Rows'],
        access: [...new Set(accessPaths(top))],
        buffers: `${top['Shared Hit Blocks']} hit, ${top['Shared Read Blocks']} read`,
        text: [
          `-- ${scenario}: ${label.query}`,
          statement.text.trim(),
          `-- parameters: ${JSON.stringify(statement.values)}`,
          ...textRows.map((r) => r['QUERY PLAN']),
          '',
        ].join('\n'),
      });
    }
  };
  try {
    for (const [scenario, run] of scenarios) {
      await run(); // warm caches first: the figures are for a warm server
      await explain(scenario, run);
    }
    await explain('product detail', async () => {
      if (!(await findListingDetailRows(handle.db, storefrontId, detailId))) {
        throw new Error(`listing ${detailId} is not visible`);
      }
    });
  } finally {
    pg.Client.prototype.query = clientQuery;
    await handle.close();
  }
  return summaries;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** One request after another, each path once: nothing is cached yet for any of them. */
async function firstRequests(base: string, host: string, paths: string[]) {
  const times: number[] = [];
  const bodies: string[] = [];
  const etags = new Map<string, string>();
  for (const p of paths) {
    const started = performance.now();
    const res = await getWithHost(`${base}${p}`, host);
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`GET ${p} on ${host}: ${res.status} ${res.body.slice(0, 200)}`);
    bodies.push(res.body);
    if (res.etag) etags.set(p, res.etag);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return { p50: ms(percentile(times, 50)), p95: ms(percentile(times, 95)), bodies, etags };
}

/** Matches of the searches in a pool: median and range. */
function matchesOf(bodies: string[]): string {
  const totals = bodies.map((b) => (JSON.parse(b) as { total: number }).total).sort((a, b) => a - b);
  return `${fmt(percentile(totals, 50))} (${fmt(totals[0]!)}–${fmt(totals.at(-1)!)})`;
}

function scenariosOf(pools: QueryPools): Scenario[] {
  return [
    {
      name: 'search by keyword',
      kind: 'search',
      paths: pools.keyword,
      shown: '`?q=` OEMs, families, types, name words',
    },
    {
      name: 'search by part number',
      kind: 'search',
      paths: pools.partNumber,
      shown: '`?q=` part numbers as written, without separators, with spaces',
    },
    {
      name: 'search with a typo',
      kind: 'search',
      paths: pools.typo,
      shown: '`?q=` words with a letter replaced, dropped or doubled',
    },
    {
      name: 'facet filter',
      kind: 'search',
      paths: pools.facetFilter,
      shown: 'category or sub-category with condition, brand or in stock',
    },
    {
      name: 'sort by price',
      kind: 'search',
      paths: pools.priceSort,
      shown: 'every category and sub-category, both directions, pages 1–3',
    },
    {
      name: 'product detail',
      kind: 'detail',
      paths: pools.listingIds.map((id) => `/api/listings/${id}`),
      shown: '`/api/listings/{id}`',
    },
  ];
}

function uncachedScenariosOf(pools: UncachedPools): Scenario[] {
  return [
    {
      name: 'search by keyword',
      kind: 'search',
      variant: 'uncached',
      paths: pools.keyword,
      shown: '`?q=` a word of the vocabulary never asked before',
    },
    {
      name: 'search by part number',
      kind: 'search',
      variant: 'uncached',
      paths: pools.partNumber,
      shown: '`?q=` a part number never asked before',
    },
    {
      name: 'facet filter',
      kind: 'search',
      variant: 'uncached',
      paths: pools.facetFilter,
      shown:
        'category, sub-category, condition, brand, in stock, sort and page: a combination never asked before',
    },
    {
      name: 'product detail',
      kind: 'detail',
      variant: 'uncached',
      paths: pools.listingIds.map((id) => `/api/listings/${id}`),
      shown: '`/api/listings/{id}` a listing never asked before',
    },
    {
      name: 'product page HTML',
      kind: 'page',
      variant: 'uncached',
      paths: pools.listingIds.map((id) => `/product/detail/${id}`),
      headersFor: asBrowser,
      shown: '`/product/detail/{id}` a page never asked before',
    },
  ];
}

/**
 * What a browser sends with a page request that changes the answer: it accepts compressed bodies
 * (the server keeps rendered pages brotli-compressed and sends those bytes as they are).
 */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const asBrowser = (): Record<string, string> => BROWSER_HEADERS;

/** The storefront's listing pages (a search, a category's sorted pages) for the searches of a pool. */
function listingPagePaths(pools: QueryPools): string[] {
  const toPage = (apiPath: string) => {
    const params = new URLSearchParams(apiPath.slice(apiPath.indexOf('?') + 1));
    const category = params.get('category');
    const subCategory = params.get('subCategory');
    params.delete('category');
    params.delete('subCategory');
    const query = params.toString();
    const path = category
      ? `/${encodeURIComponent(category)}${subCategory ? `/${encodeURIComponent(subCategory)}` : ''}`
      : '/products';
    return query ? `${path}?${query}` : path;
  };
  return [...pools.keyword, ...pools.priceSort].map(toPage);
}

/** Guests' home and listing pages, as a browser asks for them. */
function pageScenariosOf(pools: QueryPools): Scenario[] {
  const listing = listingPagePaths(pools);
  return [
    {
      name: 'listing page HTML',
      kind: 'page',
      paths: listing,
      headersFor: asBrowser,
      shown: '`/products?q=` searches and `/{category}/{sub-category}?sort=&page=` pages',
    },
    { name: 'home page HTML', kind: 'page', paths: ['/'], headersFor: asBrowser, shown: '`/`' },
  ];
}

const memory: { start: number | null; after: number | null } = { start: null, after: null };

export async function runCatalogBench(options: { loadTests: boolean; lighthouse: boolean; fresh: boolean }) {
  const database = await ensureCatalogDatabase({ fresh: options.fresh });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const facts = await datasetFacts(client);
  if (facts.counts.products < TARGET_PRODUCTS) throw new Error('the catalogue database is incomplete');
  const storefrontId = (slug: string) => facts.storefronts.find((s) => s.slug === slug)!.id;
  const pools = new Map<string, QueryPools>();
  const fresh = new Map<string, UncachedPools>();
  for (const h of hosts) {
    const cached = await queryPools(client, storefrontId(h.slug));
    pools.set(h.slug, cached);
    fresh.set(h.slug, await uncachedPools(client, storefrontId(h.slug), cached));
  }
  await client.end();
  // BENCH_ONLY=keyword,detail runs only the scenarios whose names contain one of the words.
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

  console.log('starting the server on the catalogue database...');
  const startAt = (level: LogLevel) =>
    startServer(
      // The production log level (one line per request at info); its lines are counted, not kept.
      { DATABASE_URL: database.url, SEED_DEMO_DATA: 'false', LOG_LEVEL: level, METRICS_TOKEN },
      // The seed's generated images, so pages load no broken image (the database only has URLs).
      {
        prepareDataDir: async (dir) =>
          void (await renderSeedImages(path.join(dir, 'uploads'), storefrontArt)),
        countStdout: true,
      },
    );
  let server = await startAt('info');
  let logLevel: LogLevel = 'info';
  let base = `http://127.0.0.1:${server.port}`;
  let serverPid = serverProcessId(server.child.pid ?? 0);
  const rssAtStart = rssMiB(serverPid);
  const databaseName = decodeURIComponent(new URL(database.url).pathname.slice(1));
  const rows: LoadRow[] = [];
  const loadBefore = os.loadavg()[0]!;
  let lighthouse: Awaited<ReturnType<typeof runLighthouse>> | null = null;
  let productPath = '';
  /**
   * Cached rows rotate over their pool (each request asked many times); uncached rows give the
   * warm-up, the measured run and the one-connection run each their own part of a pool of
   * requests never asked before.
   */
  const run = async (h: (typeof hosts)[number], scenario: Scenario) => {
    const uncached = scenario.variant === 'uncached';
    const warmPaths = uncached
      ? scenario.paths.slice(0, Math.floor(scenario.paths.length * 0.15))
      : scenario.paths;
    const runPaths = uncached
      ? scenario.paths.slice(warmPaths.length, Math.floor(scenario.paths.length * 0.85))
      : scenario.paths;
    const singlePaths = uncached ? scenario.paths.slice(warmPaths.length + runPaths.length) : scenario.paths;
    const url = `${base}${scenario.paths[0]}`;
    const variant = scenario.variant ?? 'cached';
    console.log(
      `${h.label}: ${scenario.name} (${variant}, LOG_LEVEL=${logLevel}), ${fmt(scenario.paths.length)} different requests (warm-up ${WARM_UP_SECONDS} s, then ${RUN_SECONDS} s)...`,
    );
    const rowLoad = os.loadavg()[0]!;
    const rss = rssSampler(serverPid);
    const common = { host: h.host, headersFor: scenario.headersFor };
    const connections = uncached ? UNCACHED_CONNECTIONS : CONNECTIONS;
    await load('warm-up', url, {
      ...common,
      paths: warmPaths,
      connections,
      durationSeconds: WARM_UP_SECONDS,
    });
    const cpuBefore = cpuSnapshot(server.child.pid ?? 0, databaseName);
    const logBefore = server.stdoutBytes();
    const rendersRun = scenario.kind === 'page' ? await renderCounts(base) : {};
    const result = await load(scenario.name, url, {
      ...common,
      paths: runPaths,
      connections,
      durationSeconds: RUN_SECONDS,
    });
    const cpu = cpuPerRequest(cpuBefore, cpuSnapshot(server.child.pid ?? 0, databaseName), result.requests);
    const logBytes =
      result.requests > 0 ? Math.round((server.stdoutBytes() - logBefore) / result.requests) : null;
    const rendered = scenario.kind === 'page' ? renderShare(rendersRun, await renderCounts(base)) : null;
    // One connection: the service time of a request without queueing behind the others.
    const single = await load(scenario.name, url, {
      ...common,
      paths: singlePaths,
      connections: 1,
      durationSeconds: SINGLE_SECONDS,
    });
    const rssMax = rss.stop();
    const repeats = uncached ? Math.max(0, result.requests - runPaths.length) : 0;
    console.log(
      `  ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms; 1 connection: p50 ${single.p50} ms, p95 ${single.p95} ms${cpu ? `; CPU per request: server ${cpu.server} ms, PostgreSQL ${cpu.postgres} ms` : ''}; RSS max ${rssMax} MiB; log ${logBytes} B/request; statuses ${JSON.stringify(result.statuses)}${rendered ? `; pages: ${renderedText(rendered)}` : ''}${repeats ? `; ${repeats} repeats` : ''}; load ${rowLoad.toFixed(1)}`,
    );
    return { result, single, cpu, rssMax, repeats, rendered, load: rowLoad, variant, logLevel, logBytes };
  };
  /**
   * A cached row, then (revalidate) the same requests each with If-None-Match naming the tag its
   * path answered just before: what a CDN or browser revalidating its copy costs.
   */
  const cachedRows = async (
    h: (typeof hosts)[number],
    scenario: Scenario,
    revalidate: boolean,
    all = false,
  ) => {
    const first = await firstRequests(base, h.host, scenario.paths);
    const matches = scenario.kind === 'search' ? matchesOf(first.bodies) : '';
    const want = all || wanted(scenario.name);
    if (want) rows.push({ host: h.label, scenario, first, matches, ...(await run(h, scenario)) });
    if (revalidate && want && (all || wanted('revalidated'))) {
      // Tags as they are now (a page's counts or a rendered page may have changed since).
      const { etags } = await firstRequests(base, h.host, scenario.paths);
      const again: Scenario = {
        ...scenario,
        variant: 'revalidated',
        headersFor: (p): Record<string, string> => {
          const tag = etags.get(p);
          return { ...scenario.headersFor?.(p), ...(tag ? { 'if-none-match': tag } : {}) };
        },
      };
      rows.push({ host: h.label, scenario: again, first, matches, ...(await run(h, again)) });
    }
    return first;
  };
  const wanted = (name: string) => only.length === 0 || only.some((w) => name.includes(w));
  const revalidated = new Set(['search by keyword', 'product detail', 'product page HTML']);
  try {
    if (options.loadTests) {
      for (const h of hosts) {
        // Uncached first: nothing of the cached rows' pools has been asked yet either.
        for (const scenario of uncachedScenariosOf(fresh.get(h.slug)!)) {
          if (!wanted(scenario.name) && !wanted('uncached')) continue;
          rows.push({
            host: h.label,
            scenario,
            first: { p50: 0, p95: 0 },
            matches: '',
            ...(await run(h, scenario)),
          });
        }
        for (const scenario of scenariosOf(pools.get(h.slug)!)) {
          // The product pages' paths (/{display-name}/dp/{id}) come from the detail replies.
          if (!wanted(scenario.name) && !(scenario.kind === 'detail' && wanted('product page'))) continue;
          const first = await cachedRows(h, scenario, revalidated.has(scenario.name));
          if (scenario.kind !== 'detail') continue;
          const pagePaths = first.bodies.map((b) => (JSON.parse(b) as { path: string }).path);
          productPath ||= pagePaths[0]!;
          const page: Scenario = {
            name: 'product page HTML',
            kind: 'page',
            paths: pagePaths,
            headersFor: asBrowser,
            shown: '`/{display-name}/dp/{id}`',
          };
          if (wanted(page.name)) await cachedRows(h, page, true);
        }
        for (const page of pageScenariosOf(pools.get(h.slug)!)) {
          if (wanted(page.name)) await cachedRows(h, page, false);
        }
      }
    }
    if (options.lighthouse) {
      if (!productPath) {
        const id = pools.get('patchbay')!.listingIds[0]!;
        const res = await getWithHost(`${base}/api/listings/${id}`, 'localhost');
        productPath = (JSON.parse(res.body) as { path: string }).path;
      }
      lighthouse = await runLighthouse(`http://localhost:${server.port}`, [
        { name: 'home', path: '/', source: null },
        { name: 'listing', path: '/products?q=cisco', source: 'src/app/routes/products.tsx' },
        { name: 'product', path: productPath, source: 'src/app/routes/product-detail.tsx' },
      ]);
    }
  } finally {
    // Memory once the crowd has gone: after 5 s idle.
    await new Promise((r) => setTimeout(r, 5_000));
    memory.after = rssMiB(serverPid);
    memory.start = rssAtStart;
    await server.stop();
  }
  if (options.loadTests && wanted('log level')) {
    // The same cached rows on a server at LOG_LEVEL=warn (nothing per request): what the one line
    // per request at info costs, in CPU per request and bytes.
    console.log('starting the server again at LOG_LEVEL=warn...');
    server = await startAt('warn');
    logLevel = 'warn';
    base = `http://127.0.0.1:${server.port}`;
    serverPid = serverProcessId(server.child.pid ?? 0);
    try {
      const h = hosts[0]!;
      for (const scenario of scenariosOf(pools.get(h.slug)!)) {
        if (scenario.name !== 'search by keyword' && scenario.kind !== 'detail') continue;
        await cachedRows(h, scenario, scenario.kind === 'detail', true);
      }
    } finally {
      await server.stop();
    }
  }
  const loadAfter = os.loadavg()[0]!;

  if (options.loadTests && only.length === 0) {
    console.log('EXPLAIN (ANALYZE, BUFFERS) of the statements behind each scenario...');
    const categoryIds = new Map(facts.categories.map((c) => [c.slug, c.id]));
    const plans = await explainQueries(
      database.url,
      storefrontId('patchbay'),
      categoryIds,
      pools.get('patchbay')!.listingIds[0]!,
    );
    writeFileSync(
      path.join(repoRoot, 'bench/catalog-plans.txt'),
      `# EXPLAIN (ANALYZE, BUFFERS) of the catalogue's statements, written by npm run bench -- catalog\n\n${plans.map((p) => p.text).join('\n')}`,
    );
    writeSection('catalog', catalogMarkdown(database, facts, rows, plans, [loadBefore, loadAfter]));
  } else if (options.loadTests) {
    console.log('BENCH_ONLY is set: bench/RESULTS.md is left as it was.');
  }
  if (lighthouse) writeSection('lighthouse', lighthouse.markdown);
}

/** The same requests at LOG_LEVEL=info against warn, and revalidated against sent in full. */
function comparisons(rows: LoadRow[]): string[] {
  const cpuOf = (r: LoadRow) => (r.cpu ? r.cpu.server : null);
  const ms = (n: number) => `${Math.round(n * 100) / 100} ms`;
  const lines: string[] = [];
  for (const warn of rows.filter((r) => r.logLevel === 'warn')) {
    const info = rows.find(
      (r) =>
        r.logLevel === 'info' &&
        r.host === warn.host &&
        r.scenario.name === warn.scenario.name &&
        r.variant === warn.variant,
    );
    const a = info && cpuOf(info);
    const b = cpuOf(warn);
    if (!info || a == null || b == null) continue;
    lines.push(
      `- Log level, ${warn.host} ${warn.scenario.name} (${warn.variant}): server CPU per request ${ms(a)} at info (${fmt(info.logBytes ?? 0)} B of log per request), ${ms(b)} at warn (${fmt(warn.logBytes ?? 0)} B): info costs ${ms(a - b)} (${share(a - b, a)} of the server's CPU at info); ${fmt(info.result.requestsPerSecond)} against ${fmt(warn.result.requestsPerSecond)} req/s (loads ${info.load.toFixed(1)} and ${warn.load.toFixed(1)}).`,
    );
  }
  for (const again of rows.filter((r) => r.variant === 'revalidated')) {
    const full = rows.find(
      (r) =>
        r.variant === 'cached' &&
        r.logLevel === again.logLevel &&
        r.host === again.host &&
        r.scenario.name === again.scenario.name,
    );
    if (!full) continue;
    const cpu = (r: LoadRow) => (r.cpu ? ms(r.cpu.server + r.cpu.postgres) : '-');
    lines.push(
      `- 304, ${again.host} ${again.scenario.name} (LOG_LEVEL=${again.logLevel}): ${fmt(again.result.requestsPerSecond)} req/s revalidated (${share(again.result.statuses[304] ?? 0, again.result.requests)} answered 304), ${cpu(again)} CPU per request, against ${fmt(full.result.requestsPerSecond)} req/s and ${cpu(full)} sent in full.`,
    );
  }
  return lines.length === 0 ? [] : ['', ...lines];
}

function variantText(variant: Variant, repeats: number): string {
  if (variant === 'uncached') return `**uncached**${repeats ? ` (${fmt(repeats)} repeats)` : ''}`;
  return variant === 'revalidated' ? 'revalidated (If-None-Match)' : 'cached';
}

function share(part: number, whole: number): string {
  return whole === 0 ? '-' : `${Math.round((part / whole) * 1000) / 10} %`;
}

/** What holds the missed rows back, from their CPU per request. */
function holdsBack(missed: LoadRow[]): string[] {
  const costs = missed.flatMap((r) => (r.cpu ? [r.cpu.server + r.cpu.postgres] : [])).sort((a, b) => a - b);
  if (costs.length === 0) return [];
  const low = costs[0]!;
  const high = costs.at(-1)!;
  const ms = (n: number) => `${Math.round(n * 100) / 100} ms`;
  return [
    '',
    `What holds the missed targets back: their requests cost ${low === high ? ms(low) : `${ms(low)} to ${ms(high)}`} of CPU each (server and PostgreSQL together). Two cores, which autocannon shares, then serve at most about ${fmt(Math.round(2000 / high))}${low === high ? '' : `–${fmt(Math.round(2000 / low))}`} requests/s, so 20 connections wait at least about ${ms(10 * high)} on average (20 / requests per second) before any pause (a recount, a garbage collection, other work on the machine) lengthens the tail.`,
  ];
}

function catalogMarkdown(
  database: Awaited<ReturnType<typeof ensureCatalogDatabase>>,
  facts: Awaited<ReturnType<typeof datasetFacts>>,
  rows: LoadRow[],
  plans: PlanSummary[],
  loadAverage: [number, number],
) {
  const verdict = (scenario: Scenario, r: LoadResult) => {
    const p95 = r.p95;
    if (scenario.kind === 'search' && scenario.variant === 'uncached')
      return p95 < SEARCH_TARGET_MS && r.requestsPerSecond >= UNCACHED_TARGET_RPS ? 'met' : '**missed**';
    if (scenario.kind === 'search') return p95 < SEARCH_TARGET_MS ? 'met' : '**missed**';
    if (scenario.kind === 'detail') return p95 < DETAIL_TARGET_MS ? 'met' : '**missed**';
    return '';
  };
  const missed = rows.filter((r) => verdict(r.scenario, r.result) === '**missed**');
  const perStorefront = facts.storefronts.map((s) => `${s.slug} ${fmt(s.rows)}`).join(', ');
  const generation = database.reused
    ? 'reused from an earlier run (`npm run bench -- catalog fresh` regenerates it)'
    : `generated in this run: ${Object.entries(database.timings)
        .map(([k, v]) => `${k} ${v} s`)
        .join('; ')}`;
  return [
    '## Catalogue',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores, shared with other work; Node ${process.version}), NODE_ENV=production, PostgreSQL 15 on the same machine over TCP loopback (shared_buffers ${facts.settings.shared_buffers}, work_mem ${facts.settings.work_mem}: the server's defaults, untuned), as a guest, LOG_LEVEL=info. **This machine is shared with other work while it runs** (the load average of each row is in its last column but one; 2 cores): latency and requests/s are a floor; CPU per request is the figure to compare. **Uncached** rows: every request a query never asked before (the warm-up, the measured run and the one-connection run each take their own part of the list, so nothing the server kept answers them; repeats are counted). **Cached** rows rotate over a few hundred requests, each asked many times. Each row rotates over many different requests (a crowd, not one URL repeated): the connections take the next request of the list in turn. Per row: every request of the list once, one after another (**first request** of each: nothing cached in the server yet), then autocannon with ${CONNECTIONS} connections (uncached rows: ${UNCACHED_CONNECTIONS}, where issue 18 sets their targets), ${WARM_UP_SECONDS} s warm-up then ${RUN_SECONDS} s (**the figures**), then ${SINGLE_SECONDS} s on 1 connection (service time without queueing). autocannon, the server and PostgreSQL share the 2 cores (1-minute load average ${loadAverage[0].toFixed(1)} before the runs, ${loadAverage[1].toFixed(1)} after). p50/p95/p99 are exact percentiles of every response's latency. Targets (issue 5): search p95 < ${SEARCH_TARGET_MS} ms, product detail p95 < ${DETAIL_TARGET_MS} ms; judged here at ${CONNECTIONS} connections (uncached rows: issue 18's ${UNCACHED_TARGET_RPS} req/s and p95 < ${SEARCH_TARGET_MS} ms at ${UNCACHED_CONNECTIONS}). **revalidated** rows send each request with If-None-Match naming the ETag its path answered just before (a CDN or browser revalidating its copy); rows marked warn ran on a second server at LOG_LEVEL=warn.`,
    '',
    `Data (\`bench/catalog-data.ts\`, seeded PRNG, ${generation}): ${fmt(facts.counts.products)} products, ${fmt(facts.counts.listings)} listings (Northwind 45 %, Cobalt 30 %, Meridian 25 %; 6 % excluded from the marketplace, 1 % deleted, ${fmt(facts.counts.shares)} shares), ${fmt(facts.counts.rows)} listing_search rows (${perStorefront}); listing_search ${facts.sizes.heap} heap, ${facts.sizes.total} with indexes; database ${facts.sizes.database}. Request lists: \`bench/catalog-queries.ts\` (up to ${fmt(SEARCH_POOL)} searches per scenario, ${fmt(DETAIL_POOL)} listings).`,
    '',
    `| storefront | scenario | variant | requests (different) | matches: median (range) | req/s | p50 | p95 | p99 | errors / non-2xx | 1 connection p50 / p95 | first request p50 / p95 | CPU per request: server / PostgreSQL | server RSS max | log: level, bytes per request | pages rendered by the server | load (1 min) | target |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({
        host,
        scenario,
        variant,
        result: r,
        single,
        first,
        matches,
        cpu,
        rssMax,
        repeats,
        rendered,
        load: rowLoad,
        logLevel,
        logBytes,
      }) =>
        `| ${host} | ${scenario.name} | ${variantText(variant, repeats)} | ${scenario.shown} (${fmt(scenario.paths.length)}) | ${matches} | ${fmt(r.requestsPerSecond)} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.errors} / ${r.non2xx}${variant === 'revalidated' ? ` (304: ${share(r.statuses[304] ?? 0, r.requests)})` : ''} | ${single.p50} / ${single.p95} ms | ${variant === 'cached' ? `${first.p50} / ${first.p95} ms` : '-'} | ${cpu ? `${cpu.server} / ${cpu.postgres} ms` : '-'} | ${rssMax === null ? '-' : `${rssMax} MiB`} | ${logLevel}${logBytes === null ? '' : `, ${fmt(logBytes)} B`} | ${renderedText(rendered)} | ${rowLoad.toFixed(1)} | ${verdict(scenario, r)} |`,
    ),
    '',
    `Server RSS (the server process, /proc VmRSS): ${memory.start ?? '-'} MiB after start, ${Math.max(0, ...rows.map((r) => r.rssMax ?? 0))} MiB at most during the runs, ${memory.after ?? '-'} MiB 5 s after the last run (target: under 300 MiB at any time). The server ran at LOG_LEVEL=info, production's level (one line per request, read and counted by the benchmark), except the rows marked warn: a second server on the same database.`,
    ...comparisons(rows),
    '',
    missed.length === 0
      ? 'Every target was met.'
      : `Missed: ${missed.map((r) => `${r.host} ${r.scenario.name} (p95 ${r.result.p95} ms)`).join('; ')}.`,
    '',
    'What the figures include: facet counts and totals are reused for 60 s and pages of listing ids for 10 s per search (docs/decisions/0011-catalogue-speed.md states the bounds); the cards (prices, stock, visibility) and product pages are read from the database on every request. Under load each list is asked for many times within those lifetimes, so most requests read one page of cards; **first request** is the cost when nothing is cached (a broad word counts tens of thousands of rows then). The server, PostgreSQL and autocannon share 2 cores, so latency at 20 connections is mostly queueing: the mean is about 20 / (req/s) (Little’s law), and p95/p99 add the slowest moments (a recount, a garbage collection, other work on the machine). **CPU per request** (user + system time of the server process and of the database’s PostgreSQL backends during the 20-connection run, from /proc, over the requests answered) changes little with other work on the machine, unlike latency: it is the figure to compare between runs.',
    ...holdsBack(missed),
    '',
    '### EXPLAIN',
    '',
    "The server's own functions (`createPostgresListingSearch`, `findListingDetailRows`, ...) run on a pool that records each statement with its parameters, then `EXPLAIN (ANALYZE, BUFFERS)` of each, warm, marketplace storefront (the largest), median of 5. Statements marked cached run once per key and are then reused (facet counts: 60 s, then served while a recount runs, for up to 10 minutes; pages of ids: 10 s; typo alternatives: 60 s); the others run on every request. Full plans: `bench/catalog-plans.txt`.",
    '',
    '| scenario | statement | runs | execution | planning | rows | access paths | buffers |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...plans.map(
      (p) =>
        `| ${p.scenario} | ${p.query} | ${p.perRequest ? 'every request' : 'cached'} | ${p.medianMs} ms | ${p.planningMs} ms | ${fmt(p.rows)} | ${p.access.join('; ') || '-'} | ${p.buffers} |`,
    ),
  ].join('\n');
}
