import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { promoCodes } from '../../db/schema/index';

type Actor = keyof AccountFixtures['users'];

describe('admin: promo codes', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock('2026-06-15T12:00:00Z');
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    for (const [key, user] of Object.entries(fx.users)) {
      tokens[key as Actor] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const call = (
    actor: Actor | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const create = (actor: Actor, body: object) => call(actor, 'POST', '/promo-codes', body);

  it('a business user creates a code: listed with seller, storefront, limits and status', async () => {
    const res = await create('northwindBusiness', {
      code: 'SPRING10',
      type: 'percentage',
      value: '10',
      storefrontId: fx.storefronts.northwind.id,
      minOrderValue: '1000.00',
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-07-01T00:00:00Z',
      maxUses: 50,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Promo code added',
      promoCode: {
        code: 'SPRING10',
        type: 'percentage',
        value: '10.0000',
        seller: { name: 'Northwind Networks' },
        storefront: { id: fx.storefronts.northwind.id, title: 'Northwind Networks' },
        minOrderValue: '1000.00',
        maxUses: 50,
        usedCount: 0,
        active: true,
        status: 'active',
      },
    });
    const list = await call('northwindAdmin', 'GET', '/promo-codes?q=spring');
    expect(list.json().items.map((p: { code: string }) => p.code)).toEqual(['SPRING10']);
  });

  it('no duplicate code in an organization, whatever the case; another organization may use it', async () => {
    const again = await create('northwindAdmin', { code: 'spring10', type: 'flat', value: '5' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This code already exists for your organization');
    expect((await create('cobaltAdmin', { code: 'SPRING10', type: 'flat', value: '5' })).statusCode).toBe(
      201,
    );
  });

  it('two creations of one code at once: one wins, the other is 409', async () => {
    const results = await Promise.all([
      create('northwindAdmin', { code: 'RACE', type: 'flat', value: '5' }),
      create('northwindBusiness', { code: 'race', type: 'flat', value: '6' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ code: 'ab', type: 'flat', value: '5' }, 'code'],
    [{ code: 'BAD CODE', type: 'flat', value: '5' }, 'code'],
    [{ code: 'ZERO', type: 'flat', value: '0' }, 'value'],
    [{ code: 'TOOMUCH', type: 'percentage', value: '150' }, 'value'],
    [
      {
        code: 'DATES',
        type: 'flat',
        value: '5',
        startsAt: '2026-07-01T00:00:00Z',
        endsAt: '2026-06-01T00:00:00Z',
      },
      'endsAt',
    ],
    [{ code: 'USES', type: 'flat', value: '5', maxUses: 0 }, 'maxUses'],
    [{ code: 'NUL\u0000', type: 'flat', value: '5' }, ''],
    [{ code: 'EXTRA', type: 'flat', value: '5', usedCount: 3 }, ''],
  ])('refuses %j', async (body, field) => {
    const res = await create('northwindAdmin', body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.fields).toHaveProperty(field);
  });

  it('another organization’s storefront, promo code: 404 to read, change and delete', async () => {
    const res = await create('northwindAdmin', {
      code: 'STEAL',
      type: 'flat',
      value: '5',
      storefrontId: fx.storefronts.cobalt.id,
    });
    expect(res.statusCode).toBe(404);
    const cobalt = (await call('cobaltAdmin', 'GET', '/promo-codes')).json().items[0];
    expect((await call('northwindAdmin', 'GET', `/promo-codes/${cobalt.id}`)).statusCode).toBe(404);
    expect(
      (await call('northwindAdmin', 'PATCH', `/promo-codes/${cobalt.id}`, { active: false })).statusCode,
    ).toBe(404);
    expect((await call('northwindAdmin', 'DELETE', `/promo-codes/${cobalt.id}`)).statusCode).toBe(404);
    expect((await call('cobaltAdmin', 'GET', `/promo-codes/${cobalt.id}`)).json().active).toBe(true);
    const northwindList = (await call('northwindAdmin', 'GET', '/promo-codes')).json().items;
    expect(
      northwindList.every((p: { seller: { name: string } }) => p.seller.name === 'Northwind Networks'),
    ).toBe(true);
  });

  it('a product specialist (no promoCodes.manage) gets 403; a buyer 403', async () => {
    expect((await call('northwindSpecialist', 'GET', '/promo-codes')).statusCode).toBe(403);
    expect((await create('northwindSpecialist', { code: 'NOPE', type: 'flat', value: '5' })).statusCode).toBe(
      403,
    );
    expect((await call('acmeBuyer', 'GET', '/promo-codes')).statusCode).toBe(403);
  });

  it('edits a code; a used code cannot be deleted but can be deactivated; an unused one is deleted', async () => {
    const made = (await create('northwindAdmin', { code: 'ONCE', type: 'flat', value: '25' })).json()
      .promoCode;
    const edited = await call('northwindAdmin', 'PATCH', `/promo-codes/${made.id}`, {
      value: '30',
      maxUses: 1,
    });
    expect(edited.json().promoCode).toMatchObject({ value: '30.0000', maxUses: 1, status: 'active' });

    await t.db.update(promoCodes).set({ usedCount: 1 }).where(eq(promoCodes.id, made.id));
    const refused = await call('northwindAdmin', 'DELETE', `/promo-codes/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'This promo code has been used: deactivate it instead of deleting it',
    );
    const off = await call('northwindAdmin', 'PATCH', `/promo-codes/${made.id}`, { active: false });
    expect(off.json().promoCode.status).toBe('inactive');

    const unused = (await create('northwindAdmin', { code: 'GONE', type: 'flat', value: '5' })).json()
      .promoCode;
    expect((await call('northwindAdmin', 'DELETE', `/promo-codes/${unused.id}`)).json()).toEqual({
      message: 'Promo code deleted',
    });
    expect((await call('northwindAdmin', 'GET', `/promo-codes/${unused.id}`)).statusCode).toBe(404);
  });

  it('sorts by value and says each status at the time asked', async () => {
    await create('northwindAdmin', {
      code: 'LATER',
      type: 'flat',
      value: '1',
      startsAt: '2026-12-01T00:00:00Z',
    });
    await create('northwindAdmin', {
      code: 'OVER',
      type: 'flat',
      value: '2',
      endsAt: '2026-06-01T00:00:00Z',
    });
    const list = (await call('northwindAdmin', 'GET', '/promo-codes?sort=value&dir=asc')).json().items;
    expect(list.slice(0, 2).map((p: { code: string; status: string }) => [p.code, p.status])).toEqual([
      ['LATER', 'scheduled'],
      ['OVER', 'expired'],
    ]);
  });
});
