import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coloradoAddress, ontarioAddress } from '../../../test/checkout-helpers';
import {
  type AccountFixtures,
  createAccountFixtures,
  createSessionToken,
  fixturePasswordHash,
} from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { organizations, savedAddresses, users } from '../../db/schema/index';

describe('address book API', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock('2026-06-15T12:00:00Z');
  const tokens: Record<'sam' | 'lee' | 'other', string> = { sam: '', lee: '', other: '' };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    const passwordHash = await fixturePasswordHash();
    const [globex] = await t.db
      .insert(organizations)
      .values({ slug: 'globex', name: 'Globex', orgType: 'buyer' })
      .returning();
    const [lee, other] = await t.db
      .insert(users)
      .values([
        {
          email: 'lee@acme.test',
          role: 'buyer',
          organizationId: fx.organizations.acme.id,
          passwordHash,
          firstName: 'Lee',
          lastName: 'Chan',
        },
        { email: 'buyer@globex.test', role: 'buyer', organizationId: globex!.id, passwordHash },
      ])
      .returning();
    tokens.sam = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
    tokens.lee = await createSessionToken(t.db, lee!.id, clock.now());
    tokens.other = await createSessionToken(t.db, other!.id, clock.now());
  });
  afterAll(() => t.close());

  const call = (
    who: keyof typeof tokens | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { host: 'localhost', ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const save = (who: keyof typeof tokens, body: object) => call(who, 'POST', '/addresses', body);
  const labels = async (who: keyof typeof tokens) =>
    (await call(who, 'GET', '/addresses'))
      .json()
      .items.map(
        (a: { label: string; isDefault: boolean; mine: boolean }) =>
          `${a.label}${a.isDefault ? ' (default)' : ''}${a.mine ? '' : ' (shared)'}`,
      );

  it('needs a signed-in user', async () => {
    const res = await call(null, 'GET', '/addresses');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in');
  });

  it('saves a shipping address, checked like the checkout (zip by country); a bad one changes nothing', async () => {
    const bad = await save('sam', {
      kind: 'shipping',
      label: 'Warehouse',
      address: { ...coloradoAddress, zipcode: 'M5H 1A1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'address.zipcode': 'Please enter valid zipcode' });
    const noLabel = await save('sam', { kind: 'shipping', label: ' ', address: coloradoAddress });
    expect(noLabel.json().error.fields).toEqual({ label: 'Please enter a name for this address' });
    expect(await t.db.select().from(savedAddresses)).toHaveLength(0);

    const res = await save('sam', {
      kind: 'shipping',
      label: 'Denver warehouse',
      address: coloradoAddress,
      isDefault: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Address saved',
      address: {
        kind: 'shipping',
        label: 'Denver warehouse',
        isDefault: true,
        mine: true,
        shared: false,
        ownerName: 'Sam Patel',
        address: { city: 'Denver', zipcode: '80202' },
      },
    });
    const canadian = await save('sam', {
      kind: 'shipping',
      label: 'Toronto office',
      address: ontarioAddress,
    });
    expect(canadian.statusCode).toBe(201);
  });

  it('one default per kind: a new default takes it from the other', async () => {
    const res = await save('sam', {
      kind: 'shipping',
      label: 'Austin lab',
      address: { ...coloradoAddress, city: 'Austin', state: 'TX', zipcode: '73301' },
      isDefault: true,
    });
    expect(res.statusCode).toBe(201);
    expect(await labels('sam')).toEqual(['Austin lab (default)', 'Denver warehouse', 'Toronto office']);
  });

  it('a shared address shows to colleagues of the organization, who may pick but not change it; other organizations never see it', async () => {
    const shared = await save('sam', {
      kind: 'billing',
      label: 'Accounts payable',
      address: coloradoAddress,
      shared: true,
      isDefault: true,
    });
    const id = shared.json().address.id as string;
    expect(await labels('lee')).toEqual(['Accounts payable (shared)']);
    expect(await labels('other')).toEqual([]);

    const change = await call('lee', 'PUT', `/addresses/${id}`, {
      kind: 'billing',
      label: 'Mine now',
      address: coloradoAddress,
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.message).toBe('Only the person who saved a shared address can change it');
    expect((await call('lee', 'DELETE', `/addresses/${id}`)).statusCode).toBe(403);
    // Another organization: the id is not confirmed.
    expect(
      (
        await call('other', 'PUT', `/addresses/${id}`, {
          kind: 'billing',
          label: 'x',
          address: coloradoAddress,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('other', 'DELETE', `/addresses/${id}`)).statusCode).toBe(404);
    expect((await call('other', 'DELETE', '/addresses/not-an-id')).statusCode).toBe(404);
    const [row] = await t.db.select().from(savedAddresses).where(eq(savedAddresses.id, id));
    expect(row?.label).toBe('Accounts payable');
  });

  it('the owner changes and deletes an address', async () => {
    const list = (await call('sam', 'GET', '/addresses')).json().items as { id: string; label: string }[];
    const toronto = list.find((a) => a.label === 'Toronto office')!;
    const put = await call('sam', 'PUT', `/addresses/${toronto.id}`, {
      kind: 'shipping',
      label: 'Toronto HQ',
      address: ontarioAddress,
      isDefault: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().address).toMatchObject({ label: 'Toronto HQ', isDefault: true });
    expect(await labels('sam')).toEqual([
      'Accounts payable (default)',
      'Toronto HQ (default)',
      'Austin lab',
      'Denver warehouse',
    ]);
    const del = await call('sam', 'DELETE', `/addresses/${toronto.id}`);
    expect(del.json()).toEqual({ message: 'Address deleted' });
    expect(await labels('sam')).toEqual(['Accounts payable (default)', 'Austin lab', 'Denver warehouse']);
  });
});
