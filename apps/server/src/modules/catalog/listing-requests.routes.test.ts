import { listingRequestMessages as m } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, deliverOutbox, type TestApp } from '../../../test/helpers';
import { entityHistory, listingSearch, listings, outbox, products } from '../../db/schema/index';

describe('relisting and shared-listing requests', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
    const u = fx.users;
    for (const [name, user] of Object.entries({
      operator: u.operator,
      northwindAdmin: u.northwindAdmin,
      northwindSales: u.northwindBusiness,
      northwindSpecialist: u.northwindSpecialist,
      cobaltAdmin: u.cobaltAdmin,
      cobaltSales: u.cobaltBusiness,
      buyer: u.acmeBuyer,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const admin = (who: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[who]}` },
      ...(payload ? { payload } : {}),
    });
  const storefrontIds = async (listingId: string) =>
    (
      await t.db
        .select({ id: listingSearch.storefrontId })
        .from(listingSearch)
        .where(eq(listingSearch.listingId, listingId))
    )
      .map((r) => r.id)
      .sort();
  const detail = (host: string, listingId: string) =>
    t.app.inject({ method: 'GET', url: `/api/listings/${listingId}`, headers: { host } });
  const mailsTo = async (address: string) =>
    (await deliverOutbox(t)).filter((mail) => mail.to.includes(address));
  /** What the catalogue write path (saveProducts) leaves for a listing: the product history entry and the mirror rows. */
  const catalogueWrite = async (productId: string, listingId: string) => {
    const history = await t.db
      .select()
      .from(entityHistory)
      .where(
        and(
          eq(entityHistory.entityType, 'product'),
          eq(entityHistory.entityId, productId),
          eq(entityHistory.source, 'relist'),
        ),
      );
    const mirrors = (await t.db.select().from(outbox).where(eq(outbox.kind, 'records')))
      .map((r) => r.payload as { table: string; records: { fields: { listingId: string } }[] })
      .filter((p) => p.records.some((r) => r.fields.listingId === listingId));
    return { history, mirrors };
  };

  describe('relisting', () => {
    it('offers the own deleted listing, and other sellers’ live listings found by part number', async () => {
      const own = await admin('northwindSales', 'GET', '/relisting/listings');
      expect(own.statusCode).toBe(200);
      const ownItems = own.json().items as { id: string; reason: string }[];
      expect(ownItems).toContainEqual(
        expect.objectContaining({ id: fx.listings.deletedNorthwind.id, reason: 'deleted' }),
      );
      expect(ownItems.map((i) => i.id)).not.toContain(fx.listings.asr9001Northwind.id);

      const found = await admin('northwindSales', 'GET', '/relisting/listings?q=mx-204');
      const ids = (found.json().items as { id: string; reason: string }[]).map((i) => [i.id, i.reason]);
      expect(ids).toContainEqual([fx.listings.mx204Meridian.id, 'otherSeller']);
      expect(ids).toContainEqual([fx.listings.deletedNorthwind.id, 'deleted']);
    });

    let requestId: string;
    it('a seller asks to relist its deleted listing; asking twice is 409; a role without listings.manage is 403', async () => {
      const body = {
        listingId: fx.listings.deletedNorthwind.id,
        price: '6500.1234',
        quantity: 4,
        note: 'Back in stock',
      };
      const res = await admin('northwindSales', 'POST', '/relisting-requests', body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: m.relistingSent,
        request: {
          status: 'pending',
          reason: 'deleted',
          price: '6500.1234',
          quantity: 4,
          condition: 'New',
          organization: { id: fx.organizations.northwind.id },
          canDecide: false,
          canWithdraw: true,
        },
      });
      requestId = res.json().request.id;
      expect((await admin('northwindAdmin', 'POST', '/relisting-requests', body)).json()).toEqual({
        error: { code: 'conflict', message: m.alreadyRequested },
      });
      expect((await admin('northwindSpecialist', 'POST', '/relisting-requests', body)).statusCode).toBe(403);
      expect((await admin('buyer', 'POST', '/relisting-requests', body)).statusCode).toBe(403);
    });

    it('refuses a live in-stock own listing (409), another seller’s removed listing (404), unknown fields and bad bytes (400)', async () => {
      const live = await admin('northwindSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.asr9001Northwind.id,
        price: '4500',
        quantity: 1,
      });
      expect(live.json()).toEqual({ error: { code: 'conflict', message: m.notRelistable } });
      const foreign = await admin('cobaltSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.deletedNorthwind.id,
        price: '6500',
        quantity: 1,
      });
      expect(foreign.statusCode).toBe(404);
      const extra = await admin('northwindSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.deletedNorthwind.id,
        price: '6500',
        quantity: 1,
        organizationId: fx.organizations.cobalt.id,
      });
      expect(extra.statusCode).toBe(400);
      const nul = await admin('northwindSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.deletedNorthwind.id,
        price: '6500',
        quantity: 1,
        note: 'a\u0000b',
      });
      expect(nul.statusCode).toBe(400);
      const money = await admin('northwindSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.deletedNorthwind.id,
        price: '65.00001',
        quantity: 0,
      });
      expect(money.statusCode).toBe(400);
      expect(Object.keys(money.json().error.fields).sort()).toEqual(['price', 'quantity']);
    });

    it('another organization cannot see or decide it (404); the requester cannot approve its own (403)', async () => {
      const list = await admin('cobaltAdmin', 'GET', '/relisting-requests');
      expect((list.json().items as { id: string }[]).map((r) => r.id)).not.toContain(requestId);
      expect(
        (
          await admin('cobaltAdmin', 'POST', `/relisting-requests/${requestId}/decision`, {
            decision: 'approve',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await admin('cobaltAdmin', 'POST', `/relisting-requests/${requestId}/withdraw`)).statusCode,
      ).toBe(404);
      const self = await admin('northwindAdmin', 'POST', `/relisting-requests/${requestId}/decision`, {
        decision: 'approve',
      });
      expect(self.statusCode).toBe(403);
      expect(await storefrontIds(fx.listings.deletedNorthwind.id)).toEqual([]);
    });

    it('the operator approves: the listing is back on sale at once with the price and stock asked, in its history, and the requester is mailed', async () => {
      const res = await admin('operator', 'POST', `/relisting-requests/${requestId}/decision`, {
        decision: 'approve',
        note: 'Welcome back',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: m.approved,
        request: {
          status: 'approved',
          resultListingId: fx.listings.deletedNorthwind.id,
          decisionNote: 'Welcome back',
        },
      });
      const [row] = await t.db
        .select()
        .from(listings)
        .where(eq(listings.id, fx.listings.deletedNorthwind.id));
      expect(row).toMatchObject({ deletedAt: null, price: '6500.1234', numAvailable: 4 });
      expect(await storefrontIds(fx.listings.deletedNorthwind.id)).toEqual(
        [fx.storefronts.marketplace.id, fx.storefronts.northwind.id].sort(),
      );
      expect((await detail('northwind.localhost', fx.listings.deletedNorthwind.id)).statusCode).toBe(200);
      const history = await t.db
        .select()
        .from(entityHistory)
        .where(
          and(
            eq(entityHistory.entityId, fx.listings.deletedNorthwind.id),
            eq(entityHistory.action, 'relist'),
          ),
        );
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        before: { price: '6900.0000', deleted: true },
        after: { price: '6500.1234', numAvailable: 4, deleted: false },
      });
      const mails = await mailsTo('sales@northwind.test');
      expect(mails.map((mail) => mail.template)).toEqual(['relisting-approved']);
      expect(mails[0]!.text).toContain('$6,500.12');
      expect(mails[0]!.text).toContain('Welcome back');
      // Written through saveProducts: the product's history (source relist) and a productSaveSheet row.
      const written = await catalogueWrite(
        fx.listings.deletedNorthwind.productId,
        fx.listings.deletedNorthwind.id,
      );
      expect(written.history).toHaveLength(1);
      expect(written.history[0]).toMatchObject({
        action: 'update',
        organizationId: fx.organizations.northwind.id,
        before: { price: '6900.0000' },
        after: { price: '6500.1234', numAvailable: '4' },
      });
      expect(written.mirrors).toEqual([
        expect.objectContaining({
          table: 'productSaveSheet',
          records: [
            expect.objectContaining({
              fields: expect.objectContaining({ price: '6500.1234', numAvailable: 4, isActive: true }),
            }),
          ],
        }),
      ]);

      const again = await admin('operator', 'POST', `/relisting-requests/${requestId}/decision`, {
        decision: 'decline',
      });
      expect(again.json()).toEqual({ error: { code: 'conflict', message: m.notAllowed } });
    });

    it('another seller’s listing: its owner decides, the price must lie in the product’s range, approval makes the requester’s own listing', async () => {
      await t.db
        .update(products)
        .set({ minPrice: '3000', maxPrice: '5000' })
        .where(eq(products.id, fx.products.asr9001s.id));
      const tooHigh = await admin('cobaltSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.asr9001sNorthwind.id,
        price: '5000.0001',
        quantity: 2,
      });
      expect(tooHigh.json()).toEqual({
        error: {
          code: 'invalid_data',
          message: messages.salePriceRange,
          fields: { price: messages.salePriceRange },
        },
      });
      const created = await admin('cobaltSales', 'POST', '/relisting-requests', {
        listingId: fx.listings.asr9001sNorthwind.id,
        price: '4100',
        quantity: 2,
        condition: 'Used',
      });
      expect(created.json().request).toMatchObject({
        reason: 'otherSeller',
        status: 'pending',
        canDecide: false,
      });
      const id = created.json().request.id as string;

      const received = await admin(
        'northwindSales',
        'GET',
        '/relisting-requests?side=received&status=pending',
      );
      expect(received.json().items).toEqual([
        expect.objectContaining({ id, canDecide: true, canWithdraw: false }),
      ]);
      expect(
        (await admin('cobaltAdmin', 'POST', `/relisting-requests/${id}/decision`, { decision: 'approve' }))
          .statusCode,
      ).toBe(403);
      expect((await admin('northwindAdmin', 'POST', `/relisting-requests/${id}/withdraw`)).statusCode).toBe(
        403,
      );

      const approved = await admin('northwindAdmin', 'POST', `/relisting-requests/${id}/decision`, {
        decision: 'approve',
      });
      expect(approved.statusCode).toBe(200);
      const newId = approved.json().request.resultListingId as string;
      expect(newId).not.toBe(fx.listings.asr9001sNorthwind.id);
      const [row] = await t.db.select().from(listings).where(eq(listings.id, newId));
      expect(row).toMatchObject({
        organizationId: fx.organizations.cobalt.id,
        productId: fx.products.asr9001s.id,
        price: '4100.0000',
        numAvailable: 2,
        condition: 'Used',
      });
      expect(await storefrontIds(newId)).toEqual(
        [fx.storefronts.marketplace.id, fx.storefronts.cobalt.id].sort(),
      );
      const written = await catalogueWrite(fx.products.asr9001s.id, newId);
      expect(written.history).toEqual([
        expect.objectContaining({
          organizationId: fx.organizations.cobalt.id,
          after: expect.objectContaining({ price: '4100.0000', numAvailable: '2', condition: 'Used' }),
        }),
      ]);
      expect(written.mirrors.map((p) => p.table)).toEqual(['productSaveSheet']);
      expect((await mailsTo('sales@cobalt.test')).map((mail) => mail.template)).toEqual([
        'relisting-approved',
      ]);
    });

    it('the requester withdraws a pending request; a declined request is mailed and changes nothing', async () => {
      const ask = async () =>
        (
          await admin('cobaltSales', 'POST', '/relisting-requests', {
            listingId: fx.listings.aristaCobalt.id,
            price: '4600',
            quantity: 3,
          })
        ).json().request as { id: string; reason: string };
      const first = await ask();
      expect(first.reason).toBe('soldOut');
      const withdrawn = await admin('cobaltSales', 'POST', `/relisting-requests/${first.id}/withdraw`);
      expect(withdrawn.json()).toMatchObject({ message: m.withdrawn, request: { status: 'withdrawn' } });
      const second = await ask();
      const declined = await admin('operator', 'POST', `/relisting-requests/${second.id}/decision`, {
        decision: 'decline',
        note: 'Stock not verified',
      });
      expect(declined.json().request).toMatchObject({ status: 'declined', resultListingId: null });
      const [row] = await t.db.select().from(listings).where(eq(listings.id, fx.listings.aristaCobalt.id));
      expect(row!.numAvailable).toBe(0);
      const mails = await mailsTo('sales@cobalt.test');
      expect(mails.at(-1)).toMatchObject({ template: 'relisting-declined' });
      expect(mails.at(-1)!.text).toContain('Stock not verified');
    });

    it('an own listing of a retired product (expired) comes back with its product', async () => {
      const res = await admin('cobaltAdmin', 'POST', '/relisting-requests', {
        listingId: fx.listings.nokiaCobalt.id,
        price: '9800',
        quantity: 1,
      });
      expect(res.json().request.reason).toBe('expired');
      await admin('operator', 'POST', `/relisting-requests/${res.json().request.id}/decision`, {
        decision: 'approve',
      });
      const [product] = await t.db.select().from(products).where(eq(products.id, fx.products.nokia.id));
      expect(product!.isActive).toBe(true);
      expect((await detail('cobalt.localhost', fx.listings.nokiaCobalt.id)).statusCode).toBe(200);
    });
  });

  describe('shared listings', () => {
    let requestId: string;
    const body = () => ({
      listingId: fx.listings.asr9001Northwind.id,
      organizationId: fx.organizations.cobalt.id,
    });

    it('lists the storefront owners a listing can be offered to, without the own organization', async () => {
      const res = await admin('northwindSales', 'GET', '/shared-listing-requests/storefront-owners');
      expect(res.json().items).toEqual([
        { id: fx.organizations.cobalt.id, name: 'Cobalt Telecom', storefronts: ['Cobalt Telecom'] },
      ]);
    });

    it('a seller asks to sell its listing on Cobalt’s storefront: pending, not visible there yet, Cobalt is mailed', async () => {
      const res = await admin('northwindSales', 'POST', '/shared-listing-requests', body());
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        message: m.sharedListingSent,
        request: { status: 'pending', visible: false, canWithdraw: true, canDecide: false },
      });
      requestId = res.json().request.id;
      expect(await storefrontIds(fx.listings.asr9001Northwind.id)).not.toContain(fx.storefronts.cobalt.id);
      expect((await detail('cobalt.localhost', fx.listings.asr9001Northwind.id)).statusCode).toBe(404);
      expect((await mailsTo('admin@cobalt.test')).at(-1)).toMatchObject({
        template: 'shared-listing-requested',
      });
      expect((await admin('northwindAdmin', 'POST', '/shared-listing-requests', body())).json()).toEqual({
        error: { code: 'conflict', message: m.alreadyRequested },
      });
    });

    it('refuses another seller’s listing (404), the own organization (400), an unknown organization (404)', async () => {
      const foreign = await admin('northwindSales', 'POST', '/shared-listing-requests', {
        listingId: fx.listings.finisarCobalt.id,
        organizationId: fx.organizations.cobalt.id,
      });
      expect(foreign.statusCode).toBe(404);
      const own = await admin('northwindSales', 'POST', '/shared-listing-requests', {
        listingId: fx.listings.asr9001sNorthwind.id,
        organizationId: fx.organizations.northwind.id,
      });
      expect(own.json().error).toMatchObject({ code: 'invalid_data', message: m.ownOrganization });
      const buyerOrg = await admin('northwindSales', 'POST', '/shared-listing-requests', {
        listingId: fx.listings.asr9001sNorthwind.id,
        organizationId: fx.organizations.acme.id,
      });
      expect(buyerOrg.statusCode).toBe(404);
      expect(
        (await admin('northwindSpecialist', 'POST', '/shared-listing-requests', body())).statusCode,
      ).toBe(403);
    });

    it('only the storefront owner decides: the requester is 403, an outsider 404', async () => {
      expect(
        (
          await admin('northwindAdmin', 'POST', `/shared-listing-requests/${requestId}/decision`, {
            decision: 'approve',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await admin('cobaltSales', 'POST', `/shared-listing-requests/${requestId}/withdraw`)).statusCode,
      ).toBe(403);
      const received = await admin('cobaltSales', 'GET', '/shared-listing-requests?side=received');
      expect(received.json().items).toEqual([expect.objectContaining({ id: requestId, canDecide: true })]);
      const sent = await admin('cobaltSales', 'GET', '/shared-listing-requests?side=sent');
      expect(sent.json().items).toEqual([]);
    });

    it('approval shows the listing on Cobalt at once (search index, detail, sitemap); the requester is mailed', async () => {
      const res = await admin('cobaltSales', 'POST', `/shared-listing-requests/${requestId}/decision`, {
        decision: 'approve',
      });
      expect(res.json()).toMatchObject({
        message: m.approved,
        request: { status: 'approved', visible: true },
      });
      expect(await storefrontIds(fx.listings.asr9001Northwind.id)).toContain(fx.storefronts.cobalt.id);
      expect((await detail('cobalt.localhost', fx.listings.asr9001Northwind.id)).statusCode).toBe(200);
      const search = await t.app.inject({
        method: 'GET',
        url: '/api/listings?q=ASR-9001',
        headers: { host: 'cobalt.localhost' },
      });
      expect((search.json().items as { id: string }[]).map((i) => i.id)).toContain(
        fx.listings.asr9001Northwind.id,
      );
      const sitemap = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'cobalt.localhost' },
      });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).toContain(fx.listings.asr9001Northwind.id);
      expect((await mailsTo('sales@northwind.test')).at(-1)).toMatchObject({
        template: 'shared-listing-approved',
      });
      expect(
        (
          await admin('cobaltSales', 'POST', `/shared-listing-requests/${requestId}/decision`, {
            decision: 'approve',
          })
        ).statusCode,
      ).toBe(409);
    });

    it('the storefront owner takes it off again by declining: gone from Cobalt; a new request can be made and withdrawn', async () => {
      const res = await admin('cobaltAdmin', 'POST', `/shared-listing-requests/${requestId}/decision`, {
        decision: 'decline',
      });
      expect(res.json().request).toMatchObject({ status: 'declined', visible: false });
      expect(await storefrontIds(fx.listings.asr9001Northwind.id)).not.toContain(fx.storefronts.cobalt.id);
      expect((await detail('cobalt.localhost', fx.listings.asr9001Northwind.id)).statusCode).toBe(404);

      const again = await admin('northwindSales', 'POST', '/shared-listing-requests', body());
      const id = again.json().request.id as string;
      await admin('cobaltAdmin', 'POST', `/shared-listing-requests/${id}/decision`, { decision: 'approve' });
      expect(await storefrontIds(fx.listings.asr9001Northwind.id)).toContain(fx.storefronts.cobalt.id);
      const withdrawn = await admin('northwindSales', 'POST', `/shared-listing-requests/${id}/withdraw`);
      expect(withdrawn.json()).toMatchObject({
        message: m.withdrawn,
        request: { status: 'withdrawn', visible: false },
      });
      expect(await storefrontIds(fx.listings.asr9001Northwind.id)).not.toContain(fx.storefronts.cobalt.id);
      expect((await mailsTo('admin@cobalt.test')).at(-1)).toMatchObject({
        template: 'shared-listing-withdrawn',
      });
      expect(
        (await admin('northwindSales', 'POST', `/shared-listing-requests/${id}/withdraw`)).statusCode,
      ).toBe(409);
    });

    it('two approvals racing on one request: one wins, the other is 409, one share row', async () => {
      const created = await admin('northwindSales', 'POST', '/shared-listing-requests', {
        listingId: fx.listings.asr9001sNorthwind.id,
        organizationId: fx.organizations.cobalt.id,
      });
      const id = created.json().request.id as string;
      const results = await Promise.all([
        admin('cobaltAdmin', 'POST', `/shared-listing-requests/${id}/decision`, { decision: 'approve' }),
        admin('cobaltSales', 'POST', `/shared-listing-requests/${id}/decision`, { decision: 'approve' }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const pending = await t.db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(eq(outbox.status, 'pending'));
      const approvals = pending.filter(
        (row) => (row.payload as { template: string }).template === 'shared-listing-approved',
      );
      expect(approvals).toHaveLength(1);
    });
  });
});
