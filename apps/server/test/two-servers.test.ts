import { type ChildProcessByStdio, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { listings } from '../src/db/schema/index';
import { syncListingSearch } from '../src/modules/search/search.service';
import { coloradoAddress, guestContact, newKey } from './checkout-helpers';
import { createEmptyTestDatabase, createTestDatabase, freePort } from './helpers';
import { waitFor } from './poll';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;

/** The documented staleness bound of a cache across processes while the bus listens (docs/operations.md). */
const CACHE_BOUND_MS = 2_000;

interface Server {
  port: number;
  child: ChildProcessByStdio<null, Readable, Readable>;
  output: () => string;
}

function startServer(env: Record<string, string>): Promise<Server> {
  return freePort().then((port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    return { port, child, output: () => output };
  });
}

async function healthy(server: Server): Promise<void> {
  await waitFor(async () => {
    if (server.child.exitCode !== null) {
      throw new Error(`a server exited ${server.child.exitCode}:\n${server.output().slice(-4000)}`);
    }
    try {
      return (await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok ? true : undefined;
    } catch {
      return undefined;
    }
  }, 170_000);
}

/** A client of one server, as a browser on `host`: keeps its guest cookie. */
function client(server: Server, host = 'localhost', bearer?: string) {
  let guest: string | undefined;
  return {
    guestId: () => guest,
    useGuest(id: string | undefined) {
      guest = id;
    },
    async call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      // node:http, not fetch: fetch does not let a caller choose the Host header, which picks the storefront.
      const payload = body !== undefined ? JSON.stringify(body) : undefined;
      const response = await new Promise<{ status: number; text: string; cookies: string[] }>(
        (resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port: server.port,
              method,
              path: url,
              headers: {
                host,
                ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
                ...(guest ? { cookie: `pb_guest=${guest}` } : {}),
                ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
                ...headers,
              },
            },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (chunk) => {
                text += chunk;
              });
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, text, cookies: res.headers['set-cookie'] ?? [] }),
              );
            },
          );
          req.on('error', reject);
          req.end(payload);
        },
      );
      const set = response.cookies.find((c) => c.startsWith('pb_guest='));
      if (set) guest = set.slice('pb_guest='.length).split(';')[0];
      // biome-ignore lint/suspicious/noExplicitAny: the answers are read as a client reads JSON
      return { status: response.status, json: (response.text ? JSON.parse(response.text) : null) as any };
    },
  };
}

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: everything one
 * process learns, the other sees (DESIGN.md §6b). PGlite is one process's database, so this suite
 * needs TEST_DATABASE_URL.
 */
