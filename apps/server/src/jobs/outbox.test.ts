import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIntegrations, createTestDatabase } from '../../test/helpers';
import { waitFor } from '../../test/poll';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../db/client';
import { outbox } from '../db/schema/index';
import type { Integrations } from '../integrations/index';
import { createFileMailSender } from '../integrations/mail/file-mail';
import type { MailMessage } from '../integrations/mail/mail';
import { createSmtpMailSender } from '../integrations/mail/smtp-mail';
import type { RecordsMessage } from '../integrations/records/records';
import {
  createOutboxDelivery,
  enqueueOutbox,
  OutboxWorker,
  type OutboxWorkerOptions,
  purgeDeliveredOutbox,
  retryDelaySeconds,
  turnTaking,
} from './outbox';

const log = pino({ level: 'silent' });
const FROM = 'Patchbay <no-reply@patchbay.test>';

const mail = (subject: string, to = 'buyer@example.com'): { kind: 'mail'; payload: MailMessage } => ({
  kind: 'mail',
  payload: { template: 'test', to: [to], subject, text: 'Body' },
});
const mirrorRow = (n: number): RecordsMessage => ({
  table: 'CartItem',
  operation: 'patch',
  records: [{ fields: { cartItemId: `item-${n}`, purchaseQty: n } }],
});

