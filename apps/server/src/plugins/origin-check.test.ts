import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helpers';
import { sessions, sharedCarts } from '../db/schema/index';
import { FOREIGN_ORIGIN_MESSAGE } from './origin-check';

const refused = { error: { code: 'forbidden', message: FOREIGN_ORIGIN_MESSAGE } };

describe('Origin check on cookie-authenticated writes (development, PORT 3000)', () => {
  let t: TestApp;
  let fx: AccountFixtures;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  const signedIn = async () => `pb_session=${await createSessionToken(t.db, fx.users.acmeBuyer.id)}`;
  const sessionCount = async () =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, fx.users.acmeBuyer.id))).length;

  const logout = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'cobalt.localhost:3000', ...headers },
    });

  it('a cross-site form post (text/plain, foreign Origin) cannot share the cart or sign the visitor out', async () => {
    const cookie = await signedIn();
    const before = await sessionCount();
    const share = await t.app.inject({
      method: 'POST',
      url: '/api/cart/share',
      headers: {
        host: 'cobalt.localhost:3000',
        cookie,
        origin: 'https://attacker.example',
        'content-type': 'text/plain',
      },
      payload: 'x=1',
    });
    expect(share.statusCode).toBe(403);
    expect(share.json()).toEqual(refused);
    expect(await t.db.select().from(sharedCarts)).toHaveLength(0);

    const out = await logout({ cookie, origin: 'https://attacker.example' });
    expect(out.statusCode).toBe(403);
    expect(out.json()).toEqual(refused);
    expect(out.cookies).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('without Origin, the Referer decides; "null" and unreadable origins are refused', async () => {
    const cookie = await signedIn();
    expect((await logout({ cookie, referer: 'https://attacker.example/page?x=1' })).statusCode).toBe(403);
    expect((await logout({ cookie, origin: 'null' })).statusCode).toBe(403);
    expect((await logout({ cookie, referer: 'not a url' })).statusCode).toBe(403);
    expect((await logout({ cookie, origin: 'file://' })).statusCode).toBe(403);
  });

  it('a host of this deployment on another port, or a look-alike host, is foreign', async () => {
    const cookie = await signedIn();
    expect((await logout({ cookie, origin: 'http://cobalt.localhost:4000' })).statusCode).toBe(403);
    expect((await logout({ cookie, origin: 'http://cobalt.localhost' })).statusCode).toBe(403);
    expect(
      (await logout({ cookie, origin: 'http://cobalt.localhost.attacker.example:3000' })).statusCode,
    ).toBe(403);
    expect((await logout({ cookie, origin: 'http://evil-cobalt.localhost:3000' })).statusCode).toBe(403);
  });

  it("every storefront's hosts and the admin hosts are ours, on PORT or the port the request came to", async () => {
    for (const origin of [
      'http://cobalt.localhost:3000',
      'http://localhost:3000',
      'http://northwind.localhost:3000',
      'https://shop.northwind.example:3000',
      'http://admin.localhost:3000',
      'http://COBALT.localhost:3000',
    ]) {
      const cookie = await signedIn();
      const out = await logout({ cookie, origin });
      expect(out.statusCode, origin).toBe(200);
    }
    // The Vite dev server passes the Host through on its own port.
    const cookie = await signedIn();
    const viaVite = await logout({
      cookie,
      origin: 'http://cobalt.localhost:5173',
      host: 'cobalt.localhost:5173',
    });
    expect(viaVite.statusCode).toBe(200);
    const referer = await logout({
      cookie: await signedIn(),
      referer: 'http://cobalt.localhost:3000/mycart',
    });
    expect(referer.statusCode).toBe(200);
  });

  it('API clients with a bearer token and no cookie, reads, and requests without cookies are not affected', async () => {
    const token = await createSessionToken(t.db, fx.users.acmeBuyer.id);
    const bearer = await logout({ authorization: `Bearer ${token}`, origin: 'https://attacker.example' });
    expect(bearer.statusCode).toBe(200);

    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        host: 'cobalt.localhost:3000',
        cookie: await signedIn(),
        origin: 'https://attacker.example',
      },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().user.email).toBe('buyer@acme.test');

    expect((await logout({ origin: 'https://attacker.example' })).statusCode).toBe(200);
    // A client that names no origin at all (not a browser).
    expect((await logout({ cookie: await signedIn() })).statusCode).toBe(200);
  });

  it('a bearer token does not excuse a request that carries cookies too', async () => {
    const token = await createSessionToken(t.db, fx.users.acmeBuyer.id);
    const both = await logout({
      authorization: `Bearer ${token}`,
      cookie: 'pb_guest=x',
      origin: 'https://attacker.example',
    });
    expect(both.statusCode).toBe(403);
  });
});

describe('Origin check in production', () => {
  let t: TestApp;
  let fx: AccountFixtures;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    fx = await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  const logout = async (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        host: 'shop.northwind.example',
        cookie: `pb_session=${await createSessionToken(t.db, fx.users.acmeBuyer.id)}`,
        origin,
      },
    });

  it('only https on the default port: a plain-http page or another port of our own host is foreign', async () => {
    expect((await logout('https://shop.northwind.example')).statusCode).toBe(200);
    expect((await logout('https://admin.localhost')).statusCode).toBe(200);
    expect((await logout('http://shop.northwind.example')).statusCode).toBe(403);
    expect((await logout('https://shop.northwind.example:8443')).statusCode).toBe(403);
    expect((await logout('https://attacker.example')).statusCode).toBe(403);
  });
});
