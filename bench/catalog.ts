import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { renderSeedImages } from '../apps/server/src/db/seed/images';
import { storefrontArt } from '../apps/server/src/db/seed/tenants';
import {
  findListingRows,
  findOtherVisibleListingIds,
  findSpecifications,
  findTiers,
  findVisibleListingRow,
} from '../apps/server/src/modules/catalog/catalog.repository';
import {
  createPostgresListingSearch,
  type ListingSearchRequest,
} from '../apps/server/src/modules/search/listing-search.engine';
import { ensureCatalogDatabase, TARGET_PRODUCTS } from './catalog-data';
import { getWithHost } from './lib/http';
import { type LoadResult, load } from './lib/load';
import { writeSection } from './lib/results';
import { repoRoot, startServer } from './lib/server';
import { runLighthouse } from './lighthouse';

const SEARCH_TARGET_MS = 50;
const DETAIL_TARGET_MS = 20;
/** Listing ids per storefront the product detail scenarios cycle through. */
const DETAIL_IDS = 200;

interface LoadRow {
  host: string;
  scenario: Scenario;
  result: LoadResult;
  single: LoadResult;
  matches: string;
}

interface Scenario {
  name: string;
  kind: 'search' | 'detail' | 'page';
  path: string;
  /** Paths taken in turn instead of `path` (detail and product page). */
  paths?: string[];
}

const hosts = [
  { label: 'marketplace', host: 'localhost', slug: 'patchbay' },
  { label: 'Northwind', host: 'northwind.localhost', slug: 'northwind' },
] as const;

/** Options the route would pass for a guest's request (catalog.service searchListings). */
function searchRequest(storefrontId: string, patch: Partial<ListingSearchRequest>): ListingSearchRequest {
  return {
    storefrontId,
    categoryIds: null,
    subCategoryIds: null,
    brandKeys: null,
    conditions: null,
    inStockOnly: false,
    sort: 'featured',
    offset: 0,
    limit: 24,
    allPricesVisible: false,
    ...patch,
  };
}

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
  const idsOf = async (storefrontId: string) =>
    (
      await one<{ listing_id: string }>(
        `select listing_id from listing_search where storefront_id = $1 order by md5(listing_id::text) limit $2`,
        [storefrontId, DETAIL_IDS],
      )
    ).map((r) => r.listing_id);
  const categories = await one<{ id: string; slug: string }>(
    `select id, slug from categories where parent_id is null`,
  );
  return { counts: counts!, storefronts, sizes: sizes!, settings: settings!, idsOf, categories };
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
  if (/group by 1, 2, 3, 4, 5, 6/.test(text)) return { query: 'facet cells (cached 5 s)', perRequest: false };
  if (text.includes('select ls.listing_id from listing_search ls')) {
    // A broad text reads its exact part-number hits, then the rest in featured order.
    if (/and ls\.part_number_normalized = \$\d+\s+order by/.test(text)) {
      return { query: 'page of ids: exact part-number hits', perRequest: true };
    }
    if (/and not ls\.part_number_normalized = /.test(text)) {
      return { query: 'page of ids: the rest, featured first', perRequest: true };
    }
    return { query: 'page of ids', perRequest: true };
  }
  if (/from "listing_search" inner join "listings"/.test(text))
    return { query: 'visible listing', perRequest: true };
  if (/from "listings" inner join "products"/.test(text))
    return { query: 'cards (listing + product + seller)', perRequest: true };
  if (text.includes('from "product_specifications"')) return { query: 'specifications', perRequest: true };
  if (text.includes('from "product_tiered_prices"')) return { query: 'tier prices', perRequest: true };
  if (/select "listing_id" from "listing_search"/.test(text))
    return { query: 'other sellers', perRequest: true };
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
async function explainQueries(
  url: string,
  storefrontId: string,
  categoryIds: Map<string, string>,
  detailId: string,
) {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const captured: CapturedQuery[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = (config, values) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params = (values ?? (config as { values?: unknown[] }).values ?? []) as unknown[];
    captured.push({ text, values: params });
    return query(config, values);
  };
  // A new engine per run, facetCacheMs 0: every search computes its typo alternatives and facet
  // cells, so those statements are recorded too.
  const search = (patch: Partial<ListingSearchRequest>) => () =>
    createPostgresListingSearch(handle.db, { facetCacheMs: 0 }).search(searchRequest(storefrontId, patch));
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
    const result = await run();
    const ids = (result as { listingIds?: string[] } | undefined)?.listingIds;
    if (ids) await findListingRows(handle.db, ids);
    const seen = new Set<string>();
    for (const statement of [...captured]) {
      const label = labelOf(statement.text);
      if (!label || seen.has(statement.text)) continue;
      seen.add(statement.text);
      const times: number[] = [];
      let plan: { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number } | undefined;
      for (let i = 0; i < 5; i++) {
        const { rows } = await pool.query<{ 'QUERY PLAN': [typeof plan] }>(
          `explain (analyze, buffers, format json) ${statement.text}`,
          statement.values,
        );
        plan = rows[0]!['QUERY PLAN'][0];
        times.push(plan!['Execution Time']);
      }
      const { rows: textRows } = await pool.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.values,
      );
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
      const row = await findVisibleListingRow(handle.db, storefrontId, detailId);
      if (!row) throw new Error(`listing ${detailId} is not visible`);
      const others = await findOtherVisibleListingIds(handle.db, storefrontId, row.product.id, detailId, 20);
      await Promise.all([
        findSpecifications(handle.db, row.product.id),
        findTiers(handle.db, row.product.id),
        findListingRows(handle.db, others),
      ]);
    });
  } finally {
    await handle.close();
  }
  return summaries;
}

