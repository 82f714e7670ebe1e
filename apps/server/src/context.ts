import type { Config } from './config';
import type { Database } from './db/client';
import type { Integrations } from './integrations/index';
import type { Metrics } from './lib/metrics';

/** Wakes the outbox worker after a commit; a no-op where no worker runs (API tests, CLI). */
export interface OutboxWaker {
  wake(ids: string[]): void;
}

/**
 * The per-process caches of storefronts (host resolution, rendered pages). A change to a
 * storefront calls `invalidate` once; each cache that keeps storefront data subscribes with
 * `onInvalidate`. Other processes see the change when their entries expire (10 seconds).
 */
export interface StorefrontCache {
  invalidate(storefrontId: string): void;
  onInvalidate(listener: (storefrontId: string) => void): void;
}

/**
 * What every use case receives besides its arguments. Built once in buildApp; no hidden globals
 * and no repositories hung on the Fastify instance.
 */
export interface AppContext {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  integrations: Integrations;
  outbox: OutboxWaker;
  /** Prometheus counters (checkout outcomes and the like) and the registry /metrics serves. */
  metrics: Metrics;
  storefrontCache: StorefrontCache;
  /** The clock, injectable so tests control time. */
  now: () => Date;
}
