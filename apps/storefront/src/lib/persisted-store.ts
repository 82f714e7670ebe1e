/** The part of `localStorage` the store needs; injected so tests run without a browser. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface PersistedStoreOptions<T extends object> {
  /** Storage key. localStorage is already per origin, so one key is one host's state. */
  key: string;
  defaults: T;
  /** null when storage is unavailable (private mode, server): the store then lives in memory only. */
  storage: KeyValueStorage | null;
  /** Minimum time between two writes to storage (SPEC.md §3: at most once per second). */
  intervalMs?: number;
}

export interface PersistedStore<T extends object> {
  getState(): T;
  setState(update: Partial<T> | ((state: T) => Partial<T>)): void;
  subscribe(listener: () => void): () => void;
  /** Writes a pending change now (call it when the page is being hidden). */
  flush(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Saved state over the defaults, key by key: unknown keys are dropped, missing ones get defaults. */
function load<T extends object>(storage: KeyValueStorage | null, key: string, defaults: T): T {
  if (!storage) return defaults;
  let saved: unknown;
  try {
    const raw = storage.getItem(key);
    saved = raw === null ? undefined : JSON.parse(raw);
  } catch {
    return defaults;
  }
  if (!isRecord(saved)) return defaults;
  const state = { ...defaults };
  for (const name of Object.keys(defaults) as (keyof T & string)[]) {
    if (name in saved) state[name] = saved[name] as T[typeof name];
  }
  return state;
}

/**
 * A tiny external store for useSyncExternalStore, loaded from storage at creation and written back
 * throttled: the first change is written at once, later changes within `intervalMs` are folded into
 * one trailing write of the latest state.
 */
export function createPersistedStore<T extends object>(options: PersistedStoreOptions<T>): PersistedStore<T> {
  const { key, storage, intervalMs = 1000 } = options;
  let state = load(storage, key, options.defaults);
  const listeners = new Set<() => void>();
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function write() {
    timer = undefined;
    lastWriteAt = Date.now();
    try {
      storage?.setItem(key, JSON.stringify(state));
    } catch (error) {
      // Quota or privacy settings: the state still works in memory for this visit.
      console.warn('Could not save the client state', error);
    }
  }

  function scheduleWrite() {
    if (!storage || timer !== undefined) return; // a pending trailing write will pick up the latest state
    const wait = lastWriteAt + intervalMs - Date.now();
    if (wait <= 0) write();
    else timer = setTimeout(write, wait);
  }

  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
      scheduleWrite();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush() {
      if (timer === undefined) return;
      clearTimeout(timer);
      write();
    },
  };
}
