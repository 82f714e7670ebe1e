import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { outboxKinds } from '../db/schema/enums';
import type { Integrations } from '../integrations/index';
import type { DeliveryOutcome, OutboxDelivery, ScheduledJob } from '../jobs/outbox';

export type CheckoutOutcome = 'placed' | 'declined' | 'conflict';

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in one process).
 * Counters count what this process did; the outbox, job queue and pool gauges are read when scraped.
 */
export interface Metrics {
  registry: Registry;
  /** Reads the gauges that live outside the process (outbox, job queues, pool); /metrics calls it per scrape. */
  refresh(): Promise<void>;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  checkouts: Counter<'outcome'>;
  mailSends: Counter<'outcome'>;
  recordsPushes: Counter<'outcome'>;
  outboxDeliveries: Counter<'kind' | 'outcome'>;
  jobFailures: Counter<'job'>;
  /** Guests' home, listing and product pages: rendered, from the page cache, or left to the browser. */
  pageRenders: Counter<'outcome'>;
  /** Cached pages rendered again beside the request that found them older than their fresh time. */
  pageRefreshes: Counter;
  /** Bytes held by the rendered page cache (set when it changes). */
  pageCacheBytes: Gauge;
  /** Bytes the search caches weigh (facet counts, pages of ids, typo alternatives), set after each search. */
  searchCacheBytes: Gauge;
}

interface OutboxQueueRow {
  kind: string;
  pending: number;
  failed: number;
  oldest: number | null;
  overdue: number | null;
}

export function createMetrics(database: DatabaseHandle): Metrics {
  // long-function: a factory: short methods that share its closure.
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'patchbay_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'patchbay_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const checkouts = new Counter({
    name: 'patchbay_checkouts_total',
    help: 'Checkouts answered: placed, declined (card refused) or conflict (stock, cart already bought)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const mailSends = new Counter({
    name: 'patchbay_mail_sends_total',
    help: 'Mails handed to the mail adapter (SMTP relay or mail drop): sent or failed',
    labelNames: ['outcome'] as const,
    registers,
  });
  const recordsPushes = new Counter({
    name: 'patchbay_records_pushes_total',
    help: 'Rows pushed to the records mirror: sent or failed',
    labelNames: ['outcome'] as const,
    registers,
  });
  const outboxDeliveries = new Counter({
    name: 'patchbay_outbox_deliveries_total',
    help: 'Outbox delivery attempts by this process: delivered, retry (will be tried again) or failed (given up)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'patchbay_job_failures_total',
    help: 'Scheduled job runs in this process that threw',
    labelNames: ['job'] as const,
    registers,
  });

  const outboxGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['kind'] as const, registers });
  const outboxPending = outboxGauge(
    'patchbay_outbox_pending',
    'Outbox rows waiting to be delivered, by kind',
  );
  const outboxOldest = outboxGauge(
    'patchbay_outbox_oldest_pending_seconds',
    'Age of the oldest pending outbox row, by kind (0 when none)',
  );
  const outboxOverdue = outboxGauge(
    'patchbay_outbox_overdue_seconds',
    'How long the longest-waiting due outbox row has been due, by kind (0 when none is due)',
  );
  const outboxFailed = outboxGauge(
    'patchbay_outbox_failed',
    'Outbox rows given up after their retries, by kind',
  );

  const refreshJobQueues = jobQueueGauges(database, registers);

  // Only the pg driver has a pool to tell about; PGlite is one in-process connection.
  const pool = database.pool;
  const poolGauge = pool
    ? new Gauge({
        name: 'patchbay_db_pool_connections',
        help: 'Database pool connections by state: total open, idle, and requests waiting for one',
        labelNames: ['state'] as const,
        registers,
      })
    : undefined;

  /** Reads what lives in the database (the outbox, one query for its four gauges) and the pool. */
  async function refresh(): Promise<void> {
    const { rows } = await database.sql.executeSql(
      `select kind,
         count(*) filter (where status = 'pending')::int as pending,
         count(*) filter (where status = 'failed')::int as failed,
         extract(epoch from now() - min(created_at) filter (where status = 'pending'))::float8 as oldest,
         extract(epoch from now() - min(next_attempt_at) filter (where status = 'pending'))::float8 as overdue
       from outbox where status in ('pending', 'failed') group by kind`,
      [],
    );
    for (const kind of outboxKinds) {
      const row = (rows as OutboxQueueRow[]).find((r) => r.kind === kind);
      outboxPending.set({ kind }, Number(row?.pending ?? 0));
      outboxFailed.set({ kind }, Number(row?.failed ?? 0));
      outboxOldest.set({ kind }, Math.max(0, Number(row?.oldest ?? 0)));
      outboxOverdue.set({ kind }, Math.max(0, Number(row?.overdue ?? 0)));
    }
    await refreshJobQueues();
    if (pool && poolGauge) {
      poolGauge.set({ state: 'total' }, pool.totalCount);
      poolGauge.set({ state: 'idle' }, pool.idleCount);
      poolGauge.set({ state: 'waiting' }, pool.waitingCount);
    }
  }

  const pageRenders = new Counter({
    name: 'patchbay_page_renders_total',
    help: "Guests' server-renderable pages: rendered, cached (sent from the page cache), guard (the load guard left it to the browser), error (failed or past its budget), off",
    labelNames: ['outcome'] as const,
    registers,
  });
  const pageRefreshes = new Counter({
    name: 'patchbay_page_refreshes_total',
    help: 'Rendered pages older than their fresh time rendered again beside the request that found them (not counted in patchbay_page_renders_total)',
    registers,
  });
  const pageCacheBytes = new Gauge({
    name: 'patchbay_page_cache_bytes',
    help: 'Bytes held by the rendered page cache of this process',
    registers,
  });

  const searchCacheBytes = new Gauge({
    name: 'patchbay_search_cache_bytes',
    help: "Bytes the catalogue search's caches of this process weigh (facet counts, pages of ids, typo alternatives)",
    registers,
  });

  return {
    registry,
    refresh,
    pageRenders,
    pageRefreshes,
    pageCacheBytes,
    searchCacheBytes,
    httpRequests,
    httpDuration,
    checkouts,
    mailSends,
    recordsPushes,
    outboxDeliveries,
    jobFailures,
  };
}

