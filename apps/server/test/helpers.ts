import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type Config, parseConfig } from '../src/config';
import type { OutboxWaker } from '../src/context';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client';
import { outbox } from '../src/db/schema/index';
import type { Integrations } from '../src/integrations/index';
import type { IpLookupInput } from '../src/integrations/iplookup/iplookup';
import type { MailMessage } from '../src/integrations/mail/mail';
import type { PaymentGateway } from '../src/integrations/payments/payments';
import { createSandboxGateway } from '../src/integrations/payments/sandbox-payments';
import { createFixturePriceSource } from '../src/integrations/price-sources/fixture-price-source';
import type { RecordsMessage } from '../src/integrations/records/records';
import { createRateTableShipping } from '../src/integrations/shipping/rate-table-shipping';
import { createOutboxDelivery } from '../src/jobs/outbox';

/** A database cloned from the run's migrated template; `close()` throws it away. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) return createPostgresTestDatabase(url, template, { copy: true, poolSize: 20 });
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

/** A database with nothing in it, not even migrations (for tests of a migration); `close()` throws it away. */
export async function createEmptyTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (!(url && template)) return openDatabase({});
  return createPostgresTestDatabase(url, template, { copy: false, poolSize: 2 });
}

/**
 * A database of the run on the PostgreSQL server: a copy of the migrated template, or empty.
 * `<template>` is the run's `patchbay_test_<pid>_<random>_template`: the new name keeps the run
 * prefix, so a later run drops it if this one dies.
 */
async function createPostgresTestDatabase(
  url: string,
  template: string,
  options: { copy: boolean; poolSize: number },
): Promise<DatabaseHandle> {
  const name = `${template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(
    options.copy ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) at the end ends connections on purpose.
  const handle = await openDatabase({
    databaseUrl: dbUrl.toString(),
    poolSize: options.poolSize,
    onIdleError: () => {},
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Third parties are the only fakes: they record what was sent and can be told to fail. Payments
 * and shipping rates are ours (the sandbox gateway and the rate table): tests use the real ones,
 * on the test's database when one is given.
 */
export function createFakeIntegrations(db?: Database, now?: () => Date) {
  const mails: MailMessage[] = [];
  const records: RecordsMessage[] = [];
  const ipLookups: IpLookupInput[] = [];
  const failures = { mail: 0, records: 0 };
  const integrations: Integrations = {
    mail: {
      name: 'fake',
      async send(message) {
        if (failures.mail > 0) {
          failures.mail--;
          throw new Error('SMTP relay unavailable');
        }
        mails.push(message);
      },
    },
    records: {
      name: 'fake',
      async push(message) {
        if (failures.records > 0) {
          failures.records--;
          throw new Error('records service unavailable');
        }
        records.push(message);
      },
    },
    iplookup: {
      name: 'fake',
      async lookup(input) {
        ipLookups.push(input);
        return { ip: input.ip, city: 'Denver', state: 'CO', country: 'US', timeZone: input.timeZone };
      },
    },
    payments: db ? createSandboxGateway(db, now) : unavailablePayments,
    shipping: createRateTableShipping(),
    // The local fixture sources; a test swaps one (t.ctx.integrations.priceSources[i] = ...).
    priceSources: [
      createFixturePriceSource('retail1', 'Retail One', 'patchbay-20', 1),
      createFixturePriceSource('retail2', 'Retail Two', 'patchbay-20', 2),
    ],
  };
  return { integrations, mails, records, ipLookups, failures };
}

/** For tests built without a database: any payment call is a test mistake. */
const unavailablePayments: PaymentGateway = {
  name: 'sandbox',
  publishableKey: null,
  authorize: noGateway,
  capture: noGateway,
  release: noGateway,
  lookup: noGateway,
};

async function noGateway(): Promise<never> {
  throw new Error('createFakeIntegrations() was called without a database: no payment gateway');
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-data-'));
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    // The edge limits count every request of a test file from one address; their own tests
    // (plugins/rate-limit.test.ts) turn them on.
    RATE_LIMIT: 'false',
    ...overrides,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  outbox?: OutboxWaker;
  /** Logger options, e.g. `{ level: 'info', stream }` to read what the server logs; off by default. */
  logger?: BuildAppOptions['logger'];
}

/** A clock tests move by hand; pass `now: clock.now` to createTestApp. */
export function createClock(start: Date | string = '2026-03-04T15:00:00Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date | string) {
      current = new Date(date).getTime();
    },
  };
}
export type Clock = ReturnType<typeof createClock>;

/** The real app on a fresh cloned database, with faked third parties. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const config = testConfig(options.env);
  const fakes = createFakeIntegrations(database.db, options.now);
  const { app, ctx } = await buildApp({
    config,
    database,
    integrations: fakes.integrations,
    logger: options.logger ?? false,
    ...(options.now ? { now: options.now } : {}),
    ...(options.outbox ? { outbox: options.outbox } : {}),
  });
  await app.ready();
  return {
    app,
    ctx,
    db: database.db,
    database,
    config,
    ...fakes,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * Writes every pending outbox row as the worker does, through the app's own adapter chain (so
 * secret links get their tokens as the mail is written), and returns the mails written so far.
 */
export async function deliverOutbox(t: TestApp): Promise<MailMessage[]> {
  const delivery = createOutboxDelivery(t.db, t.ctx.integrations, t.config.mail.from, t.app.log);
  const pending = await t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.status, 'pending'))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  for (const row of pending) await delivery.deliver(row.id, false);
  return t.mails;
}

/** A TCP port free on the loopback now: for a server process a test starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
