import type { Cart, Offer } from '@patchbay/contract';
import { cartMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from '../../../test/checkout-helpers';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { offerOf } from '../../../test/offers';
import { listings, orderItems } from '../../db/schema/index';
import { runOfferTimers } from './offers.service';

const HOUR = 60 * 60 * 1000;

/** From offer to order: the agreed price goes through the normal cart and checkout. */
describe('buying at the agreed price', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  let seller: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    seller = await createSessionToken(t.db, fx.users.cobaltAdmin.id, clock.now());
  });
  afterAll(() => t.close());

  const checkoutBody = (sellerId: string, extra: Record<string, unknown> = {}) => ({
    shippingAddress: coloradoAddress,
    billingSameAsShipping: true,
    sellers: [
      { sellerId, shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1B2C3' } },
    ],
    ...extra,
  });

  async function negotiate(quantity: number) {
    const guest = testBrowser(t, 'localhost');
    const made = offerOf(
      await guest.call('POST', '/api/offers', {
        items: [{ listingId: fx.listings.finisarCobalt.id, quantity, unitPrice: '25' }],
        guest: guestContact,
      }),
      201,
    );
    const countered = offerOf(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/offers/${made.id}/items/${made.items[0]!.id}/counter`,
        headers: { host: 'admin.localhost', authorization: `Bearer ${seller}` },
        payload: { unitPrice: '30.2550', version: 0 },
      }),
    );
    const accepted = offerOf(
      await guest.call('POST', `/api/offers/${made.id}/items/${made.items[0]!.id}/accept`, {
        version: countered.items[0]!.version,
      }),
    );
    return { guest, offer: accepted };
  }

  it('a guest accepts a counter-offer, finds it in the cart at that price, and checks out at it', async () => {
    const { guest, offer } = await negotiate(40);
    const cart = (await guest.cart()) as Cart;
    expect(cart.items).toEqual([
      expect.objectContaining({
        listingId: fx.listings.finisarCobalt.id,
        quantity: 40,
        listPrice: '35.5000',
        unitPrice: '30.2550',
        offerPrice: '30.2550',
        offerItemId: offer.items[0]!.id,
        offerValidTill: offer.items[0]!.offerValidTill,
        lineTotal: '1210.20',
        problem: null,
      }),
    ]);
    // The agreed quantity is fixed while the price holds.
    const change = await guest.call('PATCH', `/api/cart/items/${cart.items[0]!.id}`, { quantity: 41 });
    expect(change.statusCode).toBe(400);
    expect(change.json().error.message).toBe(cartMessages.offerQuantityFixed);

    const token = await guest.tokenize();
    const placed = await guest.checkout(
      checkoutBody(fx.organizations.cobalt.id, {
        guest: guestContact,
        payment: { paymentType: 'card', token },
      }),
      newKey(),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orders[0].id as string;
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line).toMatchObject({
      offerItemId: offer.items[0]!.id,
      purchasePrice: '30.2550',
      purchaseQty: 40,
    });

    // The offer says it was bought; the timers leave it alone after its window.
    const view = offerOf(await guest.call('GET', `/api/offers/${offer.id}`));
    expect(view.items[0]).toMatchObject({ status: 'accepted', orderId });
    clock.advance(80 * HOUR);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });
    clock.set('2026-03-04T15:00:00Z');
  });

  it('when the last units sell elsewhere first, the buyer is told at checkout and not charged', async () => {
    const { guest } = await negotiate(20);
    await t.db.update(listings).set({ numAvailable: 5 }).where(eq(listings.id, fx.listings.finisarCobalt.id));
    const token = await guest.tokenize();
    const res = await guest.checkout(
      checkoutBody(fx.organizations.cobalt.id, {
        guest: guestContact,
        payment: { paymentType: 'card', token },
      }),
      newKey(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/Only 5 of .* left/);
    await t.db
      .update(listings)
      .set({ numAvailable: 400 })
      .where(eq(listings.id, fx.listings.finisarCobalt.id));
  });

  it('once the reserved window ends unbought, the cart says so and the job expires the offer', async () => {
    const { guest, offer } = await negotiate(10);
    clock.advance(73 * HOUR);
    const cart = (await guest.cart()) as Cart;
    const line = cart.items.find((l) => l.offerItemId === offer.items[0]!.id);
    expect(line).toMatchObject({ unitPrice: '35.5000', problem: cartMessages.offerExpired });
    // This one, and the previous test's, which was never bought either.
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 2, reminded: 0 });
    const view = offerOf(await guest.call('GET', `/api/offers/${offer.id}`)) as Offer;
    expect(view.items[0]?.status).toBe('expired');
    clock.set('2026-03-04T15:00:00Z');
  });
});
