import { randomInt } from 'node:crypto';
import { accountMessages } from '@patchbay/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../test/fixtures';
import { createClock, createFakeIntegrations, createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { rateLimitHits } from '../db/schema/index';
import { RATE_LIMITS, type RateLimitClass } from './rate-limit';

const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * The edge limits per route class, counted in a store every server process shares: two app
 * instances (two processes) on one database take turns, and the count is one.
 */
describe.each([
  ['PostgreSQL', {}],
  ['Redis', { REDIS_URL }],
] as const)('edge rate limits, counted in %s', (store, env) => {
  let t: TestApp;
  let other: FastifyInstance;
  const clock = createClock();
  // Redis keeps its counters between runs for a minute: each run uses addresses of its own.
  const net = `10.${randomInt(1, 255)}.${randomInt(0, 255)}`;
  let n = 0;
  const newAddress = () => `${net}.${++n}`;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, env: { RATE_LIMIT: 'true', ...env } });
    await createStorefrontFixtures(t.db);
    // A second server process on the same database (and the same Redis).
    const second = await buildApp({
      config: t.config,
      database: { ...t.database, close: async () => {} },
      integrations: createFakeIntegrations(t.db, clock.now).integrations,
      logger: false,
      now: clock.now,
    });
    other = second.app;
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const send = (app: FastifyInstance, method: string, url: string, ip: string) =>
    app.inject({
      method: method as 'POST',
      url,
      headers: { host: 'localhost' },
      remoteAddress: ip,
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  /** Polls a known URL from an address until the process refuses it (at most about a second). */
  async function refusedSoon(app: FastifyInstance, ip: string) {
    for (let i = 0; i < 200; i++) {
      if ((await send(app, 'GET', '/api/storefront', ip)).statusCode === 429) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`${ip} was not refused`);
  }

  const classes = (Object.keys(RATE_LIMITS) as RateLimitClass[]).filter((c) => c !== 'notFound');

  it.each(classes)(
    '%s: the limit per address holds across processes and routes of the class, then 429 with Retry-After',
    async (name) => {
      const { max, routes } = RATE_LIMITS[name];
      const ip = newAddress();
      for (let i = 0; i < max; i++) {
        const [method, url] = routes[i % routes.length]!.split(' ') as [string, string];
        const res = await send(i % 2 === 0 ? t.app : other, method, url, ip);
        expect(res.statusCode, `${method} ${url} #${i + 1}`).not.toBe(429);
      }
      const [method, url] = routes[max % routes.length]!.split(' ') as [string, string];
      const refused = await send(other, method, url, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: { code: 'rate_limited', message: accountMessages.tooManyAttempts },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address, and another class from this address, go on.
      expect((await send(t.app, method, url, newAddress())).statusCode).not.toBe(429);
      const elsewhere = name === 'newsletter' ? 'POST /api/quote-requests' : 'POST /api/newsletter';
      const [m2, u2] = elsewhere.split(' ') as [string, string];
      expect((await send(t.app, m2, u2, ip)).statusCode).not.toBe(429);
    },
  );

  it('routes outside the classes are not limited', async () => {
    const ip = newAddress();
    for (let i = 0; i < 40; i++)
      expect((await send(t.app, 'GET', '/api/storefront', ip)).statusCode).toBe(200);
  });

  it('404s: after 60 unknown URLs an address is refused everywhere, and every process learns it from the shared count', async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMITS.notFound.max; i++) {
      const res = await send(other, 'GET', `/api/no-such-thing-${i}`, ip);
      expect(res.statusCode).toBe(404);
    }
    // A 404 is counted once it has been sent: wait until the count is in.
    await refusedSoon(other, ip);
    const probe = await send(other, 'GET', '/api/no-such-thing-x', ip);
    expect(probe.statusCode).toBe(429);
    expect(probe.headers['retry-after']).toMatch(/^\d+$/);
    // Known URLs too: the address cannot go on telling which URLs exist.
    expect((await send(other, 'GET', '/api/storefront', ip)).statusCode).toBe(429);
    // The other process learns it from the shared count (61) at its first 404 of the address.
    expect((await send(t.app, 'GET', '/api/no-such-thing-y', ip)).statusCode).toBe(404);
    await refusedSoon(t.app, ip);
    expect((await send(t.app, 'GET', '/api/storefront', newAddress())).statusCode).toBe(200);
  });

  it('404s of missing images, scripts and uploads do not count: a page with broken images locks nobody out', async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMITS.notFound.max + 5; i++) {
      const url = ['/api/media/brand/none-', '/uploads/none-', '/assets/none-', '/img/x'][i % 4]!;
      expect((await send(t.app, 'GET', `${url}${i}.png`, ip)).statusCode).toBe(404);
    }
    expect((await send(t.app, 'GET', '/api/storefront', ip)).statusCode).toBe(200);
  });

  if (store === 'PostgreSQL') {
    it('counts in the rate_limit_hits table; a new window starts afresh', async () => {
      const ip = newAddress();
      for (let i = 0; i < RATE_LIMITS.register.max; i++) await send(t.app, 'POST', '/api/auth/register', ip);
      expect((await send(t.app, 'POST', '/api/auth/register', ip)).statusCode).toBe(429);
      const rows = await t.db.select().from(rateLimitHits);
      expect(rows.find((r) => r.key === `${ip}:register`)).toMatchObject({ hits: 11 });
      clock.advance(61_000);
      expect((await send(t.app, 'POST', '/api/auth/register', ip)).statusCode).toBe(400);
      expect((await send(t.app, 'GET', '/api/storefront', `${net}.1`)).statusCode).toBe(200);
    });
  } else {
    it('keeps nothing in the database', async () => {
      expect(await t.db.select().from(rateLimitHits)).toEqual([]);
    });
  }
});
