import { randomUUID } from 'node:crypto';
import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, DatabaseHandle, SqlExecutor, Tx } from '../db/client';
import { type OutboxKind, outbox } from '../db/schema/index';
import { runStatement, statement } from '../db/statements';
import type { Integrations } from '../integrations/index';
import type { MailMessage } from '../integrations/mail/mail';
import type { RecordsMessage } from '../integrations/records/records';
import { uuidv7 } from '../lib/ids';

export type OutboxMessage =
  | { kind: 'mail'; payload: MailMessage }
  | { kind: 'records'; payload: RecordsMessage };

/** What a mail row keeps once delivered: enough for an operator, nothing a link could be read from. */
export interface DeliveredMailRecord {
  template: string;
  to: string[];
  subject: string;
  bodyPurged: true;
}

export interface EnqueueOptions {
  /**
   * The records the row is about (e.g. `CartItem:<id>`): rows sharing a key are delivered in the
   * order they were written, never side by side.
   */
  recordKeys?: readonly string[];
}

/**
 * Writes a side effect into the outbox inside the caller's transaction, so it exists exactly when
 * the business change does. Delivery happens after commit (see OutboxWorker).
 */
export async function enqueueOutbox(
  tx: Tx | Database,
  message: OutboxMessage,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = uuidv7();
  const recordKeys = options.recordKeys && options.recordKeys.length > 0 ? [...options.recordKeys] : null;
  await tx.insert(outbox).values({ id, kind: message.kind, payload: message.payload, recordKeys });
  return id;
}

/**
 * Mirrors the latest state of one record (`key`, e.g. `CartItem:<id>`) without a row per change:
 * when the newest pending row for the key is not being delivered, it takes `merge(its payload)`
 * in place; otherwise (none, in flight, or `merge` returns null) a new row is written, delivered
 * after the one in flight. The records service still receives every final state.
 */
export async function enqueueLatestRecord(
  tx: Tx,
  key: string,
  message: RecordsMessage,
  merge: (pending: RecordsMessage) => RecordsMessage | null,
): Promise<string> {
  // FOR UPDATE: a worker claiming the row at this moment either claimed it first (then this sees
  // the claim and adds a row) or skips it until this transaction ends (SKIP LOCKED).
  const [pending] = await tx
    .select({
      id: outbox.id,
      payload: outbox.payload,
      claimable: sql<boolean>`${outbox.claimedUntil} is null or ${outbox.claimedUntil} < now()`,
    })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), arrayContains(outbox.recordKeys, [key])))
    .orderBy(desc(outbox.id))
    .limit(1)
    .for('update');
  const merged = pending?.claimable ? merge(pending.payload as RecordsMessage) : null;
  if (pending && merged) {
    await tx.update(outbox).set({ payload: merged }).where(eq(outbox.id, pending.id));
    return pending.id;
  }
  return enqueueOutbox(tx, { kind: 'records', payload: message }, { recordKeys: [key] });
}

/** A link's secret query values (`token=`, `verification_token=`, `code=`), for rows kept after delivery. */
const SECRET_QUERY_VALUE = /([?&](?:[a-z_]*token|code|otp)=)[^&#\s"'<>]+/gi;

export function redactSecrets<T>(value: T): T {
  if (typeof value === 'string') return value.replace(SECRET_QUERY_VALUE, '$1[redacted]') as T;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactSecrets(v)])) as T;
  }
  return value;
}

/**
 * A delivered row's payload: a mail keeps its template, recipients and subject (the body, with its
 * reset, invitation and guest links, is dropped); a mirror row keeps its fields with any link
 * secret redacted. A row that failed keeps its whole payload, which a retry needs.
 */
export function payloadAfterDelivery(message: OutboxMessage): DeliveredMailRecord | RecordsMessage {
  if (message.kind === 'mail') {
    const { template, to, subject } = message.payload;
    return { template, to, subject: redactSecrets(subject), bodyPurged: true };
  }
  return redactSecrets(message.payload);
}

export interface RetryPolicy {
  /** Retries after the first attempt (OUTBOX_RETRY_LIMIT); the row is marked failed after them. */
  limit: number;
  /** Seconds before the first retry, doubled for each further one. */
  delaySeconds: number;
  /** The cap on that delay. */
  maxDelaySeconds: number;
}