const fmt = (n: number) => n.toLocaleString('en-US');

export async function runCatalogBench(options: { loadTests: boolean; lighthouse: boolean; fresh: boolean }) {
  const database = await ensureCatalogDatabase({ fresh: options.fresh });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const facts = await datasetFacts(client);
  if (facts.counts.products < TARGET_PRODUCTS) throw new Error('the catalogue database is incomplete');
  const storefrontId = (slug: string) => facts.storefronts.find((s) => s.slug === slug)!.id;
  const detailIds = new Map<string, string[]>();
  for (const h of hosts) detailIds.set(h.slug, await facts.idsOf(storefrontId(h.slug)));
  await client.end();

  console.log('starting the server on the catalogue database...');
  const server = await startServer(
    { DATABASE_URL: database.url, SEED_DEMO_DATA: 'false' },
    // The seed's generated images, so pages load no broken image (the database only has URLs).
    {
      prepareDataDir: async (dir) => void (await renderSeedImages(path.join(dir, 'uploads'), storefrontArt)),
    },
  );
  const base = `http://127.0.0.1:${server.port}`;
  const rows: LoadRow[] = [];
  const loadBefore = os.loadavg()[0]!;
  let lighthouse: Awaited<ReturnType<typeof runLighthouse>> | null = null;
  let productPath = '';
  try {
    if (options.loadTests) {
      for (const h of hosts) {
        // The product pages' paths (/{display-name}/dp/{id}) as the API writes them.
        const ids = detailIds.get(h.slug)!;
        const pagePaths: string[] = [];
        for (const id of ids) {
          const res = await getWithHost(`${base}/api/listings/${id}`, h.host);
          if (res.status !== 200) throw new Error(`GET /api/listings/${id} on ${h.host}: ${res.status}`);
          pagePaths.push((JSON.parse(res.body) as { path: string }).path);
        }
        productPath ||= pagePaths[0]!;
        const scenarios: Scenario[] = [
          { name: 'search by keyword', kind: 'search', path: '/api/listings?q=cisco' },
          { name: 'search by part number', kind: 'search', path: '/api/listings?q=ASR-9001' },
          { name: 'search with a typo', kind: 'search', path: '/api/listings?q=cisko' },
          {
            name: 'facet filter',
            kind: 'search',
            path: '/api/listings?category=routers&condition=Refurbished',
          },
          { name: 'sort by price', kind: 'search', path: '/api/listings?sort=price_asc&category=switches' },
          {
            name: `product detail (${ids.length} ids in turn)`,
            kind: 'detail',
            path: `/api/listings/${ids[0]}`,
            paths: ids.map((id) => `/api/listings/${id}`),
          },
          {
            name: `product page HTML (${ids.length} pages in turn)`,
            kind: 'page',
            path: pagePaths[0]!,
            paths: pagePaths,
          },
        ];
        for (const scenario of scenarios) {
          const res = await getWithHost(`${base}${scenario.path}`, h.host);
          if (res.status !== 200) throw new Error(`GET ${scenario.path} on ${h.host}: ${res.status}`);
          const body = scenario.kind === 'search' ? (JSON.parse(res.body) as { total: number }) : null;
          const matches = body ? fmt(body.total) : '';
          const url = `${base}${scenario.path}`;
          const opts = { host: h.host, ...(scenario.paths ? { paths: scenario.paths } : {}) };
          console.log(`${h.label}: ${scenario.name} (warm-up 3 s, then 10 s)...`);
          await load('warm-up', url, { ...opts, durationSeconds: 3 });
          const result = await load(scenario.name, url, opts);
          // One connection: the service time of a request without queueing behind 19 others.
          const single = await load(scenario.name, url, { ...opts, connections: 1, durationSeconds: 5 });
          console.log(
            `  ${result.requestsPerSecond} req/s, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms; 1 connection: p50 ${single.p50} ms, p95 ${single.p95} ms`,
          );
          rows.push({ host: h.label, scenario, result, single, matches });
        }
      }
    }
    if (options.lighthouse) {
      if (!productPath) {
        const id = detailIds.get('patchbay')![0]!;
        const res = await getWithHost(`${base}/api/listings/${id}`, 'localhost');
        productPath = (JSON.parse(res.body) as { path: string }).path;
      }
      lighthouse = await runLighthouse(`http://localhost:${server.port}`, [
        { name: 'home', path: '/' },
        { name: 'listing', path: '/products?q=cisco' },
        { name: 'product', path: productPath },
      ]);
    }
  } finally {
    await server.stop();
  }
  const loadAfter = os.loadavg()[0]!;

  if (options.loadTests) {
    console.log('EXPLAIN (ANALYZE, BUFFERS) of the statements behind each scenario...');
    const categoryIds = new Map(facts.categories.map((c) => [c.slug, c.id]));
    const plans = await explainQueries(
      database.url,
      storefrontId('patchbay'),
      categoryIds,
      detailIds.get('patchbay')![0]!,
    );
    writeFileSync(
      path.join(repoRoot, 'bench/catalog-plans.txt'),
      `# EXPLAIN (ANALYZE, BUFFERS) of the catalogue's statements, written by npm run bench -- catalog\n\n${plans.map((p) => p.text).join('\n')}`,
    );
    writeSection('catalog', catalogMarkdown(database, facts, rows, plans, [loadBefore, loadAfter]));
  }
  if (lighthouse) writeSection('lighthouse', lighthouse.markdown);
}

