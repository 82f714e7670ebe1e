import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { feeSchedules, organizations, outbox, storefronts, storeSignups, users } from '../../db/schema/index';

describe('store sign-ups: "Open your store" and the operator turning one into a store', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock('2026-06-15T12:00:00Z');
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    tokens.operator = await createSessionToken(t.db, fx.users.operator.id, clock.now());
    tokens.northwindAdmin = await createSessionToken(t.db, fx.users.northwindAdmin.id, clock.now());
  });
  afterAll(() => t.close());

  const signUp = (payload: object, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: '/api/store-signups', headers: { host }, payload });
  const admin = (actor: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}` },
    });
  const valid = {
    plan: 'growth',
    firstName: 'Lena',
    lastName: 'Okafor',
    companyName: 'Harbor Fiber',
    email: 'Lena@HarborFiber.example',
  };

  it('stores the sign-up, mirrors it as a Store row and mails the operators', async () => {
    const res = await signUp(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Thank you: we will e-mail you as soon as your store is open.' });
    const [row] = await t.db.select().from(storeSignups);
    expect(row).toMatchObject({
      firstName: 'Lena',
      lastName: 'Okafor',
      companyName: 'Harbor Fiber',
      email: 'lena@harborfiber.example',
      plan: 'growth',
      organizationId: null,
      convertedAt: null,
    });
    const queued = await t.db.select().from(outbox);
    expect(queued.find((r) => r.kind === 'records')?.payload).toEqual({
      table: 'Store',
      operation: 'create',
      records: [
        {
          fields: {
            firstName: 'Lena',
            lastName: 'Okafor',
            companyName: 'Harbor Fiber',
            email: 'lena@harborfiber.example',
            plan: 'growth',
          },
        },
      ],
    });
    expect(queued.find((r) => r.kind === 'mail')?.payload).toMatchObject({
      template: 'store-signup-operator',
      to: ['operator@patchbay.test'],
      subject: 'New store sign-up: Harbor Fiber (Growth)',
    });
  });

  it.each([
    [{ ...valid, plan: 'platinum' }, 'plan', 'Please choose a plan'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter valid email'],
    [{ ...valid, firstName: '' }, 'firstName', 'Please enter first name'],
    [{ ...valid, companyName: '  ' }, 'companyName', 'Please enter company name'],
  ])('bad input %#: the field and its message, nothing stored', async (payload, field, message) => {
    const before = (await t.db.select().from(storeSignups)).length;
    const res = await signUp(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await t.db.select().from(storeSignups)).toHaveLength(before);
  });

  it('is only on the marketplace host', async () => {
    const res = await signUp(valid, 'northwind.localhost');
    expect(res.statusCode).toBe(404);
  });

  it('only the operator lists and converts sign-ups', async () => {
    expect((await admin('northwindAdmin', 'GET', '/store-signups')).statusCode).toBe(403);
    const [row] = await t.db.select().from(storeSignups);
    expect((await admin('northwindAdmin', 'POST', `/store-signups/${row!.id}/convert`)).statusCode).toBe(403);
    const list = await admin('operator', 'GET', '/store-signups');
    expect(list.json().items).toMatchObject([
      { companyName: 'Harbor Fiber', status: 'new', organization: null },
    ]);
  });

  it('converts in one step: organization, storefront on the plan, invited company admin; once only', async () => {
    const [row] = await t.db.select().from(storeSignups);
    clock.advance(60_000);
    const res = await admin('operator', 'POST', `/store-signups/${row!.id}/convert`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'The store is open: its company admin was invited by e-mail',
      signup: { status: 'converted', organization: { name: 'Harbor Fiber' } },
      storefront: { slug: 'harbor-fiber' },
      companyAdmin: { email: 'lena@harborfiber.example' },
    });
    expect(body.storefront.url).toMatch(/^http:\/\/harbor-fiber\.localhost(:\d+)?$/);
    const organizationId = body.signup.organization.id;
    const [organization] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    expect(organization).toMatchObject({ orgType: 'seller', name: 'Harbor Fiber' });
    const [storefront] = await t.db
      .select()
      .from(storefronts)
      .where(eq(storefronts.organizationId, organizationId));
    expect(storefront).toMatchObject({
      localUrl: 'harbor-fiber.localhost',
      planId: 'growth',
      planName: 'Growth',
    });
    const [admin0] = await t.db.select().from(users).where(eq(users.organizationId, organizationId));
    expect(admin0).toMatchObject({
      role: 'companyAdmin',
      email: 'lena@harborfiber.example',
      firstName: 'Lena',
    });
    const [schedule] = await t.db
      .select()
      .from(feeSchedules)
      .where(eq(feeSchedules.organizationId, organizationId));
    expect(schedule).toMatchObject({
      planName: 'Growth',
      monthlyFees: '99.00',
      changedByName: 'Priya Raman',
    });

    // The invitation mail carries a working link to choose a password.
    const mails = await deliverOutbox(t);
    const invitation = mails.find((m) => m.to.includes('lena@harborfiber.example'));
    expect(invitation?.subject).toBe('You are invited to Harbor Fiber on Patchbay');
    expect(invitation?.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]+/);

    // The new storefront answers on its host at once.
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/storefront',
      headers: { host: 'harbor-fiber.localhost' },
    });
    expect(home.statusCode).toBe(200);
    expect(JSON.stringify(home.json())).toContain('Harbor Fiber');

    const again = await admin('operator', 'POST', `/store-signups/${row!.id}/convert`);
    expect(again.statusCode).toBe(409);
    expect(
      await t.db.select().from(organizations).where(eq(organizations.name, 'Harbor Fiber')),
    ).toHaveLength(1);
    expect((await admin('operator', 'POST', `/store-signups/${organizationId}/convert`)).statusCode).toBe(
      404,
    );
  });

  it('an e-mail that already has an account is refused and nothing is created', async () => {
    await signUp({ ...valid, companyName: 'Dup Co', email: 'admin@northwind.test' });
    const [dup] = await t.db.select().from(storeSignups).where(eq(storeSignups.companyName, 'Dup Co'));
    const res = await admin('operator', 'POST', `/store-signups/${dup!.id}/convert`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An account with this e-mail exists already');
    expect(await t.db.select().from(organizations).where(eq(organizations.name, 'Dup Co'))).toHaveLength(0);
  });
});
