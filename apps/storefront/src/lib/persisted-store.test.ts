import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore, type KeyValueStorage } from './persisted-store';

interface TestState {
  cartCount: number;
  promoCodeId: string | null;
}
const defaults: TestState = { cartCount: 0, promoCodeId: null };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const writes: { at: number; value: string }[] = [];
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      writes.push({ at: Date.now(), value });
      data.set(key, value);
    },
  };
  return { storage, writes, read: (key: string) => JSON.parse(data.get(key) ?? 'null') as unknown };
}

describe('persisted store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the first change at once and folds later changes within a second into one trailing write', () => {
    const { storage, writes, read } = memoryStorage();
    const store = createPersistedStore({ key: 'patchbay:state', defaults, storage });

    store.setState({ cartCount: 1 });
    expect(writes).toHaveLength(1);

    vi.advanceTimersByTime(200);
    store.setState({ cartCount: 2 });
    vi.advanceTimersByTime(200);
    store.setState((s) => ({ cartCount: s.cartCount + 1 }));
    store.setState({ promoCodeId: 'promo-1' });
    expect(writes).toHaveLength(1);

    vi.advanceTimersByTime(599);
    expect(writes).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(writes).toHaveLength(2);
    expect(read('patchbay:state')).toEqual({ cartCount: 3, promoCodeId: 'promo-1' });

    vi.advanceTimersByTime(5000);
    expect(writes).toHaveLength(2); // nothing changed: nothing written
  });

  it('never writes more than once per second under constant changes, and ends with the latest state', () => {
    const { storage, writes, read } = memoryStorage();
    const store = createPersistedStore({ key: 'k', defaults, storage });
    for (let i = 1; i <= 50; i++) {
      store.setState({ cartCount: i });
      vi.advanceTimersByTime(100);
    }
    vi.runAllTimers();
    for (let i = 1; i < writes.length; i++) {
      expect(writes[i]!.at - writes[i - 1]!.at).toBeGreaterThanOrEqual(1000);
    }
    expect(writes.length).toBeGreaterThanOrEqual(5);
    expect(writes.length).toBeLessThanOrEqual(6);
    expect(read('k')).toEqual({ cartCount: 50, promoCodeId: null });
  });

  it('writes a change at once again after a quiet second', () => {
    const { storage, writes } = memoryStorage();
    const store = createPersistedStore({ key: 'k', defaults, storage });
    store.setState({ cartCount: 1 });
    vi.advanceTimersByTime(1500);
    store.setState({ cartCount: 2 });
    expect(writes).toHaveLength(2);
  });

  it('flush writes a pending change immediately', () => {
    const { storage, writes, read } = memoryStorage();
    const store = createPersistedStore({ key: 'k', defaults, storage });
    store.setState({ cartCount: 1 });
    store.setState({ cartCount: 2 });
    expect(writes).toHaveLength(1);
    store.flush();
    expect(writes).toHaveLength(2);
    expect(read('k')).toEqual({ cartCount: 2, promoCodeId: null });
    vi.runAllTimers();
    expect(writes).toHaveLength(2);
  });

  it('loads the saved state at start, keeping only known keys', () => {
    const { storage } = memoryStorage({ k: JSON.stringify({ cartCount: 7, stranger: true }) });
    const store = createPersistedStore({ key: 'k', defaults, storage });
    expect(store.getState()).toEqual({ cartCount: 7, promoCodeId: null });
  });

  it('starts from the defaults when the saved state is corrupt or storage is unavailable', () => {
    const { storage } = memoryStorage({ k: '{not json' });
    expect(createPersistedStore({ key: 'k', defaults, storage }).getState()).toEqual(defaults);
    const memoryOnly = createPersistedStore({ key: 'k', defaults, storage: null });
    memoryOnly.setState({ cartCount: 2 });
    expect(memoryOnly.getState().cartCount).toBe(2);
  });

  it('notifies subscribers with a new state object on every change', () => {
    const store = createPersistedStore({ key: 'k', defaults, storage: memoryStorage().storage });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getState();
    store.setState({ cartCount: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).not.toBe(before);
    unsubscribe();
    store.setState({ cartCount: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
