import { accountMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { resellerCertificates, users } from '../../db/schema/index';

/** A browser on one host that keeps its cookies (guest id, session). */
function browser(t: TestApp, host: string) {
  const jar = new Map<string, string>();
  const call = async (options: InjectOptions & { headers?: Record<string, string> }) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app.inject({
      ...options,
      headers: { host, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies) jar.set(c.name, c.value);
    return res;
  };
  return {
    call,
    json: (method: InjectOptions['method'], url: string, payload?: object) =>
      call({ method, url, ...(payload ? { payload } : {}) }),
    async upload() {
      const png = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#0b7285' },
      })
        .png()
        .toBuffer();
      const boundary = '----patchbaycertificate';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await call({
        method: 'POST',
        url: '/api/uploads/reseller-certificate',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json().url as string;
    },
  };
}

const registration = (email: string, resellerCertificateUrl?: string) => ({
  firstName: 'Rita',
  lastName: 'Reseller',
  companyName: `Resale ${email}`,
  email,
  phone: '+1 555-010-3000',
  password: 'secret12',
  confirmPassword: 'secret12',
  ...(resellerCertificateUrl ? { resellerCertificateUrl } : {}),
});

describe('reseller certificates: tax exemption only for an approved upload of the buyer', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const staff: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    staff.operator = await createSessionToken(t.db, fx.users.operator.id, clock.now());
    staff.northwindAdmin = await createSessionToken(t.db, fx.users.northwindAdmin.id, clock.now());
    staff.northwindBusiness = await createSessionToken(t.db, fx.users.northwindBusiness.id, clock.now());
    staff.cobaltAdmin = await createSessionToken(t.db, fx.users.cobaltAdmin.id, clock.now());
    staff.buyer = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
  });
  afterAll(() => t.close());

  const admin = (who: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'admin.localhost', authorization: `Bearer ${staff[who]}` },
      ...(payload ? { payload } : {}),
    });
  const userCount = async () => (await t.db.select({ id: users.id }).from(users)).length;
  /** The buyer's checkout quote for one ASR-9001 of Northwind shipped to Denver (Northwind: 6 % tax). */
  const quoteOf = async (b: ReturnType<typeof browser>) => {
    const res = await b.json('POST', '/api/checkout/quote', { destination: { country: 'US', state: 'CO' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return { taxExempt: body.taxExempt as boolean, tax: body.sellers[0].amounts.tax as string };
  };

  it('refuses a certificate URL of an upload that does not exist, with a message on the field, and creates nobody', async () => {
    const before = await userCount();
    const b = browser(t, 'northwind.localhost');
    const res = await b.json(
      'POST',
      '/api/auth/register',
      registration('ghost@example.com', '/uploads/certificates/0190f0a1-0000-7000-8000-000000000001.png'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'invalid_data',
        message: accountMessages.certificateUnknown,
        fields: { resellerCertificateUrl: accountMessages.certificateUnknown },
      },
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses another browser's upload, and an upload already claimed", async () => {
    const uploader = browser(t, 'northwind.localhost');
    const url = await uploader.upload();
    const thief = browser(t, 'northwind.localhost');
    await thief.json('GET', '/api/auth/me');
    const stolen = await thief.json('POST', '/api/auth/register', registration('thief@example.com', url));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.fields).toEqual({
      resellerCertificateUrl: accountMessages.certificateUnknown,
    });

    const own = await uploader.json('POST', '/api/auth/register', registration('owner@example.com', url));
    expect(own.statusCode).toBe(201);
    // The same upload, claimed once, cannot be the certificate of a second account from that browser.
    const again = browser(t, 'northwind.localhost');
    const [row] = await t.db.select().from(resellerCertificates).where(eq(resellerCertificates.url, url));
    await again.call({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'x-guest-id': row!.uploaderGuestId! },
      payload: registration('second@example.com', url),
    });
    expect(
      (await t.db.select().from(resellerCertificates).where(eq(resellerCertificates.url, url))).length,
    ).toBe(1);
    expect((await t.db.select().from(users).where(eq(users.email, 'second@example.com'))).length).toBe(0);
  });

  it('a real upload: taxed until a company admin of the storefront approves it, 0.00 after; rejection taxes again', async () => {
    const b = browser(t, 'northwind.localhost');
    const url = await b.upload();
    const registered = await b.json('POST', '/api/auth/register', registration('rita@example.com', url));
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.resellerCertificateUrl).toBe(url);
    expect(
      (await b.json('POST', '/api/cart/items', { listingId: fx.listings.asr9001Northwind.id, quantity: 1 }))
        .statusCode,
    ).toBe(200);

    expect(await quoteOf(b)).toEqual({ taxExempt: false, tax: '270.00' });

    const pending = await admin('northwindAdmin', 'GET', '/api/admin/reseller-certificates');
    expect(pending.statusCode).toBe(200);
    const item = pending.json().items.find((c: { url: string }) => c.url === url);
    expect(item).toEqual({
      id: expect.any(String),
      url,
      status: 'pending',
      submittedAt: clock.now().toISOString(),
      reviewedAt: null,
      reviewedBy: null,
      buyer: {
        id: registered.json().user.id,
        name: 'Rita Reseller',
        email: 'rita@example.com',
        companyName: 'Resale rita@example.com',
      },
      storefront: { id: fx.storefronts.northwind.id, title: 'Northwind Networks' },
    });
    // The certificate itself can be viewed.
    const image = await t.app.inject({ url, headers: { host: 'admin.localhost' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // Another seller neither sees nor decides it; other roles and buyers may not review.
    const cobaltList = await admin('cobaltAdmin', 'GET', '/api/admin/reseller-certificates');
    expect(cobaltList.json().items.some((c: { id: string }) => c.id === item.id)).toBe(false);
    const review = (who: string, decision: string) =>
      admin(who, 'POST', `/api/admin/reseller-certificates/${item.id}/review`, { decision });
    expect((await review('cobaltAdmin', 'approved')).statusCode).toBe(404);
    expect((await review('northwindBusiness', 'approved')).statusCode).toBe(403);
    expect((await review('buyer', 'approved')).statusCode).toBe(403);
    const bad = await review('northwindAdmin', 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ decision: accountMessages.certificateDecisionRequired });
    expect(await quoteOf(b)).toEqual({ taxExempt: false, tax: '270.00' });

    clock.advance(60_000);
    const approved = await review('northwindAdmin', 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      message: accountMessages.certificateApproved,
      certificate: {
        ...item,
        status: 'approved',
        reviewedAt: clock.now().toISOString(),
        reviewedBy: 'Dana Whitfield',
      },
    });
    expect(await quoteOf(b)).toEqual({ taxExempt: true, tax: '0.00' });
    expect(
      (await admin('northwindAdmin', 'GET', '/api/admin/reseller-certificates'))
        .json()
        .items.some((c: { id: string }) => c.id === item.id),
    ).toBe(false);
    const approvedList = await admin('operator', 'GET', '/api/admin/reseller-certificates?status=approved');
    expect(approvedList.json().items.map((c: { id: string }) => c.id)).toContain(item.id);

    const rejected = await review('operator', 'rejected');
    expect(rejected.json()).toMatchObject({
      message: accountMessages.certificateRejected,
      certificate: { status: 'rejected', reviewedBy: 'Priya Raman' },
    });
    expect(await quoteOf(b)).toEqual({ taxExempt: false, tax: '270.00' });
  });

  it('is 404 for an id that is not a claimed certificate, and the list refuses an unknown status', async () => {
    const b = browser(t, 'northwind.localhost');
    const url = await b.upload();
    const [unclaimed] = await t.db
      .select()
      .from(resellerCertificates)
      .where(eq(resellerCertificates.url, url));
    const res = await admin('operator', 'POST', `/api/admin/reseller-certificates/${unclaimed!.id}/review`, {
      decision: 'approved',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(accountMessages.certificateNotFound);
    expect((await admin('operator', 'GET', '/api/admin/reseller-certificates?status=all')).statusCode).toBe(
      400,
    );
  });
});
