import { accountMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountFixtures,
  createAccountFixtures,
  createListingFixture,
  createSessionToken,
  FIXTURE_PASSWORD,
} from '../../../test/fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { offers, outbox, passwordResets, sessions, users } from '../../db/schema/index';

type Actor = keyof AccountFixtures['users'];
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe('admin: users', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock();
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    for (const [key, user] of Object.entries(fx.users)) {
      tokens[key as Actor] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const call = (actor: Actor | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const emails = (res: { json: () => { items: { email: string }[] } }) =>
    res
      .json()
      .items.map((u) => u.email)
      .sort();
  let seq = 0;
  const newUser = (over: Record<string, unknown> = {}) => ({
    email: `person${++seq}@example.com`,
    firstName: 'Nia',
    lastName: 'Okafor',
    role: 'productSpecialist',
    ...over,
  });

  describe('GET /api/admin/users', () => {
    it('staff of a company see their own organization only', async () => {
      for (const actor of ['northwindAdmin', 'northwindBusiness', 'northwindSpecialist'] as const) {
        const res = await call(actor, 'GET', '/users');
        expect(res.statusCode).toBe(200);
        expect(emails(res)).toEqual([
          'admin@northwind.test',
          'sales@northwind.test',
          'specialist@northwind.test',
        ]);
        expect(res.json().total).toBe(3);
      }
      const cobalt = await call('cobaltSpecialist', 'GET', '/users');
      expect(emails(cobalt)).toEqual(['admin@cobalt.test', 'sales@cobalt.test', 'specialist@cobalt.test']);
    });

    it('the operator sees everyone, or one organization', async () => {
      const all = await call('operator', 'GET', '/users');
      expect(all.json().total).toBe(8);
      const one = await call('operator', 'GET', `/users?organizationId=${fx.organizations.cobalt.id}`);
      expect(emails(one)).toEqual(['admin@cobalt.test', 'sales@cobalt.test', 'specialist@cobalt.test']);
    });

    it('searches by name or e-mail; % and _ match themselves', async () => {
      const res = await call('operator', 'GET', '/users?q=tanaka');
      expect(emails(res)).toEqual(['specialist@northwind.test']);
      expect((await call('operator', 'GET', '/users?q=%25')).json().total).toBe(0);
    });

    it('answers the list row shape', async () => {
      const res = await call('northwindAdmin', 'GET', '/users?q=sales');
      expect(res.json().items[0]).toEqual({
        id: fx.users.northwindBusiness.id,
        email: 'sales@northwind.test',
        role: 'businessUser',
        firstName: 'Marcus',
        lastName: 'Lee',
        displayName: null,
        username: null,
        employeeId: null,
        phone: null,
        organizationId: fx.organizations.northwind.id,
        organizationName: 'Northwind Networks',
        registeredDate: expect.any(String),
        disabled: false,
        invited: false,
      });
    });
  });

  describe('POST /api/admin/users', () => {
    it('a companyAdmin adds a user with a password: 201 "User added successfully"; they can sign in', async () => {
      const body = newUser({
        email: 'Kim@Northwind.test',
        password: 'Welcome1',
        role: 'businessUser',
        phone: '555 0100 200',
      });
      const res = await call('northwindAdmin', 'POST', '/users', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: 'User added successfully',
        user: {
          email: 'kim@northwind.test',
          role: 'businessUser',
          organizationId: fx.organizations.northwind.id,
          phone: '555 0100 200',
          disabled: false,
        },
      });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'admin.localhost' },
        payload: { email: 'kim@northwind.test', password: 'Welcome1' },
      });
      expect(login.statusCode).toBe(200);
    });

    it('without a password: an invitation mail with a 7-day set-password link on the admin host', async () => {
      const res = await call(
        'northwindAdmin',
        'POST',
        '/users',
        newUser({ email: 'invitee@northwind.test' }),
      );
      expect(res.statusCode).toBe(201);
      const id = res.json().user.id as string;
      const mail = (await deliverOutbox(t)).find(
        (p) => p.template === 'user-invitation' && p.to[0] === 'invitee@northwind.test',
      );
      expect(mail).toBeDefined();
      const link = mail!.text.split('\n').find((l) => l.includes('/reset-password?token='))!;
      expect(link).toMatch(/^http:\/\/admin\.localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
      const [reset] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, id));
      expect(reset!.expiresAt.getTime() - clock.now().getTime()).toBe(7 * 24 * 60 * 60 * 1000);

      const signIn = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host: 'admin.localhost' },
          remoteAddress: '10.30.0.1',
          payload: { email: 'invitee@northwind.test', password },
        });
      expect((await signIn('anything')).statusCode).toBe(401);
      const token = new URL(link).searchParams.get('token')!;
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { host: 'admin.localhost' },
        payload: { token, password: 'MyOwn123', confirmPassword: 'MyOwn123' },
      });
      expect(set.statusCode).toBe(200);
      expect((await signIn('MyOwn123')).statusCode).toBe(200);
      // Once the password is set the person is no longer "Invited": nothing to resend or revoke.
      expect((await call('northwindAdmin', 'GET', `/users/${id}`)).json().invited).toBe(false);
      const resendAfter = await call('northwindAdmin', 'POST', `/users/${id}/invitation`);
      expect(resendAfter.statusCode).toBe(409);
      expect(resendAfter.json().error.message).toBe('This user has already set a password');
      expect((await call('northwindAdmin', 'DELETE', `/users/${id}/invitation`)).statusCode).toBe(409);
    });

    it('an invited user shows as invited until they set a password; resend replaces the link, revoke removes them', async () => {
      const res = await call('northwindAdmin', 'POST', '/users', newUser({ email: 'resend@northwind.test' }));
      const id = res.json().user.id as string;
      expect(res.json().user.invited).toBe(true);
      const listed = (await call('northwindAdmin', 'GET', '/users?q=resend')).json().items;
      expect(listed.map((u: { invited: boolean }) => u.invited)).toEqual([true]);
      const linksOf = async () =>
        (await deliverOutbox(t))
          .filter((p) => p.template === 'user-invitation' && p.to[0] === 'resend@northwind.test')
          .map(
            (p) =>
              new URL(p.text.split('\n').find((l) => l.includes('/reset-password?token='))!).searchParams.get(
                'token',
              )!,
          );
      const [first] = await linksOf();

      // Colleagues who may only view, and other organizations, cannot resend or revoke.
      expect((await call('northwindBusiness', 'POST', `/users/${id}/invitation`)).statusCode).toBe(403);
      expect((await call('cobaltAdmin', 'POST', `/users/${id}/invitation`)).statusCode).toBe(404);
      expect((await call('cobaltAdmin', 'DELETE', `/users/${id}/invitation`)).statusCode).toBe(404);

      const resent = await call('northwindAdmin', 'POST', `/users/${id}/invitation`);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({
        message: 'Invitation sent successfully',
        user: { id, invited: true },
      });
      const [second] = await linksOf();
      expect(second).toBeDefined();
      const setWith = (token: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers: { host: 'admin.localhost' },
          payload: { token, password: 'Fresh1234', confirmPassword: 'Fresh1234' },
        });
      // The first mail's link no longer works.
      expect((await setWith(first!)).statusCode).toBe(400);

      const revoked = await call('northwindAdmin', 'DELETE', `/users/${id}/invitation`);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ message: 'Invitation revoked successfully' });
      expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect((await setWith(second!)).statusCode).toBe(400);
    });

    it('an e-mail in use is 409 with the SPEC text', async () => {
      const res = await call('cobaltAdmin', 'POST', '/users', newUser({ email: 'SALES@northwind.test' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: {
          code: 'conflict',
          message: accountMessages.emailTaken,
          fields: { email: accountMessages.emailTaken },
        },
      });
    });

    it('only company roles can be given', async () => {
      const res = await call('operator', 'POST', '/users', newUser({ role: 'operator' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('role');
    });

    it('business users and product specialists cannot add people (403)', async () => {
      for (const actor of ['northwindBusiness', 'northwindSpecialist'] as const) {
        expect((await call(actor, 'POST', '/users', newUser())).statusCode).toBe(403);
        expect(
          (await call(actor, 'POST', '/users/invite', { emails: ['x@example.com'], role: 'businessUser' }))
            .statusCode,
        ).toBe(403);
      }
    });

    it('the operator adds to any organization', async () => {
      const res = await call(
        'operator',
        'POST',
        '/users',
        newUser({ organizationId: fx.organizations.cobalt.id }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().user.organizationName).toBe('Cobalt Telecom');
    });
  });

  describe('PATCH and DELETE /api/admin/users/:id', () => {
    it('a companyAdmin edits a colleague: "User updated successfully"', async () => {
      const res = await call('northwindAdmin', 'PATCH', `/users/${fx.users.northwindSpecialist.id}`, {
        displayName: 'Aiko T.',
        employeeId: 'NW-131',
        role: 'businessUser',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'User updated successfully',
        user: { displayName: 'Aiko T.', employeeId: 'NW-131', role: 'businessUser' },
      });
      const back = await call('northwindAdmin', 'PATCH', `/users/${fx.users.northwindSpecialist.id}`, {
        role: 'productSpecialist',
        displayName: '',
      });
      expect(back.json().user).toMatchObject({ role: 'productSpecialist', displayName: null });
    });

    it('disabling signs the user out everywhere; enabling lets them in again', async () => {
      const id = fx.users.northwindBusiness.id;
      const res = await call('northwindAdmin', 'PATCH', `/users/${id}`, { disabled: true });
      expect(res.json().user.disabled).toBe(true);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      const me = await t.app.inject({
        url: '/api/auth/me',
        headers: { host: 'admin.localhost', authorization: `Bearer ${tokens.northwindBusiness}` },
      });
      expect(me.json().user).toBeNull();
      await call('northwindAdmin', 'PATCH', `/users/${id}`, { disabled: false });
      tokens.northwindBusiness = await createSessionToken(t.db, id, clock.now());
      expect((await call('northwindBusiness', 'GET', '/users')).statusCode).toBe(200);
    });

    it('nobody disables or deletes themselves', async () => {
      const id = fx.users.cobaltAdmin.id;
      const off = await call('cobaltAdmin', 'PATCH', `/users/${id}`, { disabled: true });
      expect(off.statusCode).toBe(409);
      expect(off.json().error.message).toBe(accountMessages.cannotDisableSelf);
      const del = await call('cobaltAdmin', 'DELETE', `/users/${id}`);
      expect(del.statusCode).toBe(409);
      expect(del.json().error.message).toBe(accountMessages.cannotDeleteSelf);
    });

    it('the last companyAdmin of an organization cannot be demoted, disabled or deleted', async () => {
      const id = fx.users.cobaltAdmin.id;
      for (const [method, body] of [
        ['PATCH', { role: 'businessUser' }],
        ['PATCH', { disabled: true }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call('operator', method, `/users/${id}`, body);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: { code: 'conflict', message: accountMessages.lastCompanyAdmin },
        });
      }
      expect((await call('cobaltAdmin', 'PATCH', `/users/${id}`, { role: 'businessUser' })).statusCode).toBe(
        409,
      );
      const [row] = await t.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ role: 'companyAdmin', disabledAt: null });

      // With a second admin, the first may step down.
      await call('cobaltAdmin', 'PATCH', `/users/${fx.users.cobaltBusiness.id}`, { role: 'companyAdmin' });
      expect((await call('cobaltAdmin', 'PATCH', `/users/${id}`, { role: 'businessUser' })).statusCode).toBe(
        200,
      );
      tokens.cobaltBusiness = await createSessionToken(t.db, fx.users.cobaltBusiness.id, clock.now());
      expect(
        (await call('cobaltBusiness', 'PATCH', `/users/${id}`, { role: 'companyAdmin' })).statusCode,
      ).toBe(200);
      await call('cobaltAdmin', 'PATCH', `/users/${fx.users.cobaltBusiness.id}`, { role: 'businessUser' });
    });

    it('deletes a user with no history: "User deleted successfully", the row is gone', async () => {
      const created = await call('northwindAdmin', 'POST', '/users', newUser());
      const id = created.json().user.id as string;
      const res = await call('northwindAdmin', 'DELETE', `/users/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted successfully' });
      expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect((await call('northwindAdmin', 'GET', `/users/${id}`)).statusCode).toBe(404);
    });

    it('a user with offers (or orders) is disabled and signed out instead of deleted', async () => {
      const created = await call(
        'operator',
        'POST',
        '/users',
        newUser({ organizationId: fx.organizations.acme.id }),
      );
      const id = created.json().user.id as string;
      await createSessionToken(t.db, id, clock.now());
      await createListingFixture(t.db, fx.organizations.northwind.id, 'u1');
      await t.db.insert(offers).values({
        storefrontId: fx.storefronts.northwind.id,
        sellerOrganizationId: fx.organizations.northwind.id,
        buyerUserId: id,
        buyerOrganizationId: fx.organizations.acme.id,
      });
      const res = await call('operator', 'DELETE', `/users/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted successfully' });
      const [row] = await t.db.select().from(users).where(eq(users.id, id));
      expect(row?.disabledAt).not.toBeNull();
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      expect((await call('operator', 'GET', `/users/${id}`)).json().disabled).toBe(true);
    });
  });

  describe('POST /api/admin/users/invite', () => {
    it('invites new addresses and skips taken ones with the SPEC reason', async () => {
      const res = await call('northwindAdmin', 'POST', '/users/invite', {
        emails: ['one@northwind.test', 'ADMIN@northwind.test', 'One@Northwind.test', 'two@northwind.test'],
        role: 'businessUser',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.invited.map((u: { email: string }) => u.email).sort()).toEqual([
        'one@northwind.test',
        'two@northwind.test',
      ]);
      expect(body.invited[0]).toMatchObject({
        role: 'businessUser',
        organizationId: fx.organizations.northwind.id,
      });
      expect(body.skipped).toEqual([
        {
          email: 'admin@northwind.test',
          reason: 'This Email Is Already Taken. Please Choose Different Email',
        },
      ]);
      const invitations = (await t.db.select().from(outbox))
        .map((r) => r.payload as { template: string; to: string[] })
        .filter((p) => p.template === 'user-invitation' && /^(one|two|admin)@/.test(p.to[0]!));
      expect(invitations.map((p) => p.to[0]).sort()).toEqual(['one@northwind.test', 'two@northwind.test']);
    });
  });

  describe('tenancy: nobody reads or changes another organization’s people', () => {
    const northwindStaff: Actor[] = ['northwindAdmin', 'northwindBusiness', 'northwindSpecialist'];
    const cobaltStaff: Actor[] = ['cobaltAdmin', 'cobaltBusiness', 'cobaltSpecialist'];
    const pairs: [Actor, Actor][] = [
      ...northwindStaff.flatMap((a) => cobaltStaff.map((target) => [a, target] as [Actor, Actor])),
      ...cobaltStaff.flatMap((a) => northwindStaff.map((target) => [a, target] as [Actor, Actor])),
      // a seller's staff and the buyer organization's people
      ['northwindAdmin', 'acmeBuyer'],
      ['cobaltAdmin', 'operator'],
    ];
    const requests = (target: Actor): [Method, string, object | undefined][] => [
      ['GET', `/users/${fx.users[target].id}`, undefined],
      [
        'PATCH',
        `/users/${fx.users[target].id}`,
        { firstName: 'Mallory', role: 'companyAdmin', disabled: true },
      ],
      ['DELETE', `/users/${fx.users[target].id}`, undefined],
    ];

    it.each(pairs)('%s → %s: 404 on read, edit and delete, and nothing changes', async (actor, target) => {
      const before = (await t.db.select().from(users).where(eq(users.id, fx.users[target].id)))[0];
      for (const [method, url, body] of requests(target)) {
        const res = await call(actor, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: { code: 'not_found', message: 'User not found' } });
      }
      const after = (await t.db.select().from(users).where(eq(users.id, fx.users[target].id)))[0];
      expect(after).toEqual(before);
    });

    it.each([...northwindStaff, ...cobaltStaff])(
      '%s cannot list, add or invite into another organization (404)',
      async (actor) => {
        const other = actor.startsWith('northwind')
          ? fx.organizations.cobalt.id
          : fx.organizations.northwind.id;
        const list = await call(actor, 'GET', `/users?organizationId=${other}`);
        expect(list.statusCode).toBe(404);
        // A companyAdmin is told the organization does not exist; the others may not add people at all.
        const expected = actor.endsWith('Admin') ? 404 : 403;
        const add = await call(actor, 'POST', '/users', newUser({ organizationId: other }));
        expect(add.statusCode).toBe(expected);
        const invite = await call(actor, 'POST', '/users/invite', {
          emails: ['spy@example.com'],
          role: 'companyAdmin',
          organizationId: other,
        });
        expect(invite.statusCode).toBe(expected);
        expect(await t.db.select().from(users).where(eq(users.email, 'spy@example.com'))).toEqual([]);
      },
    );

    it('inside the own organization: everyone reads, only the companyAdmin changes', async () => {
      const target = fx.users.northwindSpecialist.id;
      for (const actor of northwindStaff) {
        expect((await call(actor, 'GET', `/users/${target}`)).statusCode).toBe(200);
      }
      for (const actor of ['northwindBusiness', 'northwindSpecialist'] as const) {
        expect((await call(actor, 'PATCH', `/users/${target}`, { firstName: 'Eve' })).statusCode).toBe(403);
        expect((await call(actor, 'DELETE', `/users/${fx.users.northwindBusiness.id}`)).statusCode).toBe(403);
      }
    });

    it('buyers get 403 and signed-out callers 401 on every admin users endpoint', async () => {
      const id = fx.users.acmeBuyer.id;
      const endpoints: [Method, string, object | undefined][] = [
        ['GET', '/users', undefined],
        ['POST', '/users', newUser()],
        ['POST', '/users/invite', { emails: ['a@example.com'], role: 'businessUser' }],
        ['GET', `/users/${id}`, undefined],
        ['PATCH', `/users/${id}`, { firstName: 'X' }],
        ['DELETE', `/users/${id}`, undefined],
        ['POST', `/users/${id}/invitation`, undefined],
        ['DELETE', `/users/${id}/invitation`, undefined],
      ];
      for (const [method, url, body] of endpoints) {
        expect((await call('acmeBuyer', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      }
      // A signed-out caller is refused before the body is even validated.
      expect((await call(null, 'POST', '/users', { nonsense: true })).statusCode).toBe(401);
    });

    it('the operator reads and edits anyone', async () => {
      expect((await call('operator', 'GET', `/users/${fx.users.cobaltSpecialist.id}`)).statusCode).toBe(200);
      const res = await call('operator', 'PATCH', `/users/${fx.users.cobaltSpecialist.id}`, {
        employeeId: 'CB-7',
      });
      expect(res.json().user.employeeId).toBe('CB-7');
    });
  });

  it('signing in to the admin host with a fixture password still works (sanity)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'admin.localhost' },
      payload: { email: 'operator@patchbay.test', password: FIXTURE_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});
