import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, newKey, testBrowser } from '../../../test/checkout-helpers';
import { createSessionToken, fixturePasswordHash } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { organizations, outbox, users } from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mail';

/**
 * A seller without an address of its own is mailed through its company admins; a disabled company
 * admin gets none of the seller's mails: not the order summary, not a quote request, not an offer.
 */
describe("a seller's mails skip its disabled company admins", () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  let buyerToken: string;
  const clock = createClock('2026-03-04T15:00:00Z');
  const host = 'cobalt.localhost';
  const buyers = ['buyer@acme.test', 'sam@acme.test', 'guest@example.com'];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    const cobalt = fx.organizations.cobalt.id;
    await t.db.update(organizations).set({ email: null }).where(eq(organizations.id, cobalt));
    await t.db.insert(users).values({
      email: 'ops@cobalt.test',
      role: 'companyAdmin',
      organizationId: cobalt,
      firstName: 'Ines',
      lastName: 'Moreau',
      passwordHash: await fixturePasswordHash(),
    });
    await t.db
      .update(users)
      .set({ disabledAt: new Date('2026-03-01T09:00:00Z') })
      .where(eq(users.id, fx.users.cobaltAdmin.id));
    buyerToken = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
  });
  afterAll(() => t.close());

  const mailRows = async () => (await t.db.select().from(outbox)).filter((r) => r.kind === 'mail');
  const mails = async () => (await mailRows()).map((r) => r.payload as MailMessage);

  it.each([
    [
      'order',
      'order-summary-seller',
      async () => {
        const b = testBrowser(t, host, buyerToken);
        expect((await b.add(fx.listings.asr9001Cobalt.id, 1)).statusCode).toBe(200);
        return b.checkout(
          {
            shippingAddress: coloradoAddress,
            billingSameAsShipping: true,
            sellers: [
              {
                sellerId: fx.organizations.cobalt.id,
                shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1B2C3' },
              },
            ],
            payment: {
              paymentType: 'ach',
              routingNumber: '011000015',
              accountNumber: '12345678',
              name: 'Sam Patel',
            },
          },
          newKey(),
        );
      },
    ],
    [
      'quote request',
      'quote-request-seller',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/quote-requests',
          headers: { host },
          payload: {
            listingId: fx.listings.aristaCobalt.id,
            qty: 3,
            userName: 'Guest Buyer',
            email: 'guest@example.com',
          },
        }),
    ],
    [
      'offer',
      'offer-made',
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/offers',
          headers: { host, authorization: `Bearer ${buyerToken}` },
          payload: { items: [{ listingId: fx.listings.asr9001Cobalt.id, quantity: 1, unitPrice: '2500' }] },
        }),
    ],
  ])('the %s mail goes to the enabled company admin only', async (_what, template, act) => {
    const before = new Set((await mailRows()).map((r) => r.id));
    const res = await act();
    expect(res.statusCode, res.body).toBe(201);
    const queued = (await mailRows()).filter((r) => !before.has(r.id)).map((r) => r.payload as MailMessage);
    // The buyers' own copies (order summary, offer confirmation) are not the seller's mail.
    const toSeller = queued.filter((m) => m.template === template && !m.to.some((a) => buyers.includes(a)));
    expect(toSeller.map((m) => m.to)).toEqual([['ops@cobalt.test']]);
    expect(queued.flatMap((m) => m.to)).not.toContain(fx.users.cobaltAdmin.email);
  });

  it('no mail of any kind went to the disabled admin', async () => {
    const all = await mails();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.filter((m) => m.to.includes(fx.users.cobaltAdmin.email))).toEqual([]);
  });
});
