import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';

type Actor = keyof AccountFixtures['users'];

describe('admin users list: server-side column sorting', () => {
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

  const list = (actor: Actor, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/users?${query}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}` },
    });
  const emails = async (actor: Actor, query: string) => {
    const res = await list(actor, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as { email: string }[]).map((u) => u.email);
  };

  it('sorts by e-mail by default, and by any column either way', async () => {
    expect(await emails('northwindAdmin', '')).toEqual([
      'admin@northwind.test',
      'sales@northwind.test',
      'specialist@northwind.test',
    ]);
    expect(await emails('northwindAdmin', 'sort=email&direction=desc')).toEqual([
      'specialist@northwind.test',
      'sales@northwind.test',
      'admin@northwind.test',
    ]);
    // businessUser < companyAdmin < productSpecialist.
    expect(await emails('northwindAdmin', 'sort=role')).toEqual([
      'sales@northwind.test',
      'admin@northwind.test',
      'specialist@northwind.test',
    ]);
    expect(await emails('northwindAdmin', 'sort=role&direction=desc')).toEqual([
      'specialist@northwind.test',
      'admin@northwind.test',
      'sales@northwind.test',
    ]);
  });

  it('the operator sorts everyone by organization; a company still sees only its own people', async () => {
    const res = await list('operator', 'sort=organizationName&direction=desc&pageSize=100');
    expect(res.statusCode).toBe(400);
    const all = await list('operator', 'sort=organizationName&direction=desc');
    const names = (all.json().items as { organizationName: string | null }[]).map(
      (u) => u.organizationName ?? '',
    );
    const sorted = [...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()));
    expect(names).toEqual(sorted);
    expect(new Set(names).size).toBeGreaterThan(1);
    const own = await emails('cobaltSpecialist', 'sort=organizationName');
    expect(own).toEqual(['admin@cobalt.test', 'sales@cobalt.test', 'specialist@cobalt.test']);
  });

  it('refuses an unknown column or direction', async () => {
    for (const query of ['sort=passwordHash', 'sort=email&direction=sideways', 'sort=email;drop']) {
      expect((await list('operator', query)).statusCode).toBe(400);
    }
  });
});
