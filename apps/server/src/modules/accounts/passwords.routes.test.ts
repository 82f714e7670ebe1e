import { createHash } from 'node:crypto';
import { accountMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountFixtures,
  createAccountFixtures,
  createSessionToken,
  FIXTURE_PASSWORD,
} from '../../../test/fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { outbox, passwordResets, users } from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mail';

const MINUTE = 60_000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('accounts: forgotten, reset and changed passwords', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock();
  const woken: string[][] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, outbox: { wake: (ids) => woken.push(ids) } });
    fx = await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  type InjectOptions = { host?: string; cookie?: string; headers?: Record<string, string>; ip?: string };
  const post = (url: string, payload: unknown, o: InjectOptions = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: o.host ?? 'localhost', ...(o.cookie ? { cookie: o.cookie } : {}), ...o.headers },
      remoteAddress: o.ip ?? '10.20.0.1',
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const forgot = (email: string, o: InjectOptions = {}) => post('/api/auth/forgot-password', { email }, o);
  const reset = (token: string, password: string) =>
    post('/api/auth/reset-password', { token, password, confirmPassword: password });
  const login = (email: string, password: string) =>
    post('/api/auth/login', { email, password }, { ip: '10.21.0.1' });
  const me = (token: string) =>
    t.app.inject({ url: '/api/auth/me', headers: { host: 'localhost', cookie: `pb_session=${token}` } });

  /** The link of the newest reset mail to an address. */
  async function lastResetLink(email: string): Promise<string> {
    const mail = (await deliverOutbox(t))
      .filter((p) => p.template === 'password-reset' && p.to.includes(email))
      .at(-1);
    const link = mail?.text.split('\n').find((line) => line.includes('/reset-password?token='));
    if (!link) throw new Error(`no reset mail to ${email}`);
    return link.trim();
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  describe('POST /api/auth/forgot-password', () => {
    it('an unknown e-mail is 404 "Provided email do not exists."', async () => {
      const res = await forgot('nobody@example.com');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: {
          code: 'not_found',
          message: 'Provided email do not exists.',
          fields: { email: 'Provided email do not exists.' },
        },
      });
    });

    it('stores a hashed single-use token valid 60 minutes and queues the mail, linking to the storefront', async () => {
      woken.length = 0;
      const res = await forgot('Sales@Northwind.test', { host: 'cobalt.localhost' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'sent' });

      const link = await lastResetLink('sales@northwind.test');
      expect(link).toMatch(/^http:\/\/cobalt\.localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      const token = tokenOf(link);
      const [row] = await t.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, fx.users.northwindBusiness.id));
      expect(row!.tokenHash).toBe(sha256(token));
      expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(60 * MINUTE);
      expect(row!.usedAt).toBeNull();
      const mails = await t.db.select().from(outbox);
      const mail = mails.find((m) => (m.payload as MailMessage).to.includes('sales@northwind.test'))!;
      expect(mail.payload).toMatchObject({ template: 'password-reset', to: ['sales@northwind.test'] });
      // The outbox never held the token (it is made when the mail is written), and once delivered
      // the row keeps who, what and when without the body.
      expect(mail.payload).toEqual({
        template: 'password-reset',
        to: ['sales@northwind.test'],
        subject: expect.any(String),
        bodyPurged: true,
      });
      expect(JSON.stringify(mail.payload)).not.toContain(token);
      expect(woken.flat()).toContain(mail.id);
    });

    it.each([
      ['shop.northwind.example', 'https://shop.northwind.example/reset-password?token='],
      ['localhost', 'http://localhost:3000/reset-password?token='],
      ['admin.localhost', 'http://admin.localhost:3000/reset-password?token='],
      // An unknown Host gets the marketplace; the link never carries the Host the client sent.
      ['evil.example', 'http://localhost:3000/reset-password?token='],
    ])('asked on %s, the link starts with %s', async (host, prefix) => {
      const res = await forgot('specialist@northwind.test', {
        host,
        headers: { 'x-forwarded-host': 'evil.example' },
        ip: `10.22.0.${host.length}`,
      });
      expect(res.statusCode).toBe(200);
      expect((await lastResetLink('specialist@northwind.test')).startsWith(prefix)).toBe(true);
      clock.advance(16 * MINUTE);
    });

    it('5 requests per e-mail in 15 minutes, then 429', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await forgot('admin@cobalt.test', { ip: `10.23.0.${i}` })).statusCode).toBe(200);
      }
      const res = await forgot('admin@cobalt.test', { ip: '10.23.1.1' });
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(accountMessages.tooManyAttempts);
      clock.advance(16 * MINUTE);
      expect((await forgot('admin@cobalt.test', { ip: '10.23.1.1' })).statusCode).toBe(200);
    });

    it('20 requests per IP in 15 minutes, then 429 (unknown addresses count too)', async () => {
      for (let i = 0; i < 20; i++) {
        const res = await forgot(`someone${i}@example.com`, { ip: '10.24.0.1' });
        expect(res.statusCode).toBe(404);
      }
      expect((await forgot('sales@cobalt.test', { ip: '10.24.0.1' })).statusCode).toBe(429);
      expect((await forgot('sales@cobalt.test', { ip: '10.24.0.2' })).statusCode).toBe(200);
      clock.advance(16 * MINUTE);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the password, uses the token up, and ends every session of the user', async () => {
      const session = await createSessionToken(t.db, fx.users.cobaltBusiness.id, clock.now());
      expect((await me(session)).json().user).not.toBeNull();
      await forgot('sales@cobalt.test', { ip: '10.25.0.1' });
      const token = tokenOf(await lastResetLink('sales@cobalt.test'));

      const res = await reset(token, 'NewPass1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect((await me(session)).json().user).toBeNull();
      expect((await login('sales@cobalt.test', 'NewPass1')).statusCode).toBe(200);
      expect((await login('sales@cobalt.test', FIXTURE_PASSWORD)).statusCode).toBe(401);

      const again = await reset(token, 'Other123');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: {
          code: 'invalid_data',
          message: accountMessages.resetLinkInvalid,
          fields: { token: accountMessages.resetLinkInvalid },
        },
      });
      expect((await login('sales@cobalt.test', 'NewPass1')).statusCode).toBe(200);
    });

    it('a link older than 60 minutes is refused', async () => {
      await forgot('specialist@cobalt.test', { ip: '10.25.0.2' });
      const token = tokenOf(await lastResetLink('specialist@cobalt.test'));
      clock.advance(60 * MINUTE + 1000);
      const res = await reset(token, 'NewPass1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(accountMessages.resetLinkInvalid);
      expect((await login('specialist@cobalt.test', FIXTURE_PASSWORD)).statusCode).toBe(200);
    });

    it('asking again invalidates the earlier link', async () => {
      await forgot('admin@northwind.test', { ip: '10.25.0.3' });
      const first = tokenOf(await lastResetLink('admin@northwind.test'));
      await forgot('admin@northwind.test', { ip: '10.25.0.3' });
      const second = tokenOf(await lastResetLink('admin@northwind.test'));
      expect(first).not.toBe(second);
      expect((await reset(first, 'NewPass1')).statusCode).toBe(400);
      expect((await reset(second, 'NewPass1')).statusCode).toBe(200);
    });

    it('an unknown token is refused, and a mismatched confirmation is a field error', async () => {
      expect((await reset('made-up-token', 'NewPass1')).statusCode).toBe(400);
      const res = await post('/api/auth/reset-password', {
        token: 'x',
        password: 'NewPass1',
        confirmPassword: 'NewPass2',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ confirmPassword: "Password didn't match. Try Again" });
    });

    it('two resets with one token at once: exactly one succeeds', async () => {
      await forgot('buyer@acme.test', { ip: '10.25.0.4' });
      const token = tokenOf(await lastResetLink('buyer@acme.test'));
      const results = await Promise.all([reset(token, 'Race1234'), reset(token, 'Race5678')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });
  });

  describe('POST /api/auth/change-password', () => {
    const change = (token: string | null, body: Record<string, string>) =>
      post('/api/auth/change-password', body, token ? { cookie: `pb_session=${token}` } : {});

    it('needs a session', async () => {
      const res = await change(null, {
        oldPassword: 'a',
        newPassword: 'NewPass1',
        confirmPassword: 'NewPass1',
      });
      expect(res.statusCode).toBe(401);
    });

    it('a wrong old password is 400 "Invalid old password" on oldPassword', async () => {
      const token = await createSessionToken(t.db, fx.users.northwindSpecialist.id, clock.now());
      const res = await change(token, {
        oldPassword: 'Wrong1234',
        newPassword: 'NewPass1',
        confirmPassword: 'NewPass1',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: {
          code: 'invalid_data',
          message: 'Invalid old password',
          fields: { oldPassword: 'Invalid old password' },
        },
      });
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const current = await createSessionToken(t.db, fx.users.cobaltAdmin.id, clock.now());
      const other = await createSessionToken(t.db, fx.users.cobaltAdmin.id, clock.now());
      const res = await change(current, {
        oldPassword: FIXTURE_PASSWORD,
        newPassword: 'Changed1',
        confirmPassword: 'Changed1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      expect((await me(current)).json().user?.email).toBe('admin@cobalt.test');
      expect((await me(other)).json().user).toBeNull();
      expect((await login('admin@cobalt.test', 'Changed1')).statusCode).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, fx.users.cobaltAdmin.id));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
    });

    it('checks the new password with the SPEC messages', async () => {
      const token = await createSessionToken(t.db, fx.users.northwindSpecialist.id, clock.now());
      const res = await change(token, {
        oldPassword: FIXTURE_PASSWORD,
        newPassword: 'abc',
        confirmPassword: 'abd',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        newPassword: 'Password should be minimum 6 characters',
        confirmPassword: "Password didn't match. Try Again",
      });
    });
  });
});
