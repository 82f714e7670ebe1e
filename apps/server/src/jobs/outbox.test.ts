import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIntegrations, createTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { outbox } from '../db/schema/index';
import { createFileMailSender } from '../integrations/mail/file-mail';
import { createOutboxDelivery, enqueueOutbox, OutboxWorker } from './outbox';

const log = pino({ level: 'silent' });

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

describe('outbox worker (pg-boss)', () => {
  let database: DatabaseHandle;
  let worker: OutboxWorker;
  const fakes = createFakeIntegrations();

  beforeAll(async () => {
    database = await createTestDatabase();
    worker = new OutboxWorker({
      handle: database,
      delivery: createOutboxDelivery(
        database.db,
        fakes.integrations,
        'Patchbay <no-reply@patchbay.test>',
        log,
      ),
      log,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
  }, 60_000);
  afterAll(async () => {
    await worker.stop();
    await database.close();
  });

  const rowOf = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  it('delivers rows written before it started, retrying a failing integration until it succeeds', async () => {
    fakes.failures.mail = 2;
    const mailId = await enqueueOutbox(database.db, {
      kind: 'mail',
      payload: { template: 'test', to: ['buyer@example.com'], subject: 'Hello', text: 'Body' },
    });
    const recordsId = await enqueueOutbox(database.db, {
      kind: 'records',
      payload: {
        table: 'NewsletterSubscriptions',
        operation: 'create',
        records: [{ fields: { email: 'a@b.co' } }],
      },
    });
    await worker.start();

    const mail = await waitFor(async () => {
      const row = await rowOf(mailId);
      return row.status === 'delivered' ? row : undefined;
    });
    expect(mail.attempts).toBe(3);
    expect(mail.lastError).toBeNull();
    expect(mail.deliveredAt).toBeInstanceOf(Date);
    expect(fakes.mails.map((m) => m.subject)).toEqual(['Hello']);

    const mirror = await waitFor(async () => {
      const row = await rowOf(recordsId);
      return row.status === 'delivered' ? row : undefined;
    });
    expect(mirror.attempts).toBe(1);
    expect(fakes.records).toHaveLength(1);
  });

  it('marks a row failed (kept, with its error, for operators) after the last retry', async () => {
    fakes.failures.records = 100;
    const id = await enqueueOutbox(database.db, {
      kind: 'records',
      payload: { table: 'Order', operation: 'create', records: [{ fields: { id: 'x' } }] },
    });
    worker.wake([id]);
    const row = await waitFor(async () => {
      const r = await rowOf(id);
      return r.status === 'failed' ? r : undefined;
    }, 45_000);
    expect(row.attempts).toBe(4);
    expect(row.lastError).toBe('records service unavailable');
    fakes.failures.records = 0;
  }, 60_000);

  it('never delivers a row twice when it is queued twice', async () => {
    const id = await enqueueOutbox(database.db, {
      kind: 'mail',
      payload: { template: 'test', to: ['once@example.com'], subject: 'Once', text: 'Body' },
    });
    worker.wake([id]);
    worker.wake([id]);
    await worker.sweep();
    await waitFor(async () => ((await rowOf(id)).status === 'delivered' ? true : undefined));
    await new Promise((r) => setTimeout(r, 1500));
    expect(fakes.mails.filter((m) => m.subject === 'Once')).toHaveLength(1);
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
    expect(files[0]).toMatch(/newsletter-welcome-jane@example\.com\.eml$/);
    const eml = readFileSync(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: jane@example.com');
    expect(eml).toContain('Subject: You are subscribed');
    expect(eml).toContain('From: Patchbay <no-reply@patchbay.test>');
    expect(eml).toContain('Thanks!');
  });
});
