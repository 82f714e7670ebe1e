import type { Offer } from '@patchbay/contract';
import { offerMessages } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { expectError, HOSTS, offerClient, offerOf, queued } from '../../../test/offers';
import { offerItemEvents, offerItems, offers, orderItems, orders, storefronts } from '../../db/schema/index';
import { runOfferTimers } from './offers.service';

const HOUR = 60 * 60 * 1000;
const START = '2026-03-04T15:00:00Z';

/** Expiry and reminders, driven by a clock the test moves: nothing here sleeps. */
describe('offer expiry and reminders', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock(START);
  const woken: string[][] = [];
  let api: ReturnType<typeof offerClient>;
  let buyer: { token: string; host: string };
  let seller: { token: string; host: string };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, outbox: { wake: (ids) => woken.push(ids) } });
    fx = await createCatalogFixtures(t.db);
    api = offerClient(t);
    buyer = {
      token: await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now()),
      host: HOSTS.northwind,
    };
    seller = {
      token: await createSessionToken(t.db, fx.users.northwindBusiness.id, clock.now()),
      host: HOSTS.northwind,
    };
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock.set(START);
    woken.length = 0;
    await t.db.delete(offers);
  });

  const at = (hours: number) => clock.set(new Date(new Date(START).getTime() + hours * HOUR));
  const make = async (listingId = fx.listings.asr9001Northwind.id): Promise<Offer> =>
    offerOf(await api.make(buyer, { items: [{ listingId, quantity: 1, unitPrice: '4000' }] }), 201);
  const storedItem = async (offer: Offer) =>
    (await t.db.select().from(offerItems).where(eq(offerItems.id, offer.items[0]!.id)))[0]!;

  it('reminds the party who has to answer 24 hours before expiry, once', async () => {
    const offer = await make();
    at(47.9);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });
    at(48);
    woken.length = 0;
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 1 });
    const { mails } = await queued(t, woken);
    expect(mails).toEqual([
      expect.objectContaining({
        template: 'offer-reminder',
        to: ['orders@northwind.test'],
        subject: 'Reminder: the offer on Cisco ASR-9001 expires at 03/07/2026 15:00 UTC',
      }),
    ]);
    expect(mails[0]?.text).toContain('Sam Patel of Acme Wireless is waiting for your answer');
    expect((await storedItem(offer)).reminderSentAt?.toISOString()).toBe(clock.now().toISOString());
    at(60);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });

    // A counter opens a new window with its own reminder, this time to the buyer.
    const countered = offerOf(await api.seller(seller, offer, 'counter', { unitPrice: '4400' }));
    expect(countered.items[0]?.offerValidTill).toBe(
      new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
    );
    at(60 + 48);
    woken.length = 0;
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 1 });
    expect((await queued(t, woken)).mails.map((m) => m.to)).toEqual([['buyer@acme.test']]);
  });

  it('a lapsed proposal shows expired at once, refuses every answer, and the job expires it and tells both parties', async () => {
    const offer = await make();
    at(72);
    expect(offerOf(await api.get(buyer, offer.id)).items[0]?.displayStatus).toBe('pending');
    at(72.001);
    // Before the job runs, the display rule already says expired and nothing can be done.
    const view = offerOf(await api.adminGet(seller, offer.id));
    expect(view).toMatchObject({ displayStatus: 'expired', status: 'pending' });
    expect(view.items[0]?.actions).toEqual([]);
    expectError(await api.seller(seller, offer, 'accept'), 409, offerMessages.expired);
    expectError(
      await api.seller(seller, offer, 'counter', { unitPrice: '4400' }),
      409,
      offerMessages.expired,
    );
    expectError(await api.buyer(buyer, offer, 'cancel'), 409, offerMessages.expired);

    woken.length = 0;
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 1, reminded: 0 });
    const item = await storedItem(offer);
    expect(item).toMatchObject({
      status: 'expired',
      isBuyerOfferActive: false,
      isSellerOfferActive: false,
      version: 1,
    });
    const [stored] = await t.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(stored?.status).toBe('expired');
    const events = await t.db.select().from(offerItemEvents).where(eq(offerItemEvents.offerItemId, item.id));
    expect(events.map((e) => `${e.party}:${e.action}`)).toEqual(['buyer:offer', 'system:expire']);
    const { mails, records } = await queued(t, woken);
    expect(mails.map((m) => [m.template, m.to])).toEqual([
      ['offer-expired', ['buyer@acme.test']],
      ['offer-expired', ['orders@northwind.test']],
    ]);
    expect(records.map((r) => `${r.table}:${r.operation}`)).toEqual(['OfferItem:patch', 'Offer:patch']);
    // Once is enough.
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });
    expect(offerOf(await api.get(buyer, offer.id)).displayStatus).toBe('expired');
  });

  it('uses the storefront’s offerValidFor', async () => {
    // The host resolver caches storefronts for a few seconds: a fresh app reads the new value.
    const fresh = await createTestApp({ now: clock.now });
    try {
      const fixtures = await createCatalogFixtures(fresh.db);
      await fresh.db
        .update(storefronts)
        .set({ offerValidFor: 48 })
        .where(eq(storefronts.id, fixtures.storefronts.northwind.id));
      const token = await createSessionToken(fresh.db, fixtures.users.acmeBuyer.id, clock.now());
      const offer = offerOf(
        await offerClient(fresh).make(
          { token, host: HOSTS.northwind },
          { items: [{ listingId: fixtures.listings.asr9001Northwind.id, quantity: 1, unitPrice: '10' }] },
        ),
        201,
      );
      expect(offer.items[0]?.offerValidTill).toBe(new Date(clock.now().getTime() + 48 * HOUR).toISOString());
    } finally {
      await fresh.close();
    }
  });

  it('an accepted price is reserved for a new window: reminded to the buyer, then expired unless bought', async () => {
    const offer = await make();
    at(10);
    const accepted = offerOf(await api.seller(seller, offer, 'accept'));
    expect(accepted.items[0]?.offerValidTill).toBe(new Date(clock.now().getTime() + 72 * HOUR).toISOString());
    at(10 + 50);
    woken.length = 0;
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 1 });
    const { mails } = await queued(t, woken);
    expect(mails.map((m) => m.to)).toEqual([['buyer@acme.test']]);
    expect(mails[0]?.text).toContain('is reserved in your cart until 03/08/2026 01:00 UTC');
    at(10 + 72.5);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 1, reminded: 0 });
    expect((await storedItem(offer)).status).toBe('expired');
  });

  it('an accepted item that was bought is never expired nor reminded', async () => {
    const address = {
      firstname: 'Sam',
      lastname: 'Patel',
      email: 'buyer@acme.test',
      contactnumber: '3035550100',
      streetAddress: '1 Main St',
      city: 'Denver',
      state: 'CO',
      country: 'US',
      zipcode: '80202',
    };
    const offer = await make();
    offerOf(await api.seller(seller, offer, 'accept'));
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: 1,
        storefrontId: fx.storefronts.northwind.id,
        sellerOrganizationId: fx.organizations.northwind.id,
        buyerUserId: fx.users.acmeBuyer.id,
        buyerOrganizationId: fx.organizations.acme.id,
        status: 'submitted',
        billingAddress: address,
        shippingAddress: address,
        subtotal: '4000.00',
        orderTotal: '4000.00',
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      listingId: fx.listings.asr9001Northwind.id,
      listingOrgId: fx.organizations.northwind.id,
      purchaseQty: 1,
      purchasePrice: '4000.0000',
      offerItemId: offer.items[0]!.id,
    });
    at(50);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });
    at(100);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });
    const view = offerOf(await api.get(buyer, offer.id));
    expect(view.items[0]).toMatchObject({ status: 'accepted', orderId: order!.id });
  });

  it('a window of 24 hours or less gets no reminder', async () => {
    const offer = await make();
    await t.db
      .update(offerItems)
      .set({ offerValidTill: new Date(clock.now().getTime() + 20 * HOUR) })
      .where(eq(offerItems.id, offer.items[0]!.id));
    at(1);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 0, reminded: 0 });
    at(21);
    expect(await runOfferTimers(t.ctx)).toEqual({ expired: 1, reminded: 0 });
  });
});
