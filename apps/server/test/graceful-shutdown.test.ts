import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { newsletterSubscriptions, outbox } from '../src/db/schema/index';
import { createStorefrontFixtures } from './fixtures';
import { createTestDatabase, freePort } from './helpers';
import { waitFor } from './poll';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * SIGTERM while a request is in flight (its body half sent): the server stops taking new
 * connections, answers the request in flight, stops the outbox worker, closes the database and
 * exits 0; the request's outbox rows are delivered or left pending for the next start, never
 * held by a dead claim.
 */
describe('a server process stopped with SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-shutdown-'));
  let postgres: DatabaseHandle | undefined;
  /** The server's database, as the child process opens it (PGlite: after the child has exited). */
  const open = () =>
    postgres
      ? openDatabase({ databaseUrl: postgres.connectionString, poolSize: 2 })
      : openDatabase({ dataDir: path.join(dataDir, 'pglite') });

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      postgres = await createTestDatabase();
      await createStorefrontFixtures(postgres.db);
      return;
    }
    // A PGlite folder made from the run's migrated template: the child opens it as its DATA_DIR.
    const handle = await openDatabase({
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    });
    await createStorefrontFixtures(handle.db);
    await handle.close();
  });
  afterAll(async () => {
    await postgres?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    const child: ChildProcessByStdio<null, Readable, Readable> = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          ...(postgres?.connectionString ? { DATABASE_URL: postgres.connectionString } : {}),
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          SEED_DEMO_DATA: 'false',
          SERVE_WEB: 'false',
          // debug: the test waits for the in-flight request's 'incoming request' line.
          LOG_LEVEL: 'debug',
          // The test's request names itself with X-Request-Id, taken only from a trusted proxy.
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const logLines: Record<string, unknown>[] = [];
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) logLines.push(JSON.parse(line));
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const logged = (msg: string, match: (line: Record<string, unknown>) => boolean = () => true) =>
      waitFor(async () => logLines.find((l) => l.msg === msg && match(l)), 60_000);

    try {
      await logged(`Patchbay is ready: http://localhost:${port} (admin: http://admin.localhost:${port})`);

      // A subscription whose body arrives in two parts, with SIGTERM in between.
      const body = JSON.stringify({ email: 'late.subscriber@example.com' });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/newsletter',
            headers: {
              host: 'localhost',
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'x-request-id': 'in-flight-1',
            },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        (async () => {
          await logged('incoming request', (l) => l.reqId === 'in-flight-1');
          child.kill('SIGTERM');
          await logged('shutting down');
          // Closed to new connections while the request is still being received.
          await waitFor(async () => {
            try {
              const res = await fetch(`http://127.0.0.1:${port}/api/health`);
              return res.status === 503 ? true : undefined;
            } catch {
              return true;
            }
          }, 10_000);
          req.end(body.slice(10));
        })().catch(reject);
      });

      const res = await answer;
      expect(res).toEqual({ status: 200, body: JSON.stringify({ status: 'success' }) });
      expect(await exited).toBe(0);
      expect(stderr).toBe('');
      expect(logLines.some((l) => l.msg === 'request completed' && l.reqId === 'in-flight-1')).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }

    const database = await open();
    try {
      const subscribed = await database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, 'late.subscriber@example.com'));
      expect(subscribed).toHaveLength(1);
      const rows = await database.db.select().from(outbox);
      expect(rows.map((r) => r.kind).sort()).toEqual(['mail', 'records']);
      for (const row of rows) {
        expect(['delivered', 'pending']).toContain(row.status);
        expect(row.claimToken).toBeNull();
      }
    } finally {
      await database.close();
    }
  }, 180_000); // a server process starts (tsx, migrations check) before the test can act
});
