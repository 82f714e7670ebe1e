import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { StorefrontScreen } from '../modules/catalog/seo';

/** The built web apps' files: where they are, which of them exist, and how they go out. */

export { repoRoot } from '../lib/paths';

import { repoRoot } from '../lib/paths';
export const webDistDirs = {
  storefront: path.join(repoRoot, 'apps/storefront/dist'),
  admin: path.join(repoRoot, 'apps/admin/dist'),
} as const;

export interface BuiltApp {
  root: string;
  files: Set<string>;
  template: string;
  /** The chunks (and their stylesheets) each storefront screen loads after the main script. */
  screenModules: Map<StorefrontScreen, string[]>;
}

/**
 * The storefront modules each screen loads lazily (apps/storefront/src/app/router.tsx and the home
 * page's sections), by their source path, which is how Vite's manifest names them. A renamed file
 * only loses its preload (web.test.ts checks that these files exist).
 */
export const SCREEN_MODULES: Record<StorefrontScreen, readonly string[]> = {
  home: [
    'src/features/catalog/components/featured-listings.tsx',
    'src/features/catalog/components/category-grid.tsx',
  ],
  products: ['src/app/routes/products.tsx'],
  category: ['src/app/routes/category-listings.tsx'],
  brand: ['src/app/routes/brand-listings.tsx'],
  product: ['src/app/routes/product-detail.tsx'],
};

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Per screen, the files its lazy modules need beyond what the entry loads anyway: their chunks,
 * the chunks those import, and their stylesheets, from Vite's build manifest.
 */
export function screenModulesOf(manifest: Record<string, ManifestChunk>): Map<StorefrontScreen, string[]> {
  const loadedWithEntry = new Set<string>(['index.html']);
  const entryQueue = ['index.html'];
  while (entryQueue.length > 0) {
    for (const key of manifest[entryQueue.pop()!]?.imports ?? []) {
      if (!loadedWithEntry.has(key)) {
        loadedWithEntry.add(key);
        entryQueue.push(key);
      }
    }
  }
  const result = new Map<StorefrontScreen, string[]>();
  for (const [screen, modules] of Object.entries(SCREEN_MODULES) as [StorefrontScreen, string[]][]) {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || loadedWithEntry.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      files.push(`/${chunk.file}`);
      for (const css of chunk.css ?? []) files.push(`/${css}`);
      for (const child of chunk.imports ?? []) visit(child);
    };
    for (const module of modules) visit(module);
    result.set(screen, [...new Set(files)]);
  }
  return result;
}

/** index.html of the web apps given directly (tests of the served head), instead of dist folders. */
export type WebTemplates = Partial<Record<'storefront' | 'admin', string>>;

function listFiles(root: string, dir = root, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) listFiles(root, full, out);
    else out.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
  }
  return out;
}

export function loadBuiltApp(root: string): BuiltApp | null {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return null;
  const manifestFile = path.join(root, '.vite/manifest.json');
  const screenModules = existsSync(manifestFile)
    ? screenModulesOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : new Map<StorefrontScreen, string[]>();
  const files = listFiles(root);
  files.delete('/index.html');
  // Compressed copies are sent in place of their file, never on their own.
  for (const file of files) if (/\.(br|gz)$/.test(file) || file.startsWith('/.vite/')) files.delete(file);
  return { root, files, template: readFileSync(index, 'utf8'), screenModules };
}

/**
 * One file of a built app: hashed assets are kept a year (their name changes with their content),
 * the rest revalidated on every use.
 */
export function sendBuiltFile(reply: FastifyReply, built: BuiltApp, file: string) {
  const immutable = file.startsWith('/assets/');
  // A script or stylesheet may go out brotli- or gzip-compressed (scripts/build-web.mjs):
  // caches must keep one copy per Accept-Encoding.
  if (/\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(file)) reply.header('vary', 'accept-encoding');
  return reply.sendFile(file.slice(1), built.root, {
    maxAge: immutable ? 31_536_000_000 : 0,
    immutable,
  });
}
