import { brotliCompressSync, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type CatalogueChange, onCatalogueChange } from '../lib/catalogue-changes';
import { etagOf } from './guest-cache';
import type { RenderedPage } from './web-shell';

/**
 * Guests' server-rendered pages (home, listing and product pages), kept per storefront and URL so
 * that a page is rendered once and then sent as it is, instead of costing a render (~5-15 ms of the
 * server's only thread) per request (docs/caching.md, decision 0029).
 *
 * - **Dropped when what it shows changes**: each page remembers the ids its data named (its
 *   listings, the other listings of its product); a change of one of them (price, stock,
 *   visibility, its product: lib/catalogue-changes.ts, told to every server process over the cache
 *   bus) or of its storefront drops it at once, and again DROP_AGAIN_MS later, because the notice
 *   comes from inside the writer's transaction: a page rendered between the notice and the commit
 *   could hold the old data. A render that was running while a change of what it shows (or of its
 *   storefront) arrived is sent but not kept.
 * - **Fresh for `freshMs`, kept at most `maxAgeMs`**: what no notice names (a listing new to a
 *   listing page) shows once the page is rendered again. A product page, whose every change a
 *   notice names (a listing new to its product through the product's id), is fresh for longer.
 *   A page older than `freshMs` is still sent, and rendered again beside the request when the load
 *   guard allows (plugins/web-ssr.ts); past `maxAgeMs` it is gone.
 * - **Bounded in bytes**: a page is kept brotli-compressed at quality 5 (a 75 KB product page is
 *   about 11.5 KB, 11 % less than gzip, and every current browser is sent those bytes as they are),
 *   and all pages together weigh at most `maxBytes`; the least recently used go first.
 */
export interface CachedPage {
  /** The page's markup, brotli-compressed. */
  br: Buffer;
  csp: string;
  etag: string;
}

/** A rendered page in the form the cache keeps (compressed, with its tag). */
export function toCachedPage(page: RenderedPage): CachedPage {
  const html = Buffer.from(page.html);
  // Quality 5: about 1.5 ms for a product page, once per render (gzip level 6 took 2.7 ms for 11 % more bytes).
  const compressed = brotliCompressSync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      // A 256 KiB window (the default is 4 MiB): a page fits in it, and the encoder's memory,
      // allocated and freed per page, is a sixteenth.
      [constants.BROTLI_PARAM_LGWIN]: 18,
    },
  });
  // zlib hands back a view of its 16 KiB output chunk: kept as it is, each 11 KB page would hold
  // the whole chunk. The cache keeps a copy of the exact length (its bytes are what it counts).
  const br = Buffer.allocUnsafeSlow(compressed.length);
  compressed.copy(br);
  return { br, csp: page.csp, etag: etagOf(page.html) };
}

