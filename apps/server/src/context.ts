import type { Config } from './config';
import type { Database } from './db/client';
import type { ErrorReporter } from './integrations/errors/errors';
import type { Integrations } from './integrations/index';
import type { FileStorage } from './integrations/storage/index';
import type { CacheBus } from './lib/cache-bus';
import type { Metrics } from './lib/metrics';

/** Wakes the outbox worker after a commit; a no-op where no worker runs (API tests, CLI). */
export interface OutboxWaker {
  wake(ids: string[]): void;
}

/**
 * What every use case receives besides its arguments. Built once in buildApp; no hidden globals
 * and no repositories hung on the Fastify instance.
 */
export interface AppContext {
  config: Config;
  db: Database;
  /**
   * Catalogue reads (search, listing pages, product detail, categories): DATABASE_READ_URL's pool
   * (a replica, possibly behind the primary) when set, else `db`. Never for a read that decides a
   * write: those use `db`.
   */
  readDb: Database;
  dbKind: 'pglite' | 'postgres';
  integrations: Integrations;
  outbox: OutboxWaker;
  /** Prometheus counters (checkout outcomes and the like) and the registry /metrics serves. */
  metrics: Metrics;
  /**
   * Invalidation of in-process caches across every server process (lib/cache-bus.ts): a cache
   * subscribes to its topic; a writer publishes the topic after its change commits.
   */
  cache: CacheBus;
  /** Unhandled errors go here as well as to the log (Sentry when SENTRY_DSN is set). */
  errors: ErrorReporter;
  /** Uploaded files: a local folder or an S3-compatible bucket (integrations/storage). */
  storage: FileStorage;
  /** The clock, injectable so tests control time. */
  now: () => Date;
}
