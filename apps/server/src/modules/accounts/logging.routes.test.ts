import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountFixtures, FIXTURE_PASSWORD } from '../../../test/fixtures';
import { createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { redactUrl } from '../../app';

describe('no password, token, reset code or verification_token reaches the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ logger: { level: 'info', stream } });
    await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  it('through sign-up, sign-in, bearer calls, forgot and reset, and cross-domain sign-in', async () => {
    const secrets: string[] = [];
    const inject = (options: InjectOptions) => t.app.inject(options);

    const password = 'Sup3rSecret';
    secrets.push(password, FIXTURE_PASSWORD);
    const signup = await inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'northwind.localhost' },
      payload: {
        firstName: 'Lena',
        lastName: 'Park',
        companyName: 'Park Fiber',
        email: 'lena@example.com',
        phone: '5550101000',
        password,
        confirmPassword: password,
      },
    });
    expect(signup.statusCode).toBe(201);
    const signupSession = signup.cookies.find((c) => c.name === 'pb_session')!.value;
    secrets.push(signupSession);

    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost' },
      payload: { email: 'lena@example.com', password },
    });
    const session = login.cookies.find((c) => c.name === 'pb_session')!.value;
    secrets.push(session);
    await inject({ url: '/api/auth/me', headers: { host: 'localhost', cookie: `pb_session=${session}` } });

    const token = (
      await inject({
        method: 'POST',
        url: '/api/auth/token',
        headers: { host: 'localhost' },
        payload: { email: 'admin@northwind.test', password: FIXTURE_PASSWORD },
      })
    ).json().token as string;
    secrets.push(token);
    await inject({
      url: '/api/admin/users',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    // A wrong password is logged as a failure, without the password.
    await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost' },
      payload: { email: 'lena@example.com', password: 'Wr0ngGuess' },
    });
    secrets.push('Wr0ngGuess');

    await inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'localhost' },
      payload: { email: 'lena@example.com' },
    });
    const link = (await deliverOutbox(t))
      .map((m) => m.text)
      .join('\n')
      .split('\n')
      .find((l) => l.includes('/reset-password?token='))!;
    const resetToken = new URL(link).searchParams.get('token')!;
    secrets.push(resetToken);
    // The browser opens the link: a page request with the token in its query.
    await inject({ url: `/reset-password?token=${resetToken}`, headers: { host: 'localhost' } });
    const newPassword = 'N3wSecret!';
    secrets.push(newPassword);
    const reset = await inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { host: 'localhost' },
      payload: { token: resetToken, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const again = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost' },
      payload: { email: 'lena@example.com', password: newPassword },
    });
    const session2 = again.cookies.find((c) => c.name === 'pb_session')!.value;
    secrets.push(session2);
    const start = await inject({
      method: 'POST',
      url: '/api/auth/cross-domain',
      headers: { host: 'localhost', cookie: `pb_session=${session2}` },
      payload: { targetHost: 'cobalt.localhost' },
    });
    const verificationToken = new URL(start.json().url).searchParams.get('verification_token')!;
    secrets.push(verificationToken);
    await inject({
      url: `/?verification_token=${verificationToken}&typeform=yes`,
      headers: { host: 'cobalt.localhost' },
    });
    const redeemed = await inject({
      method: 'POST',
      url: '/api/auth/cross-domain/redeem',
      headers: { host: 'cobalt.localhost' },
      payload: { verificationToken },
    });
    expect(redeemed.statusCode).toBe(200);
    secrets.push(redeemed.cookies.find((c) => c.name === 'pb_session')!.value);
    await inject({ url: '/api/auth/me?password=hunter22&Token=abc123def', headers: { host: 'localhost' } });
    secrets.push('hunter22', 'abc123def');

    const log = lines.join('');
    // The log did record these requests...
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/?verification_token=[redacted]&typeform=yes');
    expect(log).toContain('"hostname":"cobalt.localhost"');
    // ...and none of their secrets.
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/authorization|cookie/i);
  });

  it.each([
    ['/a?token=x&b=1', '/a?token=[redacted]&b=1'],
    ['/a?b=1&verification_token=x', '/a?b=1&verification_token=[redacted]'],
    ['/a?PASSWORD=x', '/a?PASSWORD=[redacted]'],
    ['/a?verification%5Ftoken=x', '/a?verification%5Ftoken=[redacted]'],
    ['/a?tokens=x', '/a?tokens=x'],
    ['/a', '/a'],
  ])('redactUrl(%s) = %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