export interface RenderedPageCacheOptions {
  maxBytes?: number;
  freshMs?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/** A page is rendered again (beside the request that finds it older) after this long. */
export const RENDERED_PAGE_FRESH_MS = 30_000;
/**
 * A product page shows one product's listings, its seller and its storefront, and every change of
 * them is named by a notice (a listing new to the product through its product's id): it is
 * rendered again only shortly before its maximum age, not every 30 s.
 */
export const RENDERED_PRODUCT_PAGE_FRESH_MS = 4 * 60_000;
/** Pages live at most this long: the bound for what no notice names, on a server too busy to render. */
export const RENDERED_PAGE_MAX_AGE_MS = 5 * 60_000;
/**
 * Within RSS's 300 MB beside the search caches: about 2,100 product pages (at 32 MiB the server's
 * RSS reached 291 MiB with the cache full). The compressed bytes are Buffers, outside the V8 heap
 * that SERVER_HEAP_MB caps.
 */
export const RENDERED_PAGE_MAX_BYTES = 24 * 1024 * 1024;
/**
 * The drops after a change, for a transaction that commits after it announced the change; the last
 * bounds a slow transaction's staleness on a product page, which is not rendered again every 30 s.
 */
export const DROP_AGAIN_MS = [1_000, 5_000, 30_000];
/** Changes remembered for the renders running when they arrived (a render lasts 10 s at most). */
const CHANGES_LISTED_MS = 15_000;
const MAX_CHANGES_LISTED = 2_000;

interface Entry {
  page: CachedPage;
  storefrontId: string;
  tags: ReadonlySet<string>;
  renderedAt: number;
  freshMs: number;
}

export interface CachedPageHit {
  page: CachedPage;
  /** Older than its fresh time: sent, and worth rendering again. */
  stale: boolean;
}

export interface RenderedPageCache {
  get(storefrontId: string, key: string): CachedPageHit | undefined;
  /** A ticket taken before rendering; `set` keeps the page only if nothing it shows changed since. */
  ticket(): number;
  set(
    ticket: number,
    storefrontId: string,
    key: string,
    page: CachedPage,
    listingIds: ReadonlySet<string>,
    /** How long it is fresh, when not the cache's `freshMs` (a product page's: RENDERED_PRODUCT_PAGE_FRESH_MS). */
    pageFreshMs?: number,
  ): boolean;
  readonly bytes: number;
  readonly size: number;
  /** Drops what a change touches (also called by the catalogue change notice). */
  drop(change: CatalogueChange): void;
  close(): void;
}

export function createRenderedPageCache(options: RenderedPageCacheOptions = {}): RenderedPageCache {
  // long-function: a factory: short methods that share its closure.
  const now = options.now ?? (() => Date.now());
  const freshMs = options.freshMs ?? RENDERED_PAGE_FRESH_MS;
  const maxAgeMs = options.maxAgeMs ?? RENDERED_PAGE_MAX_AGE_MS;
  /** The pages of each tag (an id the page's data named) and of each storefront: what a drop finds. */
  const byTag = new Map<string, Set<string>>();
  const byStorefront = new Map<string, Set<string>>();
  const index = (map: Map<string, Set<string>>, tag: string, key: string) => {
    let keys = map.get(tag);
    if (!keys) {
      keys = new Set();
      map.set(tag, keys);
    }
    keys.add(key);
  };
  const unindex = (map: Map<string, Set<string>>, tag: string, key: string) => {
    const keys = map.get(tag);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) map.delete(tag);
  };
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes ?? RENDERED_PAGE_MAX_BYTES,
    // Expired pages are also let go of by the cache itself (get checks the age by `now` first).
    ttl: maxAgeMs,
    // The compressed bytes, the CSP (two bytes a character), the key, and the tags in both maps.
    sizeCalculation: (entry, key) =>
      entry.page.br.length + entry.page.csp.length * 2 + key.length * 2 + entry.tags.size * 160 + 512,
    // Evicted, expired, dropped or replaced: out of the maps too.
    dispose: (entry, key) => {
      for (const tag of entry.tags) unindex(byTag, tag, key);
      unindex(byStorefront, entry.storefrontId, key);
    },
  });
  // Changes heard lately, numbered: a render keeps its page unless one that touches it arrived
  // while it ran (any change, when the render began before the oldest one still listed).
  const recent: { seq: number; at: number; change: CatalogueChange }[] = [];
  let changes = 0;
  let forgotten = 0;
  const record = (change: CatalogueChange) => {
    changes += 1;
    const at = now();
    recent.push({ seq: changes, at, change });
    while (recent.length > MAX_CHANGES_LISTED || (recent[0] && recent[0].at < at - CHANGES_LISTED_MS)) {
      forgotten = recent.shift()!.seq;
    }
  };
  /** A change's listing and product ids: either may be among a page's tags. */
  const idsOf = (change: CatalogueChange) => [...(change.listingIds ?? []), ...(change.productIds ?? [])];
  const touches = (change: CatalogueChange, storefrontId: string, tags: ReadonlySet<string>) =>
    change.all === true ||
    (change.storefrontIds ?? []).includes(storefrontId) ||
    idsOf(change).some((id) => tags.has(id.toLowerCase()));
  const changedSince = (ticket: number, storefrontId: string, tags: ReadonlySet<string>) => {
    if (ticket === changes) return false;
    if (ticket < forgotten) return true;
    return recent.some((r) => r.seq > ticket && touches(r.change, storefrontId, tags));
  };
  const timers = new Set<NodeJS.Timeout>();

  const dropNow = (change: CatalogueChange) => {
    if (change.all) {
      entries.clear();
      return;
    }
    const keys = new Set<string>();
    for (const id of change.storefrontIds ?? []) for (const key of byStorefront.get(id) ?? []) keys.add(key);
    for (const id of idsOf(change)) {
      for (const key of byTag.get(id.toLowerCase()) ?? []) keys.add(key);
    }
    for (const key of keys) entries.delete(key);
  };
  const drop = (change: CatalogueChange) => {
    record(change);
    dropNow(change);
    for (const delay of DROP_AGAIN_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        record(change);
        dropNow(change);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  };
  const unsubscribe = onCatalogueChange(drop);

  return {
    get(storefrontId, key) {
      const full = `${storefrontId} ${key}`;
      const entry = entries.get(full);
      if (!entry) return undefined;
      const age = now() - entry.renderedAt;
      if (age > maxAgeMs) {
        entries.delete(full);
        return undefined;
      }
      return { page: entry.page, stale: age > entry.freshMs };
    },
    ticket: () => changes,
    set(ticket, storefrontId, key, page, listingIds, pageFreshMs = freshMs) {
      const full = `${storefrontId} ${key}`;
      const tags = new Set([...listingIds].map((id) => id.toLowerCase()));
      if (changedSince(ticket, storefrontId, tags)) return false;
      entries.set(full, { page, storefrontId, tags, renderedAt: now(), freshMs: pageFreshMs });
      // Indexed once it is in (a replaced page's tags left with it; a page over the bound is refused).
      if (!entries.has(full)) return false;
      for (const tag of tags) index(byTag, tag, full);
      index(byStorefront, storefrontId, full);
      return true;
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
