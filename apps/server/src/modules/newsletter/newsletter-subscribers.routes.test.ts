import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { newsletterSubscriptions, outbox } from '../../db/schema/index';

type Actor = 'operator' | 'northwindAdmin' | 'northwindBusiness' | 'cobaltAdmin';

describe('newsletter: unsubscribe links and the subscribers list', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock('2026-06-15T12:00:00Z');
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    for (const actor of ['operator', 'northwindAdmin', 'northwindBusiness', 'cobaltAdmin'] as const) {
      tokens[actor] = await createSessionToken(t.db, fx.users[actor].id, clock.now());
    }
  });
  afterAll(() => t.close());

  const subscribe = (host: string, email: string) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { host }, payload: { email } });
  const unsubscribe = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      headers: { host: 'northwind.localhost' },
      payload: { token },
    });
  const admin = (actor: Actor, url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}` },
    });
  const linkOf = (text: string) => text.match(/To unsubscribe: (\S+)/)?.[1] ?? '';

  it('every newsletter mail carries a working unsubscribe link; using it twice is the same answer', async () => {
    expect((await subscribe('northwind.localhost', 'ann@example.com')).statusCode).toBe(200);
    // The outbox holds no usable link: the token is made when the mail is written.
    const [queued] = await t.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
    expect(JSON.stringify(queued?.payload)).toContain('{{link-token}}');
    const mails = await deliverOutbox(t);
    const mail = mails.find((m) => m.to.includes('ann@example.com'));
    const link = new URL(linkOf(mail?.text ?? ''));
    // The storefront's own address: its customer domain.
    expect(link.origin).toBe('https://shop.northwind.example');
    expect(link.pathname).toBe('/unsubscribe');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    clock.advance(60_000);
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: 'You are unsubscribed: no more newsletter mails will be sent to this address.',
      email: 'ann@example.com',
      storefrontName: 'Northwind Networks',
    });
    const unsubscribedAt = clock.now().toISOString();
    clock.advance(60_000);
    const again = await unsubscribe(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [row] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ann@example.com'));
    expect(row?.unsubscribedAt?.toISOString()).toBe(unsubscribedAt);

    expect((await unsubscribe('x'.repeat(43))).statusCode).toBe(404);
    expect((await unsubscribe('x'.repeat(43))).json().error.message).toBe(
      'This unsubscribe link is not valid',
    );
    expect((await unsubscribe('')).statusCode).toBe(400);

    // Subscribing again takes the unsubscription back, with a new welcome mail.
    clock.advance(60_000);
    await subscribe('northwind.localhost', 'ANN@example.com');
    const [back] = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'ann@example.com'));
    expect(back?.unsubscribedAt).toBeNull();
    const after = await deliverOutbox(t);
    expect(after.filter((m) => m.to.includes('ann@example.com'))).toHaveLength(2);
    // The first mail's link still works.
    expect((await unsubscribe(token)).statusCode).toBe(200);
  });

  it('lists a storefront’s subscribers with status, filtered, and exports the filtered set as CSV', async () => {
    clock.advance(60_000);
    await subscribe('northwind.localhost', 'bob@example.com');
    clock.advance(60_000);
    await subscribe('northwind.localhost', '=cmd@example.com');
    await subscribe('cobalt.localhost', 'carol@example.com');
    const northwind = fx.storefronts.northwind.id;
    const list = await admin('northwindAdmin', `/newsletter-subscribers?storefrontId=${northwind}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { email: string; status: string }) => [s.email, s.status])).toEqual([
      ['=cmd@example.com', 'subscribed'],
      ['bob@example.com', 'subscribed'],
      ['ann@example.com', 'unsubscribed'],
    ]);
    const filtered = await admin(
      'northwindAdmin',
      `/newsletter-subscribers?storefrontId=${northwind}&status=subscribed&q=bob`,
    );
    expect(filtered.json()).toMatchObject({ total: 1, items: [{ email: 'bob@example.com' }] });

    const csv = await admin(
      'northwindAdmin',
      `/newsletter-subscribers.csv?storefrontId=${northwind}&status=subscribed`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Email,Subscribed at,Status,Unsubscribed at');
    // A cell a spreadsheet would run as a formula is defused.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(["'=cmd@example.com", 'bob@example.com']);
    expect(lines[2]).toMatch(/^bob@example\.com,2026-06-15T12:0\d:00\.000Z,subscribed,$/);
  });

  it('another organization’s storefront is 404; a role without storefront.settings is 403', async () => {
    const northwind = fx.storefronts.northwind.id;
    expect((await admin('cobaltAdmin', `/newsletter-subscribers?storefrontId=${northwind}`)).statusCode).toBe(
      404,
    );
    expect(
      (await admin('cobaltAdmin', `/newsletter-subscribers.csv?storefrontId=${northwind}`)).statusCode,
    ).toBe(404);
    expect(
      (await admin('northwindBusiness', `/newsletter-subscribers?storefrontId=${northwind}`)).statusCode,
    ).toBe(403);
    const operator = await admin(
      'operator',
      `/newsletter-subscribers?storefrontId=${fx.storefronts.cobalt.id}`,
    );
    expect(operator.json().items.map((s: { email: string }) => s.email)).toEqual(['carol@example.com']);
    expect((await admin('northwindAdmin', '/newsletter-subscribers')).statusCode).toBe(400);
  });
});
