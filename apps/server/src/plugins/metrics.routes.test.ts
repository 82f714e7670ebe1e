import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../test/checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from '../../test/checkout-helpers';
import { createTestApp, deliverOutbox, type TestApp } from '../../test/helpers';
import { listings, outbox } from '../db/schema/index';
import { createOutboxDelivery, enqueueOutbox } from '../jobs/outbox';
import { countJobFailures, countOutboxDeliveries } from '../lib/metrics';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series in a Prometheus text page, or undefined when the page lacks it. */
function sample(page: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of page.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist, whatever token is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    fx = await createCheckoutFixtures(t.db);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers 401 without the token or with a wrong one, in the error shape', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'A valid metrics token is required' },
      });
    }
  });

  it('serves the Prometheus text format to the holder of the token', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE patchbay_http_requests_total counter');
    expect(res.body).toContain('# TYPE patchbay_http_request_duration_seconds histogram');
    expect(sample(res.body, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const id = randomUUID();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url: `/api/listings/${id}?q=secret`, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(404);
    }
    await t.app.inject({ url: `/api/no-such-route/${id}` });
    const page = await scrape();
    const labels = { method: 'GET', route: '/api/listings/:id', status: '404' };
    expect(sample(page, 'patchbay_http_requests_total', labels)).toBe(3);
    expect(sample(page, 'patchbay_http_request_duration_seconds_count', labels)).toBe(3);
    expect(sample(page, 'patchbay_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(3);
    expect(sample(page, 'patchbay_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(page).not.toContain(id);
    expect(page).not.toContain('secret');
  });

  it("reports the bytes the search caches weigh, within the engine's bound", async () => {
    const before = sample(await scrape(), 'patchbay_search_cache_bytes') ?? 0;
    for (const q of ['cisco', 'switch', 'zzzz-never']) {
      const res = await t.app.inject({ url: `/api/listings?q=${q}`, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(200);
    }
    // A cache's weight is set once its value is in: one more search reports all three.
    await t.app.inject({ url: '/api/listings', headers: { host: 'localhost' } });
    const after = sample(await scrape(), 'patchbay_search_cache_bytes');
    expect(after).toBeGreaterThan(before);
    // 32 MiB of facet counts, a quarter of it for pages of ids, a sixteenth for typo alternatives,
    // and one entry of category and brand lookups.
    expect(after).toBeLessThanOrEqual(32 * 1024 * 1024 * (1 + 1 / 4 + 1 / 16) + 1_000_000);
  });

  it('counts checkouts placed, declined and refused for a conflict', async () => {
    const before = await scrape();
    const count = (page: string, outcome: string) =>
      sample(page, 'patchbay_checkouts_total', { outcome }) ?? 0;
    const listingId = fx.listings.patchCordNorthwind.id;
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

    const placed = testBrowser(t);
    expect((await placed.add(listingId, 10)).statusCode).toBe(200);
    expect((await placed.checkout(body(await placed.tokenize()), newKey())).statusCode).toBe(201);

    const declined = testBrowser(t);
    expect((await declined.add(listingId, 10)).statusCode).toBe(200);
    const refused = await declined.checkout(body(await declined.tokenize('4000 0000 0000 0002')), newKey());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Your card was declined. Please use another card.');

    const late = testBrowser(t);
    expect((await late.add(listingId, 10)).statusCode).toBe(200);
    await t.db.update(listings).set({ numAvailable: 5 }).where(eq(listings.id, listingId));
    expect((await late.checkout(body(await late.tokenize()), newKey())).statusCode).toBe(409);

    // A refusal of another kind (no guest details) is none of the three.
    const incomplete = testBrowser(t);
    expect((await incomplete.add(listingId, 1)).statusCode).toBe(200);
    const { guest: _guest, ...withoutGuest } = body(await incomplete.tokenize());
    expect((await incomplete.checkout(withoutGuest, newKey())).statusCode).toBe(400);

    const after = await scrape();
    for (const outcome of ['placed', 'declined', 'conflict']) {
      expect(count(after, outcome) - count(before, outcome)).toBe(1);
    }
  });

  it('reports outbox depth, age and failed rows per kind, and mail sends', async () => {
    await t.db.delete(outbox);
    const mail = (subject: string) => ({
      kind: 'mail' as const,
      payload: { to: ['buyer@example.com'], subject, text: 'Hello', template: 'test' },
    });
    const old = await enqueueOutbox(t.db, mail('Old'));
    await enqueueOutbox(t.db, mail('New'));
    await enqueueOutbox(t.db, {
      kind: 'records',
      payload: { table: 'Order', operation: 'create', records: [] },
    });
    await t.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(eq(outbox.id, old));
    let page = await scrape();
    expect(sample(page, 'patchbay_outbox_pending', { kind: 'mail' })).toBe(2);
    // The checkouts above may still be mirroring cart changes: at least the row written here.
    expect(sample(page, 'patchbay_outbox_pending', { kind: 'records' })).toBeGreaterThanOrEqual(1);
    expect(sample(page, 'patchbay_outbox_oldest_pending_seconds', { kind: 'mail' })).toBeGreaterThanOrEqual(
      600,
    );
    expect(sample(page, 'patchbay_outbox_oldest_pending_seconds', { kind: 'records' })).toBeLessThan(600);
    expect(sample(page, 'patchbay_outbox_failed', { kind: 'mail' })).toBe(0);

    const sentBefore = sample(page, 'patchbay_mail_sends_total', { outcome: 'sent' }) ?? 0;
    t.failures.mail = 1;
    await expect(deliverOutbox(t)).rejects.toThrow('SMTP relay unavailable');
    await deliverOutbox(t);
    const parked = await t.db
      .update(outbox)
      .set({ status: 'failed' })
      .where(eq(outbox.kind, 'records'))
      .returning({ id: outbox.id });
    page = await scrape();
    expect(sample(page, 'patchbay_mail_sends_total', { outcome: 'failed' })).toBe(1);
    expect(sample(page, 'patchbay_mail_sends_total', { outcome: 'sent' })).toBe(sentBefore + 2);
    expect(sample(page, 'patchbay_outbox_pending', { kind: 'mail' })).toBe(0);
    expect(sample(page, 'patchbay_outbox_oldest_pending_seconds', { kind: 'mail' })).toBe(0);
    expect(sample(page, 'patchbay_outbox_failed', { kind: 'records' })).toBe(parked.length);
  });

  it("counts the outbox worker's outcomes and failed job runs", async () => {
    await t.db.delete(outbox);
    const delivery = countOutboxDeliveries(
      createOutboxDelivery(t.db, t.ctx.integrations, t.config.mail.from, t.app.log),
      t.ctx.metrics,
    );
    await enqueueOutbox(t.db, {
      kind: 'mail',
      payload: { to: ['a@example.com'], subject: 'A', text: 'A', template: 'test' },
    });
    await enqueueOutbox(t.db, {
      kind: 'mail',
      payload: { to: ['b@example.com'], subject: 'B', text: 'B', template: 'test' },
    });
    const retry = { limit: 0, delaySeconds: 1, maxDelaySeconds: 1 };
    const [first, second] = await delivery.claim('mail', 10);
    expect(first && second).toBeTruthy();
    t.failures.mail = 1;
    expect(await delivery.deliverClaimed(first!, retry)).toBe('failed');
    expect(await delivery.deliverClaimed(second!, retry)).toBe('delivered');

    const job = countJobFailures(
      {
        name: 'offer-timers',
        cron: '* * * * *',
        run: async () => {
          throw new Error('database gone');
        },
      },
      t.ctx.metrics,
    );
    await expect(job.run()).rejects.toThrow('database gone');

    const page = await scrape();
    expect(sample(page, 'patchbay_outbox_deliveries_total', { kind: 'mail', outcome: 'failed' })).toBe(1);
    expect(sample(page, 'patchbay_outbox_deliveries_total', { kind: 'mail', outcome: 'delivered' })).toBe(1);
    expect(sample(page, 'patchbay_job_failures_total', { job: 'offer-timers' })).toBe(1);
  });

  it('reports pg-boss queue depth, running jobs and the age of the oldest due job, per queue', async () => {
    const boss = new PgBoss(
      t.database.kind === 'postgres' && t.database.connectionString
        ? { connectionString: t.database.connectionString, max: 1, supervise: false, schedule: false }
        : // biome-ignore lint/suspicious/noExplicitAny: pg-boss's Db type wants a non-optional values array
          { db: t.database.sql as any, supervise: false, schedule: false },
    );
    await boss.start();
    try {
      const queue = `metrics-test-${randomUUID().slice(0, 8)}`;
      await boss.createQueue(queue);
      let page = await scrape();
      expect(sample(page, 'patchbay_job_queue_queued', { queue })).toBe(0);
      expect(sample(page, 'patchbay_job_queue_oldest_queued_seconds', { queue })).toBe(0);

      const late = await boss.send(queue, { n: 1 });
      await boss.send(queue, { n: 2 });
      await boss.send(queue, { n: 3 }, { startAfter: 3600 }); // not due: queued, not late
      await t.database.sql.executeSql(
        `update pgboss.job set start_after = now() - interval '10 minutes' where id = $1`,
        [late],
      );
      page = await scrape();
      expect(sample(page, 'patchbay_job_queue_queued', { queue })).toBe(3);
      expect(sample(page, 'patchbay_job_queue_active', { queue })).toBe(0);
      expect(sample(page, 'patchbay_job_queue_oldest_queued_seconds', { queue })).toBeGreaterThanOrEqual(600);

      const [taken] = await boss.fetch(queue); // the oldest due job: now running
      expect(taken?.id).toBe(late);
      page = await scrape();
      expect(sample(page, 'patchbay_job_queue_queued', { queue })).toBe(2);
      expect(sample(page, 'patchbay_job_queue_active', { queue })).toBe(1);
      expect(sample(page, 'patchbay_job_queue_oldest_queued_seconds', { queue })).toBeLessThan(600);

      await boss.complete(queue, late!);
      await boss.purgeQueue(queue); // the jobs not due yet leave with the queued ones
      page = await scrape();
      expect(sample(page, 'patchbay_job_queue_queued', { queue })).toBe(0);
      expect(sample(page, 'patchbay_job_queue_active', { queue })).toBe(0);
      expect(sample(page, 'patchbay_job_queue_oldest_queued_seconds', { queue })).toBe(0);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('reports the database pool where the driver has one', async () => {
    const page = await scrape();
    if (t.database.kind === 'postgres') {
      expect(sample(page, 'patchbay_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(page, 'patchbay_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(page).not.toContain('patchbay_db_pool_connections');
    }
  });
});
