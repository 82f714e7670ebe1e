import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { moneyAudit } from '../apps/server/test/money-audit';
import { benchDatabaseUrl, recreateDatabase, siblingDatabaseUrl } from './lib/database';
import { writeSection } from './lib/results';
import { freePort, repoRoot } from './lib/server';

/** Buyers in the run, and how many check out at once. */
const BUYERS = Number(process.env.BENCH_CHAOS_BUYERS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CHAOS_CONCURRENCY ?? 20);
/** Seconds between kills: a random pick between these. */
const KILL_EVERY_S: [number, number] = [
  Number(process.env.BENCH_CHAOS_KILL_MIN_S ?? 2),
  Number(process.env.BENCH_CHAOS_KILL_MAX_S ?? 5),
];

const address = {
  firstname: 'Chaos',
  lastname: 'Buyer',
  company: 'Chaos Co',
  email: 'chaos@example.com',
  contactnumber: '+1 303-555-0100',
  streetAddress: '1600 Blake St',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  zipcode: '80202',
};

/** The server itself (not `npm start`'s wrapper), so that SIGKILL lands on the process that works. */
class Server {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly databaseUrl: string,
    readonly dataDir: string,
  ) {}
  async start() {
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'apps/server'),
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the server did not start');
  }
  kill() {
    this.child?.kill('SIGKILL');
    this.child = null;
  }
}

/** One HTTP call with an explicit Host header (fetch does not let a caller set it). */
function send(
  base: string,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(options.body);
  });
}

