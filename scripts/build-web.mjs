// Builds the storefront and admin apps when their build is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['packages/ui/src', 'packages/contract/src', 'packages/domain/src'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function staleApps() {
  const stale = [];
  for (const app of ['storefront', 'admin']) {
    const dir = path.join(root, 'apps', app);
    // The storefront is built twice: for browsers (dist/) and for the server's rendering of the
    // first screen (dist-server/, `vite build --ssr`); either missing or older means rebuild.
    const outputs = [path.join(dir, 'dist/index.html')];
    if (app === 'storefront') outputs.push(path.join(dir, 'dist-server/entry-server.js'));
    const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
    const sources = [
      path.join(dir, 'src'),
      path.join(dir, 'index.html'),
      path.join(dir, 'vite.config.ts'),
      path.join(dir, 'public'),
    ]
      .concat(shared.map((s) => path.join(root, s)))
      .map(newestMtime);
    if (builtAt === 0 || Math.max(...sources) > builtAt) stale.push(app);
  }
  return stale;
}

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of a build, once, at the strongest
 * settings: the server sends them to browsers that accept them (@fastify/static preCompressed),
 * so no request pays for compression and slow connections get a third of the bytes.
 */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const data = readFileSync(file);
    if (data.length < 1024) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}

export function buildWeb({ force = false } = {}) {
  const apps = force ? ['storefront', 'admin'] : staleApps();
  for (const app of apps) {
    console.log(`building the ${app} app...`);
    // Always a production build: the server may run with NODE_ENV=development (tests do), and a
    // development build of React would then be what every later `npm start` serves.
    const result = spawnSync('npm', ['run', 'build', '-w', `@patchbay/${app}`], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`the ${app} build failed`);
      process.exit(result.status ?? 1);
    }
    precompress(path.join(root, 'apps', app, 'dist'));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb({ force: process.argv.includes('--force') });
