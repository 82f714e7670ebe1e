import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * What a cache holds, named by the data it copies. A change to that data is published under the
 * topic; every cache of it, in every server process, drops what it holds.
 * - `storefronts`: storefront settings and branding, host names, the organization names they show.
 * - `catalog`: listings, products, prices, stock, categories (search pages and facet counts).
 * - `content`: custom pages, FAQ, banners and other seller-written content.
 * - `listings`: guests' view of some listings (price, stock, visibility) or of whole storefronts'
 *   listings, with their ids: what lib/catalogue-changes.ts hears in one process, told to the
 *   others. Unlike the rest it is sent while the writer's transaction is still open (the sync of
 *   the search index knows the ids, the code that commits does not), so its subscribers drop
 *   again shortly after (plugins/page-cache.ts).
 */
export const CACHE_TOPICS = ['storefronts', 'catalog', 'content', 'listings'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * Which part of a topic changed, when the publisher knows: a subscriber that keeps its copies per
 * listing or storefront drops only those. None (or a notice too large for PostgreSQL's 8000 bytes,
 * sent without it): everything of the topic.
 */
export interface CacheChange {
  listingIds?: readonly string[];
  /**
   * The products of changed listings: what shows a product's listings (its product page's other
   * sellers) shows a listing new to it, whose id nothing rendered before could name.
   */
  productIds?: readonly string[];
  storefrontIds?: readonly string[];
}

/** Whether a change names any listing, product or storefront (none: everything of its topic). */
export function namesSomething(change: CacheChange): boolean {
  return Boolean(change.listingIds?.length || change.productIds?.length || change.storefrontIds?.length);
}

/** Where a change was made: in this process (its subscribers run at once), or in another. */
export type CacheChangeOrigin = 'here' | 'elsewhere';

/** A subscriber: drops what the change touches (everything of the topic without one). */
export type CacheDrop = (change: CacheChange | undefined, origin: CacheChangeOrigin) => void;

/**
 * One invalidation bus for every in-process cache (docs/operations.md, "Several processes").
 *
 * - A writer calls `publish(topic, change?)` **after its transaction commits** (publishing earlier
 *   could let another process re-read the old row and keep it; `listings` is the one exception,
 *   see CACHE_TOPICS), naming what changed when it knows.
 * - A cache calls `subscribe(topic, drop)` once when it is made; `drop` runs when that topic changes
 *   in this process (at once, before `publish` resolves) or in another (when PostgreSQL delivers
 *   the notification, milliseconds later). `drop` must be cheap and must not throw.
 *
 * Staleness bound: while the listening connection is up, a cache is stale for one notification's
 * trip. If that connection drops, every subscriber is told to drop everything when it is back
 * (notifications sent meanwhile are lost), and each cache's own time-to-live bounds the gap.
 */
export interface CacheBus {
  publish(topic: CacheTopic, change?: CacheChange): Promise<void>;
  subscribe(topic: CacheTopic, drop: CacheDrop): () => void;
  close(): Promise<void>;
}

/** The PostgreSQL channel the buses of one database speak on. */
export const CACHE_CHANNEL = 'patchbay_cache';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a larger change goes without its ids. */
const MAX_PAYLOAD_BYTES = 7_900;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A change as another process sent it: ids only, or none (everything) when it is not that shape. */
function changeOf(value: unknown): CacheChange | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const ids = (list: unknown) =>
    Array.isArray(list) && list.every((id) => typeof id === 'string' && UUID.test(id))
      ? (list as string[])
      : null;
  const { listingIds, productIds, storefrontIds } = value as Record<string, unknown>;
  const listings = listingIds === undefined ? [] : ids(listingIds);
  const products = productIds === undefined ? [] : ids(productIds);
  const storefronts = storefrontIds === undefined ? [] : ids(storefrontIds);
  if (!listings || !products || !storefronts) return undefined;
  const change = { listingIds: listings, productIds: products, storefrontIds: storefronts };
  return namesSomething(change) ? change : undefined;
}

/** The notification's text: the topic, the sending bus and, when it fits, what changed. */
export function cachePayload(topic: CacheTopic, from: string, change?: CacheChange): string {
  const plain = JSON.stringify({ topic, from });
  if (!change || !namesSomething(change)) return plain;
  const detailed = JSON.stringify({
    topic,
    from,
    change: {
      listingIds: change.listingIds ?? [],
      productIds: change.productIds ?? [],
      storefrontIds: change.storefrontIds ?? [],
    },
  });
  return Buffer.byteLength(detailed) <= MAX_PAYLOAD_BYTES ? detailed : plain;
}

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

function createSubscribers() {
  const handlers = new Map<CacheTopic, Set<CacheDrop>>();
  return {
    add(topic: CacheTopic, drop: CacheDrop) {
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
    run(topics: readonly CacheTopic[], change: CacheChange | undefined, origin: CacheChangeOrigin) {
      for (const topic of topics) for (const drop of handlers.get(topic) ?? []) drop(change, origin);
    },
  };
}

/** One process, no database notifications: PGlite (one process opens its folder) and tests. */
export function createLocalCacheBus(): CacheBus {
  const subscribers = createSubscribers();
  return {
    async publish(topic, change) {
      subscribers.run([topic], change, 'here');
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
  const { default: pgModule } = await import('pg');
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
      const { topic, from, change } = JSON.parse(message.payload) as {
        topic?: string;
        from?: string;
        change?: unknown;
      };
      if (from === origin) return;
      if ((CACHE_TOPICS as readonly string[]).includes(topic ?? '')) {
        subscribers.run([topic as CacheTopic], changeOf(change), 'elsewhere');
      }
    } catch {
      // Not ours: something else notified on the channel. Nothing to drop.
    }
  };

  async function connect(afterLoss: boolean): Promise<void> {
    const next = new pgModule.Client({ connectionString: options.connectionString });
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
      subscribers.run(CACHE_TOPICS, undefined, 'elsewhere');
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
    async publish(topic, change) {
      subscribers.run([topic], change, 'here');
      try {
        await options.notify(CACHE_CHANNEL, cachePayload(topic, origin, change));
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
