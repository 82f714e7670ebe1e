import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { type CheckoutFixtures, createCheckoutFixtures } from './checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from './checkout-helpers';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from './fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from './helpers';

/**
 * DESIGN.md §5: no usable secret is stored in clear. After a password reset, an invitation and a
 * guest's offer are mailed, every row of every table is read as text and searched for the tokens
 * the mails carry: they are in the mails only.
 */

/** Every table (any schema but PostgreSQL's own) with a row whose text holds `needle`. */
async function tablesHolding(db: Database, needle: string): Promise<string[]> {
  const tables = (
    (await db.execute(sql`
      select table_schema as "schema", table_name as "table"
      from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pg_toast%'
      order by 1, 2
    `)) as unknown as { rows: { schema: string; table: string }[] }
  ).rows;
  expect(tables.map((r) => r.table)).toEqual(
    expect.arrayContaining(['outbox', 'password_resets', 'offers', 'orders', 'idempotency_keys']),
  );
  const found: string[] = [];
  for (const { schema, table } of tables) {
    // A whole row as text: every column, jsonb and arrays included.
    const target = sql.raw(`"${schema}"."${table}" r`);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from ${target} where strpos(r::text, ${needle}) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) found.push(`${schema}.${table}`);
  }
  return found;
}

const linkToken = (text: string, path: RegExp) => {
  const match = text.match(new RegExp(`${path.source}[^\\s]*[?&]token=([A-Za-z0-9_-]{20,})`));
  if (!match) throw new Error(`no ${path.source} link in:\n${text}`);
  return match[1]!;
};

describe('secrets at rest: mailed links', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
  });
  afterAll(() => t.close());

  it('a reset link, an invitation link and a guest offer link are in the mails, and nowhere in the database', async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: 'localhost' },
      payload: { email: 'buyer@acme.test' },
    });
    expect(forgot.statusCode).toBe(200);

    const admin = await createSessionToken(t.db, fx.users.northwindAdmin.id, clock.now());
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { host: 'admin.localhost', authorization: `Bearer ${admin}` },
      payload: {
        email: 'invitee@northwind.test',
        firstName: 'Ivy',
        lastName: 'Invitee',
        role: 'businessUser',
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    const offered = await t.app.inject({
      method: 'POST',
      url: '/api/offers',
      headers: { host: 'northwind.localhost', 'x-guest-id': 'SecretsAtRestGuest0001' },
      payload: {
        items: [{ listingId: fx.listings.asr9001Northwind.id, quantity: 1, unitPrice: '4000' }],
        guest: {
          firstName: 'Owen',
          lastName: 'Reyes',
          email: 'owen@prairie-telecom.example',
          companyName: 'Prairie Telecom',
        },
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const offerId = (offered.json() as { offers: { id: string }[] }).offers[0]!.id;

    const mails = await deliverOutbox(t);
    const mailTo = (address: string, template: string) => {
      const mail = mails.find((m) => m.template === template && m.to.includes(address));
      if (!mail) throw new Error(`no ${template} mail to ${address}`);
      return mail;
    };
    const tokens = {
      reset: linkToken(mailTo('buyer@acme.test', 'password-reset').text, /\/reset-password/),
      invitation: linkToken(mailTo('invitee@northwind.test', 'user-invitation').text, /\/reset-password/),
      offer: linkToken(mailTo('owen@prairie-telecom.example', 'offer-made').text, /\/offerdetails\//),
    };

    // The scan sees what is there: the invitee's address is in users (and in the outbox).
    expect(await tablesHolding(t.db, 'invitee@northwind.test')).toEqual(
      expect.arrayContaining(['public.users', 'public.outbox']),
    );
    for (const [name, token] of Object.entries(tokens)) {
      expect({ name, tables: await tablesHolding(t.db, token) }).toEqual({ name, tables: [] });
    }

    // And every link works.
    const opened = await t.app.inject({
      url: `/api/offers/${offerId}?token=${tokens.offer}`,
      headers: { host: 'northwind.localhost' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    for (const token of [tokens.reset, tokens.invitation]) {
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { host: 'localhost' },
        payload: { token, password: 'Chosen123', confirmPassword: 'Chosen123' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
    }
  });
});

describe('secrets at rest: guest order links', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCheckoutFixtures(t.db);
  });
  afterAll(() => t.close());

  it('the checkout answer and the order mail carry working links whose tokens are nowhere in the database', async () => {
    const b = testBrowser(t);
    expect((await b.add(fx.listings.patchCordNorthwind.id, 200)).statusCode).toBe(200);
    const key = newKey();
    const body = {
      shippingAddress: coloradoAddress,
      billingSameAsShipping: true,
      guest: guestContact,
      sellers: [
        {
          sellerId: fx.organizations.northwind.id,
          shipping: { method: 'buyerArranged', companyName: 'FedEx', accountNumber: 'F-1' },
        },
      ],
      payment: { paymentType: 'ach', routingNumber: '011000015', accountNumber: '12345678', name: 'Sam' },
    };
    const placed = await b.checkout(body, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json().orders[0] as { id: string; detailPath: string };
    const answered = new URL(order.detailPath, 'http://x').searchParams.get('token')!;
    // A replay of the answer (a lost response) gets a link of its own.
    const replayed = (await b.checkout(body, key)).json().orders[0] as { detailPath: string };
    const again = new URL(replayed.detailPath, 'http://x').searchParams.get('token')!;
    expect(again).not.toBe(answered);
    const mails = await deliverOutbox(t);
    const summary = mails.find(
      (m) => m.template === 'order-summary-buyer' && m.to.includes(guestContact.email.toLowerCase()),
    );
    const mailed = linkToken(summary!.text, /\/orderdetails\//);

    for (const [name, token] of Object.entries({ answered, again, mailed })) {
      expect({ name, tables: await tablesHolding(t.db, token) }).toEqual({ name, tables: [] });
      const opened = await t.app.inject({
        url: `/api/orders/${order.id}?token=${token}`,
        headers: { host: 'localhost' },
      });
      expect(opened.statusCode, `${name}: ${opened.body}`).toBe(200);
    }
    const wrong = await t.app.inject({
      url: `/api/orders/${order.id}?token=${answered}x`,
      headers: { host: 'localhost' },
    });
    expect(wrong.statusCode).toBe(404);
  });
});
