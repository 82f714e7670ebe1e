import cluster from 'node:cluster';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { openDatabase, withStartupLock } from './db/client';
import type { CacheBus } from './lib/cache-bus';

/**
 * The rest of the server's code (routes, services, jobs): imported while the database opens. Opening
 * PGlite waits on reading its files and on its WebAssembly's compilation (started by main.ts), time
 * the main thread would otherwise spend idle; loading these modules fills it.
 */
function importServerModules() {
  return Promise.all([
    import('./app'),
    import('./startup'),
    import('./jobs/offer-timers'),
    import('./jobs/outbox'),
    import('./jobs/product-imports'),
    import('./jobs/reconciler'),
    import('./jobs/report-refresh'),
    import('./lib/cache-bus'),
    import('./lib/metrics'),
    import('./lib/welcome'),
    import('./modules/storefronts/storefronts.service'),
  ]);
}

/**
 * One server process: open the database, migrate and seed it (under the start-up lock), start the
 * outbox worker and the scheduled jobs, listen; stop cleanly on SIGTERM. Under WEB_CONCURRENCY
 * each cluster worker runs this.
 */
export async function serve(config: Config, started = performance.now()): Promise<void> {
  // long-function: the server's wiring in registration order, read top to bottom.
  // How long each step of the start took (ms from the process's start), in the "ready" line.
  const steps: Record<string, number> = {};
  const step = (name: string) => {
    steps[name] = Math.round(performance.now() - started);
  };
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  const loading = importServerModules();
  // A failed import is reported where it is awaited, below, not as an unhandled rejection first.
  loading.catch(() => undefined);
  const database = await opening;
  step('databaseOpen');
  const [
    { buildApp },
    { prepareDatabase },
    { offerTimersJob },
    { createOutboxDelivery, OutboxWorker },
    { productImportsJob },
    { reconcilerJob },
    { reportRefreshJob },
    { createLocalCacheBus, createPostgresCacheBus },
    { countJobFailures, countOutboxDeliveries, createMetrics },
    { prettyLogs, welcomeText },
    { listStorefrontLinks },
  ] = await loading;
  step('modulesLoaded');
  const prepared = await prepareDatabase(database, config);
  step('databasePrepared');
  // Catalogue reads on a replica when DATABASE_READ_URL names one: a pool of its own, never migrated.
  const readDatabase = config.databaseReadUrl
    ? await openDatabase({ databaseUrl: config.databaseReadUrl })
    : undefined;

  let worker: InstanceType<typeof OutboxWorker> | undefined;
  // A SIGTERM can come while the worker is still starting: shutdown waits for that start before
  // stopping it and closing the pool under it.
  let workerStarted: Promise<void> | undefined;
  const outbox = {
    wake: (ids: string[]) => worker?.wake(ids),
  };
  const metrics = createMetrics(database);
  // Caches are dropped across processes through PostgreSQL notifications; PGlite has one process.
  // The bus logs through the app's logger, which exists once the app is built.
  let busLog: FastifyBaseLogger | undefined;
  const cacheBus: CacheBus = database.connectionString
    ? await createPostgresCacheBus({
        connectionString: database.connectionString,
        notify: (channel, payload) => database.sql.executeSql('SELECT pg_notify($1, $2)', [channel, payload]),
        log: {
          warn: (object, message) => busLog?.warn(object, message),
          info: (object, message) => busLog?.info(object, message),
        },
      })
    : createLocalCacheBus();
  const { app, ctx } = await buildApp({ config, database, readDatabase, outbox, metrics, cacheBus });
  const log = app.log;
  busLog = log;
  step('appBuilt');

  if (prepared.seeded) log.info('seeded demo data into the empty database');
  if (prepared.operatorCreated)
    log.info(`platform operator ${prepared.operatorCreated} created from OPERATOR_EMAIL`);

  await app.listen({ port: config.port, host: config.host });
  step('listening');

  // Stops cleanly from here on, the worker's start included.
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
      await workerStarted?.catch(() => undefined);
      await worker?.stop();
      await cacheBus.close();
      await ctx.errors.flush(2_000);
      ctx.integrations.mail.close?.();
      await readDatabase?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

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
      schedules: [
        offerTimersJob(ctx, log),
        reconcilerJob(ctx, log),
        productImportsJob(ctx, log),
        reportRefreshJob(ctx, log),
      ].map((job) => countJobFailures(job, metrics)),
    });
    // Started once the server listens: requests need no worker (what they queue waits in the outbox
    // table and is picked up when the worker starts), so a start answers sooner.
    // pg-boss creates its queues and schedules at start; two processes doing it at the same moment
    // can deadlock in PostgreSQL, so starts take turns under the same lock as the migrations.
    const starting = worker;
    workerStarted = withStartupLock(database, () => starting.start());
    await workerStarted;
    step('workerStarted');
  }

  log.info(
    {
      database: database.kind,
      readReplica: readDatabase !== undefined,
      ms: Math.round(performance.now() - started),
      steps,
    },
    `Patchbay is ready: http://localhost:${config.port} (admin: http://${config.adminHosts[0]}:${config.port})`,
  );

  // On a developer's terminal, the start ends with where to go and who to sign in as (one worker says it).
  if (prettyLogs(config) && (!cluster.isWorker || cluster.worker?.id === 1)) {
    const { items } = await listStorefrontLinks(ctx);
    const hosts = items.map((s) => s.host).filter((host) => host !== 'localhost');
    process.stdout.write(`${welcomeText(config, hosts, prepared.seeded || config.seedDemoData)}\n`);
  }
}
