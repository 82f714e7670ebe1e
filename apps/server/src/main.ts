import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { compilePgliteWasm } from './db/pglite-wasm';

const started = performance.now();
// The embedded database (no DATABASE_URL): V8 compiles PGlite's WebAssembly on its background
// threads while the modules below load, before the database is opened.
if (!process.env.DATABASE_URL) void compilePgliteWasm();
// Error reporting starts before the server's modules load, as Sentry asks (src/instrument.ts).
await import('./instrument');
const { parseConfig } = await import('./config');
const config = parseConfig();
if (config.webConcurrency > 1 && cluster.isPrimary) {
  // The primary only forks and watches: it never loads the server's modules.
  const { runPrimary } = await import('./cluster');
  runPrimary(config);
} else {
  const { serve } = await import('./serve');
  await serve(config, started);
}