function client(base: string, host: string, bearer?: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    try {
      const res = await send(base, {
        method,
        path: url,
        headers: {
          host,
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const match = /pb_guest=([^;]+)/.exec(String(res.headers['set-cookie'] ?? ''));
      if (match) cookie = `pb_guest=${match[1]}`;
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(res.text) as Record<string, unknown>;
      } catch {
        // not JSON
      }
      return { status: res.status, json };
    } catch {
      return { status: 0, json: {} }; // the server is down (killed): a buyer tries again
    }
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The money chaos run (issue: money integrity): many buyers with two-seller carts, card and ACH,
 * while the server is killed with SIGKILL every few seconds and restarted, and seller users race a
 * cancel against a shipment on paid orders. Buyers retry with the same Idempotency-Key as a browser
 * does. At the end the reconciler settles what the kills left, and the money audit (the same one
 * the API tests run) must print 0 mismatches.
 */
export async function runChaosBench() {
  const url = siblingDatabaseUrl(benchDatabaseUrl, '_chaos');
  await recreateDatabase(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-chaos-'));
  const server = new Server(await freePort(), url, dataDir);
  console.log('chaos: starting the server on a fresh PostgreSQL database (demo data)...');
  await server.start();
  const base = `http://127.0.0.1:${server.port}`;
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    const { rows } = await db.query<{ id: string; seller: string; min_quantity: number }>(
      `select distinct on (l.organization_id, l.id) l.id, l.organization_id as seller, l.min_quantity
       from listings l join listing_search ls on ls.listing_id = l.id
       join storefronts s on s.id = ls.storefront_id and s.is_marketplace
       where l.price > 0 and l.show_price_wo_login and l.quantity_multiple = 1
       order by l.organization_id, l.id`,
    );
    const bySeller = new Map<string, typeof rows>();
    for (const r of rows) bySeller.set(r.seller, [...(bySeller.get(r.seller) ?? []), r].slice(0, 6));
    const sellers = [...bySeller.keys()].slice(0, 2);
    const picks = sellers.flatMap((s) => bySeller.get(s) ?? []);
    await db.query('update listings set num_available = 1000000 where id = any($1::uuid[])', [
      picks.map((p) => p.id),
    ]);
    await db.query('update listing_search set num_available = 1000000 where listing_id = any($1::uuid[])', [
      picks.map((p) => p.id),
    ]);

    const token = async (email: string) =>
      String(
        (await client(base, 'localhost')('POST', '/api/auth/token', { email, password: 'Demo1234' })).json
          .token,
      );
    const sellerTokens = {
      admin: await token('admin@northwind.test'),
      sales: await token('sales@northwind.test'),
    };
    console.log(`chaos: ${picks.length} listings of ${sellers.length} sellers; buyers start`);

    let running = true;
    let kills = 0;
    const killer = (async () => {
      while (running) {
        await sleep((KILL_EVERY_S[0] + Math.random() * (KILL_EVERY_S[1] - KILL_EVERY_S[0])) * 1000);
        if (!running) break;
        server.kill();
        kills += 1;
        await server.start();
      }
    })();

    const races = { cancelled: 0, shipped: 0, both: 0 };
    const racer = (async () => {
      while (running) {
        await sleep(700);
        const { rows: paid } = await db.query<{ id: string }>(
          `select o.id from orders o join organizations g on g.id = o.seller_organization_id
           where g.name like 'Northwind%' and o.status = 'paid' and o.checkout_state = 'placed'
           order by random() limit 1`,
        );
        const id = paid[0]?.id;
        if (!id) continue;
        const [cancel, ship] = await Promise.all([
          client(base, 'admin.localhost', sellerTokens.admin)('POST', `/api/admin/orders/${id}/cancel`, {}),
          client(base, 'admin.localhost', sellerTokens.sales)('POST', `/api/admin/orders/${id}/shipment`, {
            courierCompany: 'UPS',
            trackingNumber: '1Z999',
            trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
            shipmentDate: new Date().toISOString().slice(0, 10),
          }),
        ]);
        if (cancel.status === 200 && ship.status === 200) races.both += 1;
        else if (cancel.status === 200) races.cancelled += 1;
        else if (ship.status === 200) races.shipped += 1;
      }
    })();

    const outcomes = { placed: 0, refused: 0, gaveUp: 0, serverErrors: 0, retries: 0 };
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < BUYERS) {
          const n = next++;
          const call = client(base, 'localhost');
          const lines = [
            bySeller.get(sellers[0] as string)?.[n % 6],
            bySeller.get(sellers[1] as string)?.[n % 6],
          ];
          if (n % 2 === 1) lines.reverse();
          let ok = true;
          for (const line of lines) {
            if (!line) continue;
            for (let attempt = 0; attempt < 60; attempt++) {
              const added = await call('POST', '/api/cart/items', {
                listingId: line.id,
                quantity: line.min_quantity,
              });
              if (added.status === 200) break;
              if (added.status !== 0 && attempt === 0)
                console.log('chaos: add to cart answered', added.status, added.json);
              if (attempt === 59) ok = false;
              await sleep(500);
            }
          }
          const card = n % 5 !== 0;
          let payment: Record<string, string> = {
            paymentType: 'ach',
            routingNumber: '011000015',
            accountNumber: '12345678',
            name: 'Chaos Buyer',
          };
          if (card) {
            for (let attempt = 0; attempt < 60; attempt++) {
              const tok = await call('POST', '/api/payments/sandbox/tokens', {
                cardNumber: '4111 1111 1111 1111',
                expiry: '12/39',
                cvv: '123',
                name: 'Chaos Buyer',
              });
              if (tok.status === 200 || tok.status === 201) {
                payment = { paymentType: 'card', token: String(tok.json.token) };
                break;
              }
              await sleep(500);
            }
          }
          const key = `chaos-${n}-${Math.random().toString(36).slice(2)}`;
          const body = {
            shippingAddress: address,
            billingSameAsShipping: true,
            guest: {
              firstName: 'Chaos',
              lastName: 'Buyer',
              email: 'chaos@example.com',
              companyName: 'Chaos Co',
            },
            sellers: sellers.map((sellerId) => ({
              sellerId,
              shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'C-1' },
            })),
            payment,
          };
          let done = !ok;
          for (let attempt = 0; attempt < 120 && !done; attempt++) {
            const res = await call('POST', '/api/checkout', body, { 'idempotency-key': key });
            if (res.status === 201) {
              outcomes.placed += 1;
              done = true;
            } else if (
              res.status === 0 ||
              (res.status === 409 && /still being placed/.test(JSON.stringify(res.json)))
            ) {
              outcomes.retries += 1;
              await sleep(500);
            } else if (res.status >= 500) {
              outcomes.serverErrors += 1;
              outcomes.retries += 1;
              await sleep(500);
            } else {
              outcomes.refused += 1;
              done = true;
            }
          }
          if (!done) outcomes.gaveUp += 1;
          if ((n + 1) % 10 === 0) console.log(`chaos: ${n + 1} buyers done, ${kills} kills`, outcomes);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await killer;
    await racer;

    // The server stays up now: its reconciler (every minute) settles what the kills left.
    const settleStarted = performance.now();
    let problems = await moneyAudit(async (text) => (await db.query(text)).rows, { settled: true });
    while (problems.length > 0 && performance.now() - settleStarted < 5 * 60_000) {
      await sleep(2000);
      problems = await moneyAudit(async (text) => (await db.query(text)).rows, { settled: true });
    }
    const settleSeconds = Math.round((performance.now() - settleStarted) / 1000);
    const { rows: stock } = await db.query<{ id: string; left: number; sold: number }>(
      `select l.id, l.num_available as left,
         coalesce((select sum(i.purchase_qty) from order_items i join orders o on o.id = i.order_id
                   where i.listing_id = l.id and o.status <> 'cancelled'), 0)::int as sold
       from listings l where l.id = any($1::uuid[])`,
      [picks.map((p) => p.id)],
    );
    const unitsOff = stock.filter((s) => s.left + s.sold !== 1000000);
    const { rows: counts } = await db.query<{
      orders: number;
      captured: number;
      voided: number;
      refunded: number;
    }>(
      `select (select count(*)::int from orders where checkout_state = 'placed') as orders,
              (select count(*)::int from sandbox_charges where status = 'succeeded') as captured,
              (select count(*)::int from sandbox_charges where status = 'voided') as voided,
              (select count(*)::int from sandbox_charges where status = 'refunded') as refunded`,
    );
    const c = counts[0];
    const summary = {
      buyers: BUYERS,
      ...outcomes,
      kills,
      races,
      settleSeconds,
      mismatches: problems.length,
      unitsOff: unitsOff.length,
      ...c,
    };
    console.log(summary, problems.slice(0, 10));
    writeSection(
      'chaos',
      [
        '## Money under chaos',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- chaos\` on ${os.cpus().length} cores, load average before ${loadBefore.toFixed(1)}, after ${(os.loadavg()[0] ?? 0).toFixed(1)}.`,
        `PostgreSQL 15, demo data, the server in production mode with its outbox worker and reconciler. ${BUYERS} guest buyers (${CONCURRENCY} at once),`,
        'each with a two-seller cart (half of them in the opposite seller order), 4 in 5 paying by card and 1 in 5 by ACH, retrying with the same',
        `Idempotency-Key while the server is down; the server killed with SIGKILL every ${KILL_EVERY_S[0]}-${KILL_EVERY_S[1]} s and restarted; two Northwind users`,
        'sending a cancel and a shipment for the same paid order together, again and again.',
        '',
        '| what | figure |',
        '| --- | --- |',
        `| buyers placed / refused / gave up | ${outcomes.placed} / ${outcomes.refused} / ${outcomes.gaveUp} |`,
        `| checkout retries (server down or still placing) | ${outcomes.retries} |`,
        `| 5xx answers from a live server | ${outcomes.serverErrors} |`,
        `| kills | ${kills} in ${Math.round(seconds)} s |`,
        `| cancel-vs-ship races won by cancel / by ship / by both | ${races.cancelled} / ${races.shipped} / ${races.both} |`,
        `| placed orders; charges captured / voided / refunded | ${c?.orders}; ${c?.captured} / ${c?.voided} / ${c?.refunded} |`,
        `| seconds after the last buyer until nothing was left open (0: the buyers' same-key retries had already taken over and settled what each kill left; otherwise the reconciler does, within a minute and a half) | ${settleSeconds} |`,
        `| **money audit mismatches** | **${problems.length}** |`,
        `| listings whose units do not add up (left + sold on live orders = stock) | ${unitsOff.length} |`,
      ].join('\n'),
    );
    if (problems.length > 0 || unitsOff.length > 0 || races.both > 0) process.exitCode = 1;
  } finally {
    await db.end();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
