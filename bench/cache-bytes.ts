// The search caches' own weights against the heap they take: the catalogue benchmark's keyword,
// part-number and typo searches run once each on one engine whose caches keep everything, then
// the heap growth (after full collections) is compared with what the caches say they hold.
// Usage: node --expose-gc --import tsx bench/cache-bytes.ts   (BENCH_DATABASE_URL: the catalogue database)
import os from 'node:os';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import {
  createPostgresListingSearch,
  guestSearchRequest,
} from '../apps/server/src/modules/search/listing-search.engine';
import { queryPools } from './catalog-queries';
import { benchDatabaseUrl } from './lib/database';
import { writeSection } from './lib/results';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

const heapAfterCollection = () => {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed;
};

const client = new pg.Client({ connectionString: benchDatabaseUrl });
await client.connect();
const { rows } = await client.query<{ id: string }>(`select id from storefronts where slug = 'patchbay'`);
const storefrontId = rows[0]!.id;
const pools = await queryPools(client, storefrontId);
await client.end();

const handle = await openDatabase({ databaseUrl: benchDatabaseUrl, poolSize: 2 });
const engine = createPostgresListingSearch(handle.db, {
  cacheBytes: 1024 * 1024 * 1024,
  facetCacheMs: 3_600_000,
  pageCacheMs: 3_600_000,
});
const request = (text: string) => guestSearchRequest(storefrontId, { text });
// The storefront's own counts and the lookups first: every search reads them.
await engine.search(request(''));
const texts = [...pools.keyword, ...pools.partNumber, ...pools.typo].map(
  (p) => new URL(p, 'http://x').searchParams.get('q') ?? '',
);
const heapBefore = heapAfterCollection();
const weighedBefore = engine.cacheBytes();
for (const text of texts) await engine.search(request(text));
const heapAfter = heapAfterCollection();
const weighed = engine.cacheBytes() - weighedBefore;
const held = heapAfter - heapBefore;
await handle.close();

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;
const markdown = [
  '## Search cache bytes',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} (\`node --expose-gc --import tsx bench/cache-bytes.ts\`, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)}): ${texts.length} different searches of the catalogue benchmark (its keyword, part-number and typo pools, marketplace) on one engine whose caches keep everything. The caches weigh what they hold at **${mib(weighed)}** (their bound counts these weights); the heap grew by **${mib(held)}** (heap used after full collections, before and after): the weights are ${(weighed / held).toFixed(2)} times the heap taken, so ${weighed >= held ? 'a cache holds less than its bound' : '**a cache can hold more than its bound**'}.`,
].join('\n');
console.log(markdown);
writeSection('cache-bytes', markdown);
