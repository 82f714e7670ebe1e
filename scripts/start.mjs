// `npm start`: serves the marketplace on one port.
// - NODE_ENV=production: runs the compiled server (apps/server/dist/main.js, made by `npm run build`)
//   with plain node: no tsx, no build tools, nothing from devDependencies. It refuses to start when a
//   build is missing rather than build on a production machine.
// - Otherwise (development): builds the web apps when they are missing or stale, then runs the
//   server from its TypeScript sources through tsx.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const production = process.env.NODE_ENV === 'production';

// The V8 heap's old generation is capped (SERVER_HEAP_MB, default 192 MiB): without a cap V8 lets
// garbage pile up under a high request rate (the heap reached 400 MiB with ~100 MiB live), and the
// process's RSS follows it. The caches are bounded in bytes well below it (docs/caching.md);
// imports and exports stream. Workers forked by WEB_CONCURRENCY inherit the flag.
const heapText = process.env.SERVER_HEAP_MB ?? '192';
const heapMb = Number(heapText);
if (!/^\d+$/.test(heapText) || heapMb < 128 || heapMb > 65536) {
  console.error(`SERVER_HEAP_MB must be a whole number of MiB from 128 to 65536, not "${heapText}".`);
  process.exit(1);
}

let args;
if (production) {
  const servesWeb = !['false', '0', 'no'].includes(process.env.SERVE_WEB ?? '');
  const built = ['apps/server/dist/main.js'];
  if (servesWeb) built.push('apps/storefront/dist/index.html', 'apps/admin/dist/index.html');
  const missing = built.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(
      `NODE_ENV=production runs the built server, but ${missing.join(', ')} is missing: run \`npm run build\` first.`,
    );
    process.exit(1);
  }
  // No --enable-source-maps: it keeps the source maps of every module loaded, the dependencies'
  // too (their TypeScript sources included), about 11 MiB of the server's RSS. Stack traces name
  // the compiled files, which are bundled but not minified; NODE_OPTIONS=--enable-source-maps
  // maps them to the TypeScript sources (README).
  args = [path.join(root, 'apps/server/dist/main.js')];
} else {
  const { buildWeb } = await import('./build-web.mjs');
  buildWeb();
  args = ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
}

// The young generation's two semi-spaces at 8 MiB each instead of 16: 16 MiB less RSS, for more
// (short) scavenges.
args.unshift(`--max-old-space-size=${heapMb}`, '--max-semi-space-size=8');

// glibc's malloc keeps up to 8 arenas per core, one per thread that allocates (libuv's pool,
// V8's platform threads, an import's reader thread), and memory freed in one stays in its RSS:
// two arenas kept a 50,000-row XLSX import's peak 20 MiB lower (bench/RESULTS.md). An operator's
// own MALLOC_ARENA_MAX wins.
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
