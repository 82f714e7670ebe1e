/**
 * The one notice that something guests see in the catalogue changed: a listing (price, stock,
 * visibility, its product), or a whole storefront. What a process keeps rendered or computed for
 * guests listens here (plugins/page-cache.ts drops the pages that show those listings).
 *
 * `invalidateCatalogue` is the single entry point: write paths reach it through the search index's
 * sync (syncListingSearch, syncListingStock), which every change of a listing already calls. It runs
 * in the writer's transaction, before the commit; listeners allow for that (page-cache drops again
 * shortly after). A notice from another process (PostgreSQL LISTEN/NOTIFY, delivered after the
 * commit) is passed to the same function.
 */
export interface CatalogueChange {
  listingIds?: readonly string[];
  storefrontIds?: readonly string[];
  /** Everything (a rebuild of the index, or a notice that lost its detail). */
  all?: boolean;
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
  if (!change.all && !change.listingIds?.length && !change.storefrontIds?.length) return;
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      // A cache that cannot drop an entry still ends it by its lifetime.
    }
  }
}
