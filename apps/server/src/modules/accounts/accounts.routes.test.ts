import { createHash } from 'node:crypto';
import { accountMessages } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountFixtures,
  createAccountFixtures,
  createListingFixture,
  FIXTURE_PASSWORD,
} from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { cartItems, offerItems, offers, organizations, outbox, sessions, users } from '../../db/schema/index';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('accounts: sign-in, sessions, sign-up, sign-out', () => {
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
  const request = (method: 'GET' | 'POST', url: string, payload: unknown, o: InjectOptions = {}) =>
    t.app.inject({
      method,
      url,
      headers: {
        host: o.host ?? 'localhost',
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...o.headers,
      },
      ...(o.ip ? { remoteAddress: o.ip } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const login = (email: string, password = FIXTURE_PASSWORD, o: InjectOptions = {}) =>
    request('POST', '/api/auth/login', { email, password }, o);
  const me = (o: InjectOptions = {}) => request('GET', '/api/auth/me', undefined, o);
  type ReplyCookie = { name: string; value: string; secure?: boolean; expires?: Date; maxAge?: number };
  const sessionCookie = (res: { cookies: ReplyCookie[] }) => res.cookies.find((c) => c.name === 'pb_session');

  describe('GET /api/auth/me and the guest id', () => {
    it('gives a new browser a guest id in an HttpOnly, SameSite=Lax cookie for a year', async () => {
      const res = await me();
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toBeNull();
      expect(body.guestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const cookie = res.cookies.find((c) => c.name === 'pb_guest');
      expect(cookie).toMatchObject({
        value: body.guestId,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 365 * 24 * 60 * 60,
      });
      expect(cookie?.secure).toBeFalsy();
    });

    it('keeps the guest id of the cookie, and sets no new cookie', async () => {
      const res = await me({ cookie: 'pb_guest=AAAAAAAAAAAAAAAAAAAAAA' });
      expect(res.json().guestId).toBe('AAAAAAAAAAAAAAAAAAAAAA');
      expect(res.cookies.find((c) => c.name === 'pb_guest')).toBeUndefined();
    });

    it('adopts the copy the app keeps (X-Guest-Id) when the cookie is missing', async () => {
      const res = await me({ headers: { 'x-guest-id': 'BBBBBBBBBBBBBBBBBBBBBB' } });
      expect(res.json().guestId).toBe('BBBBBBBBBBBBBBBBBBBBBB');
      expect(res.cookies.find((c) => c.name === 'pb_guest')?.value).toBe('BBBBBBBBBBBBBBBBBBBBBB');
    });

    it('replaces a malformed guest id', async () => {
      const res = await me({ headers: { 'x-guest-id': 'not a guest id' } });
      expect(res.json().guestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(res.json().guestId).not.toBe('not a guest id');
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in: SPEC message, session user, and an HttpOnly SameSite=Lax session cookie', async () => {
      const res = await login('sales@northwind.test');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Login successfully');
      expect(body.user).toEqual({
        id: fx.users.northwindBusiness.id,
        role: 'businessUser',
        username: 'sales@northwind.test',
        email: 'sales@northwind.test',
        displayName: 'Marcus Lee',
        firstName: 'Marcus',
        lastName: 'Lee',
        resellerCertificateUrl: null,
        homeUrl: 'https://shop.northwind.example',
        organization: { id: fx.organizations.northwind.id, name: 'Northwind Networks', slug: 'northwind' },
        permissions: expect.arrayContaining(['orders.manage', 'offers.manage', 'listings.manage']),
      });
      expect(body.user.permissions).not.toContain('users.manage');
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const who = await me({ cookie: `pb_session=${cookie!.value}` });
      expect(who.json().user).toMatchObject({ id: fx.users.northwindBusiness.id, role: 'businessUser' });
    });

    it('finds the account whatever the case and surrounding spaces of the e-mail', async () => {
      const res = await login('  Sales@NorthWind.TEST ');
      expect(res.statusCode).toBe(200);
    });

    it('home URL: the storefront of the organization (local host and port without a domain), else /', async () => {
      const cobalt = await login('admin@cobalt.test');
      expect(cobalt.json().user.homeUrl).toBe('http://cobalt.localhost:3000');
      const operator = await login('operator@patchbay.test');
      expect(operator.json().user.homeUrl).toBe('http://localhost:3000');
      expect(operator.json().user.permissions).toContain('organizations.manageAll');
      const buyer = await login('buyer@acme.test');
      expect(buyer.json().user).toMatchObject({ homeUrl: '/', permissions: [], role: 'buyer' });
    });

    it('display name falls back to the username, then the name, then the e-mail', async () => {
      const id = fx.users.cobaltSpecialist.id;
      const displayName = async () =>
        (await login('specialist@cobalt.test', FIXTURE_PASSWORD, { ip: '10.9.0.1' })).json().user.displayName;
      await t.db.update(users).set({ username: 'omar.h' }).where(eq(users.id, id));
      expect(await displayName()).toBe('omar.h');
      await t.db.update(users).set({ displayName: 'Omar (optics)' }).where(eq(users.id, id));
      expect(await displayName()).toBe('Omar (optics)');
      await t.db
        .update(users)
        .set({ displayName: null, username: null, firstName: null, lastName: null })
        .where(eq(users.id, id));
      expect(await displayName()).toBe('specialist@cobalt.test');
      await t.db.update(users).set({ firstName: 'Omar', lastName: 'Haddad' }).where(eq(users.id, id));
    });

    it.each([
      ['a wrong password', 'sales@northwind.test', 'Wrong1234'],
      ['an unknown e-mail', 'nobody@northwind.test', FIXTURE_PASSWORD],
    ])('%s: 401 "Invalid username or password" and no session', async (_case, email, password) => {
      const res = await login(email, password, { ip: '10.1.0.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'unauthorized', message: 'Invalid username or password' },
      });
      expect(sessionCookie(res)).toBeUndefined();
    });

    it('a disabled account or one that never set its password answers the same 401', async () => {
      const [disabled] = await t.db
        .insert(users)
        .values({
          email: 'gone@northwind.test',
          role: 'businessUser',
          organizationId: fx.organizations.northwind.id,
          passwordHash: fx.users.northwindBusiness.passwordHash,
          disabledAt: clock.now(),
        })
        .returning();
      await t.db.insert(users).values({
        email: 'invited@northwind.test',
        role: 'businessUser',
        organizationId: fx.organizations.northwind.id,
        passwordHash: 'unusable$abc',
      });
      for (const email of [disabled!.email, 'invited@northwind.test']) {
        const res = await login(email, FIXTURE_PASSWORD, { ip: '10.1.0.2' });
        expect(res.statusCode).toBe(401);
        expect(res.json().error.message).toBe(accountMessages.loginFailed);
      }
    });

    it('an unknown e-mail costs a password check too (no fast answer that tells accounts apart)', async () => {
      const time = async (email: string, password: string) => {
        const started = performance.now();
        await login(email, password, { ip: '10.1.0.3' });
        return performance.now() - started;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        wrong.push(await time('admin@cobalt.test', 'Wrong1234'));
        unknown.push(await time(`nobody${i}@cobalt.test`, 'Wrong1234'));
      }
      clock.advance(16 * MINUTE);
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    });

    it('validates the body with the SPEC messages', async () => {
      const res = await request('POST', '/api/auth/login', { email: 'x', password: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        email: messages.invalid.email,
        password: messages.required.password,
      });
    });

    it('issues a new token at every sign-in and stores only its hash', async () => {
      const first = sessionCookie(await login('admin@northwind.test'))!.value;
      const second = sessionCookie(await login('admin@northwind.test'))!.value;
      expect(first).not.toBe(second);
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, fx.users.northwindAdmin.id));
      const hashes = rows.map((r) => r.tokenHash);
      expect(hashes).not.toContain(first);
      expect(hashes).toContain(createHash('sha256').update(first).digest('hex'));
      expect(hashes).toContain(createHash('sha256').update(second).digest('hex'));
    });
  });

  describe('the admin host', () => {
    it('lets staff in', async () => {
      const res = await login('specialist@northwind.test', FIXTURE_PASSWORD, { host: 'admin.localhost' });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe('productSpecialist');
    });

    it('refuses a buyer with the right password (403), and says nothing more on a wrong one (401)', async () => {
      const right = await login('buyer@acme.test', FIXTURE_PASSWORD, { host: 'admin.localhost' });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({ error: { code: 'forbidden', message: accountMessages.notStaff } });
      expect(sessionCookie(right)).toBeUndefined();
      const wrong = await login('buyer@acme.test', 'Wrong1234', { host: 'admin.localhost', ip: '10.1.0.4' });
      expect(wrong.statusCode).toBe(401);
      const token = await request(
        'POST',
        '/api/auth/token',
        { email: 'buyer@acme.test', password: FIXTURE_PASSWORD },
        { host: 'admin.localhost' },
      );
      expect(token.statusCode).toBe(403);
    });

    it('has no sign-up', async () => {
      const res = await request('POST', '/api/auth/register', registration('staff-signup@example.com'), {
        host: 'admin.localhost',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('bearer tokens for API clients', () => {
    it('POST /api/auth/token answers a token (no cookie) that works as Authorization: Bearer', async () => {
      const res = await request('POST', '/api/auth/token', {
        email: 'admin@cobalt.test',
        password: FIXTURE_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.expiresAt).toBe(new Date(clock.now().getTime() + 30 * DAY).toISOString());
      expect(body.user.email).toBe('admin@cobalt.test');
      expect(res.cookies).toEqual([]);

      const who = await me({ headers: { authorization: `Bearer ${body.token}` } });
      expect(who.json().user.email).toBe('admin@cobalt.test');
      const users = await request('GET', '/api/admin/users', undefined, {
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(users.statusCode).toBe(200);

      const out = await request('POST', '/api/auth/logout', undefined, {
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(out.statusCode).toBe(200);
      const after = await me({ headers: { authorization: `Bearer ${body.token}` } });
      expect(after.json().user).toBeNull();
    });

    it('a wrong password gets the same 401', async () => {
      const res = await request(
        'POST',
        '/api/auth/token',
        { email: 'admin@cobalt.test', password: 'Wrong1234' },
        { ip: '10.1.0.5' },
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe('Invalid username or password');
    });
  });

  describe('sign-out and dead sessions', () => {
    it('logout deletes the session and clears the cookie; the old token is dead', async () => {
      const token = sessionCookie(await login('sales@cobalt.test'))!.value;
      const res = await request('POST', '/api/auth/logout', undefined, { cookie: `pb_session=${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
      const cleared = sessionCookie(res);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
      const rows = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, createHash('sha256').update(token).digest('hex')));
      expect(rows).toHaveLength(0);
      expect((await me({ cookie: `pb_session=${token}` })).json().user).toBeNull();
    });

    it('logout without a session is fine', async () => {
      const res = await request('POST', '/api/auth/logout', undefined);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('an unknown token is signed out, and the cookie is cleared in the reply', async () => {
      const res = await me({ cookie: 'pb_session=not-a-real-token' });
      expect(res.json().user).toBeNull();
      const cleared = sessionCookie(res);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    });

    it('an admin call without a session is 401 "Please sign in"; a buyer gets 403', async () => {
      const none = await request('GET', '/api/admin/users', undefined);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in' } });
      const buyer = sessionCookie(await login('buyer@acme.test'))!.value;
      const res = await request('GET', '/api/admin/users', undefined, { cookie: `pb_session=${buyer}` });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('session lifetime (controlled clock)', () => {
    it('ends after 7 idle days; lastSeenAt is written at most every 5 minutes', async () => {
      const token = sessionCookie(await login('specialist@northwind.test'))!.value;
      const hash = createHash('sha256').update(token).digest('hex');
      const lastSeen = async () =>
        (await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash)))[0]?.lastSeenAt.getTime();
      const signedInAt = clock.now().getTime();

      clock.advance(4 * MINUTE);
      expect((await me({ cookie: `pb_session=${token}` })).json().user).not.toBeNull();
      expect(await lastSeen()).toBe(signedInAt);

      clock.advance(2 * MINUTE);
      expect((await me({ cookie: `pb_session=${token}` })).json().user).not.toBeNull();
      expect(await lastSeen()).toBe(clock.now().getTime());

      clock.advance(7 * DAY - MINUTE);
      expect((await me({ cookie: `pb_session=${token}` })).json().user).not.toBeNull();

      clock.advance(7 * DAY);
      const res = await me({ cookie: `pb_session=${token}` });
      expect(res.json().user).toBeNull();
      expect(sessionCookie(res)?.value).toBe('');
      expect(await lastSeen()).toBeUndefined();
    });

    it('ends 30 days after sign-in even when used every day', async () => {
      const token = sessionCookie(await login('specialist@northwind.test'))!.value;
      for (let day = 1; day < 30; day += 6) {
        clock.advance(6 * DAY);
        const user = (await me({ cookie: `pb_session=${token}` })).json().user;
        if (day + 6 < 30) expect(user).not.toBeNull();
      }
      // 30 days have passed
      expect((await me({ cookie: `pb_session=${token}` })).json().user).toBeNull();
    });

    it('a disabled user is signed out at the next request', async () => {
      const token = sessionCookie(await login('sales@cobalt.test'))!.value;
      await t.db
        .update(users)
        .set({ disabledAt: clock.now() })
        .where(eq(users.id, fx.users.cobaltBusiness.id));
      expect((await me({ cookie: `pb_session=${token}` })).json().user).toBeNull();
      await t.db.update(users).set({ disabledAt: null }).where(eq(users.id, fx.users.cobaltBusiness.id));
    });
  });

  function registration(email: string, over: Record<string, unknown> = {}) {
    return {
      firstName: 'Dana',
      lastName: "O'Neil",
      companyName: 'Dana Telecom',
      email,
      phone: '+1 555-010-2000',
      password: 'secret12',
      confirmPassword: 'secret12',
      ...over,
    };
  }

  describe('POST /api/auth/register', () => {
    it('creates a buyer organization and a buyer, signs in, queues a welcome mail: 201 "Signup successfully"', async () => {
      woken.length = 0;
      const res = await request('POST', '/api/auth/register', registration('  Dana@Example.COM '), {
        host: 'northwind.localhost',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.message).toBe('Signup successfully');
      expect(body.user).toMatchObject({
        role: 'buyer',
        email: 'dana@example.com',
        displayName: "Dana O'Neil",
        homeUrl: '/',
        permissions: [],
        organization: { name: 'Dana Telecom', slug: 'dana-telecom' },
      });
      const [org] = await t.db.select().from(organizations).where(eq(organizations.slug, 'dana-telecom'));
      expect(org).toMatchObject({ orgType: 'buyer', name: 'Dana Telecom' });
      const [user] = await t.db.select().from(users).where(eq(users.email, 'dana@example.com'));
      expect(user).toMatchObject({ role: 'buyer', organizationId: org!.id, phone: '+1 555-010-2000' });
      expect(user!.passwordHash).toMatch(/^scrypt\$/);

      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect((await me({ cookie: `pb_session=${cookie!.value}` })).json().user.email).toBe(
        'dana@example.com',
      );

      const mails = (await t.db.select().from(outbox)).filter(
        (r) => (r.payload as { template: string }).template === 'welcome',
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.payload).toMatchObject({
        to: ['dana@example.com'],
        subject: 'Welcome to Northwind Networks',
      });
      expect(woken.flat()).toContain(mails[0]!.id);

      const again = await login('dana@example.com', 'secret12');
      expect(again.statusCode).toBe(200);
    });

    it('an e-mail that exists (any case) is 409 with the SPEC text on the email field', async () => {
      const res = await request('POST', '/api/auth/register', registration('DANA@example.com'));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: {
          code: 'conflict',
          message: 'This Email Is Already Taken. Please Choose Different Email',
          fields: { email: 'This Email Is Already Taken. Please Choose Different Email' },
        },
      });
    });

    it('a second company of the same name gets its own slug', async () => {
      const res = await request('POST', '/api/auth/register', registration('lee@example.com'));
      expect(res.statusCode).toBe(201);
      expect(res.json().user.organization.slug).toBe('dana-telecom-2');
    });

    it.each([
      [{ confirmPassword: 'secret13' }, 'confirmPassword', "Password didn't match. Try Again"],
      [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'Password should be minimum 6 characters'],
      [{ companyName: '' }, 'companyName', 'Please enter company name'],
      [{ resellerCertificateUrl: 'javascript:alert(1)' }, 'resellerCertificateUrl', messages.imageType],
    ])('rejects %j (%s: %s)', async (over, field, message) => {
      const res = await request('POST', '/api/auth/register', registration('bad@example.com', over));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    });
  });

  describe('signing in merges the guest cart and offers into the account', () => {
    it('moves guest lines, adds quantities into lines the user already has, and claims offers', async () => {
      const guestId = 'GuestGuestGuestGuest01';
      const buyer = fx.users.acmeBuyer;
      const l1 = await createListingFixture(t.db, fx.organizations.northwind.id, 'm1');
      const l2 = await createListingFixture(t.db, fx.organizations.cobalt.id, 'm2');
      const nw = fx.storefronts.northwind.id;
      const market = fx.storefronts.marketplace.id;
      await t.db.insert(cartItems).values([
        { listingId: l1.id, storefrontId: nw, userId: buyer.id, purchaseQty: 3, purchasePrice: '100' },
        { listingId: l1.id, storefrontId: nw, guestId, purchaseQty: 2, purchasePrice: '100' },
        { listingId: l2.id, storefrontId: market, guestId, purchaseQty: 1, purchasePrice: '100' },
        // the same listing on another storefront is another line
        { listingId: l1.id, storefrontId: market, guestId, purchaseQty: 4, purchasePrice: '100' },
        // someone else's guest cart stays theirs
        {
          listingId: l1.id,
          storefrontId: nw,
          guestId: 'SomeoneElseSomeoneEls1',
          purchaseQty: 1,
          purchasePrice: '1',
        },
      ]);
      const [offer] = await t.db
        .insert(offers)
        .values({
          storefrontId: nw,
          sellerOrganizationId: fx.organizations.northwind.id,
          guestId,
          guestUser: { email: 'guest@example.com', firstName: 'G', lastName: 'U' },
        })
        .returning();
      await t.db.insert(offerItems).values({
        offerId: offer!.id,
        listingId: l1.id,
        storefrontId: nw,
        listingOrgId: fx.organizations.northwind.id,
        guestId,
        purchaseQty: 2,
        purchasePrice: '80',
        price: '100',
        offerValidTill: new Date(clock.now().getTime() + 3 * DAY),
      });

      const res = await login('buyer@acme.test', FIXTURE_PASSWORD, {
        host: 'northwind.localhost',
        cookie: `pb_guest=${guestId}`,
      });
      expect(res.statusCode).toBe(200);

      const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id));
      const summary = lines
        .map(
          (l) =>
            `${l.storefrontId === nw ? 'nw' : 'market'}:${l.listingId === l1.id ? 'l1' : 'l2'}:${l.purchaseQty}`,
        )
        .sort();
      expect(summary).toEqual(['market:l1:4', 'market:l2:1', 'nw:l1:5']);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.guestId, guestId))).toEqual([]);
      expect(
        await t.db.select().from(cartItems).where(eq(cartItems.guestId, 'SomeoneElseSomeoneEls1')),
      ).toHaveLength(1);

      const [claimed] = await t.db.select().from(offers).where(eq(offers.id, offer!.id));
      expect(claimed).toMatchObject({
        buyerUserId: buyer.id,
        buyerOrganizationId: fx.organizations.acme.id,
        guestId: null,
      });
      const [item] = await t.db.select().from(offerItems).where(eq(offerItems.offerId, offer!.id));
      expect(item).toMatchObject({ userId: buyer.id, guestId: null });
    });

    it('a guest id from the X-Guest-Id header is merged too (the app keeps a copy)', async () => {
      const guestId = 'GuestGuestGuestGuest02';
      const listing = await createListingFixture(t.db, fx.organizations.northwind.id, 'm3');
      await t.db.insert(cartItems).values({
        listingId: listing.id,
        storefrontId: fx.storefronts.marketplace.id,
        guestId,
        purchaseQty: 1,
        purchasePrice: '100',
      });
      await login('buyer@acme.test', FIXTURE_PASSWORD, { headers: { 'x-guest-id': guestId } });
      const [line] = await t.db.select().from(cartItems).where(eq(cartItems.listingId, listing.id));
      expect(line).toMatchObject({ userId: fx.users.acmeBuyer.id, guestId: null });
    });
  });

  describe('rate limit on sign-in (10 failures in 15 minutes)', () => {
    it('per account: the 11th attempt is 429 even with the right password, until the window passes', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await login('admin@northwind.test', 'Wrong1234', { ip: `10.2.0.${i + 1}` });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login('admin@northwind.test', FIXTURE_PASSWORD, { ip: '10.2.1.1' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        error: { code: 'rate_limited', message: accountMessages.tooManyAttempts },
      });
      expect(sessionCookie(blocked)).toBeUndefined();
      // other accounts are not affected
      expect((await login('sales@northwind.test', FIXTURE_PASSWORD, { ip: '10.2.1.1' })).statusCode).toBe(
        200,
      );

      clock.advance(14 * MINUTE);
      expect((await login('admin@northwind.test', FIXTURE_PASSWORD, { ip: '10.2.1.1' })).statusCode).toBe(
        429,
      );
      clock.advance(2 * MINUTE);
      expect((await login('admin@northwind.test', FIXTURE_PASSWORD, { ip: '10.2.1.1' })).statusCode).toBe(
        200,
      );
    });

    it('per IP: 10 failures from one address block it for every account; other addresses go on', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await login(`nobody${i}@example.com`, 'Wrong1234', { ip: '10.3.0.1' });
        expect(res.statusCode).toBe(401);
      }
      expect((await login('admin@cobalt.test', FIXTURE_PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(429);
      expect((await login('admin@cobalt.test', FIXTURE_PASSWORD, { ip: '10.3.0.2' })).statusCode).toBe(200);
      clock.advance(16 * MINUTE);
      expect((await login('admin@cobalt.test', FIXTURE_PASSWORD, { ip: '10.3.0.1' })).statusCode).toBe(200);
    });

    it('a successful sign-in resets the account counter', async () => {
      for (let i = 0; i < 9; i++) await login('sales@cobalt.test', 'Wrong1234', { ip: `10.4.0.${i + 1}` });
      expect((await login('sales@cobalt.test', FIXTURE_PASSWORD, { ip: '10.4.1.1' })).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) {
        expect((await login('sales@cobalt.test', 'Wrong1234', { ip: `10.4.2.${i + 1}` })).statusCode).toBe(
          401,
        );
      }
      expect((await login('sales@cobalt.test', FIXTURE_PASSWORD, { ip: '10.4.3.1' })).statusCode).toBe(200);
    });
  });
});

describe('accounts in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  it('session and guest cookies are Secure', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'cobalt.localhost' },
      payload: { email: 'buyer@acme.test', password: FIXTURE_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'pb_session')).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { host: 'cobalt.localhost' } });
    expect(me.cookies.find((c) => c.name === 'pb_guest')).toMatchObject({ secure: true, httpOnly: true });
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: 'cobalt.localhost' },
    });
    expect(out.cookies.find((c) => c.name === 'pb_session')).toMatchObject({ secure: true, value: '' });
  });
});
