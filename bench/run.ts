// `npm run bench`: runs the benchmarks and writes their figures into bench/RESULTS.md.
// Usage: npm run bench [-- foundation | catalog | lighthouse ... | fresh]
//   catalog:    the 100,000-product catalogue under load, EXPLAIN of its statements, and Lighthouse
//   lighthouse: Lighthouse only, on the catalogue database
//   checkout:   orders placed per second and checkout latency on PostgreSQL (its own database)
//   chaos:      money under kill -9, retries and racing order actions, ending in a money audit
//   outbox:     mails per second to the file sink and an SMTP relay, and an order mail's delay
//               behind 5,000 queued records-mirror rows, on PostgreSQL (its own database)
//   scale:      the compiled server's cold starts, and 1 against 2 processes (WEB_CONCURRENCY)
//   imports:    50,000-row CSV and XLSX catalogue imports: time, peak RSS, every row searchable
//   price-edits: 1,000 concurrent price edits on distinct and on the same listings; index consistency
//   fresh:      regenerate the catalogue database even when it is current (a word, not --fresh:
//               the root script's inner `npm run` would take --fresh as its own option)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runCatalogBench } from './catalog';
import { runChaosBench } from './chaos';
import { runCheckoutBench } from './checkout';
import { runFoundationBench } from './foundation';
import { runImportsBench } from './imports';
import { repoRoot } from './lib/server';
import { runOutboxBench } from './outbox';
import { runPriceEditsBench } from './price-edits';
import { runScaleBench } from './scale';

const args = process.argv.slice(2);
const fresh = args.some((a) => a === 'fresh' || a === '--fresh');
const which = new Set(args.filter((a) => a !== 'fresh' && !a.startsWith('--')));
const all = which.size === 0;

// A production build: a stale build made with another NODE_ENV bundles React's development build;
// the compiled server is what `npm start` runs in production.
spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--stale-only'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
// NODE_ENV=production runs the compiled server (apps/server/dist), built when stale.
const { buildServer } = (await import(path.join(repoRoot, 'scripts/build-server.mjs'))) as {
  buildServer: () => Promise<unknown>;
};
await buildServer();
if (all || which.has('foundation')) await runFoundationBench();
if (all || which.has('catalog') || which.has('lighthouse')) {
  await runCatalogBench({
    loadTests: all || which.has('catalog'),
    // BENCH_LIGHTHOUSE=0 leaves Lighthouse out of a catalogue run.
    lighthouse:
      process.env.BENCH_LIGHTHOUSE !== '0' && (all || which.has('catalog') || which.has('lighthouse')),
    fresh,
  });
}
if (all || which.has('checkout')) await runCheckoutBench();
if (all || which.has('chaos')) await runChaosBench();
if (all || which.has('outbox')) await runOutboxBench();
if (all || which.has('scale')) await runScaleBench();
if (all || which.has('imports')) await runImportsBench();
if (all || which.has('price-edits')) await runPriceEditsBench();
