import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's package folder (apps/server), found by walking up from this module. The server runs
 * from its TypeScript sources (src/lib/paths.ts) in development and tests, and from one compiled file
 * (dist/main.js) in production: the two sit at different depths, so a fixed `../..` would be wrong
 * in one of them.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@patchbay/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no @patchbay/server package.json above ${start}`);
    dir = parent;
  }
}

export const serverRoot = findServerRoot(path.dirname(fileURLToPath(import.meta.url)));
/** The repository (or deployed tree): apps/ and packages/ below it. */
export const repoRoot = path.resolve(serverRoot, '../..');
/** SQL migrations stay files beside the sources: the compiled server reads the same folder. */
export const migrationsFolder = path.join(serverRoot, 'src/db/migrations');
