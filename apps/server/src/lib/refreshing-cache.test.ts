import { describe, expect, it } from 'vitest';
import { refreshingCache } from './refreshing-cache';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('refreshingCache', () => {
  it('never holds more bytes than its bound, whatever the number of distinct keys', async () => {
    const cache = refreshingCache<number[]>({
      freshMs: 60_000,
      usableMs: 60_000,
      now: () => 0,
      maxBytes: 100_000,
      sizeOf: (v) => v.length * 8,
    });
    for (let i = 0; i < 2_000; i++) {
      // Sizes from 8 bytes to 16 KB, as facet cells of narrow and broad searches.
      await cache(`search ${i}`, async () => new Array((i * 37) % 2_000).fill(i));
      expect(cache.bytes).toBeLessThanOrEqual(100_000);
    }
    await settle();
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.entries).toBeGreaterThan(5);
    expect(cache.entries).toBeLessThan(2_000);
  });

  it('answers a value larger than the whole bound without keeping it', async () => {
    let loads = 0;
    const cache = refreshingCache<string>({
      freshMs: 60_000,
      usableMs: 60_000,
      now: () => 0,
      maxBytes: 1_000,
      sizeOf: (v) => v.length * 2,
    });
    const load = async () => {
      loads++;
      return 'x'.repeat(10_000);
    };
    expect(await cache('big', load)).toHaveLength(10_000);
    await settle();
    expect(cache.entries).toBe(0);
    expect(await cache('big', load)).toHaveLength(10_000);
    expect(loads).toBe(2);
  });

  it('shares one computation between concurrent callers and keeps the most recently used', async () => {
    let loads = 0;
    const cache = refreshingCache<string>({
      freshMs: 60_000,
      usableMs: 60_000,
      now: () => 0,
      maxBytes: 3 * (256 + 2 + 2 * 100 + 10),
      sizeOf: () => 200,
    });
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    const [a, b] = await Promise.all([cache('a', load('A')), cache('a', load('other'))]);
    expect([a, b, loads]).toEqual(['A', 'A', 1]);
    await settle();
    await cache('b', load('B'));
    await settle();
    await cache('a', load('A again')); // a is used again, so b is the least recent
    await cache('c', load('C'));
    await settle();
    await cache('d', load('D'));
    await settle();
    expect(await cache('a', load('A third'))).toBe('A');
    expect(await cache('b', load('B again'))).toBe('B again');
  });

  it('serves a stale value while one refresh runs, and waits once it is too old', async () => {
    let clock = 0;
    let version = 0;
    const cache = refreshingCache<number>({
      freshMs: 10,
      usableMs: 30,
      now: () => clock,
      maxBytes: 10_000,
      sizeOf: () => 8,
    });
    const load = async () => ++version;
    expect(await cache('k', load)).toBe(1);
    await settle();
    clock = 15;
    expect(await cache('k', load)).toBe(1); // stale, refresh started
    await settle();
    expect(await cache('k', load)).toBe(2);
    clock = 100;
    expect(await cache('k', load)).toBe(3); // too old: waited for
  });

  it('drop forgets only the keys asked for', async () => {
    const cache = refreshingCache<string>({
      freshMs: 60_000,
      usableMs: 60_000,
      now: () => 0,
      maxBytes: 100_000,
      sizeOf: () => 8,
    });
    await cache('s1|a', async () => 'a');
    await cache('s2|b', async () => 'b');
    await settle();
    cache.drop((k) => k.startsWith('s1|'));
    expect(await cache('s1|a', async () => 'a2')).toBe('a2');
    expect(await cache('s2|b', async () => 'b2')).toBe('b');
  });
});

describe('a clear while a value is being read', () => {
  it('answers that read but does not keep its value: the next caller reads again', async () => {
    const cache = refreshingCache<string>({
      freshMs: 60_000,
      usableMs: 60_000,
      now: Date.now,
      maxBytes: 1_000_000,
      sizeOf: () => 10,
    });
    let release: (value: string) => void = () => {};
    const first = cache('k', () => new Promise<string>((resolve) => (release = resolve)));
    // The data changed (the cache bus said so) while the old value was being read.
    cache.clear();
    release('old');
    expect(await first).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache('k', async () => 'new')).toBe('new');
  });
});
