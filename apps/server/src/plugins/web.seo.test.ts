import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { products } from '../db/schema/index';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<script type="module" src="/assets/index-abc.js"></script>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

describe('server-rendered head, sitemap and product feed', () => {
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
    // Seller text that decodes to a script-closing sequence must not break out of the page.
    await database.db
      .update(products)
      .set({ description: 'Fast &quot;switch&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;' })
      .where(eq(products.id, fx.products.arista.id));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
  const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
  const jsonLdOf = (html: string) => {
    const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    return match ? JSON.parse(match[1]!) : undefined;
  };

  describe('product pages', () => {
    it('have the title, description, canonical URL and Product JSON-LD of the listing', async () => {
      const id = fx.listings.asr9001Northwind.id;
      const res = await get('northwind.localhost', `/Cisco-ASR-9001/dp/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const html = res.body;
      const canonical = `https://shop.northwind.example/Cisco-ASR-9001/dp/${id}`;
      expect(titleOf(html)).toBe('Cisco ASR-9001 New | Northwind Networks');
      expect(descriptionOf(html)).toBe('The ASR 9001 is a compact edge router.');
      expect(canonicalOf(html)).toBe(canonical);
      // The product's picture (the page's largest paint) is fetched with the HTML.
      expect(html).toContain(
        '<link rel="preload" as="image" href="/uploads/products/test.webp" fetchpriority="high">',
      );
      expect(jsonLdOf(html)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Cisco ASR-9001',
        sku: 'NW-00001',
        mpn: 'ASR-9001',
        brand: { '@type': 'Brand', name: 'Cisco' },
        image: ['https://shop.northwind.example/uploads/products/test.webp'],
        description: 'The ASR 9001 is a compact edge router.',
        offers: {
          '@type': 'Offer',
          price: '4500.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          url: canonical,
          seller: { '@type': 'Organization', name: 'Northwind Networks' },
        },
      });
      // The inline branding script stays the only executable one.
      expect(html.match(/<script>/g)).toHaveLength(1);
    });

    it('/product/detail/{id} and any title slug point at the same canonical URL', async () => {
      const id = fx.listings.asr9001Northwind.id;
      for (const path of [`/product/detail/${id}`, `/Some-Old-Title/dp/${id}`]) {
        const res = await get('shop.northwind.example', path);
        expect(res.statusCode).toBe(200);
        expect(canonicalOf(res.body)).toBe(`https://shop.northwind.example/Cisco-ASR-9001/dp/${id}`);
      }
    });

    it('omit a price kept for signed-in buyers, and map stock and condition', async () => {
      const id = fx.listings.aristaCobalt.id;
      const res = await get('cobalt.localhost', `/product/detail/${id}`);
      const offers = jsonLdOf(res.body).offers;
      expect(offers).not.toHaveProperty('price');
      expect(offers).toMatchObject({
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/RefurbishedCondition',
        url: `http://cobalt.localhost:3000/Arista-DCS-7050SX3-48YC8/dp/${id}`,
      });
      const used = jsonLdOf(
        (await get('localhost', `/product/detail/${fx.listings.genericMeridian.id}`)).body,
      );
      expect(used.offers.itemCondition).toBe('https://schema.org/UsedCondition');
      expect(used.image).toEqual(['http://localhost:3000/api/media/no-image.svg']);
    });

    it('escape seller text in the JSON-LD like the branding JSON, and in the meta description', async () => {
      const res = await get('cobalt.localhost', `/product/detail/${fx.listings.aristaCobalt.id}`);
      const text = 'Fast "switch" </script><script>alert(1)</script>';
      expect(jsonLdOf(res.body).description).toBe(text);
      expect(descriptionOf(res.body)).toBe(
        'Fast &quot;switch&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      );
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body.match(/<script>/g)).toHaveLength(1);
      expect(res.body.match(/<\/script>/g)).toHaveLength(3);
    });

    it('are served with status 404 (and the app) when the listing is not visible on this storefront', async () => {
      for (const [host, id] of [
        ['northwind.localhost', fx.listings.asr9001Cobalt.id],
        ['cobalt.localhost', fx.listings.mx204Meridian.id],
        ['localhost', fx.listings.aristaNorthwind.id],
        ['localhost', fx.listings.deletedNorthwind.id],
        ['localhost', 'not-an-id'],
      ] as const) {
        const res = await get(host, `/product/detail/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).toContain('<meta name="robots" content="noindex">');
        expect(jsonLdOf(res.body)).toBeUndefined();
      }
    });
  });

  describe('listing pages and home', () => {
    it.each([
      ['/products', 'Products | Northwind Networks', 'https://shop.northwind.example/products'],
      ['/routers', 'Routers | Northwind Networks', 'https://shop.northwind.example/routers'],
      ['/routers/edge', 'Edge Routers | Northwind Networks', 'https://shop.northwind.example/routers/edge'],
      ['/brand/CISCO', 'Cisco | Northwind Networks', 'https://shop.northwind.example/brand/cisco'],
      [
        '/products?page=3&sort=price_asc',
        'Products | Northwind Networks',
        'https://shop.northwind.example/products',
      ],
    ])('%s is titled %j with canonical %s', async (path, title, canonical) => {
      const res = await get('northwind.localhost', path);
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe(title);
      expect(canonicalOf(res.body)).toBe(canonical);
      expect(descriptionOf(res.body)).toBeTruthy();
    });

    it('the home page keeps the storefront title and gets its canonical URL', async () => {
      const res = await get('localhost', '/');
      expect(titleOf(res.body)).toBe('Patchbay Marketplace');
      expect(canonicalOf(res.body)).toBe('http://localhost:3000/');
      expect(descriptionOf(res.body)).toBe('Telecom equipment from verified sellers');
    });

    it('other paths keep the storefront head without a canonical URL', async () => {
      const res = await get('northwind.localhost', '/mycart');
      expect(res.statusCode).toBe(200);
      expect(titleOf(res.body)).toBe('Northwind Networks');
      expect(canonicalOf(res.body)).toBeUndefined();
    });
  });

  describe('robots, sitemap and feed', () => {
    it('the allowing robots file names the sitemap on the configured origin', async () => {
      const res = await get('northwind.localhost', '/robots-allow.txt');
      expect(res.body).toBe('User-agent: *\nAllow: /\nSitemap: https://shop.northwind.example/sitemap.xml\n');
    });

    const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

    it('the sitemap lists the pages and every product visible on this storefront, and only those', async () => {
      const res = await get('northwind.localhost', '/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      const origin = 'https://shop.northwind.example';
      const product = (path: string, id: string) => `${origin}/${path}/dp/${id}`;
      expect(new Set(locsOf(res.body))).toEqual(
        new Set([
          `${origin}/`,
          `${origin}/products`,
          `${origin}/routers`,
          `${origin}/routers/edge`,
          `${origin}/routers/core`,
          `${origin}/switches`,
          `${origin}/switches/campus`,
          product('Cisco-ASR-9001', fx.listings.asr9001Northwind.id),
          product('Cisco-ASR-9001-S', fx.listings.asr9001sNorthwind.id),
          product('Arista-DCS-7050SX3-48YC8', fx.listings.aristaNorthwind.id),
          product('Juniper-MX204', fx.listings.mx204Meridian.id),
        ]),
      );
      const market = locsOf((await get('localhost', '/sitemap.xml')).body).join('\n');
      expect(market).not.toContain(fx.listings.aristaNorthwind.id);
      expect(market).not.toContain(fx.listings.deletedNorthwind.id);
      expect(market).not.toContain(fx.listings.nokiaCobalt.id);
      expect(market).toContain(fx.listings.genericMeridian.id);
    });

    const itemsOf = (xml: string) =>
      [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => {
        const fields: Record<string, string[]> = {};
        for (const f of m[1]!.matchAll(/<([\w:]+)>([^<]*)<\/\1>/g)) {
          fields[f[1]!] = [...(fields[f[1]!] ?? []), f[2]!];
        }
        return fields;
      });

    it('the Google feed has the visible listings that show a price, with the Merchant fields', async () => {
      const res = await get('cobalt.localhost', '/feeds/google.xml');
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
      );
      const items = itemsOf(res.body);
      // aristaCobalt keeps its price for signed-in buyers; Meridian's listings are not on Cobalt.
      expect(items.map((i) => i['g:mpn']?.[0]).sort()).toEqual(['ASR-9001', 'FTLX8574D3BCL']);
      const optic = items.find((i) => i['g:mpn']?.[0] === 'FTLX8574D3BCL')!;
      expect(optic).toMatchObject({
        'g:id': [fx.listings.finisarCobalt.id],
        title: ['Finisar FTLX8574D3BCL'],
        link: [`http://cobalt.localhost:3000/Finisar-FTLX8574D3BCL/dp/${fx.listings.finisarCobalt.id}`],
        'g:image_link': ['http://cobalt.localhost:3000/api/media/brand/Finisar.svg'],
        'g:price': ['35.50 USD'],
        'g:availability': ['in_stock'],
        'g:condition': ['new'],
        'g:brand': ['Finisar'],
        'g:country': ['US'],
      });
      const used = items.find((i) => i['g:mpn']?.[0] === 'ASR-9001')!;
      expect(used).toMatchObject({ 'g:condition': ['used'], title: ['Cisco ASR-9001 (Used)'] });
    });

    it("the marketplace feed uses the product's target country and shows included shipping", async () => {
      const items = itemsOf((await get('localhost', '/feeds/google.xml')).body);
      const mx = items.find((i) => i['g:mpn']?.[0] === 'MX204')!;
      expect(mx).toMatchObject({
        'g:country': ['CA'],
        'g:price': ['7200.00 USD', '0.00 USD'],
        'g:condition': ['refurbished'],
      });
      expect(items.find((i) => i['g:id']?.[0] === 'NW-00001')).toBeTruthy();
      expect(items.some((i) => i['g:id']?.[0] === fx.listings.aristaNorthwind.id)).toBe(false);
    });

    it('the admin portal has no sitemap or feed', async () => {
      expect((await get('admin.localhost', '/sitemap.xml')).statusCode).toBe(404);
      expect((await get('admin.localhost', '/feeds/google.xml')).statusCode).toBe(404);
    });
  });
});
