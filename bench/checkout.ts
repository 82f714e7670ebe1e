import os from 'node:os';
import pg from 'pg';
import { benchDatabaseUrl, recreateDatabase, siblingDatabaseUrl } from './lib/database';
import { percentile } from './lib/load';
import { writeSection } from './lib/results';
import { startServer } from './lib/server';

/** Buyers placing orders at once. */
const CONCURRENCY = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 10);
/** Seconds each scenario runs (bounded: the machine is shared). */
const DURATION_S = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 15);
/** Listings the buyers spread over, across the demo sellers. */
const LISTINGS = 24;

const address = {
  firstname: 'Bench',
  lastname: 'Buyer',
  company: 'Bench Co',
  email: 'bench@example.com',
  contactnumber: '+1 303-555-0100',
  streetAddress: '1600 Blake St',
  city: 'Denver',
  state: 'CO',
  country: 'US',
  zipcode: '80202',
};

interface Scenario {
  name: string;
  payment: 'ach' | 'card';
}

interface ScenarioResult {
  name: string;
  orders: number;
  refused: number;
  errors: number;
  ordersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/** A guest browser on the marketplace (`base` is http://localhost:<port>): one guest id cookie. */
function guest(base: string) {
  let cookie = '';
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.get('set-cookie');
    const match = set ? /pb_guest=([^;]+)/.exec(set) : null;
    if (match) cookie = `pb_guest=${match[1]}`;
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
}

/**
 * One buyer's checkout: a guest puts one listing in the cart (not timed), tokenises a test card
 * when paying by card (not timed), and places the order (timed: POST /api/checkout).
 */
async function checkoutOnce(base: string, listing: { id: string; minQuantity: number }, scenario: Scenario) {
  const call = guest(base);
  const added = await call('POST', '/api/cart/items', {
    listingId: listing.id,
    quantity: listing.minQuantity,
  });
  if (added.status !== 200) return { outcome: 'error' as const, ms: 0, detail: JSON.stringify(added.json) };
  const sellers = (added.json.sellers as { seller: { id: string } }[]).map((s) => ({
    sellerId: s.seller.id,
    shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'BENCH-1' },
  }));
  let payment: Record<string, string> = {
    paymentType: 'ach',
    routingNumber: '011000015',
    accountNumber: '12345678',
    name: 'Bench Buyer',
  };
  if (scenario.payment === 'card') {
    const token = await call('POST', '/api/payments/sandbox/tokens', {
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/39',
      cvv: '123',
      name: 'Bench Buyer',
    });
    payment = { paymentType: 'card', token: String(token.json.token) };
  }
  const started = performance.now();
  const res = await call(
    'POST',
    '/api/checkout',
    {
      shippingAddress: address,
      billingSameAsShipping: true,
      guest: { firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.com', companyName: 'Bench Co' },
      sellers,
      payment,
    },
    { 'idempotency-key': `bench-${process.pid}-${Math.random().toString(36).slice(2)}` },
  );
  const ms = performance.now() - started;
  return {
    outcome:
      res.status === 201
        ? ('placed' as const)
        : res.status === 409
          ? ('refused' as const)
          : ('error' as const),
    ms,
  };
}

async function runScenario(
  base: string,
  listings: { id: string; minQuantity: number }[],
  scenario: Scenario,
) {
  const latencies: number[] = [];
  let orders = 0;
  let refused = 0;
  let errors = 0;
  const deadline = Date.now() + DURATION_S * 1000;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const listing = listings[next++ % listings.length]!;
        const result = await checkoutOnce(base, listing, scenario);
        if (result.outcome === 'placed') {
          orders += 1;
          latencies.push(result.ms);
        } else if (result.outcome === 'refused') refused += 1;
        else {
          if (errors === 0) console.log(`${scenario.name}: first error: ${result.detail}`);
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    name: scenario.name,
    orders,
    refused,
    errors,
    // Orders per wall-clock second, cart and tokenise calls included in the wall clock.
    ordersPerSecond: Math.round((orders / elapsed) * 10) / 10,
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    p99: ms(percentile(latencies, 99)),
  } satisfies ScenarioResult;
}

/**
 * Orders placed per second and checkout latency on PostgreSQL: the demo data in a database of its
 * own (`<BENCH_DATABASE_URL>_checkout`, recreated each run), guests buying one listing each from
 * 24 listings across the demo sellers, ACH (no gateway call) and card (the sandbox gateway's
 * charge in the request).
 */
export async function runCheckoutBench() {
  const url = siblingDatabaseUrl(benchDatabaseUrl, '_checkout');
  await recreateDatabase(url);
  console.log('starting the server on a fresh PostgreSQL database for the checkout benchmark...');
  const server = await startServer({ DATABASE_URL: url, OUTBOX_WORKER: 'true' });
  const loadBefore = os.loadavg()[0] ?? 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Plenty of stock on a spread of listings that a guest may buy on the marketplace.
    const { rows } = await client.query<{ id: string; min_quantity: number }>(
      `select l.id, l.min_quantity from listings l
       join listing_search ls on ls.listing_id = l.id
       join storefronts s on s.id = ls.storefront_id and s.is_marketplace
       where l.price > 0 and l.show_price_wo_login and l.quantity_multiple = 1
       order by l.id limit $1`,
      [LISTINGS],
    );
    const ids = rows.map((r) => r.id);
    await client.query('update listings set num_available = 1000000 where id = any($1::uuid[])', [ids]);
    await client.query(
      'update listing_search set num_available = 1000000 where listing_id = any($1::uuid[])',
      [ids],
    );
    const listings = rows.map((r) => ({ id: r.id, minQuantity: r.min_quantity }));
    // fetch always sends the URL's host: localhost is the marketplace storefront.
    const base = `http://localhost:${server.port}`;
    // A short warm-up so the first figures do not include JIT and connection set-up.
    await runScenario(base, listings.slice(0, 4), { name: 'warm-up', payment: 'ach' }).catch(() => undefined);
    const results: ScenarioResult[] = [];
    for (const scenario of [
      { name: 'ACH (no gateway call)', payment: 'ach' },
      { name: 'card (sandbox gateway charge)', payment: 'card' },
    ] as const) {
      console.log(`checkout: ${scenario.name}...`);
      results.push(await runScenario(base, listings, scenario));
    }
    const [{ count }] = (await client.query<{ count: number }>('select count(*)::int as count from orders'))
      .rows as [{ count: number }];
    writeSection(
      'checkout',
      [
        '## Checkout',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- checkout\` on ${os.cpus().length} cores` +
          ` (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${
            loadBefore >= os.cpus().length * 0.75
              ? '**shared with other work while it ran** (see the load average below): the figures are a floor, not a capacity.'
              : 'with no other heavy work running; the server, PostgreSQL and the simulated buyers share the cores.'
          }`,
        `PostgreSQL 15 (database \`${new URL(url).pathname.slice(1)}\`, demo data), the server in production mode with its outbox worker,`,
        `${CONCURRENCY} guests at once for ${DURATION_S} s per row, each putting one of ${LISTINGS} listings (several sellers) in a new cart and placing the order.`,
        'Latency is the `POST /api/checkout` request alone (price again, charge, one transaction with stock, order, items,',
        'transaction, history, outbox rows); orders per second count the whole buyer loop (cart, tokenise, checkout) in wall-clock time.',
        '',
        '| scenario | orders placed | orders/s | p50 | p95 | p99 | refused (409) | errors |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...results.map(
          (r) =>
            `| ${r.name} | ${r.orders} | ${r.ordersPerSecond} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.refused} | ${r.errors} |`,
        ),
        '',
        `Orders in the database afterwards (demo orders and warm-up included): ${count}.`,
        `Load average (1 min) on the machine before the run: ${loadBefore.toFixed(1)}; after: ${(os.loadavg()[0] ?? 0).toFixed(1)} (${os.cpus().length} cores).`,
      ].join('\n'),
    );
    console.log(results);
  } finally {
    await client.end();
    await server.stop();
  }
}
