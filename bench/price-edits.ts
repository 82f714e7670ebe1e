// 1,000 concurrent price edits (issue 15) through the write path the My Listings table's inline edit
// uses (patchListing: the listing row locked, history, mirror row and listing_search in one
// transaction), on PostgreSQL: 1,000 distinct listings once each, 10 listings 100 times each, and
// one listing 1,000 times, every edit of a phase started at once. After each phase the index must
// agree with the listings: listing_search.price equals listings.price on every storefront row of
// every edited listing, and a search for the listing's part number at exactly its new price finds it.
// Usage: npm run bench -- price-edits   (or npx tsx bench/price-edits.ts)
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CATALOGUE_COLUMNS, type CatalogueColumn, catalogueRowInput } from '@patchbay/contract';
import pg from 'pg';
import { catalogState } from '../apps/server/src/modules/catalog/catalog.service';
import { patchListing } from '../apps/server/src/modules/catalog/listings-admin.service';
import { saveProducts } from '../apps/server/src/modules/catalog/products.service';
import { benchContext, freshSeededDatabase, sellerAdmin } from './lib/app';
import { benchDatabaseUrl, siblingDatabaseUrl } from './lib/database';
import { percentile } from './lib/load';
import { writeSection } from './lib/results';

const url = siblingDatabaseUrl(benchDatabaseUrl, '_price_edits');
const LISTINGS = 1_000;
const EDITS = 1_000;
/** The server's pool (DATABASE_POOL_SIZE's default); the edits queue for its connections. */
const POOL = Number(process.env.BENCH_POOL_SIZE ?? 10);

interface Phase {
  name: string;
  listings: number;
  seconds: number;
  p50: number;
  p95: number;
  errors: number;
  mismatched: number;
  notFound: number;
  lost: number;
}

function productRow(i: number) {
  const n = String(i).padStart(5, '0');
  const values: Partial<Record<CatalogueColumn, string>> = {
    name: `Price bench switch ${n}`,
    displayName: `Switch ${n}`,
    description: 'A switch for the price edit benchmark',
    category: 'Routers',
    subCategory: 'Edge',
    minPrice: '10.00',
    maxPrice: '5000.00',
    price: '100.00',
    totalPrice: '100.00',
    minQuantity: '1',
    quantityMultiple: '1',
    numAvailable: '5',
    condition: 'New',
    minShippingEstimate: '1',
    maxShippingEstimate: '3',
    oemName: 'Cisco',
    oemModelName: 'Catalyst',
    oemPartNumber: `PEB-${n}`,
    sellerPartNumber: `PRICE-BENCH-${n}`,
    sellerInternalLocation: 'Shelf 1',
    arrivalDate: '2026-01-15',
    productType: 'Switch',
  };
  return catalogueRowInput(
    Object.fromEntries(CATALOGUE_COLUMNS.flatMap((c) => (values[c] ? [[c, values[c]]] : []))),
  );
}

/** listing_search rows of the listings whose price is not their listing's, and listings with no row. */
async function indexMismatches(client: pg.Client, listingIds: string[]) {
  const { rows } = await client.query<{ mismatched: number; missing: number }>(
    `select
       (select count(*)::int from listing_search ls join listings l on l.id = ls.listing_id
         where l.id = any($1::uuid[]) and ls.price <> l.price) as mismatched,
       (select count(*)::int from listings l where l.id = any($1::uuid[])
         and not exists (select 1 from listing_search ls where ls.listing_id = l.id)) as missing`,
    [listingIds],
  );
  return rows[0]!.mismatched + rows[0]!.missing;
}

