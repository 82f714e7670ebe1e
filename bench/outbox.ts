// `npm run bench -- outbox`: the outbox's mail line on PostgreSQL. Mails per second to the file
// sink and to an SMTP relay (smtp-server on loopback), and how long an order-confirmation-like
// mail waits behind 5,000 records-mirror rows queued ahead of it. The worker is the server's own
// (apps/server/src/jobs/outbox.ts), run in this process against its own database.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '../apps/server/src/db/client';
import { outbox } from '../apps/server/src/db/schema/index';
import type { Integrations } from '../apps/server/src/integrations/index';
import { createLocalIpLookup } from '../apps/server/src/integrations/iplookup/local-iplookup';
import { createFileMailSender } from '../apps/server/src/integrations/mail/file-mail';
import type { MailMessage, MailSender } from '../apps/server/src/integrations/mail/mail';
import { createSmtpMailSender } from '../apps/server/src/integrations/mail/smtp-mail';
import { createSandboxGateway } from '../apps/server/src/integrations/payments/sandbox-payments';
import {
  createDatabaseRefStore,
  createHttpRecordsMirror,
} from '../apps/server/src/integrations/records/http-records';
import { createRateTableShipping } from '../apps/server/src/integrations/shipping/rate-table-shipping';
import { createOutboxDelivery, enqueueOutbox, OutboxWorker } from '../apps/server/src/jobs/outbox';
import { benchDatabaseUrl, recreateDatabase, siblingDatabaseUrl } from './lib/database';
import { writeSection } from './lib/results';

const MAILS = Number(process.env.BENCH_OUTBOX_MAILS ?? 3000);
const BACKLOG = 5000;
/** The simulated records service answers each call after this many ms (a remote API). */
const RECORDS_LATENCY_MS = Number(process.env.BENCH_OUTBOX_RECORDS_MS ?? 20);
const log = pino({ level: 'silent' });
const FROM = 'Patchbay <no-reply@patchbay.test>';

/** The mail sink and records service under test; the other integrations are the local ones, unused here. */
function integrationsWith(handle: DatabaseHandle, mail: MailSender, recordsUrl: string): Integrations {
  return {
    mail,
    // The simulated service has no rate limit: the bench measures the outbox, not Airtable's 5 a second.
    records: createHttpRecordsMirror(recordsUrl, undefined, createDatabaseRefStore(handle.db), {
      requestsPerSecond: 1000,
    }),
    iplookup: createLocalIpLookup(),
    payments: createSandboxGateway(handle.db),
    shipping: createRateTableShipping(),
    priceSources: [],
  };
}

/** An order summary as the checkout writes it (SPEC.md §7 /sendordersummary): items, amounts, addresses, link. */
function orderMail(n: number): MailMessage {
  const items = Array.from(
    { length: 6 },
    (_, i) => `  ${i + 1} x Cisco ASR-900${i} Router, Used, part ASR-900${i}-BNDL at $2,800.00 = $2,800.00`,
  );
  return {
    template: 'order-summary-buyer',
    to: [`buyer${n}@example.com`],
    subject: `Your order #${10_000 + n} with Cobalt Telecom: $16,800.00`,
    text: [
      `Hello Jane, thank you for your order #${10_000 + n} with Cobalt Telecom.`,
      '',
      'Items:',
      ...items,
      '',
      'Subtotal $16,800.00; shipping: Buyer Arranged (UPS, account BENCH-1); tax $0.00; total $16,800.00.',
      'Ship to: Jane Buyer, Acme Wireless, 1600 Blake St, Denver, CO 80202, US, +1 303-555-0100',
      'Bill to: the same address. Purchase order: PO-2026-0042.',
      'Bank transfer instructions: Interac e-Transfer to pay@cobalt.test, reference your order number.',
      '',
      `View your order: http://localhost:3000/orderdetails/0190a0b2-0000-7000-8000-${String(n).padStart(12, '0')}?token=bench`,
    ].join('\n'),
  };
}

