import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountFixtures,
  createAccountFixtures,
  createListingFixture,
  FIXTURE_PASSWORD,
} from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { cartItems, crossDomainTokens, offerItems, offers, sessions } from '../../db/schema/index';

const failed = { error: { code: 'invalid_data', message: 'Something went wrong' } };

describe('cross-domain sign-in (SPEC.md §2)', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  let session: string;
  const clock = createClock();

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost' },
      payload: { email: 'buyer@acme.test', password: FIXTURE_PASSWORD },
    });
    session = res.cookies.find((c) => c.name === 'pb_session')!.value;
  });
  afterAll(() => t.close());

  const start = (payload: object, cookie: string | null = session, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/cross-domain',
      headers: { host, ...(cookie ? { cookie: `pb_session=${cookie}` } : {}) },
      payload,
    });
  const redeem = (host: string, verificationToken: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/cross-domain/redeem',
      headers: { host, ...(cookie ? { cookie } : {}) },
      payload: { verificationToken },
    });
  const preview = (host: string, verificationToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/cross-domain/preview',
      headers: { host },
      payload: { verificationToken },
    });
  const tokenOf = (url: string) => new URL(url).searchParams.get('verification_token')!;

  it('GET /api/storefronts lists every storefront and its host', async () => {
    const res = await t.app.inject({ url: '/api/storefronts', headers: { host: 'cobalt.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { slug: 'patchbay', title: 'Patchbay Marketplace', host: 'localhost' },
        { slug: 'cobalt', title: 'Cobalt Telecom', host: 'cobalt.localhost' },
        { slug: 'northwind', title: 'Northwind Networks', host: 'shop.northwind.example' },
      ],
    });
  });

  it('happy path: a one-time URL for northwind.localhost signs the same user in there, with a new session', async () => {
    const res = await start({ targetHost: 'northwind.localhost' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.url).toMatch(/^http:\/\/northwind\.localhost:3000\/\?verification_token=[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(clock.now().getTime() + 2 * 60_000).toISOString());
    const token = tokenOf(body.url);
    const [row] = await t.db
      .select()
      .from(crossDomainTokens)
      .where(eq(crossDomainTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row).toMatchObject({
      userId: fx.users.acmeBuyer.id,
      targetStorefrontId: fx.storefronts.northwind.id,
    });

    const done = await redeem('northwind.localhost', token);
    expect(done.statusCode).toBe(200);
    expect(done.json().user).toMatchObject({ id: fx.users.acmeBuyer.id, email: 'buyer@acme.test' });
    const cookie = done.cookies.find((c) => c.name === 'pb_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).not.toBe(session);
    expect(cookie.value).not.toBe(token);
    const who = await t.app.inject({
      url: '/api/auth/me',
      headers: { host: 'northwind.localhost', cookie: `pb_session=${cookie.value}` },
    });
    expect(who.json().user.id).toBe(fx.users.acmeBuyer.id);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, fx.users.acmeBuyer.id));
    expect(rows).toHaveLength(2);
  });

  it('the token works once', async () => {
    const token = tokenOf((await start({ targetHost: 'northwind.localhost' })).json().url);
    expect((await redeem('northwind.localhost', token)).statusCode).toBe(200);
    const again = await redeem('northwind.localhost', token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(failed);
    expect(again.cookies.find((c) => c.name === 'pb_session')).toBeUndefined();
  });

  it('an expired token (older than 2 minutes) fails', async () => {
    const token = tokenOf((await start({ targetHost: 'cobalt.localhost' })).json().url);
    clock.advance(2 * 60_000 + 1000);
    const res = await redeem('cobalt.localhost', token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failed);
  });

  it('a token for another storefront fails there, and still works where it belongs', async () => {
    const token = tokenOf((await start({ targetHost: 'northwind.localhost' })).json().url);
    const wrong = await redeem('cobalt.localhost', token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(failed);
    expect((await redeem('localhost', token)).statusCode).toBe(400);
    expect((await redeem('admin.localhost', token)).statusCode).toBe(400);
    expect((await redeem('shop.northwind.example', token)).statusCode).toBe(200);
  });

  it('an unknown token fails', async () => {
    const res = await redeem('northwind.localhost', 'no-such-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(failed);
  });

  it('concurrent redeems of one token: exactly one wins', async () => {
    const token = tokenOf((await start({ targetHost: 'cobalt.localhost' })).json().url);
    const results = await Promise.all(Array.from({ length: 5 }, () => redeem('cobalt.localhost', token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('keeps the path, adds typeform=yes, and uses the https customer domain when that is the host named', async () => {
    const res = await start({
      targetHost: 'Shop.Northwind.Example',
      path: '/products?page=2',
      typeform: true,
    });
    const url = new URL(res.json().url);
    expect(url.origin).toBe('https://shop.northwind.example');
    expect(url.pathname).toBe('/products');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('typeform')).toBe('yes');
    expect(url.searchParams.get('verification_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a path cannot lead off the storefront', async () => {
    const res = await start({ targetHost: 'cobalt.localhost', path: '//evil.example/x' });
    expect(new URL(res.json().url).origin).toBe('http://cobalt.localhost:3000');
  });

  it('only to a known storefront host', async () => {
    const res = await start({ targetHost: 'evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Something went wrong');
    expect((await start({ targetHost: 'admin.localhost' })).statusCode).toBe(400);
  });

  it('needs a session to start', async () => {
    const res = await start({ targetHost: 'northwind.localhost' }, null);
    expect(res.statusCode).toBe(401);
  });

  describe('login CSRF: a link someone else made', () => {
    it('preview names the account the link signs in to, and uses nothing up', async () => {
      const token = tokenOf((await start({ targetHost: 'cobalt.localhost' })).json().url);
      const res = await preview('cobalt.localhost', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: { email: 'buyer@acme.test', displayName: 'Sam Patel' } });
      expect(res.cookies.find((c) => c.name === 'pb_session')).toBeUndefined();
      expect((await preview('cobalt.localhost', token)).statusCode).toBe(200);
      expect((await redeem('cobalt.localhost', token)).statusCode).toBe(200);
      // used: nothing more to confirm
      const used = await preview('cobalt.localhost', token);
      expect(used.statusCode).toBe(400);
      expect(used.json()).toEqual(failed);
    });

    it('preview refuses unknown, foreign and admin-host tokens like redeem does', async () => {
      const token = tokenOf((await start({ targetHost: 'northwind.localhost' })).json().url);
      expect((await preview('cobalt.localhost', token)).json()).toEqual(failed);
      expect((await preview('admin.localhost', token)).statusCode).toBe(400);
      expect((await preview('northwind.localhost', 'no-such-token')).json()).toEqual(failed);
      const bad = await preview('northwind.localhost', '');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty('verificationToken');
    });

    it("redeeming keeps the browser's guest cart and guest offer with the guest, not the link's account", async () => {
      const guestId = 'VictimGuestVictimGues1';
      const cobalt = fx.storefronts.cobalt.id;
      const listing = await createListingFixture(t.db, fx.organizations.cobalt.id, 'csrf-1');
      await t.db.insert(cartItems).values({
        listingId: listing.id,
        storefrontId: cobalt,
        guestId,
        purchaseQty: 2,
        purchasePrice: '100',
      });
      const [offer] = await t.db
        .insert(offers)
        .values({
          storefrontId: cobalt,
          sellerOrganizationId: fx.organizations.cobalt.id,
          guestId,
          guestUser: { email: 'victim@example.com', firstName: 'Vic', lastName: 'Tim' },
        })
        .returning();
      await t.db.insert(offerItems).values({
        offerId: offer!.id,
        listingId: listing.id,
        storefrontId: cobalt,
        listingOrgId: fx.organizations.cobalt.id,
        guestId,
        purchaseQty: 2,
        purchasePrice: '80',
        price: '100',
        offerValidTill: new Date(clock.now().getTime() + 24 * 60 * 60_000),
      });

      // The attacker (buyer@acme.test here) mints a link for their own account...
      const token = tokenOf((await start({ targetHost: 'cobalt.localhost' })).json().url);
      // ...and the victim's browser, holding the guest cookie, redeems it.
      const res = await redeem('cobalt.localhost', token, `pb_guest=${guestId}`);
      expect(res.statusCode).toBe(200);

      const lines = await t.db.select().from(cartItems).where(eq(cartItems.listingId, listing.id));
      expect(lines).toEqual([expect.objectContaining({ guestId, userId: null, purchaseQty: 2 })]);
      const [kept] = await t.db.select().from(offers).where(eq(offers.id, offer!.id));
      expect(kept).toMatchObject({ guestId, buyerUserId: null, buyerOrganizationId: null });
      const [item] = await t.db.select().from(offerItems).where(eq(offerItems.offerId, offer!.id));
      expect(item).toMatchObject({ guestId, userId: null });
    });
  });
});