/** Seconds before the retry that follows `attempts` failed attempts. */
export function retryDelaySeconds(policy: RetryPolicy, attempts: number): number {
  return Math.min(policy.maxDelaySeconds, policy.delaySeconds * 2 ** Math.max(0, attempts - 1));
}

/** A row a worker holds: only the holder of `claimToken` records how its delivery went. */
export interface ClaimedRow {
  id: string;
  kind: OutboxKind;
  payload: unknown;
  attempts: number;
  claimToken: string;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed';

export interface OutboxDelivery {
  /**
   * Claims up to `limit` due rows of one line (FOR UPDATE SKIP LOCKED, with a lease), oldest due
   * first; a row waits while an older pending row shares one of its record keys.
   */
  claim(kind: OutboxKind, limit: number): Promise<ClaimedRow[]>;
  /** Sends a claimed row and records the outcome: delivered, a retry after backoff, or failed. */
  deliverClaimed(row: ClaimedRow, retry: RetryPolicy): Promise<DeliveryOutcome>;
  /** Sends mirror rows of one table and operation as one message (packRecordRows), each outcome recorded. */
  deliverPacked(rows: readonly ClaimedRow[], retry: RetryPolicy): Promise<DeliveryOutcome[]>;
  /** Delivers one row now, whatever its line; throws when the integration failed. */
  deliver(id: string, finalAttempt: boolean): Promise<'delivered' | 'skipped'>;
}

export interface OutboxDeliveryOptions {
  /** A send that takes longer counts as failed; the claim's lease is twice as long. */
  sendTimeoutMs?: number;
}

const claimDue = statement<ClaimedRow>(
  'outbox_claim_due',
  `update outbox set claimed_until = now() + ($3::int * interval '1 millisecond'), claim_token = $4
   where id in (
     select o.id from outbox o
     where o.kind = $1 and o.status = 'pending' and o.next_attempt_at <= now()
       and (o.claimed_until is null or o.claimed_until < now())
       and (o.record_keys is null or not exists (
         select 1 from outbox e
         where e.status = 'pending' and e.record_keys && o.record_keys and e.id < o.id))
     order by o.next_attempt_at, o.id
     limit $2
     for update skip locked)
   returning id, kind, payload, attempts, claim_token as "claimToken"`,
);

const claimOne = statement<ClaimedRow>(
  'outbox_claim_one',
  `update outbox set claimed_until = now() + ($2::int * interval '1 millisecond'), claim_token = $3
   where id = $1 and status = 'pending' and (claimed_until is null or claimed_until < now())
   returning id, kind, payload, attempts, claim_token as "claimToken"`,
);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createOutboxDelivery(
  db: Database,
  integrations: Integrations,
  mailFrom: string,
  log: FastifyBaseLogger,
  options: OutboxDeliveryOptions = {},
): OutboxDelivery {
  // long-function: the delivery loop's closure: claim, send, settle and back off share one lease and log.
  const sendTimeoutMs = options.sendTimeoutMs ?? 60_000;
  const leaseMs = sendTimeoutMs * 2;

  const send = (message: OutboxMessage) =>
    message.kind === 'mail'
      ? integrations.mail.send(message.payload, mailFrom)
      : integrations.records.push(message.payload);

  const held = (row: ClaimedRow) => and(eq(outbox.id, row.id), eq(outbox.claimToken, row.claimToken));

  /** Records a failed send for a row: a retry after backoff, or parked (`failed`) after the last. */
  async function recordFailure(
    row: ClaimedRow,
    retry: RetryPolicy,
    reason: string,
  ): Promise<DeliveryOutcome> {
    const attempts = row.attempts + 1;
    const final = attempts > retry.limit;
    const delayMs = Math.round(retryDelaySeconds(retry, attempts) * 1000);
    await db
      .update(outbox)
      .set({
        attempts,
        lastError: reason.slice(0, 1000),
        claimedUntil: null,
        claimToken: null,
        ...(final
          ? { status: 'failed' as const }
          : { nextAttemptAt: sql`now() + (${delayMs}::int * interval '1 millisecond')` }),
      })
      .where(held(row));
    // Logged for operators; the visitor's request succeeded long ago and never sees this.
    log[final ? 'error' : 'warn'](
      { outboxId: row.id, kind: row.kind, err: reason, attempts, finalAttempt: final },
      final ? 'outbox delivery failed for good' : 'outbox delivery failed, will retry',
    );
    return final ? 'failed' : 'retry';
  }

  async function recordDelivered(row: ClaimedRow, message: OutboxMessage): Promise<void> {
    await db
      .update(outbox)
      .set({
        status: 'delivered',
        deliveredAt: sql`now()`,
        attempts: row.attempts + 1,
        lastError: null,
        claimedUntil: null,
        claimToken: null,
        payload: payloadAfterDelivery(message),
      })
      .where(held(row));
  }

  /**
   * Sends claimed rows as one message (one row, or mirror rows of one table and operation packed
   * together) and records each row's outcome; they succeed or fail together.
   */
  async function attempt(
    rows: readonly ClaimedRow[],
    retry: RetryPolicy,
  ): Promise<{ outcomes: DeliveryOutcome[]; error?: unknown }> {
    const first = rows[0] as ClaimedRow;
    const messages = rows.map((row) => ({ kind: row.kind, payload: row.payload }) as OutboxMessage);
    const message: OutboxMessage =
      rows.length === 1
        ? (messages[0] as OutboxMessage)
        : {
            kind: 'records',
            payload: {
              ...(first.payload as RecordsMessage),
              records: rows.flatMap((row) => (row.payload as RecordsMessage).records),
            },
          };
    try {
      await withTimeout(send(message), sendTimeoutMs);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcomes: DeliveryOutcome[] = [];
      for (const row of rows) outcomes.push(await recordFailure(row, retry, reason));
      return { outcomes, error };
    }
    for (const [i, row] of rows.entries()) await recordDelivered(row, messages[i] as OutboxMessage);
    return { outcomes: rows.map(() => 'delivered' as const) };
  }

  return {
    claim: (kind, limit) => runStatement(db, claimDue, [kind, limit, leaseMs, randomUUID()]),
    deliverClaimed: async (row, retry) => (await attempt([row], retry)).outcomes[0] as DeliveryOutcome,
    deliverPacked: async (rows, retry) => (await attempt(rows, retry)).outcomes,
    async deliver(id, finalAttempt) {
      const [row] = await runStatement(db, claimOne, [id, leaseMs, randomUUID()]);
      if (!row) return 'skipped';
      const policy = {
        limit: finalAttempt ? row.attempts : Number.POSITIVE_INFINITY,
        delaySeconds: 5,
        maxDelaySeconds: 3600,
      };
      const { outcomes, error } = await attempt([row], policy);
      if (outcomes[0] !== 'delivered') throw error;
      return 'delivered';
    },
  };
}

/**
 * Deletes delivered rows older than `olderThanDays` (the purge job), in short batches so a large
 * backlog never holds one long transaction. Failed rows stay for operators.
 */
export async function purgeDeliveredOutbox(db: Database, olderThanDays: number): Promise<number> {
  const cutoff = sql`now() - (${olderThanDays}::int * interval '1 day')`;
  let total = 0;
  for (;;) {
    const deleted = await db
      .delete(outbox)
      .where(
        sql`${outbox.id} in (select id from outbox where status = 'delivered' and created_at < ${cutoff}
          and delivered_at < ${cutoff} limit 5000)`,
      )
      .returning({ id: outbox.id });
    total += deleted.length;
    if (deleted.length < 5000) return total;
  }
}

/** Records a mirror request may carry: Airtable takes at most 10 a request. */
export const RECORDS_PER_REQUEST = 10;

/**
 * Packs claimed mirror rows of one table and operation together, up to 10 records a pack, so the
 * records service gets one request for them instead of one each. Claimed rows never share a record
 * key (the claim holds back a row while an older one with its key is pending), so packing keeps
 * each record's order. A row of more than 10 records goes alone (the adapter splits it).
 */
export function packRecordRows(rows: readonly ClaimedRow[]): ClaimedRow[][] {
  const packs: ClaimedRow[][] = [];
  const open = new Map<string, { rows: ClaimedRow[]; records: number }>();
  for (const row of rows) {
    const payload = row.payload as Partial<RecordsMessage> | null;
    if (!Array.isArray(payload?.records)) {
      // Not a mirror message the adapter could send with others: alone, so it fails alone.
      packs.push([row]);
      continue;
    }
    const count = payload.records.length;
    const group = `${payload.table} ${payload.operation}`;
    const current = open.get(group);
    if (current && current.records + count <= RECORDS_PER_REQUEST) {
      current.rows.push(row);
      current.records += count;
      continue;
    }
    const pack = { rows: [row], records: count };
    packs.push(pack.rows);
    open.set(group, pack);
  }
  return packs;
}

/** Work on a cron schedule, run by the same pg-boss (one run at a time across processes). */
export interface ScheduledJob {
  /** Queue name, e.g. 'offer-timers'. */
  name: string;
  /** pg-boss cron expression (minute resolution). */
  cron: string;
  run: () => Promise<unknown>;
}

/** How one line delivers: rows claimed per round trip and sends in flight at once. */
export interface OutboxLineSettings {
  batchSize: number;
  concurrency: number;
}

/**
 * Mail is its own line and comes first: a backlog of mirror rows never delays an order
 * confirmation. Files and SMTP (pooled) take many sends at once; the records service fewer.
 */
export const defaultOutboxLines: Record<OutboxKind, OutboxLineSettings> = {
  mail: { batchSize: 50, concurrency: 10 },
  // One pack at a time: the records service takes 5 requests a second anyway, and an order's
  // create and its status patch (rows without record keys) reach it in the order written.
  records: { batchSize: 40, concurrency: 1 },
};

export interface OutboxWorkerOptions {
  handle: DatabaseHandle;
  delivery: OutboxDelivery;
  log: FastifyBaseLogger;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time, up to retryDelayMaxSeconds. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** How often an idle line looks for due rows (wake() and a full batch do not wait for it). */
  pollingIntervalSeconds?: number;
  lines?: Partial<Record<OutboxKind, Partial<OutboxLineSettings>>>;
  /** Delivered rows are deleted this many days after delivery (OUTBOX_RETENTION_DAYS). */
  retentionDays?: number;
  /** Scheduled jobs that run beside delivery (the offer expiry and reminders). */
  schedules?: readonly ScheduledJob[];
}

/** The queues of the earlier single delivery line (decision 0002), removed at start. */
const RETIRED_QUEUES = ['outbox-deliver', 'outbox-sweep'];
const PURGE_QUEUE = 'outbox-purge';

async function runPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
      // Back to the event loop between sends: on PGlite each query settles as a microtask, and a
      // line with a backlog would otherwise keep timers and requests from running until it drains.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  await Promise.all(runners);
}