describe('outbox lines', () => {
  let database: DatabaseHandle;
  const fakes = createFakeIntegrations();
  const workers: OutboxWorker[] = [];
  const extraHandles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    // Each test starts from an empty outbox and a sink with nothing in it.
    await database.db.delete(outbox);
    fakes.mails.length = 0;
    fakes.records.length = 0;
    fakes.failures.mail = 0;
    fakes.failures.records = 0;
  });
  afterAll(async () => {
    for (const handle of extraHandles) await handle.close();
    await database.close();
  });

  async function startWorker(
    options: Partial<OutboxWorkerOptions> & { integrations?: Integrations; handle?: DatabaseHandle } = {},
  ) {
    const handle = options.handle ?? database;
    const worker = new OutboxWorker({
      handle,
      delivery: createOutboxDelivery(handle.db, options.integrations ?? fakes.integrations, FROM, log),
      log,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.2,
      ...options,
    });
    workers.push(worker);
    await worker.start();
    return worker;
  }

  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const statusIs = (id: string, status: string) => async () => {
    const row = await rowOf(id);
    return row.status === status ? row : undefined;
  };

  it('delivers rows written before it started, retrying a failing integration until it succeeds', async () => {
    fakes.failures.mail = 2;
    const mailId = await enqueueOutbox(database.db, mail('Hello'));
    const recordsId = await enqueueOutbox(database.db, {
      kind: 'records',
      payload: {
        table: 'NewsletterSubscriptions',
        operation: 'create',
        records: [{ fields: { email: 'a@b.co' } }],
      },
    });
    await startWorker();

    const delivered = await waitFor(statusIs(mailId, 'delivered'));
    expect(delivered.attempts).toBe(3);
    expect(delivered.lastError).toBeNull();
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(fakes.mails.map((m) => m.subject)).toEqual(['Hello']);

    const mirror = await waitFor(statusIs(recordsId, 'delivered'));
    expect(mirror.attempts).toBe(1);
    expect(fakes.records).toHaveLength(1);
  });

  it('retries with exponential backoff, then marks the row failed (kept, with its error) after the last retry', async () => {
    fakes.failures.records = 100;
    const attemptsAt: number[] = [];
    const integrations: Integrations = {
      ...fakes.integrations,
      records: {
        name: 'timed',
        push(message) {
          attemptsAt.push(Date.now());
          return fakes.integrations.records.push(message);
        },
      },
    };
    const id = await enqueueOutbox(database.db, {
      kind: 'records',
      payload: { table: 'Order', operation: 'create', records: [{ fields: { id: 'x' } }] },
    });
    const worker = await startWorker({ integrations });
    worker.wake([id]);
    const row = await waitFor(statusIs(id, 'failed'), 45_000);
    expect(row.attempts).toBe(4);
    expect(row.lastError).toBe('records service unavailable');
    // The payload stays whole: an operator can send it again.
    expect(row.payload).toEqual({ table: 'Order', operation: 'create', records: [{ fields: { id: 'x' } }] });
    expect(attemptsAt).toHaveLength(4);
    const gaps = attemptsAt.slice(1).map((at, i) => at - attemptsAt[i]!);
    // 1 s, then 2 s, then 4 s (retryDelaySeconds 1, doubled each time).
    expect(gaps[0]).toBeGreaterThanOrEqual(950);
    expect(gaps[1]).toBeGreaterThanOrEqual(1950);
    expect(gaps[2]).toBeGreaterThanOrEqual(3950);
    expect(gaps[2]!).toBeGreaterThan(gaps[1]!);
  }, 60_000);

  it('doubles the retry delay up to its cap', () => {
    const policy = { limit: 8, delaySeconds: 5, maxDelaySeconds: 60 };
    expect([1, 2, 3, 4, 5, 8].map((attempts) => retryDelaySeconds(policy, attempts))).toEqual([
      5, 10, 20, 40, 60, 60,
    ]);
  });

  it('sends each row once with two workers on the database (two server processes), woken twice', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push(await enqueueOutbox(database.db, mail(`Once ${i}`)));
    // A second process has its own connections on PostgreSQL; PGlite has one database handle.
    const second =
      database.kind === 'postgres'
        ? await openDatabase({ databaseUrl: database.connectionString, poolSize: 4 })
        : database;
    if (second !== database) extraHandles.push(second);
    const a = await startWorker({ lines: { mail: { batchSize: 7, concurrency: 3 } } });
    const b = await startWorker({ handle: second, lines: { mail: { batchSize: 5, concurrency: 4 } } });
    a.wake(ids);
    b.wake(ids);
    a.wake(ids);
    await waitFor(async () => {
      const [row] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.status, 'delivered'));
      return row?.n === 120 ? true : undefined;
    });
    // Stopping waits for sends in flight, so a duplicate could not hide behind the count.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    const subjects = fakes.mails.map((m) => m.subject);
    expect(subjects).toHaveLength(120);
    expect(new Set(subjects).size).toBe(120);
  });

  it('mail comes first: a mail written after 2,000 mirror rows is sent before most of them', async () => {
    const rows = Array.from({ length: 2000 }, (_, n) => ({
      kind: 'records' as const,
      payload: mirrorRow(n),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await database.db.insert(outbox).values(rows.slice(i, i + 500));
    const mailId = await enqueueOutbox(database.db, mail('Your order #1001 with Cobalt Telecom: $1,200.00'));
    await startWorker();
    const sent = await waitFor(statusIs(mailId, 'delivered'));
    // Packed 10 records a message for the records service: 2,000 records, fewer messages.
    await waitFor(async () =>
      fakes.records.reduce((n, m) => n + m.records.length, 0) === 2000 ? true : undefined,
    );
    expect(fakes.records.length).toBeLessThanOrEqual(250);
    // Told by the rows' own delivery times, not by when this test looked.
    const [before] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(and(eq(outbox.kind, 'records'), lt(outbox.deliveredAt, sent.deliveredAt!)));
    expect(before!.n).toBeLessThan(1000);
  });

  it('delivers rows that share a record key one after another, in the order they were written', async () => {
    const delivery = createOutboxDelivery(database.db, fakes.integrations, FROM, log);
    const first = await enqueueOutbox(
      database.db,
      { kind: 'records', payload: mirrorRow(1) },
      { recordKeys: ['CartItem:a'] },
    );
    const second = await enqueueOutbox(
      database.db,
      { kind: 'records', payload: mirrorRow(2) },
      { recordKeys: ['CartItem:a', 'CartItem:b'] },
    );
    const other = await enqueueOutbox(
      database.db,
      { kind: 'records', payload: mirrorRow(3) },
      { recordKeys: ['CartItem:c'] },
    );
    const claimed = await delivery.claim('records', 10);
    expect(claimed.map((r) => r.id).sort()).toEqual([first, other].sort());
    // While the first is in flight, nothing else for its key is claimed.
    expect(await delivery.claim('records', 10)).toEqual([]);
    const policy = { limit: 3, delaySeconds: 1, maxDelaySeconds: 60 };
    for (const row of claimed) expect(await delivery.deliverClaimed(row, policy)).toBe('delivered');
    expect((await delivery.claim('records', 10)).map((r) => r.id)).toEqual([second]);
  });

  it('a claim another worker holds cannot be completed by a stale holder', async () => {
    const delivery = createOutboxDelivery(database.db, fakes.integrations, FROM, log);
    const id = await enqueueOutbox(database.db, mail('Fenced'));
    const [claimed] = await delivery.claim('mail', 1);
    // The lease ran out (the worker stalled) and another worker claimed the row.
    await database.db
      .update(outbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    const [again] = await delivery.claim('mail', 1);
    expect(again?.id).toBe(id);
    await delivery.deliverClaimed(claimed!, { limit: 3, delaySeconds: 1, maxDelaySeconds: 60 });
    const row = await rowOf(id);
    expect(row.status).toBe('pending');
    expect(row.claimToken).toBe(again!.claimToken);
    expect(await delivery.deliverClaimed(again!, { limit: 3, delaySeconds: 1, maxDelaySeconds: 60 })).toBe(
      'delivered',
    );
    expect((await rowOf(id)).attempts).toBe(1);
  });

  it('deletes delivered rows older than the retention on its schedule; failed and pending rows stay', async () => {
    const old = sql`now() - interval '40 days'`;
    const recent = sql`now() - interval '10 days'`;
    const [oldDelivered, recentDelivered, oldFailed, oldPending] = await database.db
      .insert(outbox)
      .values([
        { kind: 'mail', payload: {}, status: 'delivered', createdAt: old, deliveredAt: old },
        { kind: 'mail', payload: {}, status: 'delivered', createdAt: recent, deliveredAt: recent },
        { kind: 'records', payload: {}, status: 'failed', createdAt: old },
        { kind: 'records', payload: {}, status: 'pending', createdAt: old },
      ])
      .returning({ id: outbox.id });
    expect(await purgeDeliveredOutbox(database.db, 30)).toBe(1);
    const left = await database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.id, [oldDelivered!.id, recentDelivered!.id, oldFailed!.id, oldPending!.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recentDelivered!.id, oldFailed!.id, oldPending!.id].sort());

    await startWorker();
    const { rows } = await database.sql.executeSql(
      `select name, cron from pgboss.schedule where name = 'outbox-purge'`,
    );
    expect(rows).toEqual([{ name: 'outbox-purge', cron: '41 * * * *' }]);
  });

  it('the migration purges the bodies of mail rows delivered before it (its hand-written backfill)', async () => {
    const migration = readFileSync(path.join(migrationsFolder, '0007_outbox_lines.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((part) => part.includes('UPDATE "outbox"'));
    const body = 'Reset: http://localhost:3000/reset-password?token=old-token-before-the-migration';
    const [delivered, pending] = await database.db
      .insert(outbox)
      .values([
        {
          kind: 'mail',
          status: 'delivered',
          deliveredAt: new Date(),
          payload: { template: 'password-reset', to: ['a@b.co'], subject: 'Reset', text: body, html: body },
        },
        {
          kind: 'mail',
          payload: { template: 'password-reset', to: ['c@d.co'], subject: 'Reset', text: body },
        },
      ])
      .returning({ id: outbox.id });
    await database.sql.executeSql(backfill!, []);
    expect((await rowOf(delivered!.id)).payload).toEqual({
      template: 'password-reset',
      to: ['a@b.co'],
      subject: 'Reset',
      bodyPurged: true,
    });
    expect((await rowOf(pending!.id)).payload).toMatchObject({ text: body });
  });

  it('sends through an SMTP relay, each mail once', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let text = '';
        stream.on('data', (chunk: Buffer) => {
          text += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push(/^Subject: (.*)$/m.exec(text)?.[1] ?? '');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const smtp = createSmtpMailSender(`smtp://127.0.0.1:${port}`);
    try {
      for (let i = 0; i < 40; i++) await enqueueOutbox(database.db, mail(`Relay ${i}`));
      await startWorker({ integrations: { ...fakes.integrations, mail: smtp } });
      await waitFor(async () => (received.length >= 40 ? true : undefined));
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      expect(new Set(received).size).toBe(40);
      expect(received).toHaveLength(40);
    } finally {
      smtp.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('file mail adapter', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'patchbay-mail-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a real .eml file with headers and body', async () => {
    const sender = createFileMailSender(dir);
    await sender.send(
      {
        template: 'newsletter-welcome',
        to: ['jane@example.com'],
        subject: 'You are subscribed',
        text: 'Thanks!',
      },
      'Patchbay <no-reply@patchbay.test>',
    );
    // Only the finished file is left (it is written under a hidden name, then renamed).
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-[0-9a-f]{8}-newsletter-welcome-jane@example\.com\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: jane@example.com');
    expect(eml).toContain('Subject: You are subscribed');
    expect(eml).toContain('From: Patchbay <no-reply@patchbay.test>');
    expect(eml).toContain('Thanks!');
  });

  it('keeps every one of several mails of one template to one address sent at the same moment', async () => {
    const burst = mkdtempSync(path.join(tmpdir(), 'patchbay-mail-'));
    try {
      const sender = createFileMailSender(burst);
      const message = {
        template: 'order-summary-buyer',
        to: ['jane@example.com'],
        subject: 'Order',
        text: 'x',
      };
      await Promise.all(Array.from({ length: 20 }, () => sender.send(message, FROM)));
      expect(
        readdirSync(burst).filter((f) => f.endsWith('-order-summary-buyer-jane@example.com.eml')),
      ).toHaveLength(20);
    } finally {
      rmSync(burst, { recursive: true, force: true });
    }
  });
});

describe("pg-boss's queries on PGlite", () => {
  it('each wait a turn of the event loop, so requests that came in are answered between them', async () => {
    const order: string[] = [];
    const sql = turnTaking({
      executeSql: async (text) => {
        order.push(text);
        return { rows: [] };
      },
    });
    // What a request that came in meanwhile would run: its turn comes before the next query.
    setImmediate(() => order.push('request'));
    await sql.executeSql('select 1');
    expect(order).toEqual(['request', 'select 1']);
  });
});
