import { createHash } from 'node:crypto';
import type { Offer, OfferListResponse } from '@patchbay/contract';
import { offerMessages } from '@patchbay/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CatalogFixtures,
  createCatalogFixtures,
  createSessionToken,
  fixturePasswordHash,
} from '../../../test/fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { expectError, guestIdOf, HOSTS, offerClient, offerOf, queued } from '../../../test/offers';
import {
  cartItems,
  entityHistory,
  listings,
  offerBuyerLinks,
  offerItemEvents,
  offerItems,
  offers,
  users,
} from '../../db/schema/index';
import { syncListingSearch } from '../search/listing-search.repository';

const HOUR = 60 * 60 * 1000;

describe('offers API', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const woken: string[][] = [];
  const tokens: Record<string, string> = {};
  let api: ReturnType<typeof offerClient>;
  let guestCounter = 0;
  const newGuest = () => guestIdOf(++guestCounter);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, outbox: { wake: (ids) => woken.push(ids) } });
    fx = await createCatalogFixtures(t.db);
    api = offerClient(t);
    const [colleague] = await t.db
      .insert(users)
      .values({
        email: 'purchasing@acme.test',
        role: 'buyer',
        organizationId: fx.organizations.acme.id,
        firstName: 'Lee',
        lastName: 'Chen',
        passwordHash: await fixturePasswordHash(),
      })
      .returning();
    const [stranger] = await t.db
      .insert(users)
      .values({
        email: 'someone@else.test',
        role: 'buyer',
        firstName: 'Kim',
        lastName: 'Ray',
        passwordHash: await fixturePasswordHash(),
      })
      .returning();
    const people = {
      buyer: fx.users.acmeBuyer.id,
      colleague: colleague!.id,
      stranger: stranger!.id,
      northwindSales: fx.users.northwindBusiness.id,
      northwindAdmin: fx.users.northwindAdmin.id,
      northwindSpecialist: fx.users.northwindSpecialist.id,
      cobaltAdmin: fx.users.cobaltAdmin.id,
      operator: fx.users.operator.id,
    };
    for (const [name, id] of Object.entries(people))
      tokens[name] = await createSessionToken(t.db, id, clock.now());
  });
  afterAll(() => t.close());
  beforeEach(() => {
    woken.length = 0;
    clock.set('2026-03-04T15:00:00Z');
  });

  const L = () => fx.listings;
  const as = (who: string, host = HOSTS.northwind) => ({ token: tokens[who]!, host });
  const guestContact = {
    firstName: 'Owen',
    lastName: 'Reyes',
    email: 'Owen@Prairie-Telecom.example',
    companyName: 'Prairie Telecom',
  };

  /** A signed-in Acme buyer's offer on a Northwind listing, on the Northwind storefront. */
  async function buyerOffer(
    unitPrice = '4000',
    quantity = 2,
    listingId = L().asr9001Northwind.id,
  ): Promise<Offer> {
    return offerOf(await api.make(as('buyer'), { items: [{ listingId, quantity, unitPrice }] }), 201);
  }

  /** Frees the listings for the next offer: a buyer has one open thread per listing. */
  async function closeOpenOffers() {
    await t.db
      .update(offerItems)
      .set({ status: 'cancelled', isBuyerOfferActive: false, isSellerOfferActive: false })
      .where(and(eq(offerItems.status, 'pending')));
    await t.db.update(offerItems).set({ status: 'cancelled' }).where(eq(offerItems.status, 'countered'));
  }
  beforeEach(closeOpenOffers);

  describe('a price kept for signed-in buyers is never shown or answered by to a guest', () => {
    const hidden = /4,?700|2,?800|listed at/;

    it('a guest’s offer on such a listing is refused the same way below and above the price, and mails nobody', async () => {
      await t.db.update(listings).set({ numAvailable: 5 }).where(eq(listings.id, L().aristaCobalt.id));
      await syncListingSearch(t.db, { listingIds: [L().aristaCobalt.id] });
      const before = (await t.db.select().from(offers)).length;
      const guestTry = (unitPrice: string) =>
        api.make(
          { host: HOSTS.cobalt, guestId: newGuest() },
          { items: [{ listingId: L().aristaCobalt.id, quantity: 1, unitPrice }], guest: guestContact },
        );
      const answers = await Promise.all(['4699', '4700', '4701', '1'].map(guestTry));
      for (const res of answers) {
        expectError(res, 400, offerMessages.signInToOffer, {
          'items.0.listingId': offerMessages.signInToOffer,
        });
        expect(res.body).toBe(answers[0]!.body);
        expect(res.body).not.toMatch(hidden);
      }
      expect(woken.flat()).toEqual([]);
      expect((await t.db.select().from(offers)).length).toBe(before);
      // A signed-in buyer sees the price, and the cap answers by it as before.
      expectError(
        await api.make(as('buyer', HOSTS.cobalt), {
          items: [{ listingId: L().aristaCobalt.id, quantity: 1, unitPrice: '4701' }],
        }),
        400,
        offerMessages.offerAboveListPrice,
      );
      await t.db.update(listings).set({ numAvailable: 0 }).where(eq(listings.id, L().aristaCobalt.id));
      await syncListingSearch(t.db, { listingIds: [L().aristaCobalt.id] });
    });

    it('a guest offer whose listing hides its price later: no list price in the guest’s view or mails, new offers refused whatever the price', async () => {
      const guestId = newGuest();
      const guest = { host: HOSTS.cobalt, guestId };
      let offer = offerOf(
        await api.make(guest, {
          items: [{ listingId: L().asr9001Cobalt.id, quantity: 1, unitPrice: '2000' }],
          guest: guestContact,
        }),
        201,
      );
      await t.db
        .update(listings)
        .set({ showPriceWOLogin: false })
        .where(eq(listings.id, L().asr9001Cobalt.id));
      try {
        woken.length = 0;
        offer = offerOf(
          await api.seller(as('cobaltAdmin', HOSTS.cobalt), offer, 'counter', { unitPrice: '2500' }),
        );
        const { mails } = await queued(t, woken);
        const toGuest = mails.filter((m) => m.to.includes('owen@prairie-telecom.example'));
        expect(toGuest).toHaveLength(1);
        expect(JSON.stringify(toGuest)).not.toMatch(hidden);
        expect(toGuest[0]?.text).toContain('Unit price: $2,500.00');

        const view = await api.get(guest, offer.id);
        expect(view.statusCode).toBe(200);
        expect(view.body).not.toMatch(hidden);
        expect(offerOf(view).items[0]?.listPrice).toBeNull();
        // With the link token, on any device, the same.
        const written = (await deliverOutbox(t)).filter((m) => m.to.includes('owen@prairie-telecom.example'));
        const token = written.at(-1)!.text.match(/[?&]token=([A-Za-z0-9_-]{43})/)![1]!;
        const linked = await api.get({ host: HOSTS.cobalt }, offer.id, `?token=${token}`);
        expect(linked.statusCode).toBe(200);
        expect(linked.body).not.toMatch(hidden);

        woken.length = 0;
        const edits = await Promise.all(
          ['2799', '2801', '2400'].map((unitPrice) => api.buyer(guest, offer, 'edit', { unitPrice })),
        );
        for (const res of edits) {
          expectError(res, 400, offerMessages.signInToOffer, { unitPrice: offerMessages.signInToOffer });
          expect(res.body).toBe(edits[0]!.body);
        }
        expect(woken.flat()).toEqual([]);

        // The seller still sees the listing price; the guest may still accept.
        const sellerView = offerOf(await api.adminGet(as('cobaltAdmin', HOSTS.cobalt), offer.id));
        expect(sellerView.items[0]?.listPrice).toBe('2800.0000');
        const accepted = await api.buyer(guest, offer, 'accept');
        expect(accepted.statusCode).toBe(200);
        expect(accepted.body).not.toMatch(hidden);
      } finally {
        await t.db
          .update(listings)
          .set({ showPriceWOLogin: true })
          .where(eq(listings.id, L().asr9001Cobalt.id));
      }
    });
  });

  describe('making an offer', () => {
    it('a guest offers on two sellers’ listings: one offer per seller, mails to both sides, mirror rows', async () => {
      const guestId = newGuest();
      const res = await api.make(
        { host: HOSTS.marketplace, guestId },
        {
          items: [
            { listingId: L().asr9001Northwind.id, quantity: 2, unitPrice: '4100.50' },
            { listingId: L().finisarCobalt.id, quantity: 100, unitPrice: '30' },
          ],
          guest: guestContact,
          comments: 'Can ship to Denver?',
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json() as { offers: Offer[]; message: string };
      expect(body.message).toBe(offerMessages.created);
      expect(body.offers.map((o) => o.seller.name)).toEqual(['Northwind Networks', 'Cobalt Telecom']);
      const [northwind, cobalt] = body.offers as [Offer, Offer];
      const validTill = new Date(clock.now().getTime() + 72 * HOUR).toISOString();
      expect(northwind).toMatchObject({
        status: 'pending',
        displayStatus: 'pending',
        viewer: 'buyer',
        storefront: { id: fx.storefronts.marketplace.id, title: 'Patchbay Marketplace' },
        buyer: {
          name: 'Owen Reyes',
          email: 'owen@prairie-telecom.example',
          companyName: 'Prairie Telecom',
          isGuest: true,
        },
        comments: 'Can ship to Denver?',
        detailPath: `/offerdetails/${northwind.id}`,
      });
      expect(northwind.items).toEqual([
        expect.objectContaining({
          listingId: L().asr9001Northwind.id,
          title: 'Cisco ASR-9001',
          listPrice: '4500.0000',
          unitPrice: '4100.5000',
          quantity: 2,
          total: '8201.00',
          status: 'pending',
          displayStatus: 'pending',
          offerValidTill: validTill,
          sellerCounterOfferCount: 0,
          buyerEditOfferCount: 0,
          isBuyerOfferActive: true,
          isSellerOfferActive: false,
          actions: ['cancel'],
          cartItemId: null,
          orderId: null,
          version: 0,
          proposals: [
            {
              party: 'buyer',
              action: 'offer',
              unitPrice: '4100.5000',
              quantity: 2,
              at: clock.now().toISOString(),
              validTill,
            },
          ],
        }),
      ]);
      expect(cobalt.items.map((i) => i.total)).toEqual(['3000.00']);

      const stored = await t.db.select().from(offers).where(eq(offers.id, northwind.id));
      expect(stored[0]).toMatchObject({
        guestId,
        buyerUserId: null,
        sellerOrganizationId: fx.organizations.northwind.id,
        guestUser: expect.objectContaining({
          email: 'owen@prairie-telecom.example',
          companyName: 'Prairie Telecom',
        }),
      });

      const { mails, records } = await queued(t, woken);
      const toNorthwind = mails.find((m) => m.to.includes('orders@northwind.test'));
      expect(toNorthwind).toMatchObject({
        template: 'offer-made',
        subject: 'New offer from Owen Reyes on Patchbay Marketplace',
      });
      // SPEC.md §7 sendoffer: offer, domain URL, images, company name, detail URL, page names.
      expect(toNorthwind?.text).toContain('Cisco ASR-9001 (ASR-9001, New)');
      expect(toNorthwind?.text).toContain('Unit price: $4,100.50 (listed at $4,500.00)');
      expect(toNorthwind?.text).toContain('Offer total: $8,201.00');
      expect(toNorthwind?.text).toContain(
        `Open the offer: http://localhost:${t.config.port}/offerdetails/${northwind.id}?from=seller&org=${fx.organizations.northwind.id}`,
      );
      expect(toNorthwind?.text).toContain(`OfferReceived: http://localhost:${t.config.port}/offerfrombuyer`);
      expect(toNorthwind?.text).toContain('Patchbay · http://localhost');
      expect(toNorthwind?.html).toContain(
        `<img src="http://localhost:${t.config.port}/uploads/products/test.webp"`,
      );
      expect(mails.find((m) => m.to.includes('admin@cobalt.test'))?.template).toBe('offer-made');
      const toGuest = mails.filter((m) => m.to.includes('owen@prairie-telecom.example'));
      expect(toGuest).toHaveLength(2);
      // The outbox keeps the guest's link without its token: it is made when the mail is written.
      expect(toGuest[0]?.text).toContain(`/offerdetails/${northwind.id}?from=buyer&token={{link-token}}`);
      const written = (await deliverOutbox(t)).filter(
        (m) => m.to.includes('owen@prairie-telecom.example') && m.text.includes(northwind.id),
      );
      const token = new URL(
        written[0]!.text.match(/https?:\/\/\S+\?from=buyer&token=[A-Za-z0-9_-]{43}/)![0],
      ).searchParams.get('token')!;
      expect(written[0]!.html).toContain(`?from=buyer&amp;token=${token}`);
      const [link] = await t.db
        .select()
        .from(offerBuyerLinks)
        .where(eq(offerBuyerLinks.offerId, northwind.id));
      expect(link?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(records.map((r) => `${r.table}:${r.operation}`).sort()).toEqual([
        'Offer:create',
        'Offer:create',
        'OfferItem:create',
        'OfferItem:create',
      ]);
      expect(
        records.find((r) => r.table === 'OfferItem' && r.records[0]?.fields.offerId === northwind.id)
          ?.records[0]?.fields,
      ).toMatchObject({
        purchaseQty: 2,
        purchasePrice: '4100.5000',
        price: '4500.0000',
        status: 'pending',
        offerValidTill: '03/07/2026',
      });
      const history = await t.db
        .select()
        .from(entityHistory)
        .where(eq(entityHistory.entityId, northwind.items[0]!.id));
      expect(history.map((h) => h.action)).toEqual(['offer']);

      // The same browser sees it; its guest id, or the link token anywhere, opens it.
      expect(offerOf(await api.get({ host: HOSTS.marketplace, guestId }, northwind.id)).viewer).toBe('buyer');
      expect(offerOf(await api.get({ host: HOSTS.marketplace }, northwind.id, `?token=${token}`)).id).toBe(
        northwind.id,
      );
      expectError(await api.get({ host: HOSTS.marketplace }, northwind.id), 404, offerMessages.notFound);
      expectError(
        await api.get({ host: HOSTS.marketplace }, northwind.id, '?token=wrong'),
        404,
        offerMessages.notFound,
      );
      expectError(
        await api.get({ host: HOSTS.marketplace, guestId: newGuest() }, northwind.id),
        404,
        offerMessages.notFound,
      );
      // Offers are scoped by storefront: the marketplace's offer is not Northwind's storefront's.
      expectError(
        await api.get({ host: HOSTS.northwind, guestId }, northwind.id),
        404,
        offerMessages.notFound,
      );
    });

    it('a guest must give contact details; a signed-in buyer need not', async () => {
      expectError(
        await api.make(
          { guestId: newGuest() },
          { items: [{ listingId: L().asr9001Northwind.id, quantity: 1, unitPrice: '100' }] },
        ),
        400,
        offerMessages.guestDetailsRequired,
        { guest: offerMessages.guestDetailsRequired },
      );
      const res = await api.make(
        { guestId: newGuest() },
        {
          items: [{ listingId: L().asr9001Northwind.id, quantity: 1, unitPrice: '100' }],
          guest: { ...guestContact, email: 'nope' },
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty(['guest.email']);
      const offer = await buyerOffer('3000', 1);
      expect(offer.buyer).toEqual({
        name: 'Sam Patel',
        email: 'buyer@acme.test',
        companyName: 'Acme Wireless',
        isGuest: false,
      });
    });

    it('refuses, by field and all at once, listings not here, not taking offers, over the price or the stock; writes nothing', async () => {
      const before = (await t.db.select().from(offers)).length;
      const res = await api.make(as('buyer'), {
        items: [
          { listingId: L().asr9001Cobalt.id, quantity: 1, unitPrice: '100' }, // not on Northwind's storefront
          { listingId: L().asr9001Northwind.id, quantity: 4, unitPrice: '4600' }, // 3 available; above 4500
          { listingId: L().mx204Meridian.id, quantity: 1, unitPrice: '7000' },
          { listingId: L().mx204Meridian.id, quantity: 1, unitPrice: '7000' },
          { listingId: L().deletedNorthwind.id, quantity: 1, unitPrice: '100' },
        ],
      });
      expectError(res, 400, offerMessages.listingNotFound, {
        'items.0.listingId': offerMessages.listingNotFound,
        'items.1.unitPrice': offerMessages.offerAboveListPrice,
        'items.1.quantity': offerMessages.overAvailable(3),
        'items.3.listingId': offerMessages.duplicateListing,
        'items.4.listingId': offerMessages.listingNotFound,
      });
      const cobaltRes = await api.make(as('buyer', HOSTS.cobalt), {
        items: [{ listingId: L().aristaCobalt.id, quantity: 1, unitPrice: '100' }], // none available
      });
      expectError(cobaltRes, 400, offerMessages.cannotOffer, {
        'items.0.listingId': offerMessages.cannotOffer,
      });
      expect((await t.db.select().from(offers)).length).toBe(before);
    });

    it('takes an offer for more than is available when the listing takes offers at zero quantity', async () => {
      await t.db
        .update(listings)
        .set({ canMakeOfferIfQtyIsZero: true })
        .where(eq(listings.id, L().aristaCobalt.id));
      const offer = offerOf(
        await api.make(as('buyer', HOSTS.cobalt), {
          items: [{ listingId: L().aristaCobalt.id, quantity: 5, unitPrice: '4000' }],
        }),
        201,
      );
      expect(offer.items[0]?.quantity).toBe(5);
      await t.db
        .update(listings)
        .set({ canMakeOfferIfQtyIsZero: false })
        .where(eq(listings.id, L().aristaCobalt.id));
    });

    it('follows the listing’s minimum and order multiple', async () => {
      await t.db
        .update(listings)
        .set({ minQuantity: 2, quantityMultiple: 2, numAvailable: 10 })
        .where(eq(listings.id, L().asr9001sNorthwind.id));
      await syncListingSearch(t.db, { listingIds: [L().asr9001sNorthwind.id] });
      const res = await api.make(as('buyer'), {
        items: [{ listingId: L().asr9001sNorthwind.id, quantity: 3, unitPrice: '3000' }],
      });
      expectError(res, 400, 'Please order in multiples of 2', {
        'items.0.quantity': 'Please order in multiples of 2',
      });
      const low = await api.make(as('buyer'), {
        items: [{ listingId: L().asr9001sNorthwind.id, quantity: 1, unitPrice: '3000' }],
      });
      expectError(low, 400, 'The minimum order quantity is 2');
      await t.db
        .update(listings)
        .set({ minQuantity: 1, quantityMultiple: 1, numAvailable: 1 })
        .where(eq(listings.id, L().asr9001sNorthwind.id));
    });

    it('one open thread per listing and buyer; staff cannot offer on their own organization’s listing', async () => {
      await buyerOffer();
      expectError(
        await api.make(as('buyer'), {
          items: [{ listingId: L().asr9001Northwind.id, quantity: 1, unitPrice: '100' }],
        }),
        400,
        offerMessages.alreadyOpen,
        { 'items.0.listingId': offerMessages.alreadyOpen },
      );
      expectError(
        await api.make(as('northwindSales'), {
          items: [{ listingId: L().asr9001Northwind.id, quantity: 1, unitPrice: '100' }],
        }),
        400,
        offerMessages.ownListing,
      );
    });

    it.each([
      [{ items: [] }, 'items', 'Please add an item to your offer'],
      [{ items: [{ listingId: 'x', quantity: 1, unitPrice: '1' }] }, 'items.0.listingId', undefined],
      [
        { items: [{ listingId: '0190f5a0-0000-7000-8000-000000000000', quantity: 1, unitPrice: '0' }] },
        'items.0.unitPrice',
        'Please enter valid offer price',
      ],
      [
        { items: [{ listingId: '0190f5a0-0000-7000-8000-000000000000', quantity: 1, unitPrice: '' }] },
        'items.0.unitPrice',
        'Please enter offer price',
      ],
      [
        { items: [{ listingId: '0190f5a0-0000-7000-8000-000000000000', quantity: 1, unitPrice: '1.23456' }] },
        'items.0.unitPrice',
        'Please enter valid offer price',
      ],
      [
        { items: [{ listingId: '0190f5a0-0000-7000-8000-000000000000', quantity: 0, unitPrice: '1' }] },
        'items.0.quantity',
        'Please enter quantity',
      ],
      [
        { items: [{ listingId: '0190f5a0-0000-7000-8000-000000000000', quantity: 1.5, unitPrice: '1' }] },
        'items.0.quantity',
        'Please enter a whole quantity',
      ],
      [
        {
          items: [{ listingId: '0190f5a0-0000-7000-8000-000000000000', quantity: 1, unitPrice: '1' }],
          extra: 1,
        },
        'extra',
        'Unknown field',
      ],
    ])('bad input %j → 400 on %s', async (payload, field, message) => {
      const res = await api.make(as('buyer'), payload);
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      expect(Object.keys(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    });
  });

  describe('the negotiation', () => {
    it('counter, edit, counter, accept: turns alternate, the thread grows, each side sees its status, mails go across', async () => {
      let offer = await buyerOffer('3800', 2);
      const seller = as('northwindSales');
      const sellerView = offerOf(await api.adminGet(seller, offer.id));
      expect(sellerView).toMatchObject({ viewer: 'seller', displayStatus: 'in negotiation' });
      expect(sellerView.items[0]?.actions).toEqual(['accept', 'reject', 'counter']);

      woken.length = 0;
      const countered = await api.seller(seller, offer, 'counter', { unitPrice: '4300', version: 0 });
      expect(countered.json().message).toBe(offerMessages.countered);
      offer = offerOf(countered);
      expect(offer.viewer).toBe('seller');
      expect(offer.items[0]).toMatchObject({
        status: 'countered',
        displayStatus: 'countered',
        unitPrice: '4300.0000',
        quantity: 2,
        sellerCounterOfferCount: 1,
        isSellerOfferActive: true,
        isBuyerOfferActive: false,
        actions: [],
        version: 1,
      });
      let { mails, records } = await queued(t, woken);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        to: ['buyer@acme.test'],
        template: 'offer-countered',
        subject: 'Northwind Networks countered your offer on Cisco ASR-9001',
      });
      expect(mails[0]?.text).toContain('Unit price: $4,300.00');
      expect(mails[0]?.text).toContain(
        `/offerdetails/${offer.id}?from=buyer&org=${fx.organizations.acme.id}`,
      );
      expect(records).toEqual([
        expect.objectContaining({
          table: 'OfferItem',
          operation: 'patch',
          records: [
            expect.objectContaining({
              id: offer.items[0]!.id,
              fields: expect.objectContaining({
                status: 'countered',
                purchasePrice: '4300.0000',
                sellerCounterOfferCount: 1,
              }),
            }),
          ],
        }),
        { table: 'Offer', operation: 'patch', records: [{ id: offer.id, fields: { status: 'countered' } }] },
      ]);

      const buyerView = offerOf(await api.get(as('buyer'), offer.id));
      expect(buyerView.displayStatus).toBe('in negotiation');
      expect(buyerView.items[0]?.actions).toEqual(['accept', 'edit', 'cancel']);

      // The seller cannot answer their own counter; the buyer edits (quantity only: keeps their price).
      expectError(
        await api.seller(seller, offer, 'counter', { unitPrice: '4200' }),
        409,
        offerMessages.notYourTurn,
      );
      woken.length = 0;
      offer = offerOf(await api.buyer(as('buyer'), offer, 'edit', { quantity: 3, version: 1 }));
      expect(offer.items[0]).toMatchObject({
        status: 'pending',
        unitPrice: '3800.0000',
        quantity: 3,
        buyerEditOfferCount: 1,
        displayStatus: 'pending',
      });
      ({ mails } = await queued(t, woken));
      expect(mails.map((m) => [m.template, m.to])).toEqual([['offer-edited', ['orders@northwind.test']]]);

      expectError(await api.buyer(as('buyer'), offer, 'accept'), 409, offerMessages.notYourTurn);
      offer = offerOf(await api.seller(seller, offer, 'counter', { unitPrice: '4200', quantity: 2 }));
      woken.length = 0;
      const accepted = await api.buyer(as('buyer'), offer, 'accept', { version: offer.items[0]!.version });
      expect(accepted.json().message).toBe(offerMessages.acceptedAddedToCart);
      offer = offerOf(accepted);
      const item = offer.items[0]!;
      expect(item).toMatchObject({
        status: 'accepted',
        displayStatus: 'accepted',
        unitPrice: '4200.0000',
        quantity: 2,
        offerValidTill: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
        actions: [],
        cartItemId: expect.any(String),
      });
      expect(item.proposals.map((p) => `${p.party}:${p.action}`)).toEqual([
        'buyer:offer',
        'seller:counter',
        'buyer:edit',
        'seller:counter',
        'buyer:accept',
      ]);
      const [line] = await t.db.select().from(cartItems).where(eq(cartItems.id, item.cartItemId!));
      expect(line).toMatchObject({
        userId: fx.users.acmeBuyer.id,
        storefrontId: fx.storefronts.northwind.id,
        listingId: L().asr9001Northwind.id,
        purchaseQty: 2,
        offerPrice: '4200.0000',
        purchasePrice: '4500.0000',
        offerItemId: item.id,
      });
      ({ mails, records } = await queued(t, woken));
      expect(mails.map((m) => [m.template, m.to])).toEqual([['offer-accepted', ['orders@northwind.test']]]);
      expect(records.map((r) => `${r.table}:${r.operation}`)).toEqual([
        'OfferItem:patch',
        'Offer:patch',
        'OfferCartItem:create',
      ]);
      expect(records[2]?.records[0]?.fields).toMatchObject({
        cartItemId: line!.id,
        offerPrice: '4200.0000',
        purchaseQty: 2,
      });

      const history = await t.db.select().from(entityHistory).where(eq(entityHistory.entityId, item.id));
      expect(history.map((h) => h.action)).toEqual(['offer', 'counter', 'edit', 'counter', 'accept']);
      expect(history[1]).toMatchObject({
        actorUserId: fx.users.northwindBusiness.id,
        organizationId: fx.organizations.northwind.id,
      });
      expect(history[1]?.before).toMatchObject({ status: 'pending', purchasePrice: '3800.0000' });
      expect(history[1]?.after).toMatchObject({ status: 'countered', purchasePrice: '4300.0000' });

      // Closed: nothing more.
      expectError(await api.seller(seller, offer, 'reject'), 409, offerMessages.closed);
      expectError(await api.buyer(as('buyer'), offer, 'cancel'), 409, offerMessages.closed);
      expect(offerOf(await api.adminGet(seller, offer.id)).displayStatus).toBe('accepted');
    });

    it('the seller accepts the buyer’s offer: the line goes into the buyer’s cart, replacing a plain line of the listing', async () => {
      const [plain] = await t.db
        .insert(cartItems)
        .values({
          listingId: L().asr9001sNorthwind.id,
          storefrontId: fx.storefronts.northwind.id,
          userId: fx.users.acmeBuyer.id,
          purchaseQty: 1,
          purchasePrice: '3900.0000',
        })
        .returning();
      const offer = await buyerOffer('3500', 1, L().asr9001sNorthwind.id);
      woken.length = 0;
      const res = await api.seller(as('northwindAdmin'), offer, 'accept');
      expect(res.json().message).toBe(offerMessages.accepted);
      const after = offerOf(res);
      expect(after.items[0]?.cartItemId).toBeNull(); // the seller does not see the buyer's cart
      const lines = await t.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.listingId, L().asr9001sNorthwind.id));
      expect(lines).toEqual([
        expect.objectContaining({
          id: plain!.id,
          offerPrice: '3500.0000',
          purchaseQty: 1,
          offerItemId: offer.items[0]!.id,
        }),
      ]);
      expect(offerOf(await api.get(as('buyer'), offer.id)).items[0]?.cartItemId).toBe(plain!.id);
      const { mails } = await queued(t, woken);
      expect(mails).toEqual([
        expect.objectContaining({
          to: ['buyer@acme.test'],
          template: 'offer-accepted',
          subject: 'Northwind Networks accepted your offer on Cisco ASR-9001-S',
        }),
      ]);
      expect(mails[0]?.text).toContain(
        'The item is in your cart at the agreed price until 03/07/2026 15:00 UTC',
      );
    });

    it('a guest’s accepted offer goes into the guest id’s cart on the offer’s storefront', async () => {
      const guestId = newGuest();
      const offer = offerOf(
        await api.make(
          { guestId, host: HOSTS.marketplace },
          {
            items: [{ listingId: L().genericMeridian.id, quantity: 2, unitPrice: '100' }],
            guest: guestContact,
          },
        ),
        201,
      );
      const countered = offerOf(await api.seller(as('operator'), offer, 'counter', { unitPrice: '110' }));
      const counterMail = (await deliverOutbox(t)).find(
        (m) => m.template === 'offer-countered' && m.text.includes(offer.id),
      );
      const token = counterMail!.text.match(/[?&]token=([A-Za-z0-9_-]{43})/)![1]!;
      // Another device, with the mail's link.
      const accepted = offerOf(
        await api.buyer({ host: HOSTS.marketplace }, countered, 'accept', undefined, `?token=${token}`),
      );
      const [line] = await t.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.id, accepted.items[0]!.cartItemId!));
      expect(line).toMatchObject({
        guestId,
        userId: null,
        storefrontId: fx.storefronts.marketplace.id,
        offerPrice: '110.0000',
        purchaseQty: 2,
      });
    });

    it('reject and cancel close the item and tell the other party', async () => {
      const rejected = await buyerOffer('1000', 1);
      woken.length = 0;
      const r = offerOf(await api.seller(as('northwindSales'), rejected, 'reject'));
      expect(r.items[0]).toMatchObject({
        status: 'rejected',
        displayStatus: 'rejected',
        isBuyerOfferActive: false,
        isSellerOfferActive: false,
      });
      expect(r.status).toBe('rejected');
      let { mails } = await queued(t, woken);
      expect(mails.map((m) => [m.template, m.to])).toEqual([['offer-rejected', ['buyer@acme.test']]]);

      const cancelled = await buyerOffer('1000', 1);
      woken.length = 0;
      const c = await api.buyer(as('buyer'), cancelled, 'cancel');
      expect(c.json().message).toBe(offerMessages.cancelled);
      expect(offerOf(c).items[0]?.status).toBe('cancelled');
      ({ mails } = await queued(t, woken));
      expect(mails.map((m) => [m.template, m.to])).toEqual([['offer-cancelled', ['orders@northwind.test']]]);
    });

    it('counters never above the listing price nor the stock; a counter or edit must propose something new', async () => {
      const offer = await buyerOffer('4000', 2);
      const seller = as('northwindSales');
      expectError(
        await api.seller(seller, offer, 'counter', { unitPrice: '4500.0001' }),
        400,
        offerMessages.counterAboveListPrice,
        {
          unitPrice: offerMessages.counterAboveListPrice,
        },
      );
      expectError(
        await api.seller(seller, offer, 'counter', { unitPrice: '4400', quantity: 4 }),
        400,
        offerMessages.overAvailable(3),
        {
          quantity: offerMessages.overAvailable(3),
        },
      );
      expectError(
        await api.seller(seller, offer, 'counter', { unitPrice: '4000' }),
        400,
        offerMessages.unchanged,
      );
      expectError(await api.seller(seller, offer, 'counter', {}), 400, 'Please enter offer price');
      const countered = offerOf(await api.seller(seller, offer, 'counter', { unitPrice: '4500' }));
      expectError(
        await api.buyer(as('buyer'), countered, 'edit', { unitPrice: '4600' }),
        400,
        offerMessages.offerAboveListPrice,
      );
      expectError(
        await api.buyer(as('buyer'), countered, 'edit', { unitPrice: '4500' }),
        400,
        offerMessages.unchanged,
      );
      expectError(await api.buyer(as('buyer'), countered, 'edit', {}), 400, 'Please enter offer price');
      // Nothing of it was written.
      expect(offerOf(await api.get(as('buyer'), offer.id)).items[0]).toMatchObject({
        version: 1,
        sellerCounterOfferCount: 1,
        buyerEditOfferCount: 0,
      });
    });

    it('at most 5 counters and 5 edits per item', async () => {
      let offer = await buyerOffer('3000', 1);
      const seller = as('northwindSales');
      for (let round = 1; round <= 5; round++) {
        offer = offerOf(await api.seller(seller, offer, 'counter', { unitPrice: String(4400 - round * 10) }));
        expect(offer.items[0]?.sellerCounterOfferCount).toBe(round);
        offer = offerOf(
          await api.buyer(as('buyer'), offer, 'edit', { unitPrice: String(3000 + round * 10) }),
        );
        expect(offer.items[0]?.buyerEditOfferCount).toBe(round);
      }
      expect(offerOf(await api.adminGet(seller, offer.id)).items[0]?.actions).toEqual(['accept', 'reject']);
      expectError(
        await api.seller(seller, offer, 'counter', { unitPrice: '4000' }),
        409,
        offerMessages.counterLimit,
      );

      // Turns alternate, so the buyer's fifth edit answered the seller's fifth counter and the
      // seller cannot counter again: the edit cap is reached with the counter cap. The server
      // enforces it on its own all the same (a counter stored by hand here).
      await t.db
        .update(offerItems)
        .set({ status: 'countered', isSellerOfferActive: true, isBuyerOfferActive: false })
        .where(eq(offerItems.id, offer.items[0]!.id));
      const view = offerOf(await api.get(as('buyer'), offer.id));
      expect(view.items[0]?.actions).toEqual(['accept', 'cancel']);
      expectError(
        await api.buyer(as('buyer'), view, 'edit', { unitPrice: '3100' }),
        409,
        offerMessages.editLimit,
      );
    });

    it('an answer carrying an old version loses with 409 changed', async () => {
      const offer = await buyerOffer('3000', 1);
      offerOf(await api.seller(as('northwindSales'), offer, 'counter', { unitPrice: '4000', version: 0 }));
      expectError(await api.buyer(as('buyer'), offer, 'accept', { version: 0 }), 409, offerMessages.changed);
      expectError(
        await api.seller(as('northwindAdmin'), offer, 'accept', { version: 0 }),
        409,
        offerMessages.changed,
      );
    });
  });

  describe('who may do what', () => {
    it('members of the buyer organization act for it; other buyers, other sellers and the wrong role get 404 or 403', async () => {
      const offer = await buyerOffer('3000', 1);
      // A colleague at Acme sees and answers it.
      expect(offerOf(await api.get(as('colleague'), offer.id)).viewer).toBe('buyer');
      // Someone else: as if it did not exist.
      expectError(await api.get(as('stranger'), offer.id), 404, offerMessages.notFound);
      expectError(await api.buyer(as('stranger'), offer, 'cancel'), 404, offerMessages.notFound);
      // Another seller's staff.
      expectError(await api.adminGet(as('cobaltAdmin'), offer.id), 404, offerMessages.notFound);
      expectError(await api.seller(as('cobaltAdmin'), offer, 'accept'), 404, offerMessages.notFound);
      expectError(await api.get(as('cobaltAdmin'), offer.id), 404, offerMessages.notFound);
      // The seller is not the buyer: the buyer's answers are not theirs.
      expectError(await api.buyer(as('northwindSales'), offer, 'cancel'), 404, offerMessages.notFound);
      // A buyer in the admin API, a product specialist answering offers.
      expect((await api.seller(as('buyer'), offer, 'accept')).statusCode).toBe(403);
      expect((await api.seller(as('northwindSpecialist'), offer, 'accept')).statusCode).toBe(403);
      expect((await api.adminList(as('northwindSpecialist'))).statusCode).toBe(403);
      expect((await api.seller({ host: HOSTS.northwind }, offer, 'accept')).statusCode).toBe(401);
      // The seller's staff open it on the storefront too (the seller's side), the operator everywhere.
      expect(offerOf(await api.get(as('northwindSales'), offer.id)).viewer).toBe('seller');
      expect(offerOf(await api.adminGet(as('operator', 'admin.localhost'), offer.id)).viewer).toBe('seller');
      // The colleague cancels for Acme.
      expect(offerOf(await api.buyer(as('colleague'), offer, 'cancel')).items[0]?.status).toBe('cancelled');
      // Ids that do not exist, and items of another offer.
      expectError(
        await api.get(as('buyer'), '0190f5a0-0000-7000-8000-000000000000'),
        404,
        offerMessages.notFound,
      );
      const other = await buyerOffer('3000', 1, L().mx204Meridian.id);
      const mixed = await api.call(
        'POST',
        `/api/offers/${offer.id}/items/${other.items[0]!.id}/cancel`,
        as('buyer'),
      );
      expectError(mixed, 404, offerMessages.notFound);
    });

    it('a staff member’s organization buys too: the sent box, and the buyer’s answers on the admin host', async () => {
      const offer = offerOf(
        await api.make(as('cobaltAdmin', HOSTS.marketplace), {
          items: [{ listingId: L().genericMeridian.id, quantity: 1, unitPrice: '90' }],
        }),
        201,
      );
      const sent = (
        await api.adminList(as('cobaltAdmin', 'admin.localhost'), '?box=sent')
      ).json() as OfferListResponse;
      expect(sent.items.map((o) => o.id)).toContain(offer.id);
      expect(sent.items.find((o) => o.id === offer.id)?.viewer).toBe('buyer');
      const countered = offerOf(
        await api.seller(as('operator', 'admin.localhost'), offer, 'counter', { unitPrice: '100' }),
      );
      expect(offerOf(await api.adminGet(as('cobaltAdmin', 'admin.localhost'), offer.id)).viewer).toBe(
        'buyer',
      );
      const accepted = offerOf(await api.buyer(as('cobaltAdmin', 'admin.localhost'), countered, 'accept'));
      expect(accepted.items[0]?.status).toBe('accepted');
    });
  });

  describe('lists', () => {
    it('the buyer’s offers on this storefront, by the status they see, sorted by date or amount, paged', async () => {
      await t.db.delete(offers);
      const cheap = await buyerOffer('100', 1, L().asr9001sNorthwind.id);
      clock.advance(HOUR);
      const dear = await buyerOffer('4000', 2);
      clock.advance(HOUR);
      const shared = await buyerOffer('7000', 1, L().mx204Meridian.id);
      offerOf(await api.seller(as('northwindSales'), dear, 'counter', { unitPrice: '4400' }));
      const list = async (query: string, who = 'buyer') => {
        const res = await api.list(as(who), query);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as OfferListResponse;
      };
      expect((await list('')).items.map((o) => o.id)).toEqual([shared.id, dear.id, cheap.id]);
      expect((await list('?direction=asc')).items.map((o) => o.id)).toEqual([cheap.id, dear.id, shared.id]);
      expect((await list('?sort=amount')).items.map((o) => o.id)).toEqual([dear.id, shared.id, cheap.id]);
      expect((await list('?status=in%20negotiation')).items.map((o) => o.id)).toEqual([dear.id]);
      expect((await list('?status=pending')).items.map((o) => o.id)).toEqual([shared.id, cheap.id]);
      const paged = await list('?pageSize=2&page=2');
      expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(paged.items.map((o) => o.id)).toEqual([cheap.id]);
      // The colleague sees the organization's offers; a stranger none; another storefront none.
      expect((await list('', 'colleague')).total).toBe(3);
      expect((await list('', 'stranger')).total).toBe(0);
      expect(((await api.list(as('buyer', HOSTS.cobalt))).json() as OfferListResponse).total).toBe(0);
      expect((await api.list(as('buyer'), '?status=bogus')).statusCode).toBe(400);
    });

    it('the seller’s received box is scoped to the organization (the operator sees all), with the status filter and search', async () => {
      await t.db.delete(offers);
      const northwindOffer = await buyerOffer('4000', 1);
      const meridianOffer = await buyerOffer('7000', 1, L().mx204Meridian.id);
      offerOf(await api.seller(as('northwindSales'), northwindOffer, 'counter', { unitPrice: '4400' }));
      const box = async (who: string, query = '') => {
        const res = await api.adminList(as(who, 'admin.localhost'), query);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as OfferListResponse;
      };
      expect((await box('northwindSales')).items.map((o) => o.id)).toEqual([northwindOffer.id]);
      expect((await box('northwindSales')).items[0]?.displayStatus).toBe('countered');
      expect((await box('cobaltAdmin')).total).toBe(0);
      const all = await box('operator');
      expect(all.items.map((o) => o.id)).toEqual([meridianOffer.id, northwindOffer.id]);
      expect((await box('operator', '?status=in%20negotiation')).items.map((o) => o.id)).toEqual([
        meridianOffer.id,
      ]);
      expect((await box('operator', '?status=countered')).items.map((o) => o.id)).toEqual([
        northwindOffer.id,
      ]);
      expect((await box('operator', '?q=mx204')).items.map((o) => o.id)).toEqual([meridianOffer.id]);
      expect((await box('operator', '?q=acme')).total).toBe(2);
      // The listing's title as the storefront shows it, and the storefront's title, match as well.
      expect((await box('operator', '?q=universal%20routing')).items.map((o) => o.id)).toEqual([
        meridianOffer.id,
      ]);
      // Meridian's offer was made on Northwind's storefront: found by the storefront's title too.
      expect((await box('operator', '?q=northwind%20networks')).total).toBe(2);
      expect((await box('operator', '?q=no%20such%20thing')).total).toBe(0);
      // The CSV export: the same filters, one line per offer item, scoped like the box.
      const csv = await t.app.inject({
        url: '/api/admin/offers.csv?q=mx204',
        headers: { host: 'admin.localhost', authorization: `Bearer ${tokens.operator}` },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="offers-received.csv"');
      const lines = csv.body.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Offer,Date,Status,Storefront,Seller,Buyer,Buyer email,Buyer company,Product,Part number,Quantity,Unit price,Item total,Item status',
      );
      expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([meridianOffer.id]);
      const cobaltCsv = await t.app.inject({
        url: '/api/admin/offers.csv',
        headers: { host: 'admin.localhost', authorization: `Bearer ${tokens.cobaltAdmin}` },
      });
      expect(cobaltCsv.body.trimEnd().split('\r\n')).toHaveLength(1);
    });
  });

  it('documents every offer route in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/offers',
        '/api/offers/{id}',
        '/api/offers/{id}/items/{itemId}/accept',
        '/api/offers/{id}/items/{itemId}/edit',
        '/api/offers/{id}/items/{itemId}/cancel',
        '/api/admin/offers',
        '/api/admin/offers/{id}',
        '/api/admin/offers/{id}/items/{itemId}/accept',
        '/api/admin/offers/{id}/items/{itemId}/reject',
        '/api/admin/offers/{id}/items/{itemId}/counter',
      ]),
    );
  });

  it('changes nothing on a refused answer (the thread and history stay as they were)', async () => {
    const offer = await buyerOffer('3000', 1);
    const events = async () =>
      t.db.select().from(offerItemEvents).where(eq(offerItemEvents.offerItemId, offer.items[0]!.id));
    const before = await events();
    await api.seller(as('northwindSales'), offer, 'counter', { unitPrice: '9999' });
    await api.buyer(as('buyer'), offer, 'accept');
    expect(await events()).toEqual(before);
  });
});
