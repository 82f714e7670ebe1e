import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache bounded in bytes: an entry is fresh for `freshMs`, then served while one
 * refresh runs in the background until `usableMs`; after that the caller waits for a new value.
 * Concurrent callers share one computation; a failed computation is not remembered. Background
 * refreshes take a turn from `slots`; without a free turn the stale value is served and a later
 * request tries again.
 *
 * The bound is in bytes (`maxBytes`, each value weighed by `sizeOf` once it is known), because an
 * entry's size varies by a thousand times (the facet cells of a broad word against those of a part
 * number): a bound in entries let memory follow the number of distinct searches (issue 18: RSS
 * over 1.3 GB). The least recently used entries go first.
 */
export interface RefreshingCacheOptions<T> {
  freshMs: number;
  usableMs: number;
  now: () => number;
  maxBytes: number;
  /** The approximate bytes a value holds (its key is counted separately). */
  sizeOf: (value: T) => number;
  slots?: { free: number };
}

export interface RefreshingCache<T> {
  (key: string, load: () => Promise<T>): Promise<T>;
  /** Bytes held now (the sum of the entries' weights). */
  readonly bytes: number;
  readonly entries: number;
  /** Forgets every entry: the next caller of each key waits for a new value. */
  clear(): void;
  /** Forgets the entries whose key passes `test`. */
  drop(test: (key: string) => boolean): void;
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
  refreshing: boolean;
}

/** Weight of an entry whose value is still being computed. */
const PENDING_BYTES = 256;

export function refreshingCache<T>(options: RefreshingCacheOptions<T>): RefreshingCache<T> {
  const { freshMs, usableMs, now, sizeOf } = options;
  const slots = options.slots ?? { free: Number.POSITIVE_INFINITY };
  const entries = new LRUCache<string, Entry<T>>({
    maxSize: Math.max(1, options.maxBytes),
    // An entry's weight is given on every set (below); this covers any other path.
    sizeCalculation: (_entry, key) => PENDING_BYTES + key.length * 2,
  });
  // Bumped by clear() and drop(): a computation started before them may hold what they were for,
  // so its value answers its callers but is not kept.
  let generation = 0;
  const weigh = (key: string, value: T) => Math.max(1, PENDING_BYTES + key.length * 2 + sizeOf(value));
  const start = (key: string, load: () => Promise<T>): Promise<T> => {
    const value = load();
    const startedIn = generation;
    value.then(
      (resolved) => {
        if (startedIn !== generation) {
          if (entries.peek(key)?.value === value) entries.delete(key);
          return;
        }
        const size = weigh(key, resolved);
        // Too large for the whole cache: answered, never kept.
        if (size > options.maxBytes) {
          if (entries.peek(key)?.value === value) entries.delete(key);
          return;
        }
        entries.set(key, { at: now(), value, refreshing: false }, { size });
      },
      () => {
        if (entries.peek(key)?.value === value) entries.delete(key);
      },
    );
    return value;
  };
  const cache = ((key: string, load: () => Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < freshMs) return hit.value;
    if (hit && age < usableMs) {
      if (!hit.refreshing && slots.free > 0) {
        hit.refreshing = true;
        slots.free--;
        start(key, load)
          .catch(() => {
            hit.refreshing = false;
          })
          .finally(() => {
            slots.free++;
          });
      }
      return hit.value;
    }
    const value = start(key, load);
    entries.set(key, { at: now(), value, refreshing: false }, { size: PENDING_BYTES + key.length * 2 });
    return value;
  }) as RefreshingCache<T>;
  Object.defineProperties(cache, {
    bytes: { get: () => entries.calculatedSize },
    entries: { get: () => entries.size },
  });
  cache.clear = () => {
    generation++;
    entries.clear();
  };
  cache.drop = (test) => {
    generation++;
    for (const key of [...entries.keys()]) if (test(key)) entries.delete(key);
  };
  return cache;
}
