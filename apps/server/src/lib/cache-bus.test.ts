import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../test/helpers';
import { waitFor } from '../../test/poll';
import type { DatabaseHandle } from '../db/client';
import {
  CACHE_CHANNEL,
  type CacheBus,
  type CacheChange,
  cachePayload,
  createLocalCacheBus,
  createPostgresCacheBus,
} from './cache-bus';

const quiet = { warn: () => {}, info: () => {} };

describe('the local cache bus (one process)', () => {
  it('runs the subscribers of the topic published, at once, and only them', async () => {
    const bus = createLocalCacheBus();
    const dropped: string[] = [];
    bus.subscribe('catalog', () => dropped.push('catalog'));
    const stop = bus.subscribe('storefronts', () => dropped.push('storefronts'));
    await bus.publish('catalog');
    expect(dropped).toEqual(['catalog']);
    stop();
    await bus.publish('storefronts');
    expect(dropped).toEqual(['catalog']);
  });
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('what a notification says', () => {
  it('names what changed while it fits in a notification, and nothing (everything) past that', () => {
    const small = JSON.parse(cachePayload('listings', 'me', { listingIds: [id(1)], productIds: [id(2)] }));
    expect(small).toEqual({
      topic: 'listings',
      from: 'me',
      change: { listingIds: [id(1)], productIds: [id(2)], storefrontIds: [] },
    });
    const many = Array.from({ length: 400 }, (_, n) => id(n));
    const large = cachePayload('listings', 'me', { listingIds: many });
    expect(Buffer.byteLength(large)).toBeLessThan(8000);
    expect(JSON.parse(large)).toEqual({ topic: 'listings', from: 'me' });
    expect(JSON.parse(cachePayload('catalog', 'me'))).toEqual({ topic: 'catalog', from: 'me' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL cache bus (several processes)', () => {
  let database: DatabaseHandle;
  const buses: CacheBus[] = [];
  const open = async () => {
    const bus = await createPostgresCacheBus({
      connectionString: database.connectionString as string,
      notify: (channel, payload) => database.sql.executeSql('SELECT pg_notify($1, $2)', [channel, payload]),
      log: quiet,
      reconnectMs: 50,
    });
    buses.push(bus);
    return bus;
  };

  beforeAll(async () => {
    database = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    for (const bus of buses) await bus.close();
    await database?.close();
  });

  it("drops the publisher's caches at once and the other process's when PostgreSQL tells it, once each", async () => {
    const [one, two] = [await open(), await open()];
    const seen = { one: 0, two: 0, twoCatalog: 0 };
    one.subscribe('storefronts', () => seen.one++);
    two.subscribe('storefronts', () => seen.two++);
    two.subscribe('catalog', () => seen.twoCatalog++);
    await one.publish('storefronts');
    expect(seen.one).toBe(1);
    await waitFor(async () => (seen.two === 1 ? true : undefined), 5_000);
    // Its own notification comes back to the publisher too: ignored, not counted twice.
    await one.publish('catalog');
    await waitFor(async () => (seen.twoCatalog === 1 ? true : undefined), 5_000);
    expect(seen).toEqual({ one: 1, two: 1, twoCatalog: 1 });
  });

  it('tells the other process what changed, or everything when the ids do not fit or are not ids', async () => {
    const [one, two] = [await open(), await open()];
    const here: (CacheChange | undefined)[] = [];
    const there: (CacheChange | undefined)[] = [];
    one.subscribe('listings', (change, origin) => origin === 'here' && here.push(change));
    two.subscribe('listings', (change, origin) => origin === 'elsewhere' && there.push(change));
    await one.publish('listings', { listingIds: [id(1)], productIds: [id(3)], storefrontIds: [id(2)] });
    expect(here).toEqual([{ listingIds: [id(1)], productIds: [id(3)], storefrontIds: [id(2)] }]);
    await waitFor(async () => (there.length === 1 ? true : undefined), 5_000);
    expect(there[0]).toEqual({ listingIds: [id(1)], productIds: [id(3)], storefrontIds: [id(2)] });
    await one.publish('listings', { listingIds: Array.from({ length: 400 }, (_, n) => id(n)) });
    await waitFor(async () => (there.length === 2 ? true : undefined), 5_000);
    expect(there[1]).toBeUndefined();
    await database.sql.executeSql('SELECT pg_notify($1, $2)', [
      CACHE_CHANNEL,
      JSON.stringify({ topic: 'listings', from: 'x', change: { listingIds: ["1'; drop table x"] } }),
    ]);
    await waitFor(async () => (there.length === 3 ? true : undefined), 5_000);
    expect(there[2]).toBeUndefined();
  });

  it('ignores notifications on its channel that are not its own kind', async () => {
    const bus = await open();
    let dropped = 0;
    bus.subscribe('catalog', () => dropped++);
    for (const payload of ['not json', '{"topic":"everything"}', '[]', '{"topic":"catalog"}']) {
      await database.sql.executeSql('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
    }
    await waitFor(async () => (dropped === 1 ? true : undefined), 5_000);
    expect(dropped).toBe(1);
  });

  it('drops everything when its listening connection comes back after a loss', async () => {
    const bus = await open();
    const dropped: string[] = [];
    bus.subscribe('catalog', () => dropped.push('catalog'));
    bus.subscribe('storefronts', () => dropped.push('storefronts'));
    // The server ends the listening connection (a failover, an idle timeout, an operator).
    const admin = new pg.Client({ connectionString: database.connectionString });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN ${CACHE_CHANNEL}%' and pid <> pg_backend_pid()`,
    );
    await admin.end();
    await waitFor(async () => (dropped.length >= 2 ? true : undefined), 10_000);
    expect(dropped.sort()).toEqual(['catalog', 'storefronts']);
    // And it listens again: another process's change reaches it.
    const other = await open();
    dropped.length = 0;
    await waitFor(async () => {
      await other.publish('catalog');
      return dropped.includes('catalog') ? true : undefined;
    }, 10_000);
  });
});
