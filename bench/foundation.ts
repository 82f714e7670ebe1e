import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { recreateDatabase, siblingDatabaseUrl } from './lib/database';
import { load } from './lib/load';
import { writeSection } from './lib/results';
import { repoRoot, startServer } from './lib/server';

/** The storefront's initial JS and CSS: what index.html loads before any lazy route. */
export function initialAssetSizes() {
  const dist = path.join(repoRoot, 'apps/storefront/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  // jsBr/cssBr: the brotli files the build writes and the server sends (0 when there are none).
  const sizes = { js: 0, css: 0, jsRaw: 0, cssRaw: 0, jsBr: 0, cssBr: 0, files: refs };
  for (const ref of new Set(refs)) {
    const content = readFileSync(path.join(dist, ref));
    const gz = gzipSync(content, { level: 9 }).length;
    const brFile = path.join(dist, `${ref}.br`);
    const br = existsSync(brFile) ? statSync(brFile).size : 0;
    if (ref.endsWith('.js')) {
      sizes.js += gz;
      sizes.jsRaw += content.length;
      sizes.jsBr += br;
    } else {
      sizes.css += gz;
      sizes.cssRaw += content.length;
      sizes.cssBr += br;
    }
  }
  return sizes;
}

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The JavaScript a route's first load runs, from the build's manifest (dist/.vite/manifest.json):
 * the main script with its static imports, and the route's chunk with the static imports the main
 * script does not already bring, in the brotli bytes of the build's .br files.
 */
export function routeScriptSizes(routes: { name: string; source: string | null }[]) {
  const dist = path.join(repoRoot, 'apps/storefront/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const brotli = (files: Iterable<string>) => {
    let total = 0;
    for (const file of files) {
      if (!file.endsWith('.js')) continue;
      const br = path.join(dist, `${file}.br`);
      // The build writes no .br for its smallest files: counted at their full size.
      total += existsSync(br) ? statSync(br).size : statSync(path.join(dist, file)).size;
    }
    return total;
  };
  const main = closure('index.html', new Set());
  const mainBytes = brotli(main);
  return routes.map(({ name, source }) => {
    const route = source ? [...closure(source, new Set())].filter((file) => !main.has(file)) : [];
    return { name, main: mainBytes, route: brotli(route) };
  });
}

/** "home 136.3 KiB (main only), product 136.3 + 40.2 KiB", as the RESULTS tables state it. */
export function routeScriptSizesText(sizes: ReturnType<typeof routeScriptSizes>): string {
  return sizes
    .map((s) =>
      s.route === 0
        ? `${s.name} ${kb(s.main)} (main script only)`
        : `${s.name} ${kb(s.main)} + ${kb(s.route)} route chunks`,
    )
    .join(', ');
}

/** The initial assets as the RESULTS tables state them: sent (brotli), gzip -9 and raw. */
export function assetSizesText(sizes: ReturnType<typeof initialAssetSizes>): string {
  const sent =
    sizes.jsBr > 0 ? `sent brotli-compressed JS ${kb(sizes.jsBr)} and CSS ${kb(sizes.cssBr)}; ` : '';
  return `${sent}gzip -9 JS ${kb(sizes.js)}, CSS ${kb(sizes.css)}; raw JS ${kb(sizes.jsRaw)}, CSS ${kb(sizes.cssRaw)}`;
}

export async function runFoundationBench() {
  const rows: string[] = [];
  const runs: { label: string; env: Record<string, string> }[] = [
    { label: 'PGlite (embedded default)', env: {} },
  ];
  if (process.env.BENCH_DATABASE_URL) {
    // A database of its own, dropped for each cold start: BENCH_DATABASE_URL's holds the catalogue.
    const url = siblingDatabaseUrl(process.env.BENCH_DATABASE_URL, '_foundation');
    runs.push({ label: 'PostgreSQL 15 server', env: { DATABASE_URL: url } });
  }
  for (const run of runs) {
    console.log(`starting the server on ${run.label}...`);
    if (run.env.DATABASE_URL) await recreateDatabase(run.env.DATABASE_URL);
    const server = await startServer(run.env);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const health = await load('GET /api/health', `${base}/api/health`);
      const home = await load('GET / (storefront HTML)', `${base}/`, { host: 'northwind.localhost' });
      rows.push(
        `| ${run.label} | cold start to first /api/health | ${Math.round(server.firstHealthMs)} ms | | | |`,
        `| ${run.label} | cold start to first storefront page | ${Math.round(server.firstPageMs)} ms | | | |`,
        ...[health, home].map(
          (r) =>
            `| ${run.label} | ${r.name} | ${r.requestsPerSecond} req/s | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms${r.errors || r.non2xx ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : ''} |`,
        ),
      );
    } finally {
      await server.stop();
    }
  }
  const sizes = initialAssetSizes();
  const markdown = [
    '## Foundation',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}), NODE_ENV=production, an empty DATA_DIR (and an empty PostgreSQL database) with demo data seeded at start, autocannon 20 connections x 10 s on loopback; p50/p95/p99 are exact percentiles of every response's latency.`,
    '',
    '| database | what | result | p50 | p95 | p99 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Storefront initial assets (what index.html loads before any lazy route): ${assetSizesText(sizes)}.`,
  ].join('\n');
  writeSection('foundation', markdown);
  console.log(markdown);
}