describe.skipIf(!databaseUrl)('two server processes on one PostgreSQL database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-two-'));
  let database: DatabaseHandle;
  let a: Server;
  let b: Server;
  const query = async <T>(text: string, values?: unknown[]) =>
    (await database.sql.executeSql(text, values)).rows as T[];

  beforeAll(async () => {
    // Empty: not even migrated. Both start at once; the start-up lock lets one migrate and seed.
    database = await createEmptyTestDatabase();
    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: database.connectionString as string,
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
    };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    await Promise.all([healthy(a), healthy(b)]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) server?.child.kill('SIGTERM');
    await Promise.all(
      [a, b].map(
        (server) =>
          server &&
          new Promise((resolve) =>
            server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve),
          ),
      ),
    );
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('migrated and seeded the database once, though both started together', async () => {
    const migrations = await query<{ hash: string; n: number }>(
      `select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
    );
    expect(migrations).toEqual([]);
    const admins = await query<{ n: number }>(
      `select count(*)::int as n from users where email = 'admin@northwind.test'`,
    );
    expect(admins[0]?.n).toBe(1);
  });

  it('a price changed in the database is what a guest sees through either server', async () => {
    const guestA = client(a);
    const found = await guestA.call('GET', '/api/listings?pageSize=5');
    const listing = (found.json.items as { id: string; price: string | null }[]).find((l) => l.price);
    expect(listing).toBeDefined();
    const id = listing?.id as string;
    // Both servers have read (and could have cached) the listing.
    expect((await client(b).call('GET', `/api/listings/${id}`)).json.price).toBe(listing?.price);
    expect((await guestA.call('GET', `/api/listings/${id}`)).json.price).toBe(listing?.price);
    // The seller's edit as the catalogue's save writes it (the listing row and its search row, in
    // one transaction), committed by another process.
    await database.db.transaction(async (tx) => {
      await tx.update(listings).set({ price: '1234.5600' }).where(eq(listings.id, id));
      await syncListingSearch(tx, { listingIds: [id] });
    });
    const started = Date.now();
    const seen = await waitFor(async () => {
      const price = (await client(b).call('GET', `/api/listings/${id}`)).json.price;
      return price === '1234.5600' || price === '1234.56' ? price : undefined;
    }, 10_000);
    expect(seen).toMatch(/^1234\.56/);
    expect(Date.now() - started).toBeLessThan(CACHE_BOUND_MS);
  });

  it("an organization renamed through one server is the storefront's name on the other within the bound", async () => {
    const rows = await query<{
      host: string;
      org: string;
    }>(`select s.local_url as host, o.id as org from storefronts s join organizations o on o.id = s.organization_id
          where s.is_marketplace = false and o.name = 'Northwind Networks' limit 1`);
    const storefront = rows[0];
    expect(storefront).toBeDefined();
    const host = storefront?.host as string;
    const before = await client(b, host).call('GET', '/api/storefront');
    expect(before.status).toBe(200);
    expect(before.json.organizationName).toBe('Northwind Networks');
    // Read twice on b, so its resolver holds the storefront (a 10-second cache of its own).
    await client(b, host).call('GET', '/api/storefront');

    const signIn = await client(a).call('POST', '/api/auth/token', {
      email: 'admin@northwind.test',
      password: 'Demo1234',
    });
    expect(signIn.status).toBe(200);
    const admin = client(a, 'admin.localhost', signIn.json.token);
    const renamed = await admin.call('PATCH', `/api/admin/organizations/${storefront?.org}`, {
      name: 'Northwind Networks East',
    });
    expect(renamed.status).toBe(200);
    const started = Date.now();
    await waitFor(async () => {
      const now = await client(b, host).call('GET', '/api/storefront');
      return now.json.organizationName === 'Northwind Networks East' ? true : undefined;
    }, 9_000);
    expect(Date.now() - started).toBeLessThan(CACHE_BOUND_MS);
  });

  it('a cart started on one server is checked out on the other', async () => {
    const onA = client(a);
    const found = await onA.call('GET', '/api/listings?pageSize=24');
    const listing = (
      found.json.items as { id: string; price: string | null; purchasable: boolean; numAvailable: number }[]
    ).find((l) => l.price && l.purchasable && l.numAvailable > 2);
    expect(listing).toBeDefined();
    const added = await onA.call('POST', '/api/cart/items', { listingId: listing?.id, quantity: 1 });
    expect(added.status).toBeLessThan(300);
    const onB = client(b);
    onB.useGuest(onA.guestId());
    const cart = await onB.call('GET', '/api/cart');
    expect(cart.json.items).toHaveLength(1);
    const sellerId = cart.json.sellers[0].seller.id as string;
    const placed = await onB.call(
      'POST',
      '/api/checkout',
      {
        guest: guestContact,
        shippingAddress: coloradoAddress,
        billingSameAsShipping: true,
        sellers: [
          { sellerId, shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1B2C3' } },
        ],
        payment: {
          paymentType: 'ach',
          routingNumber: '011000015',
          accountNumber: '12345678',
          name: 'Sam Patel',
        },
      },
      { 'idempotency-key': newKey() },
    );
    expect(placed.status).toBe(201);
    expect(placed.json.orders).toHaveLength(1);
    // The cart is bought: empty through either server.
    expect((await onA.call('GET', '/api/cart')).json.items).toHaveLength(0);
  });

  it('a rate limit counts requests to both servers together', async () => {
    // POST /api/newsletter: 10 a minute per address; the 11th, whichever server gets it, is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await client(server).call('POST', '/api/newsletter', { email: `reader${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s < 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a job both servers schedule runs once per schedule', async () => {
    // offer-timers runs every minute; both processes schedule it with pg-boss.
    const runs = await waitFor(async () => {
      const result = await query<{
        minute: string;
        n: number;
      }>(`select date_trunc('minute', created_on)::text as minute, count(*)::int as n
            from pgboss.job where name = 'offer-timers' group by 1`);
      return result.length > 0 ? result : undefined;
    }, 150_000);
    expect(runs.every((r) => r.n === 1)).toBe(true);
    const completed = await waitFor(async () => {
      const result = await query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'offer-timers' and state = 'completed'`,
      );
      return (result[0]?.n ?? 0) > 0 ? result[0]?.n : undefined;
    }, 60_000);
    expect(completed).toBeGreaterThan(0);
  }, 240_000);
});

describe.runIf(!databaseUrl)('two server processes (skipped)', () => {
  it('needs TEST_DATABASE_URL: PGlite is one process', () => {
    console.warn(
      'two-servers.test.ts: set TEST_DATABASE_URL to run two server processes on one PostgreSQL database',
    );
  });
});

describe('WEB_CONCURRENCY', () => {
  it('above 1 refuses the embedded database, and says why', () => {
    expect(() => parseConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database (PGlite) is opened by one process only',
    );
    expect(parseConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/patchbay' }).webConcurrency).toBe(
      2,
    );
    expect(parseConfig({}).webConcurrency).toBe(1);
  });

  it.skipIf(!databaseUrl)(
    'forks that many workers sharing one port, and stops them all on SIGTERM',
    async () => {
      const database = await createTestDatabase();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-cluster-'));
      const server = await startServer({
        NODE_ENV: 'development',
        SEED_DEMO_DATA: 'false',
        DATABASE_URL: database.connectionString as string,
        DATA_DIR: dataDir,
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '2',
      });
      try {
        await healthy(server);
        const workers = await waitFor(async () => {
          const { stdout } = await run('ps', ['-o', 'pid=,comm=', '--ppid', String(server.child.pid)]).catch(
            () => ({ stdout: '' }),
          );
          // Node workers only: tsx's esbuild service is a child of the primary too.
          const pids = stdout
            .split('\n')
            .map((line) => line.trim().split(/\s+/))
            .filter(([pid, command]) => pid && command === 'node')
            .map(([pid]) => pid as string);
          return pids.length === 2 ? pids : undefined;
        }, 60_000).catch((error: Error) => {
          throw new Error(`${error.message}; the server said:\n${server.output().slice(-3000)}`);
        });
        expect(workers).toHaveLength(2);
        // Both workers answer on the one port (connections are handed out in turn).
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${server.port}/api/health`)),
        );
        expect(answers.every((r) => r.status === 200)).toBe(true);
        server.child.kill('SIGTERM');
        const code = await new Promise((resolve) =>
          server.child.exitCode !== null
            ? resolve(server.child.exitCode)
            : server.child.once('exit', resolve),
        );
        expect(code).toBe(0);
        for (const pid of workers) expect(() => process.kill(Number(pid), 0)).toThrow();
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
