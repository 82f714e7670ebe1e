import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * What a cache holds, named by the data it copies. A change to that data is published under the
 * topic; every cache of it, in every server process, drops what it holds.
 * - `storefronts`: storefront settings and branding, host names, the organization names they show.
 * - `catalog`: listings, products, prices, stock, categories (search pages and facet counts).
 * - `content`: custom pages, FAQ, banners and other seller-written content.
 */
export const CACHE_TOPICS = ['storefronts', 'catalog', 'content'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * One invalidation bus for every in-process cache (docs/operations.md, "Several processes").
 *
 * - A writer calls `publish(topic)` **after its transaction commits** (publishing earlier could let
 *   another process re-read the old row and keep it).
 * - A cache calls `subscribe(topic, drop)` once when it is made; `drop` runs when that topic changes
 *   in this process (at once, before `publish` resolves) or in another (when PostgreSQL delivers
 *   the notification, milliseconds later). `drop` must be cheap and must not throw.
 *
 * Staleness bound: while the listening connection is up, a cache is stale for one notification's
 * trip. If that connection drops, every subscriber is told to drop everything when it is back
 * (notifications sent meanwhile are lost), and each cache's own time-to-live bounds the gap.
 */
export interface CacheBus {
  publish(topic: CacheTopic): Promise<void>;
  subscribe(topic: CacheTopic, drop: () => void): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel the buses of one database speak on. */
export const CACHE_CHANNEL = 'patchbay_cache';

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function createSubscribers() {
  const handlers = new Map<CacheTopic, Set<() => void>>();
  return {
    add(topic: CacheTopic, drop: () => void) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(drop);
      return () => {
        set.delete(drop);
      };
    },
    run(topics: readonly CacheTopic[]) {
      for (const topic of topics) for (const drop of handlers.get(topic) ?? []) drop();
    },
  };
}

/** One process, no database notifications: PGlite (one process opens its folder) and tests. */
export function createLocalCacheBus(): CacheBus {
  const subscribers = createSubscribers();
  return {
    async publish(topic) {
      subscribers.run([topic]);
    },
    subscribe: (topic, drop) => subscribers.add(topic, drop),
    async close() {},
  };
}

export interface PostgresCacheBusOptions {
  connectionString: string;
  /** Runs pg_notify (the server's pool): publishing never waits on the listening connection. */
  notify: (channel: string, payload: string) => Promise<unknown>;
  log: Logger;
  /** First wait before reconnecting a lost listening connection; doubled up to 5 s. */
  reconnectMs?: number;
}

/**
 * Every server process on one PostgreSQL database: LISTEN on one dedicated connection, NOTIFY
 * through the pool. A notification names its topic and the bus that sent it; a bus has already
 * dropped its own process's caches when it publishes, so it ignores its own notifications.
 */
export async function createPostgresCacheBus(options: PostgresCacheBusOptions): Promise<CacheBus> {
  // long-function: a factory: short methods that share its closure.
  const origin = randomUUID();
  const subscribers = createSubscribers();
  const firstWait = options.reconnectMs ?? 250;
  let client: pg.Client | undefined;
  let closed = false;
  let wait = firstWait;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CACHE_CHANNEL || !message.payload) return;
    try {
      const { topic, from } = JSON.parse(message.payload) as { topic?: string; from?: string };
      if (from === origin) return;
      if ((CACHE_TOPICS as readonly string[]).includes(topic ?? '')) subscribers.run([topic as CacheTopic]);
    } catch {
      // Not ours: something else notified on the channel. Nothing to drop.
    }
  };

  async function connect(afterLoss: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'cache bus: the listening connection failed; reconnecting');
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    client = next;
    wait = firstWait;
    // Notifications sent while no connection listened are gone: drop everything once.
    if (afterLoss) {
      options.log.info({}, 'cache bus: listening again; dropping every cache');
      subscribers.run(CACHE_TOPICS);
    }
  }

  function lost(which: pg.Client) {
    if (closed || client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    which.end().catch(() => {});
    schedule();
  }

  function schedule() {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((error: Error) => {
        options.log.warn({ err: error }, 'cache bus: could not listen yet; trying again');
        wait = Math.min(wait * 2, 5_000);
        schedule();
      });
    }, wait);
    timer.unref();
  }

  await connect(false);

  return {
    async publish(topic) {
      subscribers.run([topic]);
      try {
        await options.notify(CACHE_CHANNEL, JSON.stringify({ topic, from: origin }));
      } catch (error) {
        // The change is committed; other processes catch up within their caches' time-to-live.
        options.log.warn({ err: error, topic }, 'cache bus: could not notify the other processes');
      }
    },
    subscribe: (topic, drop) => subscribers.add(topic, drop),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
