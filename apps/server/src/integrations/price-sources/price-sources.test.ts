import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helpers';
import { createPriceSources } from '../index';
import { createFixturePriceSource } from './fixture-price-source';
import { createHttpPriceSource, readRetailReply } from './http-price-source';

const lookup = {
  brand: 'Cisco',
  mpn: 'asr-9001',
  title: 'Cisco ASR 9001 Edge Router',
  referencePrice: '4500.00',
};

describe('the HTTP price source, against a local retail API', () => {
  let server: Server;
  let base: string;
  const requests: { url: string; authorization: string | undefined }[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          items: [
            {
              title: '<b>Cisco</b> ASR-9001   Edge Router | Shop Example',
              url: 'https://shop.example/p/1?tag=someone-else-20&ref=x',
              price: '$4,399.5',
              mpn: 'ASR-9001',
            },
            {
              name: `Cisco ASR 9001 ${'with a very long description '.repeat(8)}`,
              link: 'javascript:alert(1)',
              price: 12,
            },
            { title: 'No price', url: 'ftp://shop.example/x', price: 'call us' },
            { url: 'https://shop.example/untitled' },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks with brand and MPN, trims titles, sets the affiliate tag and drops other links', async () => {
    const source = createHttpPriceSource({
      id: 'retail1',
      name: 'Shop Example',
      template: `${base}/search?brand={brand}&mpn={mpn}`,
      affiliateTag: 'patchbay-20',
      token: 'secret',
    });
    const offers = await source.search(lookup);
    expect(requests.at(-1)).toEqual({
      url: '/search?brand=Cisco&mpn=asr-9001',
      authorization: 'Bearer secret',
    });
    expect(offers).toHaveLength(3);
    expect(offers[0]).toEqual({
      title: 'Cisco ASR-9001 Edge Router',
      url: 'https://shop.example/p/1?tag=patchbay-20&ref=x',
      price: '4399.50',
      mpn: 'ASR-9001',
    });
    expect(offers[1]!.url).toBeNull();
    expect(offers[1]!.title.length).toBeLessThanOrEqual(120);
    expect(offers[1]!.title.endsWith('…')).toBe(true);
    expect(offers[1]!.price).toBe('12.00');
    expect(offers[2]).toMatchObject({ url: null, price: null, mpn: null });
  });

  it('throws when the site answers an error, so the look-up can name it', async () => {
    status = 503;
    const source = createHttpPriceSource({
      id: 'retail2',
      name: 'Shop Example',
      template: `${base}/search?mpn={mpn}`,
      affiliateTag: null,
    });
    await expect(source.search(lookup)).rejects.toThrow('Shop Example answered 503');
    status = 200;
  });

  it('is chosen when its URL is configured; the fixture source otherwise', () => {
    const sources = createPriceSources(
      testConfig({ PRICE_SOURCE_2_URL: `${base}/search?mpn={mpn}`, PRICE_SOURCE_2_NAME: 'Shop Example' }),
    );
    expect(sources.map((s) => [s.id, s.name, s.kind])).toEqual([
      ['retail1', 'Retail One', 'fixture'],
      ['retail2', 'Shop Example', 'http'],
    ]);
    expect(() => testConfig({ PRICE_SOURCE_1_URL: 'https://shop.example/search' })).toThrow();
  });
});

describe('readRetailReply', () => {
  it('reads an array, or results / products, and nothing from anything else', () => {
    expect(readRetailReply([{ title: 'A', price: 1 }], 'S', null)).toHaveLength(1);
    expect(readRetailReply({ results: [{ title: 'A' }] }, 'S', null)).toHaveLength(1);
    expect(readRetailReply({ products: [{ name: 'A' }] }, 'S', null)).toHaveLength(1);
    expect(readRetailReply({ error: 'x' }, 'S', null)).toEqual([]);
    expect(readRetailReply(null, 'S', null)).toEqual([]);
  });
});

describe('the fixture price source', () => {
  it('answers the same offers for the same product, cleaned like a real source', async () => {
    const source = createFixturePriceSource('retail1', 'Retail One', 'patchbay-20', 1);
    const first = await source.search(lookup);
    expect(await source.search(lookup)).toEqual(first);
    expect(first).toHaveLength(2);
    for (const offer of first) {
      expect(offer.title).not.toMatch(/<|Retail One/);
      expect(new URL(offer.url!).searchParams.get('tag')).toBe('patchbay-20');
    }
  });
});