const mirrorRow = (n: number) => ({
  kind: 'records' as const,
  payload: {
    table: 'CartItem' as const,
    operation: 'patch' as const,
    records: [{ fields: { cartItemId: `bench-${n}`, purchaseQty: n % 7, lastCartUpdateDate: '11/26/2026' } }],
  },
});

async function countWhere(handle: DatabaseHandle, kind: 'mail' | 'records', status: 'pending' | 'delivered') {
  const { rows } = await handle.sql.executeSql(
    'select count(*)::int as n from outbox where kind = $1 and status = $2',
    [kind, status],
  );
  return (rows[0] as { n: number } | undefined)?.n ?? 0;
}

async function until(probe: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('outbox bench: timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function startWorker(handle: DatabaseHandle, integrations: Integrations) {
  return new OutboxWorker({
    handle,
    delivery: createOutboxDelivery(handle.db, integrations, FROM, log),
    log,
    retryLimit: 8,
  });
}

/** A stand-in for the records service: 200 after RECORDS_LATENCY_MS. */
async function recordsService() {
  let calls = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        calls++;
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"records":[]}');
      }, RECORDS_LATENCY_MS),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function smtpSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function insertRows(handle: DatabaseHandle, rows: { kind: 'mail' | 'records'; payload: unknown }[]) {
  for (let i = 0; i < rows.length; i += 500) await handle.db.insert(outbox).values(rows.slice(i, i + 500));
}

/** N mails already queued, a worker started: mails per second until the last is delivered. */
async function throughput(handle: DatabaseHandle, sink: MailSender, recordsUrl: string, count: () => number) {
  await handle.db.delete(outbox);
  await insertRows(
    handle,
    Array.from({ length: MAILS }, (_, n) => ({ kind: 'mail' as const, payload: orderMail(n) })),
  );
  const worker = startWorker(handle, integrationsWith(handle, sink, recordsUrl));
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await worker.start();
  await until(async () => (await countWhere(handle, 'mail', 'delivered')) === MAILS, 300_000);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await worker.stop();
  return {
    mailsPerSecond: Math.round(MAILS / seconds),
    seconds: Math.round(seconds * 10) / 10,
    delivered: count(),
    cpuMsPerMail: Math.round(((cpu.user + cpu.system) / 1000 / MAILS) * 100) / 100,
  };
}

/**
 * 5,000 mirror rows queued, then an order mail: `ahead` writes it before the worker starts (the
 * whole backlog older than it), otherwise it is written while the mirror line is busy, after 2 s.
 */
async function behindBacklog(handle: DatabaseHandle, recordsUrl: string, ahead: boolean) {
  await handle.db.delete(outbox);
  await insertRows(
    handle,
    Array.from({ length: BACKLOG }, (_, n) => mirrorRow(n)),
  );
  let sentAt = 0;
  const sink: MailSender = {
    name: 'timing',
    async send() {
      sentAt = performance.now();
    },
  };
  const worker = startWorker(handle, integrationsWith(handle, sink, recordsUrl));
  let written = 0;
  let id = '';
  const write = async () => {
    id = await handle.db.transaction((tx) => enqueueOutbox(tx, { kind: 'mail', payload: orderMail(1) }));
    written = performance.now();
    worker.wake([id]);
  };
  if (ahead) await write();
  await worker.start();
  const started = performance.now();
  if (!ahead) {
    await new Promise((r) => setTimeout(r, 2000));
    await write();
  }
  await until(async () => sentAt > 0, 120_000);
  const delayMs = Math.round(sentAt - written);
  const afterStartMs = Math.round(sentAt - Math.max(started, written));
  const mirrorPending = await countWhere(handle, 'records', 'pending');
  const mirrorDelivered = await countWhere(handle, 'records', 'delivered');
  await worker.stop();
  return { delayMs, afterStartMs, mirrorPending, mirrorDelivered };
}

