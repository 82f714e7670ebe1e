import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { newsletterSubscriptions, outbox } from '../../db/schema/index';

describe('POST /api/newsletter', () => {
  let t: TestApp;
  let fx: Awaited<ReturnType<typeof createStorefrontFixtures>>;
  const woken: string[][] = [];
  const fixedNow = new Date('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => fixedNow, outbox: { wake: (ids) => woken.push(ids) } });
    fx = await createStorefrontFixtures(t.db);
  });
  afterAll(() => t.close());

  const subscribe = (host: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { host }, payload: payload as object });

  it('stores the subscription with the storefront name and date, and queues mail and mirror row', async () => {
    const res = await subscribe('northwind.localhost', { email: '  Jane.Doe@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });

    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'jane.doe@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      storefrontId: fx.storefronts.northwind.id,
      storefrontName: 'Northwind Networks',
    });
    expect(rows[0]!.subscribedAt.toISOString()).toBe(fixedNow.toISOString());

    const queued = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    const mail = queued.find((r) => r.kind === 'mail');
    const mirror = queued.find((r) => r.kind === 'records');
    expect(mail?.payload).toMatchObject({ template: 'newsletter-welcome', to: ['jane.doe@example.com'] });
    expect(mirror?.payload).toEqual({
      table: 'NewsletterSubscriptions',
      operation: 'create',
      records: [
        {
          fields: { email: 'jane.doe@example.com', storefrontName: 'Northwind Networks', date: '03/04/2026' },
        },
      ],
    });
    expect(woken.at(-1)?.sort()).toEqual([mail!.id, mirror!.id].sort());
  });

  it('a second subscription on the same storefront is a success without a duplicate row', async () => {
    const before = await t.db.select().from(outbox);
    const res = await subscribe('northwind.localhost', { email: 'JANE.DOE@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'jane.doe@example.com'));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(outbox)).toHaveLength(before.length);
  });

  it('the same email on another storefront is its own subscription', async () => {
    await subscribe('cobalt.localhost', { email: 'jane.doe@example.com' });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'jane.doe@example.com'));
    expect(rows.map((r) => r.storefrontName).sort()).toEqual(['Cobalt Telecom', 'Northwind Networks']);
  });

  it.each([
    [{ email: '' }, 'Please Enter Email'],
    [{ email: '   ' }, 'Please Enter Email'],
    [{}, 'Please Enter Email'],
    [{ email: 'not-an-email' }, 'Please Enter Valid Email'],
    [{ email: 'a@b' }, 'Please Enter Valid Email'],
  ])('rejects %j with "%s" and changes nothing', async (payload, message) => {
    const before = await t.db.select().from(newsletterSubscriptions);
    const res = await subscribe('localhost', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_data', message, fields: { email: message } } });
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(before.length);
  });

  it('rejects unknown fields', async () => {
    const res = await subscribe('localhost', { email: 'x@example.com', admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_data', fields: { admin: 'Unknown field' } });
  });

  it('rejects invalid JSON in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_data', message: 'Invalid JSON body' } });
  });
});
