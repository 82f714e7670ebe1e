import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { parseConfig } from './config';
import { openDatabase } from './db/client';
import { offerTimersJob } from './jobs/offer-timers';
import { createOutboxDelivery, OutboxWorker } from './jobs/outbox';
import { productImportsJob } from './jobs/product-imports';
import { reconcilerJob } from './jobs/reconciler';
import { countJobFailures, countOutboxDeliveries, createMetrics } from './lib/metrics';
import { prepareDatabase } from './startup';

const started = performance.now();
const config = parseConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
const prepared = await prepareDatabase(database, config);

let worker: OutboxWorker | undefined;
const outbox = {
  wake: (ids: string[]) => worker?.wake(ids),
};
const metrics = createMetrics(database);
const { app, ctx } = await buildApp({ config, database, outbox, metrics });
const log = app.log;

if (prepared.seeded) log.info('seeded demo data into the empty database');
if (prepared.operatorCreated)
  log.info(`platform operator ${prepared.operatorCreated} created from OPERATOR_EMAIL`);

if (config.outbox.worker) {
  worker = new OutboxWorker({
    handle: database,
    delivery: countOutboxDeliveries(
      createOutboxDelivery(database.db, ctx.integrations, config.mail.from, log),
      metrics,
    ),
    log,
    retryLimit: config.outbox.retryLimit,
    retentionDays: config.outbox.retentionDays,
    schedules: [offerTimersJob(ctx, log), reconcilerJob(ctx, log), productImportsJob(ctx, log)].map((job) =>
      countJobFailures(job, metrics),
    ),
  });
  await worker.start();
}

await app.listen({ port: config.port, host: config.host });
log.info(
  { database: database.kind, ms: Math.round(performance.now() - started) },
  `Patchbay is ready: http://localhost:${config.port} (admin: http://${config.adminHosts[0]}:${config.port})`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app.close(); // stops accepting, lets in-flight requests finish
    await worker?.stop();
    ctx.integrations.mail.close?.();
    await database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
