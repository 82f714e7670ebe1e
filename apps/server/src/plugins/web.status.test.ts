import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { customPages } from '../db/schema/index';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

describe('HTTP status of storefront pages', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: Config;
  let fx: CatalogFixtures;

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig();
    ({ app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      webTemplates: { storefront: template, admin: template },
    }));
    await app.ready();
    fx = await createCatalogFixtures(database.db);
    await database.db.insert(customPages).values([
      {
        storefrontId: fx.storefronts.northwind.id,
        slug: 'about',
        title: 'About',
        html: '<p>a</p>',
        published: true,
      },
      { storefrontId: fx.storefronts.northwind.id, slug: 'draft', title: 'Draft', html: '<p>d</p>' },
    ]);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (url: string, host = 'northwind.localhost') =>
    app.inject({ method: 'GET', url, headers: { host } });

  it('an unknown path answers 404 with the app, which shows its not-found screen', async () => {
    for (const path of ['/no-such-page', '/no/such/page/at-all', '/routers/no-such-sub', '/NoSuchThing']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.body, path).toContain('<div id="root">');
      expect(res.body, path).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('every screen of the storefront answers 200, with or without a trailing slash', async () => {
    const paths = [
      '/',
      '/home',
      '/products',
      '/auth?page=orders',
      '/auth/',
      '/privacypolicy',
      '/termsofservice',
      '/error',
      '/reset-password',
      '/logout',
      '/openyourstore',
      '/unsubscribe?token=abc',
      '/mycart',
      '/checkout',
      '/reviewcart',
      '/myoffer',
      '/product',
      '/mypurchases',
      '/orders',
      '/myoffers',
      '/offerfrombuyer',
      '/orderdetails/123',
      '/offerdetails/abc',
      '/pages/about',
      '/faq',
      `/Cisco-ASR-9001/dp/${fx.listings.asr9001Northwind.id}`,
      `/product/detail/${fx.listings.asr9001Northwind.id}`,
      '/brand/cisco',
      '/routers',
      '/routers/edge',
    ];
    for (const path of paths) expect((await get(path)).statusCode, path).toBe(200);
  });

  it("a custom page answers 200 when published here, 404 when a draft or another storefront's", async () => {
    const page = await get('/pages/about');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>About | ');
    for (const [path, host] of [
      ['/pages/draft', 'northwind.localhost'],
      ['/pages/about', 'cobalt.localhost'],
      ['/pages/nothing', 'northwind.localhost'],
    ] as const) {
      expect((await get(path, host)).statusCode, `${host}${path}`).toBe(404);
    }
  });

  it("SPEC.md §9's /{title}/dp/pId={id} answers 301 to the canonical product path", async () => {
    const id = fx.listings.asr9001Northwind.id;
    const res = await get(`/Some-Old-Title/dp/pId=${id}?ref=mail`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/Cisco-ASR-9001/dp/${id}?ref=mail`);
    // A listing that is not visible here stays a 404, whatever the form.
    expect((await get(`/Cisco-ASR-9001/dp/pId=${fx.listings.asr9001Cobalt.id}`)).statusCode).toBe(404);
    expect((await get('/x/dp/pId=not-a-listing')).statusCode).toBe(404);
  });

  it('API paths and missing assets keep their own 404s', async () => {
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await get('/assets/missing-abc.js')).statusCode).toBe(404);
  });
});
