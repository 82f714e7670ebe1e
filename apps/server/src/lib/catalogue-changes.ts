import { type CacheBus, type CacheChange, namesSomething } from './cache-bus';

/**
 * The one notice that something guests see in the catalogue changed: a listing (price, stock,
 * visibility, its product), or a whole storefront. What a process keeps rendered or computed for
 * guests listens here (plugins/page-cache.ts drops the pages that show those listings).
 *
 * `invalidateCatalogue` is the single entry point: write paths reach it through the search index's
 * sync (syncListingSearch, syncListingStock), which every change of a listing already calls. It runs
 * in the writer's transaction, before the commit; listeners allow for that (page-cache drops again
 * shortly after). `shareCatalogueChanges` tells the other server processes over the cache bus
 * (topic `listings`, PostgreSQL LISTEN/NOTIFY), where the notice is passed to the same function.
 */
export interface CatalogueChange extends CacheChange {
  /** Everything (a rebuild of the index, or a notice that lost its detail). */
  all?: boolean;
  /** Heard from another server process: not told to the others again. */
  fromOtherProcess?: boolean;
}

type Listener = (change: CatalogueChange) => void;

const listeners = new Set<Listener>();

/** Subscribes; returns the unsubscribe function. */
export function onCatalogueChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener of this process; a listener's failure never reaches the writer. */
export function invalidateCatalogue(change: CatalogueChange): void {
  if (!change.all && !namesSomething(change)) return;
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // A cache that cannot drop an entry still ends it by its lifetime.
    }
  }
}

/**
 * This process's catalogue changes told to the other server processes, and theirs told to this
 * process's listeners, over the cache bus's `listings` topic. The changes of one turn of the event
 * loop go as one notification, sent on the pool without waiting for it: the writer's transaction
 * never waits on the bus (a lost notification leaves the other processes' pages to their lifetime).
 * Returns the function that stops it.
 */
export function shareCatalogueChanges(bus: CacheBus): () => void {
  let pending: {
    listings: Set<string>;
    products: Set<string>;
    storefronts: Set<string>;
    all: boolean;
  } | null = null;
  let flushing: NodeJS.Immediate | undefined;
  const flush = () => {
    flushing = undefined;
    const change = pending;
    pending = null;
    if (!change) return;
    void bus.publish(
      'listings',
      change.all
        ? undefined
        : {
            listingIds: [...change.listings],
            productIds: [...change.products],
            storefrontIds: [...change.storefronts],
          },
    );
  };
  const stopTelling = onCatalogueChange((change) => {
    if (change.fromOtherProcess) return;
    pending ??= { listings: new Set(), products: new Set(), storefronts: new Set(), all: false };
    if (change.all) pending.all = true;
    for (const id of change.listingIds ?? []) pending.listings.add(id);
    for (const id of change.productIds ?? []) pending.products.add(id);
    for (const id of change.storefrontIds ?? []) pending.storefronts.add(id);
    flushing ??= setImmediate(flush);
  });
  const stopHearing = bus.subscribe('listings', (change, origin) => {
    if (origin === 'here') return;
    invalidateCatalogue(
      change ? { ...change, fromOtherProcess: true } : { all: true, fromOtherProcess: true },
    );
  });
  return () => {
    stopTelling();
    stopHearing();
    if (flushing) clearImmediate(flushing);
    // A change made just before the process stops still reaches the others.
    flush();
  };
}
