import { accountMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { outbox, quoteRequests, users } from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mail';
import type { RecordsMessage } from '../../integrations/records/records';

describe('POST /api/quote-requests', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const woken: string[][] = [];
  const fixedNow = new Date('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => fixedNow, outbox: { wake: (ids) => woken.push(ids) } });
    fx = await createCatalogFixtures(t.db);
  });
  afterAll(() => t.close());

  const post = (host: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { host },
      payload: payload as object,
    });

  const valid = () => ({
    listingId: fx.listings.asr9001Northwind.id,
    qty: 2,
    userName: 'Jane Doe',
    email: 'Jane.Doe@Example.com',
    contactNumber: '+1 303-555-0100',
    postalCode: '80202',
    city: 'Denver',
    state: 'CO',
    comments: 'Need them by Friday.',
  });

  const outboxRows = async (ids: string[]) => {
    const rows = await t.db.select().from(outbox);
    return rows.filter((r) => ids.includes(r.id));
  };

  it('stores the SPEC.md §3 record and queues seller mail, buyer mail and the mirror row together', async () => {
    // The Host is a development alias; links are built from the configured origin (customer domain).
    const res = await post('northwind.localhost', valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), status: 'received' });

    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    const link = `https://shop.northwind.example/Cisco-ASR-9001/dp/${fx.listings.asr9001Northwind.id}`;
    expect(row).toMatchObject({
      storefrontId: fx.storefronts.northwind.id,
      listingId: fx.listings.asr9001Northwind.id,
      productId: fx.products.asr9001.id,
      userId: null,
      itemName: 'Cisco ASR-9001',
      qty: 2,
      originalPrice: '4500.0000',
      extendedPrice: '9000.00',
      storefrontName: 'Northwind Networks',
      thumbnail: 'https://shop.northwind.example/uploads/products/test.webp',
      productLink: link,
      brand: 'Cisco',
      partNumber: 'ASR-9001',
      userName: 'Jane Doe',
      email: 'jane.doe@example.com',
      contactNumber: '+1 303-555-0100',
      postalCode: '80202',
      city: 'Denver',
      state: 'CO',
      comments: 'Need them by Friday.',
    });
    expect(row?.createdAt.toISOString()).toBe(fixedNow.toISOString());

    const ids = woken.at(-1) ?? [];
    const queued = await outboxRows(ids);
    expect(queued).toHaveLength(3);
    const mails = queued.filter((r) => r.kind === 'mail').map((r) => r.payload as MailMessage);
    const seller = mails.find((m) => m.template === 'quote-request-seller');
    const buyer = mails.find((m) => m.template === 'quote-request-confirmation');
    expect(seller).toMatchObject({ to: ['orders@northwind.test'], replyTo: 'jane.doe@example.com' });
    expect(seller?.text).toContain('Quantity: 2');
    expect(seller?.text).toContain('Extended price: $9,000.00');
    expect(seller?.text).toContain('Need them by Friday.');
    expect(buyer).toMatchObject({ to: ['jane.doe@example.com'] });
    expect(buyer?.text).toContain('Unit price: $4,500.00');
    expect(buyer?.text).toContain(link);
    const mirror = queued.find((r) => r.kind === 'records')?.payload as RecordsMessage;
    expect(mirror).toEqual({
      table: 'RequestQuote',
      operation: 'create',
      records: [
        {
          fields: {
            action: 'RequestQuote',
            domainUrl: 'https://shop.northwind.example',
            productName: 'Cisco ASR-9001',
            qty: 2,
            originalPrice: '4500.0000',
            extendedPrice: '9000.00',
            storefrontName: 'Northwind Networks',
            thumbnail: 'https://shop.northwind.example/uploads/products/test.webp',
            productLink: link,
            brand: 'Cisco',
            mpn: 'ASR-9001',
            productId: fx.products.asr9001.id,
            userName: 'Jane Doe',
            email: 'jane.doe@example.com',
            contactNumber: '+1 303-555-0100',
            postalCode: '80202',
            city: 'Denver',
            state: 'CO',
            comments: 'Need them by Friday.',
            date: '03/04/2026',
          },
        },
      ],
    });
  });

  it("keeps a hidden price out of the buyer's mail, mails a seller without an address through its company admins", async () => {
    const res = await post('cobalt.localhost', {
      listingId: fx.listings.aristaCobalt.id,
      qty: 3,
      userName: 'Guest Buyer',
      email: 'guest@example.com',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(quoteRequests).where(eq(quoteRequests.id, res.json().id));
    expect(row).toMatchObject({ originalPrice: '4700.0000', extendedPrice: '14100.00', contactNumber: null });
    const queued = await outboxRows(woken.at(-1) ?? []);
    const mails = queued.filter((r) => r.kind === 'mail').map((r) => r.payload as MailMessage);
    const seller = mails.find((m) => m.template === 'quote-request-seller');
    const buyer = mails.find((m) => m.template === 'quote-request-confirmation');
    expect(seller?.to).toEqual(['admin@cobalt.test']);
    expect(seller?.text).toContain('$14,100.00');
    expect(buyer?.text).not.toMatch(/4,700|14,100|4700|14100/);
    expect(buyer?.text).toContain('Price: sign in to see the price');
    const mirror = queued.find((r) => r.kind === 'records')?.payload as RecordsMessage;
    expect(mirror.records[0]?.fields).toMatchObject({
      originalPrice: '4700.0000',
      extendedPrice: '14100.00',
    });
  });

  it('is 404 for a listing not visible on this storefront, and stores nothing', async () => {
    const before = await t.db.select().from(quoteRequests);
    for (const [host, listingId] of [
      ['cobalt.localhost', fx.listings.mx204Meridian.id],
      ['localhost', fx.listings.aristaNorthwind.id],
      ['northwind.localhost', fx.listings.deletedNorthwind.id],
    ] as const) {
      const res = await post(host, { ...valid(), listingId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Listing not found' } });
    }
    expect(await t.db.select().from(quoteRequests)).toHaveLength(before.length);
  });

  it.each([
    [{ qty: 0 }, 'qty', 'Please enter quantity'],
    [{ userName: '  ' }, 'userName', 'Please enter name'],
    [{ userName: undefined }, 'userName', 'Please enter name'],
    [{ email: '' }, 'email', 'Please enter email'],
    [{ email: 'not-an-email' }, 'email', 'Please enter valid email'],
    [{ postalCode: '1234' }, 'postalCode', 'Please enter valid zipcode'],
    [{ postalCode: 'ABCDE' }, 'postalCode', 'Please enter valid zipcode'],
    [{ listingId: 'abc' }, 'listingId', undefined],
    [{ admin: true }, 'admin', 'Unknown field'],
  ])('rejects %j with a message for %s and stores nothing', async (change, field, message) => {
    const before = await t.db.select().from(quoteRequests);
    const res = await post('northwind.localhost', { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_data');
    if (message) expect(body.error.fields[field]).toBe(message);
    else expect(body.error.fields[field]).toBeTruthy();
    expect(await t.db.select().from(quoteRequests)).toHaveLength(before.length);
  });
});

describe('POST /api/quote-requests: abuse of the confirmation mail', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock();
  const woken: string[][] = [];
  let ipSeq = 0;
  const phishing = 'Your account is suspended: confirm your card at https://evil.example/login';

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, outbox: { wake: (ids) => woken.push(ids) } });
    fx = await createCatalogFixtures(t.db);
  });
  afterAll(() => t.close());

  const post = (payload: object, options: { ip?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: {
        host: 'northwind.localhost',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      remoteAddress: options.ip ?? `10.70.0.${++ipSeq}`,
      payload,
    });
  const request = (email: string) => ({
    listingId: fx.listings.asr9001Northwind.id,
    qty: 1,
    userName: 'Security Team',
    email,
    comments: phishing,
  });
  const mailsOf = async (ids: string[]) =>
    (await t.db.select().from(outbox))
      .filter((r) => ids.includes(r.id) && r.kind === 'mail')
      .map((r) => r.payload as MailMessage);
  const confirmationOf = async (ids: string[]) =>
    (await mailsOf(ids)).find((m) => m.template === 'quote-request-confirmation');

  it('does not quote the free text (comments, name) to an address nobody verified; the seller still reads it', async () => {
    const res = await post(request('victim@example.com'));
    expect(res.statusCode).toBe(201);
    const mails = await mailsOf(woken.at(-1) ?? []);
    const confirmation = mails.find((m) => m.template === 'quote-request-confirmation');
    const seller = mails.find((m) => m.template === 'quote-request-seller');
    expect(confirmation?.to).toEqual(['victim@example.com']);
    expect(confirmation?.text).not.toContain('evil.example');
    expect(confirmation?.text).not.toContain('Security Team');
    expect(confirmation?.text).toContain('Hello,');
    expect(seller?.text).toContain(phishing);
    expect(seller?.text).toContain('Name: Security Team');
  });

  it("quotes them to a signed-in buyer's own verified address only", async () => {
    const buyer = fx.users.acmeBuyer;
    const token = await createSessionToken(t.db, buyer.id, clock.now());
    // Signed in, but the address was never verified: no echo.
    let res = await post(request(buyer.email), { token });
    expect(res.statusCode).toBe(201);
    expect((await confirmationOf(woken.at(-1) ?? []))?.text).not.toContain(phishing);

    await t.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, buyer.id));
    res = await post(request(buyer.email), { token });
    expect(res.statusCode).toBe(201);
    const echoed = await confirmationOf(woken.at(-1) ?? []);
    expect(echoed?.text).toContain(phishing);
    expect(echoed?.text).toContain('Hello Security Team,');

    // Verified, but someone else's address: no echo.
    res = await post(request('someone-else@example.com'), { token });
    expect(res.statusCode).toBe(201);
    expect((await confirmationOf(woken.at(-1) ?? []))?.text).not.toContain(phishing);
  });

  it('takes 3 requests per address in 15 minutes, whatever the client; the 4th is 429 and mails nobody', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 3; i++) expect((await post(request(email))).statusCode).toBe(201);
    const stored = (await t.db.select().from(quoteRequests)).length;
    const mailsBefore = (await t.db.select().from(outbox)).length;
    const res = await post(request('Target@Example.com'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: { code: 'rate_limited', message: accountMessages.tooManyAttempts },
    });
    expect(await t.db.select().from(quoteRequests)).toHaveLength(stored);
    expect(await t.db.select().from(outbox)).toHaveLength(mailsBefore);
    // Other addresses are not held up by it.
    expect((await post(request('other@example.com'))).statusCode).toBe(201);
    clock.advance(16 * 60_000);
    expect((await post(request(email))).statusCode).toBe(201);
  });

  it('takes 10 requests per client in 15 minutes, to any addresses; the 11th is 429', async () => {
    const ip = '10.71.0.1';
    for (let i = 0; i < 10; i++)
      expect((await post(request(`spray-${i}@example.com`), { ip })).statusCode).toBe(201);
    const res = await post(request('spray-10@example.com'), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(accountMessages.tooManyAttempts);
    expect((await post(request('spray-10@example.com'), { ip: '10.71.0.2' })).statusCode).toBe(201);
  });
});