export async function runPriceEditsBench() {
  console.log(`price edits: a fresh seeded database at ${url}`);
  await freshSeededDatabase(url);
  const actor = await sellerAdmin(url);
  const app = await benchContext(url, POOL);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const phases: Phase[] = [];
  try {
    const rows = Array.from({ length: LISTINGS }, (_, i) => productRow(i + 1));
    const made: { listingId: string; partNumber: string }[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const outcomes = await saveProducts(
        app.ctx,
        actor,
        rows.slice(i, i + 500).map((r) => ({ input: r.input })),
        { source: 'form' },
      );
      outcomes.forEach((o, k) => {
        if (o.status === 'failed') throw new Error(`product ${i + k} failed: ${o.message}`);
        made.push({ listingId: o.listingId, partNumber: `PEB-${String(i + k + 1).padStart(5, '0')}` });
      });
    }
    const [marketplace] = (
      await client.query<{ id: string }>('select id from storefronts where is_marketplace limit 1')
    ).rows;
    const search = catalogState(app.ctx).search;

    const phase = async (name: string, targets: typeof made, base: number) => {
      const load = loadavg()[0]!;
      const phaseStart = new Date();
      const latencies: number[] = [];
      let errors = 0;
      const started = performance.now();
      // Every edit at once; edit k sets a price of its own, so the last one to commit is known.
      const results = await Promise.all(
        Array.from({ length: EDITS }, async (_, k) => {
          const target = targets[k % targets.length]!;
          const price = (base + k / 100).toFixed(2);
          const t0 = performance.now();
          try {
            await patchListing(app.ctx, actor, target.listingId, { price });
            latencies.push(performance.now() - t0);
            return { target, price, at: performance.now() };
          } catch (error) {
            errors += 1;
            console.error(`  ${name}: ${(error as Error).message}`);
            return null;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      const edited = [...new Set(targets.map((t) => t.listingId))];
      const mismatched = await indexMismatches(client, edited);
      // Every edit saved left a history row, written while it held the listing's lock: their ids
      // (UUIDv7) are in commit order, so the stored price must be the newest one's, and there must
      // be one per edit that succeeded.
      const { rows: last } = await client.query<{ listing_id: string; price: string; newest: string | null }>(
        `select l.id as listing_id, l.price::text as price,
           (select h.after->>'price' from entity_history h where h.entity_id = l.product_id
             and h.after ? 'price' and h.created_at >= $2 order by h.id desc limit 1) as newest
         from listings l where l.id = any($1::uuid[])`,
        [edited, phaseStart],
      );
      const [{ history }] = (
        await client.query<{ history: number }>(
          `select count(*)::int as history from entity_history h join listings l on l.product_id = h.entity_id
            where l.id = any($1::uuid[]) and h.after ? 'price' and h.created_at >= $2`,
          [edited, phaseStart],
        )
      ).rows as [{ history: number }];
      const saved = results.filter((r) => r !== null).length;
      const lost =
        Math.abs(saved - history) +
        last.filter((l) => l.newest === null || Number(l.newest) !== Number(l.price)).length;
      let notFound = 0;
      for (const row of last) {
        const partNumber = targets.find((t) => t.listingId === row.listing_id)!.partNumber;
        const price = Number(row.price).toFixed(2);
        const found = await search.search({
          storefrontId: marketplace!.id,
          text: partNumber,
          categoryIds: null,
          subCategoryIds: null,
          brandKeys: null,
          conditions: null,
          minPrice: price,
          maxPrice: price,
          inStockOnly: false,
          sort: 'price_asc',
          offset: 0,
          limit: 10,
          allPricesVisible: true,
        });
        if (!found.listingIds.includes(row.listing_id)) notFound += 1;
      }
      const result = {
        name,
        listings: edited.length,
        seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        errors,
        mismatched,
        notFound,
        lost,
      };
      console.log(`  ${name} (load ${load.toFixed(1)}): ${JSON.stringify(result)}`);
      phases.push(result);
    };
    await phase('1,000 listings, one edit each', made, 200);
    await phase('10 listings, 100 edits each', made.slice(0, 10), 300);
    await phase('1 listing, 1,000 edits', made.slice(0, 1), 400);
  } finally {
    await client.end();
    await app.close();
  }
  const bad = phases.some((p) => p.errors + p.mismatched + p.notFound + p.lost > 0);
  writeSection(
    'price-edits',
    `## 1,000 concurrent price edits

Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- price-edits\` on this machine (2 cores shared
with other workers; load average ${loadavg()[0]!.toFixed(1)} at the end), PostgreSQL 15, a fresh database with the demo seed and
${LISTINGS.toLocaleString('en-US')} new listings of one seller. Each phase starts ${EDITS.toLocaleString('en-US')} price edits at once through patchListing
(the My Listings inline edit's service: the listing locked, history, mirror row and listing_search in one
transaction) on a pool of ${POOL} connections, as the server has. Afterwards: "index off" counts listing_search rows
whose price is not the listing's, plus listings with no index row; "not found" counts edited listings a search
for their part number at exactly their stored price (the search engine the storefront uses) does not find;
"lost" counts successful edits with no history row (or history rows with no edit), plus listings whose
stored price is not the price of their newest history row (history ids are UUIDv7, written under the listing's
lock, so in commit order): a lost update would show there.

| phase | listings | wall time | p50 | p95 | errors | index off | not found | lost |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${phases
  .map(
    (p) =>
      `| ${p.name} | ${p.listings} | ${p.seconds.toFixed(1)} s | ${p.p50.toFixed(0)} ms | ${p.p95.toFixed(0)} ms | ${p.errors} | ${p.mismatched} | ${p.notFound} | ${p.lost} |`,
  )
  .join('\n')}

${bad ? '**Inconsistencies found: see the table.**' : 'No inconsistency: every edited listing is found at its new price.'}
`,
  );
  if (bad) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await runPriceEditsBench();
