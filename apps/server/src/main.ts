import { performance } from 'node:perf_hooks';
import { buildApp } from './app';
import { parseConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemoData } from './db/seed/index';
import { offerTimersJob } from './jobs/offer-timers';
import { createOutboxDelivery, OutboxWorker } from './jobs/outbox';
import { reconcilerJob } from './jobs/reconciler';

const started = performance.now();
const config = parseConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
await migrateDatabase(database);

let worker: OutboxWorker | undefined;
const outbox = {
  wake: (ids: string[]) => worker?.wake(ids),
};
const { app, ctx } = await buildApp({ config, database, outbox });
const log = app.log;

if (config.seedDemoData) {
  const result = await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
  if (result.seeded) log.info('seeded demo data into the empty database');
}

if (config.outbox.worker) {
  worker = new OutboxWorker({
    handle: database,
    delivery: createOutboxDelivery(database.db, ctx.integrations, config.mail.from, log),
    log,
    retryLimit: config.outbox.retryLimit,
    retentionDays: config.outbox.retentionDays,
    schedules: [offerTimersJob(ctx, log), reconcilerJob(ctx, log)],
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
