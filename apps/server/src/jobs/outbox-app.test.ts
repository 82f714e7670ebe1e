import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../test/checkout-fixtures';
import { createSessionToken } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers';
import { waitFor } from '../../test/poll';
import { outbox } from '../db/schema/index';
import type { MailMessage } from '../integrations/mail/mail';
import type { RecordsMessage } from '../integrations/records/records';
import { createOutboxDelivery, OutboxWorker } from './outbox';

const log = pino({ level: 'silent' });
const FROM = 'Patchbay <no-reply@patchbay.test>';

/** The outbox as the server uses it: the real app, its transactions, and a worker woken after commit. */
describe('outbox with the app: coalesced cart mirror rows, no secrets at rest', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  let worker: OutboxWorker | undefined;

  beforeAll(async () => {
    t = await createTestApp({ outbox: { wake: (ids) => worker?.wake(ids) } });
    fx = await createCheckoutFixtures(t.db);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
  });
  afterAll(() => t.close());

  // The app's own senders: secret links get their token as the mail is written (withLinkTokens).
  const delivery = () => createOutboxDelivery(t.db, t.ctx.integrations, FROM, log);
  async function startWorker() {
    worker = new OutboxWorker({
      handle: t.database,
      delivery: delivery(),
      log,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.2,
    });
    await worker.start();
  }
  const policy = { limit: 3, delaySeconds: 1, maxDelaySeconds: 60 };

  /** A guest browser on the marketplace: keeps its guest cookie. */
  function guest() {
    let cookie: string | undefined;
    return async (method: InjectOptions['method'], url: string, payload?: object) => {
      const res = await t.app.inject({
        method,
        url,
        headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });
      const set = res.cookies.find((c) => c.name === 'pb_guest');
      if (set) cookie = `pb_guest=${set.value}`;
      return res;
    };
  }

  const cartItemRows = async (cartItemId: string) =>
    (await t.db.select().from(outbox).where(eq(outbox.kind, 'records')))
      .filter((r) =>
        (r.payload as RecordsMessage).records.some((rec) => rec.fields.cartItemId === cartItemId),
      )
      .map((r) => ({ ...r, payload: r.payload as RecordsMessage }));
  const mirrored = (cartItemId: string) =>
    t.records
      .filter((m) => m.table === 'CartItem' && m.records.some((r) => r.fields.cartItemId === cartItemId))
      .map((m) => `${m.operation} ${m.records[0]?.fields.purchaseQty ?? ''}`.trim());

  it('a burst of changes to a cart line is one mirror row holding its last state', async () => {
    const call = guest();
    const added = await call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    const line: string = added.json().items[0].id;
    for (const quantity of [2, 3, 4]) {
      expect((await call('PATCH', `/api/cart/items/${line}`, { quantity })).statusCode).toBe(200);
    }
    const rows = await cartItemRows(line);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', recordKeys: [`CartItem:${line}`] });
    // Not sent yet, so the records service has never seen the line: it stays a create.
    expect(rows[0]!.payload).toMatchObject({
      table: 'CartItem',
      operation: 'create',
      records: [{ fields: { cartItemId: line, purchaseQty: 4, listing: fx.listings.asr9001Cobalt.id } }],
    });

    await startWorker();
    await waitFor(async () => ((await cartItemRows(line))[0]?.status === 'delivered' ? true : undefined));
    expect(mirrored(line)).toEqual(['create 4']);
  });

  it('a change while the line is being sent gets a row of its own, sent after it; every final state arrives in order', async () => {
    const call = guest();
    const added = await call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 1,
    });
    const line: string = added.json().items[0].id;
    // Being sent: a worker holds the line's row.
    const [inFlight] = await delivery().claim('records', 50);
    expect(inFlight?.payload).toMatchObject({
      operation: 'create',
      records: [{ fields: { cartItemId: line } }],
    });
    await call('PATCH', `/api/cart/items/${line}`, { quantity: 5 });
    await call('PATCH', `/api/cart/items/${line}`, { quantity: 6 });
    expect((await cartItemRows(line)).map((r) => r.payload.operation)).toEqual(['create', 'patch']);
    // Nothing else of the line may be sent while its first row is out.
    expect(await delivery().claim('records', 50)).toEqual([]);
    expect(await delivery().deliverClaimed(inFlight!, policy)).toBe('delivered');
    expect((await call('DELETE', `/api/cart/items/${line}`)).statusCode).toBe(200);

    await startWorker();
    await waitFor(async () =>
      (await cartItemRows(line)).every((r) => r.status === 'delivered') ? true : undefined,
    );
    expect(mirrored(line)).toEqual(['create 1', 'patch 6', 'delete']);
  });

  it('a delivered reset mail leaves no token anywhere in the outbox; while it waits for a retry it keeps what the retry needs', async () => {
    t.failures.mail = 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'localhost' },
      remoteAddress: '10.30.0.1',
      payload: { email: 'buyer@acme.test' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'mail'), sql`${outbox.payload}->>'template' = 'password-reset'`));
    const queued = row!.payload as MailMessage;
    // Queued, the mail holds the link's slot, never a token (it is made when the mail is written).
    expect(queued.text).toContain('/reset-password?token={{link-token}}');

    await startWorker();
    const retrying = await waitFor(async () => {
      const [r] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id));
      return r?.attempts === 1 && r.status === 'pending' ? r : undefined;
    });
    // Waiting for its retry, it keeps what the retry needs: the whole mail, still without a token.
    expect((retrying.payload as MailMessage).text).toContain('/reset-password?token={{link-token}}');
    const delivered = await waitFor(async () => {
      const [r] = await t.db.select().from(outbox).where(eq(outbox.id, row!.id));
      return r?.status === 'delivered' ? r : undefined;
    });
    // The buyer got the link; the database keeps who, what and when, without the body.
    const sent = t.mails.find((m) => m.template === 'password-reset');
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(sent?.text ?? '')?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(delivered.payload).toEqual({
      template: 'password-reset',
      to: ['buyer@acme.test'],
      subject: queued.subject,
      bodyPurged: true,
    });
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    const scan = (await t.database.sql.executeSql('select o::text as row from outbox o')).rows as {
      row: string;
    }[];
    expect(scan.length).toBeGreaterThan(0);
    expect(scan.filter((r) => r.row.includes(token!))).toEqual([]);
  });

  it('a delivered invitation leaves no token in the outbox either', async () => {
    const admin = await createSessionToken(t.db, fx.users.northwindAdmin.id);
    await startWorker();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users/invite',
      headers: { host: 'admin.localhost', authorization: `Bearer ${admin}` },
      payload: { emails: ['newcomer@northwind.test'], role: 'businessUser' },
    });
    expect(res.statusCode).toBe(200);
    const sent = await waitFor(async () => t.mails.find((m) => m.to.includes('newcomer@northwind.test')));
    const token = /token=([A-Za-z0-9_-]+)/.exec(sent.text)?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await waitFor(async () => {
      const [pending] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(eq(outbox.kind, 'mail'), eq(outbox.status, 'pending')));
      return pending?.n === 0 ? true : undefined;
    });
    const scan = (await t.database.sql.executeSql('select o::text as row from outbox o')).rows as {
      row: string;
    }[];
    expect(scan.filter((r) => r.row.includes(token!))).toEqual([]);
  });
});
