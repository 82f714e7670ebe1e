import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../test/helpers';
import { waitFor } from '../../test/poll';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { listings } from '../db/schema/index';
import { CACHE_CHANNEL, type CacheBus, createPostgresCacheBus } from '../lib/cache-bus';
import { invalidateCatalogue } from '../lib/catalogue-changes';
import type { Metrics } from '../lib/metrics';
import { syncListingSearch } from '../modules/search/listing-search.repository';
import {
  createRenderedPageCache,
  DROP_AGAIN_MS,
  RENDERED_PAGE_FRESH_MS,
  RENDERED_PRODUCT_PAGE_FRESH_MS,
  toCachedPage,
} from './page-cache';
import type { StorefrontRenderer } from './web';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

const NORTHWIND = 'northwind.localhost';

/** Changes a listing's price as Northwind's company admin does, through the admin API. */
async function priceEditor(app: FastifyInstance, database: DatabaseHandle, fx: CatalogFixtures, id: string) {
  const token = await createSessionToken(database.db, fx.users.northwindAdmin.id, new Date());
  return (price: string) =>
    app.inject({
      method: 'PATCH',
      url: `/api/admin/listings/${id}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${token}` },
      payload: { price },
    });
}

describe('rendered page cache (guests’ server-rendered pages)', () => {
  let database: DatabaseHandle;
  let fx: CatalogFixtures;
  let app: FastifyInstance;
  let metrics: Metrics;
  let config: Config;
  let renders = 0;
  /** Written into every product page: a page rendered again after it changes differs. */
  let edition = 1;
  /** Holds a render until released (the race of a change with a render). */
  let gate: Promise<void> | null = null;

  /** A stand-in for the storefront's rendering: the prices of the listings its data names. */
  const render: StorefrontRenderer = async ({ url, load }) => {
    renders += 1;
    const path = new URL(url).pathname;
    const id = /\/dp\/([^/]+)$/.exec(path)?.[1];
    if (gate) await gate;
    if (id) {
      const detail = (await load(`/api/listings/${id}`)) as {
        price: string | null;
        otherListings: { id: string; price: string | null }[];
      };
      const others = detail.otherListings.map((o) => `${o.id}=${o.price}`).join(' ');
      return {
        screen: 'product',
        html: `<p>price ${detail.price}</p><p>${others}</p><p>edition ${edition}</p>`,
        stateScript: '',
      };
    }
    const found = (await load('/api/listings?pageSize=50')) as {
      items: { id: string; price: string | null }[];
    };
    return {
      screen: 'listing',
      html: found.items.map((i) => `<p>${i.id}=${i.price}</p>`).join(''),
      stateScript: '',
    };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    fx = await createCatalogFixtures(database.db);
    config = testConfig({ SERVER_RENDER_BUDGET_MS: '10000', SERVER_RENDER_MAX_LOAD: '1' });
    const built = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      webTemplates: { storefront: template },
      webRenderer: render,
    });
    app = built.app;
    metrics = built.ctx.metrics;
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: NORTHWIND, ...headers } });
  const setPrice = (id: string, price: string) =>
    database.db.transaction(async (tx) => {
      await tx.update(listings).set({ price }).where(eq(listings.id, id));
      await syncListingSearch(tx, { listingIds: [id] });
    });
  const outcomes = async () =>
    Object.fromEntries(
      (await metrics.pageRenders.get()).values.map((v) => [String(v.labels.outcome), v.value]),
    ) as Record<string, number>;
  const productPath = () => `/cisco-asr-9001/dp/${fx.listings.asr9001Northwind.id}`;

  it('renders a guest’s page once, then sends it from the cache with its ETag; a matching tag gets 304', async () => {
    const before = renders;
    const first = await get(productPath());
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<p>price ');
    const second = await get(productPath());
    expect(second.body).toBe(first.body);
    expect(renders - before).toBe(1);
    expect((await outcomes()).cached).toBeGreaterThanOrEqual(1);
    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=0/);
    expect(String(second.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(String(second.headers.vary)).toMatch(/Cookie/i);
    const again = await get(productPath(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(renders - before).toBe(1);
  });

  it('a changed price is never served from the cache: the product page and the listing page show it at once', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const page = await get(productPath());
    const list = await get('/products');
    expect(list.body).toContain(id);
    const oldPrice = (await get(`/api/listings/${id}`)).json().price as string;
    await setPrice(id, '2222.2200');
    try {
      const after = await get(productPath(), { 'if-none-match': page.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('price 2222.22');
      const listAfter = await get('/products');
      expect(listAfter.body).toContain(`${id}=2222.22`);
    } finally {
      await setPrice(id, oldPrice);
    }
    expect((await get(productPath())).body).not.toContain('2222.22');
  });

  it('a listing new to a product drops its product page: the notice names the product', async () => {
    const page = await get(productPath());
    expect(page.statusCode).toBe(200);
    const before = renders;
    expect((await get(productPath())).body).toBe(page.body);
    expect(renders).toBe(before);
    const added = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(listings)
        .values({
          productId: fx.products.asr9001.id,
          organizationId: fx.organizations.northwind.id,
          price: '3999.0000',
          condition: 'Used',
          numAvailable: 2,
        })
        .returning({ id: listings.id });
      await syncListingSearch(tx, { listingIds: [row!.id] });
      return row!.id;
    });
    try {
      const after = await get(productPath(), { 'if-none-match': page.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain(`${added}=3999.00`);
      expect(renders).toBe(before + 1);
    } finally {
      await database.db.transaction(async (tx) => {
        await tx.delete(listings).where(eq(listings.id, added));
        await syncListingSearch(tx, { listingIds: [added] });
      });
    }
    expect((await get(productPath())).body).not.toContain(added);
  });

  it('a render that was running when a change arrived is sent but not kept', async () => {
    const path = `/x/dp/${fx.listings.asr9001sNorthwind.id}`;
    let release!: () => void;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = renders;
    const pending = get(path);
    await vi.waitFor(() => expect(renders - before).toBe(1));
    invalidateCatalogue({ listingIds: [fx.listings.asr9001sNorthwind.id] });
    release();
    gate = null;
    expect((await pending).statusCode).toBe(200);
    await get(path);
    expect(renders - before).toBe(2);
    await get(path);
    expect(renders - before).toBe(2);
  });

  it('sends a browser that accepts brotli the kept bytes as they are, a gzip-only client gzip', async () => {
    const plain = await get(productPath());
    const before = renders;
    const browser = await get(productPath(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body);
    expect(browser.headers.etag).toBe(plain.headers.etag);
    const gzipOnly = await get(productPath(), { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);
    expect(gzipOnly.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // All three from the one kept page.
    expect(renders).toBe(before);
  });

  it('a price changed through the seller’s API is on the next page', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const patchPrice = await priceEditor(app, database, fx, id);
    const oldPrice = (await get(`/api/listings/${id}`)).json().price as string;
    await get(productPath());
    const before = renders;
    expect((await get(productPath())).body).toContain(`price ${oldPrice}`);
    expect(renders).toBe(before);
    const changed = await patchPrice('3333.33');
    expect(changed.statusCode).toBe(200);
    try {
      expect((await get(productPath())).body).toContain('price 3333.33');
      expect(renders).toBe(before + 1);
    } finally {
      expect((await patchPrice(oldPrice)).statusCode).toBe(200);
    }
    expect((await get(productPath())).body).toContain(`price ${oldPrice}`);
  });

  it('a storefront’s changed settings drop its own pages only', async () => {
    const token = await createSessionToken(database.db, fx.users.northwindAdmin.id, new Date());
    // A listing no other test changes (a change drops its pages again seconds later).
    const marketplacePage = `/mx204/dp/${fx.listings.mx204Meridian.id}`;
    const onMarketplace = () =>
      app.inject({ method: 'GET', url: marketplacePage, headers: { host: 'localhost' } });
    expect((await onMarketplace()).statusCode).toBe(200);
    await get(productPath());
    const before = renders;
    expect((await onMarketplace()).body).toContain('<p>price ');
    expect(renders).toBe(before);
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/storefronts/${fx.storefronts.northwind.id}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${token}` },
      payload: { metaTitle: 'Northwind Networks: routers and optics' },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(productPath())).body).toContain('Northwind Networks: routers and optics');
    expect(renders).toBe(before + 1);
    await onMarketplace();
    expect(renders).toBe(before + 1);
  });

  it('a product page past its fresh time is sent as kept and rendered again beside the request', async () => {
    // A listing no other test changes (a change drops its pages again seconds later).
    const path = `/fresh/dp/${fx.listings.mx204Meridian.id}`;
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    const first = await get(path);
    expect(first.body).toContain('edition 1');
    // What no notice names (here: the renderer's own output) shows only once the page is rendered again.
    edition = 2;
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      expect((await get(path)).body).toBe(first.body);
      const refreshes = async () => (await metrics.pageRefreshes.get()).values[0]?.value ?? 0;
      const before = { renders, refreshes: await refreshes() };
      // Every change a product page shows is named by a notice: past a listing page's fresh time it
      // is still fresh.
      vi.setSystemTime(Date.now() + RENDERED_PAGE_FRESH_MS + 1_000);
      expect((await get(path)).body).toBe(first.body);
      expect(renders).toBe(before.renders);
      vi.setSystemTime(Date.now() + RENDERED_PRODUCT_PAGE_FRESH_MS);
      const stale = await get(path);
      expect(stale.body).toBe(first.body);
      await vi.waitFor(async () => expect(await refreshes()).toBe(before.refreshes + 1));
      expect((await get(path)).body).toContain('edition 2');
      expect(renders).toBe(before.renders + 1);
    } finally {
      vi.useRealTimers();
      edition = 1;
    }
  });

  it('signed-in visitors never get a cached page, and their page is private', async () => {
    await get(productPath());
    const token = await createSessionToken(database.db, fx.users.acmeBuyer.id, new Date());
    const res = await get(productPath(), { cookie: `pb_session=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<p>price ');
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/private/);
  });
});

describe('createRenderedPageCache', () => {
  const page = (html: string) => toCachedPage({ html, csp: "default-src 'self'" });
  const listing = '11111111-1111-4111-8111-111111111111';
  const other = '22222222-2222-4222-8222-222222222222';

  it('never holds more bytes than its bound, and keeps pages compressed', () => {
    const cache = createRenderedPageCache({ maxBytes: 200_000 });
    try {
      const random = (n: number) =>
        Array.from({ length: n }, (_, i) => ((i * 7919) % 97).toString(36)).join('');
      for (let i = 0; i < 500; i++) {
        cache.set(
          cache.ticket(),
          'sf',
          `/p/${i}`,
          page(`<p>${i}</p>${random(1_000 + (i % 7) * 5_000)}`),
          new Set([`l${i}`]),
        );
        expect(cache.bytes).toBeLessThanOrEqual(200_000);
      }
      expect(cache.size).toBeGreaterThan(5);
      const kept = cache.get('sf', '/p/499');
      expect(brotliDecompressSync(kept!.page.br).toString()).toMatch(/^<p>499<\/p>/);
      expect(cache.get('sf', '/p/0')).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('finds a page by the ids it names and by its storefront', () => {
    const cache = createRenderedPageCache({ maxBytes: 3_000 });
    try {
      cache.set(cache.ticket(), 'sf', '/a', page('a'), new Set([listing.toUpperCase()]));
      cache.set(cache.ticket(), 'sf', '/b', page('b'), new Set([other]));
      cache.set(cache.ticket(), 'sf2', '/a', page('a'), new Set([other]));
      cache.drop({ listingIds: [listing] });
      expect(cache.get('sf', '/a')).toBeUndefined();
      expect(cache.get('sf', '/b')).toBeDefined();
      cache.drop({ storefrontIds: ['sf2'] });
      expect(cache.get('sf2', '/a')).toBeUndefined();
      expect(cache.get('sf', '/b')).toBeDefined();
      // Pages pushed out by the bound leave nothing behind: the same ids name only the pages kept.
      for (let i = 0; i < 50; i++)
        cache.set(cache.ticket(), 'sf', `/n/${i}`, page(`n${i}`), new Set([listing]));
      expect(cache.bytes).toBeLessThanOrEqual(3_000);
      expect(cache.size).toBeLessThan(50);
      cache.drop({ listingIds: [listing] });
      for (let i = 0; i < 50; i++) expect(cache.get('sf', `/n/${i}`)).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('keeps a render during which only other listings changed, and refuses one whose listing or storefront changed', () => {
    const cache = createRenderedPageCache();
    try {
      let ticket = cache.ticket();
      cache.drop({ listingIds: [other] });
      cache.drop({ storefrontIds: ['sf2'] });
      expect(cache.set(ticket, 'sf', '/kept', page('kept'), new Set([listing]))).toBe(true);
      ticket = cache.ticket();
      cache.drop({ listingIds: [listing.toUpperCase()] });
      expect(cache.set(ticket, 'sf', '/refused', page('refused'), new Set([listing]))).toBe(false);
      ticket = cache.ticket();
      cache.drop({ storefrontIds: ['sf'] });
      expect(cache.set(ticket, 'sf', '/refused', page('refused'), new Set([other]))).toBe(false);
      ticket = cache.ticket();
      cache.drop({ all: true });
      expect(cache.set(ticket, 'sf', '/refused', page('refused'), new Set())).toBe(false);
      expect(cache.get('sf', '/refused')).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('says a page is stale past its fresh time, and forgets it past its maximum age', () => {
    let clock = 1_000_000;
    const cache = createRenderedPageCache({ freshMs: 30_000, maxAgeMs: 300_000, now: () => clock });
    try {
      cache.set(cache.ticket(), 'sf', '/p', page('p'), new Set([listing]));
      expect(cache.get('sf', '/p')?.stale).toBe(false);
      clock += 30_001;
      expect(cache.get('sf', '/p')?.stale).toBe(true);
      clock += 270_000;
      expect(cache.get('sf', '/p')).toBeUndefined();
    } finally {
      cache.close();
    }
  });

  it('keeps a product page fresh for its own time, and finds it by the product its data names', () => {
    let clock = 1_000_000;
    const cache = createRenderedPageCache({ freshMs: 30_000, maxAgeMs: 300_000, now: () => clock });
    const product = '0192026e-6cc0-7f9e-a929-2074d61d2b3c';
    try {
      cache.set(cache.ticket(), 'sf', '/dp', page('dp'), new Set([listing, product]), 240_000);
      cache.set(cache.ticket(), 'sf', '/list', page('list'), new Set([listing]));
      clock += 30_001;
      expect(cache.get('sf', '/dp')?.stale).toBe(false);
      expect(cache.get('sf', '/list')?.stale).toBe(true);
      clock += 210_000;
      expect(cache.get('sf', '/dp')?.stale).toBe(true);
      cache.drop({ productIds: [product.toUpperCase()] });
      expect(cache.get('sf', '/dp')).toBeUndefined();
      expect(cache.get('sf', '/list')).toBeDefined();
    } finally {
      cache.close();
    }
  });

  it('drops again after a change, for a page rendered before the writer committed', () => {
    vi.useFakeTimers();
    const cache = createRenderedPageCache();
    try {
      cache.drop({ listingIds: [listing] });
      // Rendered after the notice but from data read before the commit.
      cache.set(cache.ticket(), 'sf', '/p', page('old price'), new Set([listing]));
      expect(cache.get('sf', '/p')).toBeDefined();
      vi.advanceTimersByTime(DROP_AGAIN_MS[0]!);
      expect(cache.get('sf', '/p')).toBeUndefined();
      // Other storefronts' and listings' pages stay.
      cache.set(cache.ticket(), 'sf', '/q', page('other'), new Set([other]));
      vi.advanceTimersByTime(DROP_AGAIN_MS[1]!);
      expect(cache.get('sf', '/q')).toBeDefined();
      cache.drop({ storefrontIds: ['sf'] });
      expect(cache.get('sf', '/q')).toBeUndefined();
    } finally {
      cache.close();
      vi.useRealTimers();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('rendered pages across server processes (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let fx: CatalogFixtures;
  let app: FastifyInstance;
  let bus: CacheBus;
  let config: Config;
  let renders = 0;
  const render: StorefrontRenderer = async ({ url, load }) => {
    renders += 1;
    const id = /\/dp\/([^/]+)$/.exec(new URL(url).pathname)?.[1];
    const detail = (await load(`/api/listings/${id}`)) as { price: string | null };
    return { screen: 'product', html: `<p>price ${detail.price}</p>`, stateScript: '' };
  };
  const quiet = { warn: () => {}, info: () => {} };

  beforeAll(async () => {
    database = await createTestDatabase();
    fx = await createCatalogFixtures(database.db);
    config = testConfig({ SERVER_RENDER_BUDGET_MS: '10000', SERVER_RENDER_MAX_LOAD: '1' });
    bus = await createPostgresCacheBus({
      connectionString: database.connectionString as string,
      notify: (channel, payload) => database.sql.executeSql('SELECT pg_notify($1, $2)', [channel, payload]),
      log: quiet,
    });
    const built = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      webTemplates: { storefront: template },
      webRenderer: render,
      cacheBus: bus,
    });
    app = built.app;
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await database?.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, host = NORTHWIND) => app.inject({ method: 'GET', url, headers: { host } });

  it('tells the other processes which listings a seller’s change touched', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const patchPrice = await priceEditor(app, database, fx, id);
    const oldPrice = (await get(`/api/listings/${id}`)).json().price as string;
    const listener = new pg.Client({ connectionString: database.connectionString as string });
    await listener.connect();
    const heard: { topic?: string; change?: { listingIds?: string[] } }[] = [];
    listener.on('notification', (message) => heard.push(JSON.parse(message.payload ?? '{}')));
    await listener.query(`LISTEN ${CACHE_CHANNEL}`);
    try {
      expect((await patchPrice('3456.78')).statusCode).toBe(200);
      await waitFor(
        async () =>
          heard.some((n) => n.topic === 'listings' && n.change?.listingIds?.includes(id)) ? true : undefined,
        5_000,
      );
    } finally {
      await listener.end();
      expect((await patchPrice(oldPrice)).statusCode).toBe(200);
    }
  });

  it('drops a page when another process says its listing changed; other pages stay', async () => {
    const path = `/asr/dp/${fx.listings.asr9001sNorthwind.id}`;
    const other = `/mx204/dp/${fx.listings.mx204Meridian.id}`;
    await get(path);
    await get(other, 'localhost');
    const before = renders;
    await get(path);
    await get(other, 'localhost');
    expect(renders).toBe(before);
    await database.sql.executeSql('SELECT pg_notify($1, $2)', [
      CACHE_CHANNEL,
      JSON.stringify({
        topic: 'listings',
        from: 'another server process',
        change: { listingIds: [fx.listings.asr9001sNorthwind.id], storefrontIds: [] },
      }),
    ]);
    await waitFor(async () => {
      const seen = renders;
      await get(path);
      return renders > seen ? true : undefined;
    }, 5_000);
    const after = renders;
    await get(other, 'localhost');
    expect(renders).toBe(after);
  });
});
