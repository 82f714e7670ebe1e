import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from '../../../test/checkout-helpers';
import { createTestApp, freePort, type TestApp } from '../../../test/helpers';
import { moneyAudit, unitsSold } from '../../../test/money-audit';
import { listings } from '../../db/schema/index';
import { reconcileMoney } from '../../jobs/reconciler';
import { claimTiming } from './idempotency.service';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A real server process on the test's database, to be killed with SIGKILL mid-checkout. */
async function startServer(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-crash-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      OUTBOX_WORKER: 'false',
      SEED_DEMO_DATA: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    kill: () => child.kill('SIGKILL'),
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * kill -9 of the server while 40 buyers check out (PostgreSQL: a second process on the same
 * database). Each buyer retries at once with the same key against a surviving server; the
 * reconciler then settles the rest. Afterwards: every buyer has exactly one placed order, no charge
 * stands without its order, no paid order lacks its charge, and no unit is lost or counted twice.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a server killed mid-checkout (PostgreSQL)', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const defaults = { ...claimTiming };

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCheckoutFixtures(t.db);
  });
  afterAll(async () => {
    Object.assign(claimTiming, defaults);
    await t.close();
  });

  it('leaves no charge without its order, no order without its charge, and no unit lost', async () => {
    const listingId = fx.listings.patchCordNorthwind.id;
    const startStock = 100000;
    await t.db.update(listings).set({ numAvailable: startStock }).where(eq(listings.id, listingId));
    const buyers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const b = testBrowser(t);
        expect((await b.add(listingId, 200)).statusCode).toBe(200);
        return { b, token: await b.tokenize(), key: newKey() };
      }),
    );
    const body = (token: string) => ({
      shippingAddress: coloradoAddress,
      billingSameAsShipping: true,
      guest: guestContact,
      sellers: [
        {
          sellerId: fx.organizations.northwind.id,
          shipping: { method: 'buyerArranged', companyName: 'FedEx', accountNumber: 'F-1' },
        },
      ],
      payment: { paymentType: 'card', token },
    });

    const server = await startServer(t.database.connectionString as string);
    let answered = 0;
    const firstRound = buyers.map(({ b, token, key }) =>
      fetch(`${server.base}/api/checkout`, {
        method: 'POST',
        headers: {
          host: 'localhost',
          'content-type': 'application/json',
          cookie: `pb_guest=${b.guestId()}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body(token)),
      })
        .then((res) => {
          answered += 1;
          return res.status;
        })
        .catch(() => 0),
    );
    // Killed while most checkouts are somewhere between reserving, authorizing and placing.
    const deadline = Date.now() + 30_000;
    while (answered < 8 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill();
    const statuses = await Promise.all(firstRound);
    server.cleanup();
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);
    // The kill left work half done: reservations holding stock and cart lines (some perhaps with
    // an authorization at the gateway).
    const left = await t.db.execute(
      sql`select (select count(*)::int from checkout_attempts where state = 'reserved') as reserved,
                 (select count(*)::int from sandbox_charges where status = 'authorized') as authorized`,
    );
    const [halfDone] = (left as unknown as { rows: { reserved: number; authorized: number }[] }).rows;
    expect(halfDone?.reserved).toBeGreaterThan(0);

    // Each buyer retries at once with the same key: the dead request's claim is taken over as
    // soon as its lease lapses, what it left is released, and the order is placed once.
    Object.assign(claimTiming, { leaseMs: 1000, heartbeatMs: 200, waitLimitMs: 20_000 });
    const retries = await Promise.all(buyers.map(({ b, token, key }) => b.checkout(body(token), key)));
    expect(retries.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));

    await reconcileMoney(t.ctx, () => {}, new Date(Date.now() + claimTiming.leaseMs + 1000));
    expect(await moneyAudit(t.db, { settled: true })).toEqual([]);
    const sold = await unitsSold(t.db, listingId);
    expect(sold).toBe(40 * 200);
    const [stock] = await t.db
      .select({ n: listings.numAvailable })
      .from(listings)
      .where(eq(listings.id, listingId));
    expect(stock?.n).toBe(startStock - sold);
    const perBuyer = await t.db.execute(
      sql`select guest_id, count(*)::int as n from orders where checkout_state = 'placed' group by guest_id having count(*) <> 1`,
    );
    expect((perBuyer as unknown as { rows: unknown[] }).rows).toEqual([]);
  }, 180_000);
});
