import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, DatabaseHandle, Tx } from '../db/client';
import { outbox } from '../db/schema/index';
import type { Integrations } from '../integrations/index';
import type { MailMessage } from '../integrations/mail/mail';
import type { RecordsMessage } from '../integrations/records/records';
import { uuidv7 } from '../lib/ids';

export type OutboxMessage =
  | { kind: 'mail'; payload: MailMessage }
  | { kind: 'records'; payload: RecordsMessage };

const DELIVER_QUEUE = 'outbox-deliver';
const SWEEP_QUEUE = 'outbox-sweep';

/**
 * Writes a side effect into the outbox inside the caller's transaction, so it exists exactly when
 * the business change does. Delivery happens after commit (see OutboxWorker).
 */
export async function enqueueOutbox(tx: Tx | Database, message: OutboxMessage): Promise<string> {
  const id = uuidv7();
  await tx.insert(outbox).values({ id, kind: message.kind, payload: message.payload });
  return id;
}

export interface OutboxDelivery {
  /** Delivers one outbox row; throws when the integration failed so the job is retried. */
  deliver(id: string, finalAttempt: boolean): Promise<'delivered' | 'skipped'>;
}

export function createOutboxDelivery(
  db: Database,
  integrations: Integrations,
  mailFrom: string,
  log: FastifyBaseLogger,
): OutboxDelivery {
  return {
    async deliver(id, finalAttempt) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      if (row?.status !== 'pending') return 'skipped';
      const message = { kind: row.kind, payload: row.payload } as OutboxMessage;
      try {
        if (message.kind === 'mail') await integrations.mail.send(message.payload, mailFrom);
        else await integrations.records.push(message.payload);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(outbox)
          .set({
            attempts: sql`${outbox.attempts} + 1`,
            lastError: reason.slice(0, 1000),
            ...(finalAttempt ? { status: 'failed' as const } : {}),
          })
          .where(eq(outbox.id, id));
        // Logged for operators; the visitor's request succeeded long ago and never sees this.
        log[finalAttempt ? 'error' : 'warn'](
          { outboxId: id, kind: row.kind, err: reason, finalAttempt },
          finalAttempt ? 'outbox delivery failed for good' : 'outbox delivery failed, will retry',
        );
        throw error;
      }
      await db
        .update(outbox)
        .set({
          status: 'delivered',
          deliveredAt: new Date(),
          attempts: sql`${outbox.attempts} + 1`,
          lastError: null,
        })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
      return 'delivered';
    },
  };
}

/** Work on a cron schedule, run by the same pg-boss (one run at a time across processes). */
export interface ScheduledJob {
  /** Queue name, e.g. 'offer-timers'. */
  name: string;
  /** pg-boss cron expression (minute resolution). */
  cron: string;
  run: () => Promise<unknown>;
}

export interface OutboxWorkerOptions {
  handle: DatabaseHandle;
  delivery: OutboxDelivery;
  log: FastifyBaseLogger;
  retryLimit: number;
  /** Seconds before the first retry; doubled each time (pg-boss retryBackoff). */
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** Scheduled jobs that run beside delivery (the offer expiry and reminders). */
  schedules?: readonly ScheduledJob[];
}

/**
 * Runs delivery on pg-boss: one job per outbox row, with the row id as the job id, so queuing the
 * same row twice is harmless. A sweep every minute (and at start) queues rows whose job was never
 * created, e.g. when the process died between commit and `wake()`.
 */
export class OutboxWorker {
  private boss: PgBoss;
  private started = false;
  private readonly options: OutboxWorkerOptions;

  constructor(options: OutboxWorkerOptions) {
    this.options = options;
    const { handle } = options;
    this.boss = new PgBoss(
      handle.kind === 'postgres' && handle.connectionString
        ? { connectionString: handle.connectionString, max: 4 }
        : // biome-ignore lint/suspicious/noExplicitAny: pg-boss's Db type wants a non-optional values array
          { db: handle.sql as any, supervise: true, schedule: true },
    );
    this.boss.on('error', (error) => options.log.error({ err: error }, 'pg-boss error'));
  }

  async start(): Promise<void> {
    const { delivery, retryLimit } = this.options;
    await this.boss.start();
    await this.boss.createQueue(DELIVER_QUEUE, {
      name: DELIVER_QUEUE,
      retryLimit,
      retryDelay: this.options.retryDelaySeconds ?? 5,
      retryBackoff: true,
    });
    await this.boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, retryLimit: 0 });
    await this.boss.work<{ id: string }>(
      DELIVER_QUEUE,
      {
        includeMetadata: true,
        batchSize: 5,
        pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
      },
      async (jobs) => {
        for (const job of jobs) {
          await delivery.deliver(job.data.id, job.retryCount >= job.retryLimit);
        }
      },
    );
    await this.boss.work(SWEEP_QUEUE, async () => {
      await this.sweep();
    });
    await this.boss.schedule(SWEEP_QUEUE, '* * * * *');
    for (const job of this.options.schedules ?? []) {
      // 'stately': at most one run waiting and one running, so slow runs never pile up.
      await this.boss.createQueue(job.name, { name: job.name, retryLimit: 0, policy: 'stately' });
      await this.boss.work(job.name, async () => {
        await job.run();
      });
      await this.boss.schedule(job.name, job.cron);
    }
    this.started = true;
    await this.sweep();
  }

  /** Queue every pending row; rows already queued are ignored by the job-id conflict. */
  async sweep(): Promise<number> {
    const rows = await this.options.handle.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.status, 'pending'))
      .orderBy(asc(outbox.createdAt))
      .limit(500);
    for (const row of rows) {
      await this.boss.send(DELIVER_QUEUE, { id: row.id }, { id: row.id });
    }
    return rows.length;
  }

  /**
   * Called with the ids a transaction wrote, after it committed. Never throws: a row whose job
   * could not be created now is picked up by the next sweep.
   */
  wake(ids: string[]): void {
    if (!this.started) return;
    Promise.all(ids.map((id) => this.boss.send(DELIVER_QUEUE, { id }, { id }))).catch((error) =>
      this.options.log.warn({ err: error }, 'outbox wake failed; the next sweep queues the rows'),
    );
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