function catalogMarkdown(
  database: Awaited<ReturnType<typeof ensureCatalogDatabase>>,
  facts: Awaited<ReturnType<typeof datasetFacts>>,
  rows: LoadRow[],
  plans: PlanSummary[],
  loadAverage: [number, number],
) {
  const verdict = (scenario: Scenario, p95: number) => {
    if (scenario.kind === 'search') return p95 < SEARCH_TARGET_MS ? 'met' : '**missed**';
    if (scenario.kind === 'detail') return p95 < DETAIL_TARGET_MS ? 'met' : '**missed**';
    return '';
  };
  const missed = rows.filter((r) => verdict(r.scenario, r.result.p95) === '**missed**');
  const perStorefront = facts.storefronts.map((s) => `${s.slug} ${fmt(s.rows)}`).join(', ');
  const generation = database.reused
    ? 'reused from an earlier run (`npm run bench -- catalog fresh` regenerates it)'
    : `generated in this run: ${Object.entries(database.timings)
        .map(([k, v]) => `${k} ${v} s`)
        .join('; ')}`;
  return [
    '## Catalogue',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores, shared with other work; Node ${process.version}), NODE_ENV=production, PostgreSQL 15 on the same machine (shared_buffers ${facts.settings.shared_buffers}, work_mem ${facts.settings.work_mem}: the server's defaults, untuned), as a guest. autocannon, 20 connections, 3 s warm-up then 10 s per row, then 5 s on 1 connection, loopback; autocannon, the server and PostgreSQL share the 2 cores (1-minute load average ${loadAverage[0].toFixed(1)} before the runs, ${loadAverage[1].toFixed(1)} after). p50/p95/p99 are exact percentiles of every response's latency (collected per response, not autocannon's p97.5). Targets: search p95 < ${SEARCH_TARGET_MS} ms, product detail p95 < ${DETAIL_TARGET_MS} ms.`,
    '',
    `Data (\`bench/catalog-data.ts\`, seeded PRNG, ${generation}): ${fmt(facts.counts.products)} products, ${fmt(facts.counts.listings)} listings (Northwind 45 %, Cobalt 30 %, Meridian 25 %; 6 % excluded from the marketplace, 1 % deleted, ${fmt(facts.counts.shares)} shares), ${fmt(facts.counts.rows)} listing_search rows (${perStorefront}); listing_search ${facts.sizes.heap} heap, ${facts.sizes.total} with indexes; database ${facts.sizes.database}.`,
    '',
    '| storefront | scenario | request | matches | req/s | p50 | p95 | p99 | errors / non-2xx | 1 connection p50 / p95 | target (p95, 20 connections) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ host, scenario, result: r, single, matches }) =>
        `| ${host} | ${scenario.name} | \`${scenario.paths ? scenario.path.replace(/[0-9a-f-]{36}$/, '{id}') : scenario.path}\` | ${matches} | ${fmt(r.requestsPerSecond)} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.errors} / ${r.non2xx} | ${single.p50} / ${single.p95} ms | ${verdict(scenario, r.p95)} |`,
    ),
    '',
    missed.length === 0
      ? 'Every target was met.'
      : `Missed: ${missed.map((r) => `${r.host} ${r.scenario.name} (p95 ${r.result.p95} ms)`).join('; ')}.`,
    '',
    '### EXPLAIN',
    '',
    "The server's own functions (`createPostgresListingSearch`, `findVisibleListingRow`, ...) run on a pool that records each statement with its parameters, then `EXPLAIN (ANALYZE, BUFFERS)` of each, warm, marketplace storefront (the largest), median of 5. Statements marked cached run at most once per key every few seconds under load; the others run on every request. Full plans: `bench/catalog-plans.txt`.",
    '',
    '| scenario | statement | runs | execution | planning | rows | access paths | buffers |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...plans.map(
      (p) =>
        `| ${p.scenario} | ${p.query} | ${p.perRequest ? 'every request' : 'cached'} | ${p.medianMs} ms | ${p.planningMs} ms | ${fmt(p.rows)} | ${p.access.join('; ') || '-'} | ${p.buffers} |`,
    ),
  ].join('\n');
}
