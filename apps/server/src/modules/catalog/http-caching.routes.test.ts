import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listings } from '../../db/schema/index';
import { GUEST_CACHE_CONTROL } from '../../plugins/guest-cache';
import { syncListingSearch } from '../search/listing-search.repository';

const NORTHWIND = 'northwind.localhost';
const COBALT = 'cobalt.localhost';

describe('HTTP caching of guest reads (ETag, 304, Cache-Control, Vary)', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  let buyerToken: string;
  const fixedNow = new Date('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => fixedNow });
    fx = await createCatalogFixtures(t.db);
    buyerToken = await createSessionToken(t.db, fx.users.acmeBuyer.id, fixedNow);
  });
  afterAll(() => t.close());

  const get = (host: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const setPrice = (id: string, price: string) =>
    t.db.transaction(async (tx) => {
      await tx.update(listings).set({ price }).where(eq(listings.id, id));
      await syncListingSearch(tx, { listingIds: [id] });
    });

  for (const [what, url] of [
    ['a listing', () => `/api/listings/${fx.listings.asr9001Northwind.id}`],
    ['a search', () => '/api/listings?q=asr'],
    ['a browse', () => '/api/listings?pageSize=5'],
  ] as const) {
    it(`${what}: a guest gets an ETag, shared caching and Vary; the same tag answers 304 with no body`, async () => {
      const first = await get(NORTHWIND, url());
      expect(first.statusCode, first.body).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{10,}"$/);
      expect(first.headers['cache-control']).toBe(GUEST_CACHE_CONTROL);
      expect(String(first.headers.vary)).toMatch(/Cookie/i);
      expect(String(first.headers.vary)).toMatch(/Authorization/i);

      const again = await get(NORTHWIND, url(), { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // A list of tags, one of them this one, and the strong form of it, match too.
      const listed = await get(NORTHWIND, url(), { 'if-none-match': `"other", ${etag.slice(2)}` });
      expect(listed.statusCode).toBe(304);

      const stale = await get(NORTHWIND, url(), { 'if-none-match': 'W/"something-else"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });
  }

  it('a changed price changes the tag at once: the old tag gets the new price, never a 304', async () => {
    const id = fx.listings.asr9001Northwind.id;
    const url = `/api/listings/${id}`;
    const before = await get(NORTHWIND, url);
    const search = await get(NORTHWIND, '/api/listings?q=asr9001');
    const oldPrice = before.json().price as string;
    await setPrice(id, '1234.5600');
    try {
      const after = await get(NORTHWIND, url, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json().price).toMatch(/^1234\.56/);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      // The search's cards are read per request too: its tag moves with the price.
      const searchAfter = await get(NORTHWIND, '/api/listings?q=asr9001', {
        'if-none-match': search.headers.etag as string,
      });
      expect(searchAfter.statusCode).toBe(200);
      expect(searchAfter.body).toContain('1234.56');
    } finally {
      await setPrice(id, oldPrice);
    }
  });

  it('a signed-in reply is private, carries no ETag and never answers 304', async () => {
    const url = `/api/listings/${fx.listings.asr9001Northwind.id}`;
    const guest = await get(NORTHWIND, url);
    const signedIn: Record<string, string>[] = [
      { authorization: `Bearer ${buyerToken}` },
      { cookie: `pb_session=${buyerToken}` },
    ];
    for (const headers of signedIn) {
      const res = await get(NORTHWIND, url, { ...headers, 'if-none-match': guest.headers.etag as string });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(String(res.headers.vary)).toMatch(/Cookie/i);
    }
  });

  it("a guest's tag from one storefront is no key to another storefront's listing (404 stays 404)", async () => {
    const url = `/api/listings/${fx.listings.asr9001Northwind.id}`;
    const guest = await get(NORTHWIND, url);
    const elsewhere = await get(COBALT, url, { 'if-none-match': guest.headers.etag as string });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers.etag).toBeUndefined();
    expect(String(elsewhere.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });

  it('If-None-Match: * or garbage bytes never break the reply', async () => {
    const url = '/api/listings?pageSize=3';
    expect((await get(NORTHWIND, url, { 'if-none-match': '*' })).statusCode).toBe(304);
    const odd = await get(NORTHWIND, url, { 'if-none-match': 'W/"\u00ff\u00fe", ,,' });
    expect(odd.statusCode).toBe(200);
  });
});
