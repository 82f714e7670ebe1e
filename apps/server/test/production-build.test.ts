import { type ChildProcessByStdio, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createTestDatabase, freePort } from './helpers';
import { waitFor } from './poll';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(serverDir, '../..');
const dist = path.join(serverDir, 'dist');

/** The bare package names the compiled files import (esbuild's metafile lists every external import). */
function importedPackages(): Set<string> {
  const meta = JSON.parse(readFileSync(path.join(dist, 'meta.json'), 'utf8')) as {
    outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
  };
  const names = new Set<string>();
  for (const output of Object.values(meta.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      if (!external) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string));
    }
  }
  return names;
}

/**
 * `npm run build` compiles the server; `npm start` with NODE_ENV=production runs it with plain node.
 * The compiled files import only Node's own modules and the server's runtime dependencies (never
 * tsx, never a devDependency), and the compiled server starts and answers on an existing database.
 */
describe('the compiled production server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-build-'));
  let postgres: DatabaseHandle | undefined;

  beforeAll(async () => {
    await run(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root });
    if (process.env.TEST_DATABASE_URL) {
      postgres = await createTestDatabase();
      return;
    }
    const handle = await openDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await handle.close();
  }, 120_000);
  afterAll(async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports nothing but Node modules and the server runtime dependencies', () => {
    const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const allowed = new Set(Object.keys(manifest.dependencies));
    const builtins = new Set(builtinModules);
    const outside = [...importedPackages()].filter(
      (name) => !(name.startsWith('node:') || builtins.has(name) || allowed.has(name)),
    );
    expect(outside).toEqual([]);
    expect(importedPackages().has('tsx')).toBe(false);
    expect([...importedPackages()].some((name) => name.startsWith('@patchbay/'))).toBe(false);
  });

  it('loads the libraries a start does not need only when first used', () => {
    const meta = JSON.parse(readFileSync(path.join(dist, 'meta.json'), 'utf8')) as {
      outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }>;
    };
    // pg-boss: loaded by the outbox worker, which starts once the server listens; pino-pretty: only
    // for a developer's terminal.
    const lazy = [
      '@aws-sdk/client-s3',
      '@sentry/node',
      'exceljs',
      'ioredis',
      'nodemailer',
      'pdfkit',
      'pg-boss',
      'pino-pretty',
      // The XLSX reader (xlsx-rows.ts): only the import's reader thread loads it.
      'saxes',
      'sharp',
      'yauzl',
    ];
    const outputs = Object.entries(meta.outputs);
    const importers = outputs.flatMap(([file, output]) =>
      output.imports
        .filter((i) => i.external && lazy.includes(i.path))
        .map((i) => ({ file, library: i.path, kind: i.kind })),
    );
    // Every one is imported somewhere (the list stays current)...
    expect(new Set(importers.map((i) => i.library))).toEqual(new Set(lazy));
    // ...by import(), or by a file of its own that only import() loads.
    const staticImporters = new Set(importers.filter((i) => i.kind !== 'dynamic-import').map((i) => i.file));
    const loadedStatically = outputs.flatMap(([file, output]) =>
      output.imports
        .filter((i) => !i.external && i.kind !== 'dynamic-import' && staticImporters.has(i.path))
        .map((i) => `${file} imports ${i.path}`),
    );
    expect(loadedStatically).toEqual([]);
  });

  it('starts with plain node in production and answers', async () => {
    const port = await freePort();
    const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
      process.execPath,
      [path.join(root, 'scripts/start.mjs')],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          NODE_OPTIONS: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SERVE_WEB: 'false',
          LOG_LEVEL: 'info',
          ...(postgres?.connectionString ? { DATABASE_URL: postgres.connectionString } : {}),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      const health = await waitFor(async () => {
        if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${output}`);
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          return response.status === 200 ? ((await response.json()) as { status: string }) : undefined;
        } catch {
          return undefined;
        }
      }, 150_000);
      expect(health.status).toBe('ok');
      // The compiled file runs, not the TypeScript sources: its log names no tsx loader.
      const listing = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(listing.status).toBe(200);
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => JSON.parse(line).level !== undefined)).toBe(true);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    }
    expect(child.exitCode).toBe(0);
  }, 180_000);

  it('refuses a production start without a build, and says what to run', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'patchbay-nobuild-'));
    try {
      // A copy of the start script in a tree without apps/: nothing is built there.
      const script = path.join(scratch, 'scripts/start.mjs');
      await run('mkdir', ['-p', path.dirname(script)]);
      await run('cp', [path.join(root, 'scripts/start.mjs'), script]);
      const failed = await run(process.execPath, [script], {
        env: { ...process.env, NODE_ENV: 'production' },
      }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain('run `npm run build` first');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
