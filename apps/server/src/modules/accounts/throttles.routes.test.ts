import { accountMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountFixtures, FIXTURE_PASSWORD } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { authThrottles } from '../../db/schema/index';

const MINUTE = 60_000;
const BURST = 50;

/**
 * Sign-in lockout under bursts: every attempt is counted before the password is checked, so a burst
 * of concurrent guesses gets exactly 10 answers and 429 for every later one, the right password
 * included. Run on PGlite and on PostgreSQL (a pool of connections, so the attempts really overlap).
 */
describe.each([
  ['POST /api/auth/token', '/api/auth/token'],
  ['POST /api/auth/login (cookie)', '/api/auth/login'],
])('sign-in lockout under a burst of %s', (_name, url) => {
  let t: TestApp;
  const clock = createClock();

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost' },
      remoteAddress: ip,
      payload: { email, password },
    });

  /** Polls the throttle row of a key until it has counted `n` attempts. */
  async function counted(key: string, n: number) {
    for (let i = 0; i < 10_000; i++) {
      const [row] = await t.db.select().from(authThrottles).where(eq(authThrottles.key, key));
      if ((row?.failures ?? 0) >= n) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`${key} never counted ${n} attempts`);
  }

  const statuses = (replies: { statusCode: number }[]) =>
    replies.reduce<Record<number, number>>((acc, r) => {
      acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
      return acc;
    }, {});

  it('per account: 50 concurrent guesses from 50 addresses get 10 answers, then 429 with Retry-After; the right password too', async () => {
    const email = 'admin@northwind.test';
    const guesses = Array.from({ length: BURST - 1 }, (_, i) =>
      attempt(email, `Wrong${i}x1`, `10.20.0.${i + 1}`),
    );
    // The right password arrives while the guesses are still being checked.
    await counted(`login:email:${email}`, 10);
    const right = await attempt(email, FIXTURE_PASSWORD, '10.20.1.1');
    const replies = await Promise.all(guesses);

    expect(statuses(replies)).toEqual({ 401: 10, 429: BURST - 11 });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({
      error: { code: 'rate_limited', message: accountMessages.tooManyAttempts },
    });
    expect(right.cookies).toEqual([]);
    // Locked for the rest of the 15-minute window, which the answer says.
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    for (const reply of replies.filter((r) => r.statusCode === 429)) {
      expect(reply.headers['retry-after']).toMatch(/^\d+$/);
    }

    clock.advance(16 * MINUTE);
    const after = await attempt(email, FIXTURE_PASSWORD, '10.20.1.1');
    expect(after.statusCode).toBe(200);
    // A success still resets the account's counter.
    const [row] = await t.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, `login:email:${email}`));
    expect(row).toBeUndefined();
  });

  it('per address: 50 concurrent guesses at 50 accounts from one address get 10 answers, then 429; the right password too', async () => {
    const ip = '10.30.0.1';
    const guesses = Array.from({ length: BURST - 1 }, (_, i) =>
      attempt(`nobody${i}@example.com`, 'Wrong1234', ip),
    );
    await counted(`login:ip:${ip}`, 10);
    const right = await attempt('admin@cobalt.test', FIXTURE_PASSWORD, ip);
    const replies = await Promise.all(guesses);

    expect(statuses(replies)).toEqual({ 401: 10, 429: BURST - 11 });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another address goes on; the refused attempts did not count against the accounts.
    expect((await attempt('admin@cobalt.test', FIXTURE_PASSWORD, '10.30.0.2')).statusCode).toBe(200);
    const [account] = await t.db
      .select()
      .from(authThrottles)
      .where(eq(authThrottles.key, 'login:email:nobody48@example.com'));
    expect(account?.failures ?? 0).toBeLessThanOrEqual(1);

    clock.advance(16 * MINUTE);
    expect((await attempt('admin@cobalt.test', FIXTURE_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('a success gives its attempt back to the address: ten right sign-ins from one office do not lock it', async () => {
    const ip = '10.40.0.1';
    for (let i = 0; i < 12; i++) {
      expect((await attempt('buyer@acme.test', FIXTURE_PASSWORD, ip)).statusCode).toBe(200);
    }
    for (let i = 0; i < 10; i++) {
      expect((await attempt('buyer@acme.test', 'Wrong1234', ip)).statusCode).toBe(401);
    }
    expect((await attempt('buyer@acme.test', FIXTURE_PASSWORD, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/auth/register is throttled like forgot-password', () => {
  let t: TestApp;
  const clock = createClock();

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  const register = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'localhost' },
      remoteAddress: ip,
      payload: {
        firstName: 'Dana',
        lastName: 'Probe',
        companyName: 'Probe Telecom',
        email,
        phone: '+1 555-010-2000',
        password: 'secret12',
        confirmPassword: 'secret12',
      },
    });

  it('per address 5 and per client 20 in 15 minutes: probing existing addresses gets 409, then 429', async () => {
    const ip = '10.50.0.1';
    const answers: number[] = [];
    // One existing address from 25 clients: 409 five times, then 429.
    for (let i = 0; i < 25; i++) answers.push((await register('buyer@acme.test', `10.50.1.${i}`)).statusCode);
    expect(answers).toEqual([...Array(5).fill(409), ...Array(20).fill(429)]);

    // Seven other existing addresses, each probed at most three times (under the per-address limit).
    const existing = [
      'operator@patchbay.test',
      'admin@northwind.test',
      'sales@northwind.test',
      'specialist@northwind.test',
      'admin@cobalt.test',
      'sales@cobalt.test',
      'specialist@cobalt.test',
    ];
    const probes: number[] = [];
    for (let i = 0; i < 21; i++) probes.push((await register(existing[i % 7]!, ip)).statusCode);
    expect(probes).toEqual([...Array(20).fill(409), 429]);
    const refused = await register('admin@northwind.test', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'rate_limited', message: accountMessages.tooManyAttempts },
    });
    expect(refused.headers['retry-after']).toBe(String(15 * 60));

    // Other clients go on; the window passes.
    expect((await register('admin@northwind.test', '10.50.0.2')).statusCode).toBe(409);
    clock.advance(16 * MINUTE);
    expect((await register('admin@northwind.test', ip)).statusCode).toBe(409);
  });
});