export async function runOutboxBench() {
  const url = siblingDatabaseUrl(benchDatabaseUrl, '_outbox');
  await recreateDatabase(url);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const records = await recordsService();
  const smtp = await smtpSink();
  const dropDir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-bench-mail-'));
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    await migrateDatabase(handle);
    console.log(`outbox: ${MAILS} mails to the file sink...`);
    const file = await throughput(
      handle,
      createFileMailSender(dropDir),
      records.url,
      () => readdirSync(dropDir).filter((f) => f.endsWith('.eml')).length,
    );
    console.log(file);
    console.log(`outbox: ${MAILS} mails to an SMTP relay...`);
    const smtpSender = createSmtpMailSender(smtp.url);
    const relay = await throughput(handle, smtpSender, records.url, smtp.received);
    smtpSender.close?.();
    console.log(relay);
    console.log(`outbox: ${MAILS} mails to the file sink on PGlite (embedded default)...`);
    const embedded = await openDatabase({});
    let pglite: Awaited<ReturnType<typeof throughput>>;
    const embeddedDir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-bench-mail-'));
    try {
      await migrateDatabase(embedded);
      pglite = await throughput(
        embedded,
        createFileMailSender(embeddedDir),
        records.url,
        () => readdirSync(embeddedDir).filter((f) => f.endsWith('.eml')).length,
      );
    } finally {
      await embedded.close();
      rmSync(embeddedDir, { recursive: true, force: true });
    }
    console.log(pglite);
    console.log(`outbox: an order mail behind ${BACKLOG} mirror rows...`);
    const ahead = await behindBacklog(handle, records.url, true);
    console.log(ahead);
    const during = await behindBacklog(handle, records.url, false);
    console.log(during);
    const loadAfter = os.loadavg()[0] ?? 0;
    const cores = os.cpus().length;
    writeSection(
      'outbox',
      [
        '## Outbox: the mail line',
        '',
        `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- outbox\` on ${cores} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}),`,
        `shared with other work (load average, 1 min: ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after).`,
        `PostgreSQL 15 on the same machine unless the row says PGlite (database \`${new URL(url).pathname.slice(1)}\`), the server's outbox worker with its default lines`,
        '(mail: 50 rows a claim, 10 sends at once; records mirror: 20 a claim, 4 at once), run in the benchmark process.',
        `Mails are order summaries (${Buffer.byteLength(orderMail(1).text)} bytes of text, 6 items); the records service is a local HTTP server answering after ${RECORDS_LATENCY_MS} ms.`,
        '',
        '| what | result | detail |',
        '| --- | --- | --- |',
        `| ${MAILS} queued mails to the file sink (\`.eml\` files) | **${file.mailsPerSecond} mails/s** | ${file.seconds} s, ${file.delivered} files written, ${file.cpuMsPerMail} ms of benchmark-process CPU per mail |`,
        `| ${MAILS} queued mails to the file sink, on PGlite (in memory) instead of PostgreSQL | **${pglite.mailsPerSecond} mails/s** | ${pglite.seconds} s, ${pglite.delivered} files written, ${pglite.cpuMsPerMail} ms of CPU per mail (PGlite runs in the process) |`,
        `| ${MAILS} queued mails to an SMTP relay (smtp-server on loopback, pooled connections) | **${relay.mailsPerSecond} mails/s** | ${relay.seconds} s, ${relay.delivered} received, ${relay.cpuMsPerMail} ms of benchmark-process CPU per mail (relay included) |`,
        `| order mail written after ${BACKLOG} mirror rows, before the worker starts | **sent ${ahead.delayMs} ms after its commit** | ${ahead.afterStartMs} ms after the worker had started; mirror rows by then: ${ahead.mirrorDelivered} sent, ${ahead.mirrorPending} still queued |`,
        `| order mail written while the mirror line works through ${BACKLOG} rows | **sent ${during.delayMs} ms after its commit** | mirror rows by then: ${during.mirrorDelivered} sent, ${during.mirrorPending} still queued |`,
      ].join('\n'),
    );
  } finally {
    await records.close();
    await smtp.close();
    await handle.close();
    rmSync(dropDir, { recursive: true, force: true });
  }
}
