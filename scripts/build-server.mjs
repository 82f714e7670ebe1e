// Compiles the server to JavaScript (apps/server/dist/) with esbuild, so production runs plain
// `node` without tsx. Our workspace packages (TypeScript sources) are bundled in, and the few
// registry packages in `bundledPackages`; every other package from the registry stays an import of
// node_modules, so native and WebAssembly pieces (sharp, PGlite) load as they were installed, and
// the libraries Sentry instruments when they are imported (fastify, pg, ioredis...) are imported.
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdir = path.join(server, 'dist');

/** What the compiled server runs: the server itself and the operator commands. */
export const serverEntries = {
  main: 'src/main.ts',
  'cli/backup': 'src/cli/backup.ts',
  'cli/create-operator': 'src/cli/create-operator.ts',
  'cli/storage-migrate': 'src/cli/storage-migrate.ts',
  // The catalogue import's file reader thread (src/modules/catalog/product-import-files.ts).
  'workers/catalogue-file-reader': 'src/modules/catalog/catalogue-file-reader.worker.ts',
};

const sources = ['apps/server/src', 'packages/contract/src', 'packages/domain/src'];

/**
 * Pure JavaScript packages only our code imports, made of hundreds of small modules (drizzle-orm
 * 113, zod 99): bundled, a start reads, resolves and links a few files instead of each module
 * (and its source map). fastify-type-provider-zod goes with zod, so both use one zod, and with it
 * @fastify/error, which it imports (not a dependency of the server's own; fastify loads its own
 * copy, which is harmless: each error class is made by its own createError call and the server
 * tells the provider's errors apart with the provider's own functions). A package imported by an
 * external package would otherwise load twice, and zod must not.
 */
export const bundledPackages = new Set([
  '@fastify/error',
  'csv-parse',
  'drizzle-orm',
  'fastify-type-provider-zod',
  'lru-cache',
  'zod',
]);

/** A bare import's package name: `@scope/name` or `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/main.js is missing or older than a source file of the server or its packages. */
export function serverBuildStale() {
  const built = path.join(outdir, 'main.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    metafile: true,
    absWorkingDir: server,
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([out, src]) => [out, path.join(server, src)]),
    ),
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces name the TypeScript files (Sentry and the logs read them).
    sourcesContent: false,
    logLevel: 'warning',
    chunkNames: 'chunks/[name]-[hash]',
    // A bundled CommonJS package's require() of a Node module (@fastify/error's node:util) runs
    // through esbuild's __require, which needs a require in an ES module.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'registry-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@patchbay/') || bundledPackages.has(packageOf(args.path)))
              return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  // What the compiled files import from outside: tests check it holds only runtime dependencies.
  writeFileSync(path.join(outdir, 'meta.json'), JSON.stringify(result.metafile));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`built the server into apps/server/dist in ${Date.now() - started} ms`);
}
