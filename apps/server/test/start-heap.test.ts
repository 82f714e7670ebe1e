import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `npm start`'s script caps the server's V8 heap (SERVER_HEAP_MB, docs/caching.md). It runs here
 * on a copy of the script beside a stand-in `dist/main.js` that reports the heap limit it got.
 */
describe('npm start caps the heap', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'patchbay-start-'));
  mkdirSync(path.join(scratch, 'scripts'));
  mkdirSync(path.join(scratch, 'apps/server/dist'), { recursive: true });
  copyFileSync(path.join(root, 'scripts/start.mjs'), path.join(scratch, 'scripts/start.mjs'));
  writeFileSync(
    path.join(scratch, 'apps/server/dist/main.js'),
    "import v8 from 'node:v8';\nconsole.log(JSON.stringify({ limit: v8.getHeapStatistics().heap_size_limit, argv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX }));\n",
  );
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const start = (extra: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(scratch, 'scripts/start.mjs')],
        { env: { ...process.env, NODE_ENV: 'production', SERVE_WEB: 'false', NODE_OPTIONS: '', ...extra } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  const mib = (bytes: number) => bytes / 1024 / 1024;

  it('by default the server runs with a 192 MiB old generation and 8 MiB semi-spaces', async () => {
    const { code, stdout } = await start({});
    expect(code).toBe(0);
    const seen = JSON.parse(stdout) as { limit: number; argv: string[] };
    expect(seen.argv).toContain('--max-old-space-size=192');
    expect(seen.argv).toContain('--max-semi-space-size=8');
    // The old generation's cap plus the young generation's.
    expect(mib(seen.limit)).toBeGreaterThanOrEqual(192);
    expect(mib(seen.limit)).toBeLessThan(300);
  });

  it('the server gets two malloc arenas unless the environment says otherwise', async () => {
    const seen = async (extra: Record<string, string>) =>
      (JSON.parse((await start(extra)).stdout) as { arenas?: string }).arenas;
    expect(await seen({})).toBe('2');
    expect(await seen({ MALLOC_ARENA_MAX: '4' })).toBe('4');
  });

  it('SERVER_HEAP_MB raises it', async () => {
    const { code, stdout } = await start({ SERVER_HEAP_MB: '1024' });
    expect(code).toBe(0);
    expect(mib((JSON.parse(stdout) as { limit: number }).limit)).toBeGreaterThanOrEqual(1024);
  });

  it.each(['abc', '64', '1.5', ''])('refuses SERVER_HEAP_MB=%j and starts nothing', async (value) => {
    const { code, stdout, stderr } = await start({ SERVER_HEAP_MB: value });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      `SERVER_HEAP_MB must be a whole number of MiB from 128 to 65536, not "${value}".`,
    );
  });
});