/**
 * pg-boss's queries on PGlite, each after a turn of the event loop. A PGlite query settles as a
 * microtask, so pg-boss's start (its schema check, queues and schedules: a few hundred
 * milliseconds of queries) and its maintenance would otherwise hold the event loop until they end,
 * and the requests that came in meanwhile (the first /api/health after a start) would wait for them.
 */
export function turnTaking(sql: SqlExecutor): SqlExecutor {
  return {
    async executeSql(text, values) {
      await new Promise((resolve) => setImmediate(resolve));
      return sql.executeSql(text, values);
    },
  };
}

/**
 * Delivers the outbox in two lines, mail and records mirror, each with its own loop and
 * concurrency: a line claims due rows from the table (FOR UPDATE SKIP LOCKED with a lease, so two
 * processes never send the same row), sends them, and records each outcome. pg-boss runs the
 * scheduled jobs (the purge of old delivered rows, offer timers), one run at a time across processes.
 */
export class OutboxWorker {
  private boss: PgBoss | undefined;
  private started = false;
  private readonly options: OutboxWorkerOptions;
  private readonly retry: RetryPolicy;
  private readonly lines: Record<OutboxKind, OutboxLineSettings>;
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Map<OutboxKind, () => void>();
  private readonly poked = new Set<OutboxKind>();

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    this.retry = {
      limit: options.retryLimit,
      delaySeconds: options.retryDelaySeconds ?? 5,
      maxDelaySeconds: options.retryDelayMaxSeconds ?? 3600,
    };
    this.lines = {
      mail: { ...defaultOutboxLines.mail, ...options.lines?.mail },
      records: { ...defaultOutboxLines.records, ...options.lines?.records },
    };
  }

  /** pg-boss is loaded here, not with the server's modules: a start listens before the worker starts. */
  private async createBoss(): Promise<PgBoss> {
    const { default: PgBossClass } = await import('pg-boss');
    const { handle, log } = this.options;
    const boss = new PgBossClass(
      handle.kind === 'postgres' && handle.connectionString
        ? { connectionString: handle.connectionString, max: 2 }
        : // biome-ignore lint/suspicious/noExplicitAny: pg-boss's Db type wants a non-optional values array
          { db: turnTaking(handle.sql) as any, supervise: true, schedule: true },
    );
    boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
    return boss;
  }

  async start(): Promise<void> {
    this.boss ??= await this.createBoss();
    const boss = this.boss;
    await boss.start();
    for (const name of RETIRED_QUEUES) {
      await boss.unschedule(name);
      await boss.deleteQueue(name);
    }
    const retentionDays = this.options.retentionDays ?? 30;
    const jobs: ScheduledJob[] = [
      {
        name: PURGE_QUEUE,
        cron: '41 * * * *',
        run: async () => {
          const deleted = await purgeDeliveredOutbox(this.options.handle.db, retentionDays);
          if (deleted > 0) this.options.log.info({ deleted, retentionDays }, 'outbox: delivered rows purged');
        },
      },
      ...(this.options.schedules ?? []),
    ];
    for (const job of jobs) {
      // 'stately': at most one run waiting and one running, so slow runs never pile up.
      await boss.createQueue(job.name, { name: job.name, retryLimit: 0, policy: 'stately' });
      await boss.work(job.name, async () => {
        await job.run();
      });
      await boss.schedule(job.name, job.cron);
    }
    this.started = true;
    for (const kind of Object.keys(this.lines) as OutboxKind[]) this.loops.push(this.runLine(kind));
  }

  /** One line: claim a batch, send it with the line's concurrency, again at once while rows are due. */
  private async runLine(kind: OutboxKind): Promise<void> {
    const { batchSize, concurrency } = this.lines[kind];
    const { delivery, log } = this.options;
    while (this.started) {
      let rows: ClaimedRow[] = [];
      try {
        rows = await delivery.claim(kind, batchSize);
      } catch (error) {
        if (this.started) log.error({ err: error, kind }, 'outbox: claiming rows failed');
      }
      if (rows.length === 0) {
        await this.idle(kind);
        continue;
      }
      const packs = kind === 'records' ? packRecordRows(rows) : rows.map((row) => [row]);
      await runPool(packs, concurrency, (pack) =>
        (pack.length === 1
          ? delivery.deliverClaimed(pack[0] as ClaimedRow, this.retry)
          : delivery.deliverPacked(pack, this.retry)
        ).catch((error) => {
          // The outcome could not be written (database gone): the lease expires and the rows are
          // claimed again.
          log.error({ err: error, outboxIds: pack.map((r) => r.id) }, 'outbox: recording a delivery failed');
        }),
      );
    }
  }

  private idle(kind: OutboxKind): Promise<void> {
    if (this.poked.delete(kind) || !this.started) return Promise.resolve();
    const ms = (this.options.pollingIntervalSeconds ?? 1) * 1000;
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wakers.get(kind) === done) this.wakers.delete(kind);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.set(kind, done);
    });
  }

  private pokeAll(): void {
    for (const kind of Object.keys(this.lines) as OutboxKind[]) {
      const waker = this.wakers.get(kind);
      if (waker) waker();
      else this.poked.add(kind);
    }
  }

  /**
   * Called with the ids a transaction wrote, after it committed: idle lines look for due rows now
   * instead of at their next poll. Never throws.
   */
  wake(ids: string[]): void {
    if (this.started && ids.length > 0) this.pokeAll();
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.pokeAll();
    // Sends in flight finish and record their outcome before the database closes.
    await Promise.all(this.loops.splice(0));
    await this.boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