interface JobQueueRow {
  name: string;
  queued: number;
  active: number;
  oldest: number | null;
}

/**
 * pg-boss's queues (outbox delivery, offer timers, reconcilers...), read from its tables at scrape
 * time: jobs queued (created or waiting for a retry) and active, and how long the oldest queued job
 * has been due (0 when none is due; a job scheduled for later is not late). Nothing is reported
 * before a worker has created pg-boss's schema.
 */
function jobQueueGauges(database: DatabaseHandle, registers: Registry[]): () => Promise<void> {
  const queueGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['queue'] as const, registers });
  const queued = queueGauge(
    'patchbay_job_queue_queued',
    'pg-boss jobs waiting to run (created or retry), by queue',
  );
  const active = queueGauge('patchbay_job_queue_active', 'pg-boss jobs running now, by queue');
  const oldest = queueGauge(
    'patchbay_job_queue_oldest_queued_seconds',
    'How long the oldest queued pg-boss job has been due, by queue (0 when none is due)',
  );
  return async () => {
    const { rows: schema } = await database.sql.executeSql(
      `select to_regclass('pgboss.job') is not null and to_regclass('pgboss.queue') is not null as ready`,
      [],
    );
    if (!(schema[0] as { ready: boolean } | undefined)?.ready) return;
    const { rows } = await database.sql.executeSql(
      `select q.name,
         count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
         count(j.id) filter (where j.state = 'active')::int as active,
         extract(epoch from now() - min(j.start_after)
           filter (where j.state in ('created', 'retry') and j.start_after <= now()))::float8 as oldest
       from pgboss.queue q
       left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
       group by q.name`,
      [],
    );
    // Reset first: a deleted queue leaves the page.
    for (const gauge of [queued, active, oldest]) gauge.reset();
    for (const row of rows as JobQueueRow[]) {
      queued.set({ queue: row.name }, Number(row.queued));
      active.set({ queue: row.name }, Number(row.active));
      oldest.set({ queue: row.name }, Math.max(0, Number(row.oldest ?? 0)));
    }
  };
}

/** The mail and records adapters, counting each send and whether it failed. */
export function countIntegrationCalls(integrations: Integrations, metrics: Metrics): Integrations {
  const { mail, records } = integrations;
  const counted = async <T>(counter: Counter<'outcome'>, work: Promise<T>) => {
    try {
      const result = await work;
      counter.inc({ outcome: 'sent' });
      return result;
    } catch (error) {
      counter.inc({ outcome: 'failed' });
      throw error;
    }
  };
  return {
    ...integrations,
    mail: {
      name: mail.name,
      send: (message, from) => counted(metrics.mailSends, mail.send(message, from)),
      ...(mail.close ? { close: () => mail.close?.() } : {}),
    },
    records: {
      name: records.name,
      push: (message) => counted(metrics.recordsPushes, records.push(message)),
    },
  };
}

/** The outbox delivery, counting each claimed row's outcome by kind. */
export function countOutboxDeliveries(delivery: OutboxDelivery, metrics: Metrics): OutboxDelivery {
  return {
    ...delivery,
    async deliverClaimed(row, retry) {
      const outcome: DeliveryOutcome = await delivery.deliverClaimed(row, retry);
      metrics.outboxDeliveries.inc({ kind: row.kind, outcome });
      return outcome;
    },
  };
}

/** A scheduled job whose failed runs are counted (the run still throws, for pg-boss to record). */
export function countJobFailures(job: ScheduledJob, metrics: Metrics): ScheduledJob {
  return {
    ...job,
    async run() {
      try {
        return await job.run();
      } catch (error) {
        metrics.jobFailures.inc({ job: job.name });
        throw error;
      }
    },
  };
}
