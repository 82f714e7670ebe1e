import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountFixtures,
  createAccountFixtures,
  createSessionToken,
  FIXTURE_PASSWORD,
} from '../../test/fixtures';
import { createTestApp, type TestApp, testConfig } from '../../test/helpers';

describe('TRUST_PROXY: whose X-Forwarded-For is believed', () => {
  it('parses a hop count or proxy addresses and CIDRs, and refuses anything else', () => {
    expect(testConfig().trustProxy).toBe(false);
    expect(testConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1, fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '0', '11', '*', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', ',']) {
      expect(() => testConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  async function failedSignIns(t: TestApp, forwardedFor: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { host: 'cobalt.localhost', 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `nobody${i}@example.com`, password: 'Wrong1234' },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  describe('in production without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { NODE_ENV: 'production' } });
      await createAccountFixtures(t.db);
    });
    afterAll(() => t.close());

    it('a client cannot pose as many addresses: X-Forwarded-For is ignored and the address is locked', async () => {
      const statuses = await failedSignIns(t, (i) => `203.0.113.${i + 1}`);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
    });
  });

  describe.each(['127.0.0.1', '1'])('behind a configured proxy (TRUST_PROXY=%s)', (trustProxy) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { NODE_ENV: 'production', TRUST_PROXY: trustProxy } });
      await createAccountFixtures(t.db);
    });
    afterAll(() => t.close());

    it("the proxy's X-Forwarded-For names the client", async () => {
      // A client-supplied entry before the proxy's own is not believed: the proxy appends the peer.
      const statuses = await failedSignIns(t, (i) => `198.51.100.${i + 1}, 203.0.113.9`);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { host: 'cobalt.localhost', 'x-forwarded-for': '203.0.113.10' },
        payload: { email: 'buyer@acme.test', password: FIXTURE_PASSWORD },
      });
      expect(other.statusCode).toBe(200);
    });
  });
});

describe('Cache-Control: no-store on replies for a signed-in person', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  beforeAll(async () => {
    t = await createTestApp();
    fx = await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  it('cookie, bearer, sign-in and errors are no-store; a guest read and public media are not', async () => {
    const token = await createSessionToken(t.db, fx.users.acmeBuyer.id);
    const byCookie = await t.app.inject({
      url: '/api/auth/me',
      headers: { host: 'localhost', cookie: `pb_session=${token}` },
    });
    expect(byCookie.json().user.email).toBe('buyer@acme.test');
    expect(byCookie.headers['cache-control']).toBe('no-store');

    const byBearer = await t.app.inject({
      url: '/api/admin/organizations',
      headers: {
        host: 'admin.localhost',
        authorization: `Bearer ${await createSessionToken(t.db, fx.users.operator.id)}`,
      },
    });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers['cache-control']).toBe('no-store');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { host: 'localhost' },
      payload: { email: 'buyer@acme.test', password: FIXTURE_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');

    const refused = await t.app.inject({
      url: '/api/admin/organizations',
      headers: { host: 'admin.localhost', authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');

    const guest = await t.app.inject({ url: '/api/storefront', headers: { host: 'localhost' } });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers['cache-control']).toBeUndefined();

    const media = await t.app.inject({
      url: '/api/media/no-image.svg',
      headers: { host: 'localhost', cookie: `pb_session=${token}` },
    });
    expect(media.statusCode).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=86400');
  });
});
