import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../test/helpers';
import { waitFor } from '../../test/poll';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { loadStorefrontRenderer, type StorefrontRenderer, webDistDirs } from './web';

/**
 * The storefront's first screen rendered on the server, with the real storefront build (its
 * browser build's index.html and its server rendering), against the catalogue fixtures.
 */

const repoRoot = path.resolve(webDistDirs.storefront, '../../..');

/** What the server put inside #root (empty for a page the browser renders). */
const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('<script type="application/json" id="patchbay-state">');
  if (start === -1) throw new Error('no #root');
  return end === -1 ? '' : html.slice(start, end);
};
/** Short failure messages: a page is too long to print. */
const expectText = (html: string, text: string) => expect(html.includes(text), `has ${text}`).toBe(true);
const expectNoText = (html: string, text: string) =>
  expect(html.includes(text), `has no ${text}`).toBe(false);
const stateOf = (html: string) =>
  /<script type="application\/json" id="patchbay-state">([^<]*)<\/script>/.exec(html)?.[1];

describe('server-rendered storefront pages', () => {
  let database: DatabaseHandle;
  let fx: CatalogFixtures;
  let renderer: StorefrontRenderer;
  const apps: FastifyInstance[] = [];
  const configs: Config[] = [];

  /** The app serving the built web apps as in production; `render` replaces the built rendering. */
  async function appWith(render?: StorefrontRenderer, budgetMs = 10_000, maxLoad = 1) {
    // maxLoad 1 by default: the test process's own work must not pause the rendering.
    const config = testConfig({
      SERVE_WEB: 'true',
      SERVER_RENDER_BUDGET_MS: String(budgetMs),
      SERVER_RENDER_MAX_LOAD: String(maxLoad),
    });
    configs.push(config);
    const { app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      ...(render ? { webRenderer: render } : {}),
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  let app: FastifyInstance;
  beforeAll(async () => {
    // The storefront's builds (browser and server), when missing or older than their sources.
    const build = spawnSync(process.execPath, ['scripts/build-web.mjs'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
    const loaded = await loadStorefrontRenderer();
    if (!loaded) throw new Error('the storefront has no server rendering build');
    renderer = loaded;
    database = await createTestDatabase();
    fx = await createCatalogFixtures(database.db);
    app = await appWith();
  }, 300_000);
  afterAll(async () => {
    for (const a of apps) await a.close();
    await database?.close();
    for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('renders a product page with its product, and carries the data it was rendered with', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const res = await get('northwind.localhost', `/Cisco-ASR-9001/dp/${id}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expectText(root, '<h1');
    expectText(root, 'Cisco ASR-9001');
    expectText(root, '$4,500.00');
    const state = JSON.parse(stateOf(res.body)!);
    const keys = state.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(keys).toContainEqual(['listings', 'detail', id]);
    // The screen's styles come before it paints, in the one stylesheet of every screen; no script
    // runs but the hashed branding.
    expect(res.body.match(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css">/g)).toHaveLength(1);
    expect(res.body.match(/<script>/g)).toHaveLength(1);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
  });

  it('styles every Mantine class the storefront’s scripts use (the stylesheets of mantine-styles.ts)', () => {
    const assets = path.join(webDistDirs.storefront, 'assets');
    const files = readdirSync(assets);
    const read = (ending: string) =>
      files
        .filter((f) => f.endsWith(ending))
        .map((f) => readFileSync(path.join(assets, f), 'utf8'))
        .join('\n');
    const used = new Set(read('.js').match(/\bm_[0-9a-f]{8}\b/g) ?? []);
    const built = read('.css');
    const mantine = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    // The classes Mantine has styles for (some of a component's classes have none).
    const styled = [...used].filter((c) => mantine.includes(`.${c}`));
    expect(styled.length).toBeGreaterThan(100);
    expect(styled.filter((c) => !built.includes(`.${c}`))).toEqual([]);
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await get('localhost', '/products');
    // A guest's page is kept brotli-compressed (plugins/page-cache.ts): those bytes to a browser.
    const browser = await get('localhost', '/products', { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toContain('accept-encoding');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expectText(brotliDecompressSync(browser.rawPayload).toString('utf8'), 'Cisco ASR 9001 Edge Router');
    expect(brotliDecompressSync(browser.rawPayload).toString('utf8')).toBe(plain.body);
    const gzipOnly = await get('localhost', '/products', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('renders a listing page with its cards, and never a listing not shared with the storefront', async () => {
    const res = await get('northwind.localhost', '/products');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expectText(root, 'Cisco ASR 9001 Edge Router, 4x 10GE SFP+');
    // Meridian's MX204 is shared with Northwind; its power supply is not.
    expectText(root, 'Juniper MX204 Universal Routing Platform');
    expectNoText(root, 'Generic 650W power supply');
    expectNoText(res.body, fx.listings.genericMeridian.id);
    // Cobalt's listings show on Cobalt's storefront and the marketplace, not on Northwind's.
    expectNoText(res.body, fx.listings.finisarCobalt.id);
  });

  it('renders a search with its filters from the URL', async () => {
    const res = await get('localhost', '/products?q=finisar');
    const root = rootOf(res.body);
    expectText(root, 'Finisar 10GBASE-SR SFP+ Optic');
    expectNoText(root, 'Cisco ASR 9001 Edge Router');
  });

  it('renders the home page with its featured listings and categories', async () => {
    const res = await get('northwind.localhost', '/');
    const root = rootOf(res.body);
    expectText(root, 'Featured listings');
    expectText(root, 'Cisco ASR 9001-S Edge Router, 2x 10GE');
    expectText(root, 'Routers');
  });

  it('renders category and brand pages', async () => {
    expectText(rootOf((await get('localhost', '/routers')).body), 'Cisco ASR 9001 Edge Router');
    expectText(rootOf((await get('localhost', '/brand/cisco')).body), 'Cisco ASR 9001 Edge Router');
  });

  it('keeps a price the seller shows only to signed-in buyers out of the page', async () => {
    const listing = fx.listings.aristaCobalt;
    for (const host of ['cobalt.localhost', 'localhost']) {
      const page = await get(host, `/Arista/dp/${listing.id}`);
      const root = rootOf(page.body);
      expectText(root, 'Arista DCS-7050SX3-48YC8');
      expectText(root, 'Sign in to see the price');
      expectNoText(page.body, '4,700');
      expectNoText(page.body, '4700.00');
      const list = await get(host, '/products?q=arista');
      expectText(rootOf(list.body), 'Arista 7050X3 Campus Switch, 48x 25GE');
      expectText(rootOf(list.body), 'Sign in to see the price');
      expectNoText(list.body, '4,700');
      expectNoText(list.body, '4700.00');
    }
  });

  it('leaves signed-in visitors, other screens and unknown products to the browser', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const signedIn = await get('northwind.localhost', `/Cisco-ASR-9001/dp/${id}`, {
      cookie: 'pb_session=some-session-token',
    });
    expect(signedIn.statusCode).toBe(200);
    expectText(signedIn.body, '<div id="root"></div>');
    expect(stateOf(signedIn.body)).toBeUndefined();
    const bearer = await get('localhost', '/products', { authorization: 'Bearer some-token' });
    expectText(bearer.body, '<div id="root"></div>');
    for (const url of ['/auth', '/mycart', '/privacypolicy']) {
      expectText((await get('localhost', url)).body, '<div id="root"></div>');
    }
    const hidden = await get('northwind.localhost', `/x/dp/${fx.listings.genericMeridian.id}`);
    expect(hidden.statusCode).toBe(404);
    expectText(hidden.body, '<div id="root"></div>');
  });

  it('serves the browser-rendered page when the rendering fails or takes too long', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const failing = await appWith(async () => {
      throw new Error('render failed');
    });
    const failed = await failing.inject({
      method: 'GET',
      url: `/Cisco-ASR-9001/dp/${id}`,
      headers: { host: 'northwind.localhost' },
    });
    expect(failed.statusCode).toBe(200);
    expectText(failed.body, '<div id="root"></div>');
    expectText(failed.body, '<title>Cisco ASR-9001');

    const slow = await appWith(() => new Promise(() => {}), 50);
    const started = Date.now();
    const late = await slow.inject({ method: 'GET', url: '/products', headers: { host: 'localhost' } });
    expect(late.statusCode).toBe(200);
    expectText(late.body, '<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(2_000);

    // An error inside a screen's part (here its data) is a failure too, never a half page.
    const brokenData = await appWith((request) =>
      renderer({
        ...request,
        load: async (url) => {
          if (url.startsWith('/api/categories')) throw new Error('no categories');
          return request.load(url);
        },
      }),
    );
    const home = await brokenData.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(home.statusCode).toBe(200);
    expectText(home.body, '<div id="root"></div>');
  });

  it('renders two pages at a time at most, and one at a time while others wait on a busy server: the browser renders the rest', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rendered = {
      screen: 'products',
      html: '<p>rendered on the server</p>',
      stateScript: '<script type="application/json" id="patchbay-state">{}</script>',
    };
    const held = await appWith(async () => {
      await gate;
      return rendered;
    });
    const page = () => held.inject({ method: 'GET', url: '/products', headers: { host: 'localhost' } });
    const pages = [page(), page(), page()];
    // Two renders wait at the gate; the third page does not wait for them.
    const shedFirst = await Promise.race(pages);
    expectText(shedFirst.body, '<div id="root"></div>');
    release();
    const bodies = (await Promise.all(pages)).map((reply) => reply.body);
    expect(bodies.filter((body) => body.includes('<p>rendered on the server</p>'))).toHaveLength(2);
    expect(bodies.filter((body) => body.includes('<div id="root"></div>'))).toHaveLength(1);

    // Busy: other requests wait and the event loop was busier than SERVER_RENDER_MAX_LOAD (here 0)
    // over the last sample: one render at a time (60 ms each here), the others go to the browser.
    const busy = await appWith(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 60));
        return rendered;
      },
      10_000,
      0,
    );
    // The load is sampled every half second: keep the loop busy and ask until a sample has seen it.
    // Each time other pages: a page rendered once is sent from the page cache, busy or not.
    let n = 0;
    const shed = await waitFor(async () => {
      const spinUntil = Date.now() + 50;
      while (Date.now() < spinUntil) {
        // keeps the event loop busy, as a crowd of requests would
      }
      const replies = await Promise.all(
        [1, 2, 3].map(() => {
          n += 1;
          return busy.inject({ method: 'GET', url: `/products?page=${n}`, headers: { host: 'localhost' } });
        }),
      );
      for (const reply of replies) expect(reply.statusCode).toBe(200);
      const rendered = replies.filter((reply) => reply.body.includes('<p>rendered on the server</p>'));
      return rendered.length <= 1 && rendered.length < replies.length
        ? replies.find((reply) => !reply.body.includes('<p>rendered on the server</p>'))
        : undefined;
    }, 10_000);
    expectText(shed.body, '<div id="root"></div>');
  });
});
