import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * DESIGN.md §2 and §5 as a test: each server module owns its tables (others call its service, never
 * its repository); packages/domain imports nothing of ours; the two web apps never import each other.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx|mts)$/.test(name) ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
export function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

function violations(files: string[], rule: (file: string, spec: string) => string | null): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const problem = rule(file, spec);
      if (problem) found.push(`${path.relative(root, file)}: ${problem}`);
    }
  }
  return found;
}

describe('import rules', () => {
  it('reads imports, re-exports and dynamic imports', () => {
    expect(
      specifiers(
        `import { a } from './a';\nexport { b } from "../b/b.repository";\nconst c = await import('./c');\nimport './d';`,
      ),
    ).toEqual(['./a', '../b/b.repository', './c', './d']);
  });

  it('a server module never imports another module’s repository (tests may arrange data directly)', () => {
    const modules = path.join(root, 'apps/server/src/modules');
    const rule = (file: string, spec: string) => {
      if (!spec.startsWith('.') || !/\.repository$/.test(spec)) return null;
      const own = path.relative(modules, file).split(path.sep)[0];
      const target = path.relative(modules, path.resolve(path.dirname(file), spec)).split(path.sep)[0];
      return own !== target ? `imports ${spec} (call the ${target} module's service instead)` : null;
    };
    const files = sources(modules).filter((f) => !/\.test\.ts$/.test(f));
    expect(violations(files, rule)).toEqual([]);
  });

  it('packages/domain imports nothing of ours', () => {
    const domain = path.join(root, 'packages/domain/src');
    const rule = (file: string, spec: string) =>
      spec.startsWith('@patchbay/') ||
      (spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(domain))
        ? `imports ${spec}`
        : null;
    expect(violations(sources(domain), rule)).toEqual([]);
  });

  it('the storefront and the admin portal never import each other', () => {
    const apps = { storefront: 'admin', admin: 'storefront' } as const;
    const found = Object.entries(apps).flatMap(([app, other]) => {
      const dir = path.join(root, 'apps', app, 'src');
      return violations(sources(dir), (file, spec) =>
        spec === `@patchbay/${other}` ||
        spec.startsWith(`@patchbay/${other}/`) ||
        (spec.startsWith('.') &&
          path.resolve(path.dirname(file), spec).startsWith(path.join(root, 'apps', other)))
          ? `imports ${spec}`
          : null,
      );
    });
    expect(found).toEqual([]);
  });
});
