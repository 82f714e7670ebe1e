import { LRUCache } from 'lru-cache';
import { type CatalogueChange, onCatalogueChange } from '../lib/catalogue-changes';
import type { RenderedPage } from './web-shell';

/**
 * Guests' server-rendered pages (home, listing and product pages), kept per storefront and URL so
 * that a page is rendered once and then sent as it is, instead of costing a render (~5-15 ms of the
 * server's only thread) per request (docs/caching.md).
 *
 * - **Dropped when what it shows changes**: each page remembers the listings its data named; a
 *   change of one of them (price, stock, visibility, its product: lib/catalogue-changes.ts) or of
 *   its storefront drops it at once, and again DROP_AGAIN_MS later, because the notice comes from
 *   inside the writer's transaction: a page rendered between the notice and the commit could hold
 *   the old data.
 * - **Bounded**: a page lives at most `ttlMs` (a listing new to a listing page appears within it),
 *   and all pages together hold at most `maxBytes`; the least recently used go first.
 * - A render that was running while any change arrived is sent but not kept.
 */
export interface CachedPage {
  page: RenderedPage;
  etag: string;
}

export interface RenderedPageCacheOptions {
  maxBytes?: number;
  ttlMs?: number;
}

/** Pages live at most this long: the bound for a listing new to a listing page. */
export const RENDERED_PAGE_TTL_MS = 30_000;
/** Within the process's heap cap (SERVER_HEAP_MB, 192 MiB by default) beside the search caches. */
const MAX_BYTES = 24 * 1024 * 1024;
/** The second drop after a change, for a transaction that commits after it announced the change. */
export const DROP_AGAIN_MS = [1_000, 5_000];

interface Entry extends CachedPage {
  storefrontId: string;
  listingIds: ReadonlySet<string>;
}

export interface RenderedPageCache {
  get(storefrontId: string, key: string): CachedPage | undefined;
  /** A ticket taken before rendering; `set` keeps the page only if nothing changed since. */
  ticket(): number;
  set(
    ticket: number,
    storefrontId: string,
    key: string,
    page: CachedPage,
    listingIds: ReadonlySet<string>,
  ): boolean;
  readonly bytes: number;
  readonly size: number;
  /** Drops what a change touches (also called by the catalogue change notice). */
  drop(change: CatalogueChange): void;
  close(): void;
}

export function createRenderedPageCache(options: RenderedPageCacheOptions = {}): RenderedPageCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    ttl: options.ttlMs ?? RENDERED_PAGE_TTL_MS,
    // Markup (one byte a character for Latin-1 text, two otherwise: counted as 1.5), the CSP, the
    // compressed copies kept beside it (about a fifth), the tags.
    sizeCalculation: (entry) =>
      Math.ceil(entry.page.html.length * 1.7) + entry.page.csp.length * 2 + entry.listingIds.size * 80 + 512,
  });
  let changes = 0;
  const timers = new Set<NodeJS.Timeout>();

  const dropNow = (change: CatalogueChange) => {
    if (change.all) {
      entries.clear();
      return;
    }
    const listings = new Set((change.listingIds ?? []).map((id) => id.toLowerCase()));
    const storefronts = new Set(change.storefrontIds ?? []);
    for (const [key, entry] of entries.entries()) {
      if (storefronts.has(entry.storefrontId)) {
        entries.delete(key);
        continue;
      }
      for (const id of entry.listingIds) {
        if (listings.has(id)) {
          entries.delete(key);
          break;
        }
      }
    }
  };
  const drop = (change: CatalogueChange) => {
    changes += 1;
    dropNow(change);
    for (const delay of DROP_AGAIN_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        changes += 1;
        dropNow(change);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  };
  const unsubscribe = onCatalogueChange(drop);

  return {
    get(storefrontId, key) {
      return entries.get(`${storefrontId} ${key}`);
    },
    ticket: () => changes,
    set(ticket, storefrontId, key, page, listingIds) {
      if (ticket !== changes) return false;
      entries.set(`${storefrontId} ${key}`, { ...page, storefrontId, listingIds });
      return entries.has(`${storefrontId} ${key}`);
    },
    get bytes() {
      return entries.calculatedSize;
    },
    get size() {
      return entries.size;
    },
    drop,
    close() {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      entries.clear();
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id a page's data names (listings, their other sellers' listings, and more): the page's tags. */
export function idsIn(value: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 8 || value === null || typeof value !== 'object') return into;
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, into, depth + 1);
    return into;
  }
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string') {
      if ((key === 'id' || key.endsWith('Id')) && UUID.test(item)) into.add(item.toLowerCase());
    } else if (item !== null && typeof item === 'object') {
      idsIn(item, into, depth + 1);
    }
  }
  return into;
}
