import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutFixtures,
  createAcceptedOfferItem,
  createCheckoutFixtures,
} from '../../../test/checkout-fixtures';
import { createSessionToken, FIXTURE_PASSWORD } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { cartItems, outbox } from '../../db/schema/index';
import type { RecordsMessage } from '../../integrations/records/records';

const MARKET = 'localhost';

describe('cart API', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  let acmeToken: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    acmeToken = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
  });
  afterAll(() => t.close());

  /** A browser: keeps its guest cookie between calls. */
  function browser(host = MARKET, bearer?: string) {
    let guest: string | undefined;
    const call = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
      const res = await t.app.inject({
        method,
        url,
        headers: {
          host,
          ...(guest ? { cookie: `pb_guest=${guest}` } : {}),
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      const set = res.cookies.find((c) => c.name === 'pb_guest');
      if (set) guest = set.value;
      return res;
    };
    return { call, guestId: () => guest };
  }

  const cartRows = (where: ReturnType<typeof eq>) => t.db.select().from(cartItems).where(where);
  const records = async (table: string) => {
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'records'));
    return rows.map((r) => r.payload as RecordsMessage).filter((p) => p.table === table);
  };

  it('a guest adds a listing, gets a guest cookie, and sees the line priced by the server', async () => {
    const b = browser();
    const res = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(b.guestId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const cart = res.json();
    expect(cart).toMatchObject({ count: 1, quantity: 2, subtotal: '5600.00' });
    expect(cart.items[0]).toMatchObject({
      listingId: fx.listings.asr9001Cobalt.id,
      title: 'Cisco ASR-9001',
      seller: { id: fx.organizations.cobalt.id, name: 'Cobalt Telecom' },
      quantity: 2,
      listPrice: '2800.0000',
      unitPrice: '2800.0000',
      lineTotal: '5600.00',
      numAvailable: 7,
      problem: null,
      offerPrice: null,
    });
    expect(cart.sellers).toEqual([
      {
        seller: { id: fx.organizations.cobalt.id, name: 'Cobalt Telecom' },
        itemIds: [cart.items[0].id],
        subtotal: '5600.00',
      },
    ]);
    const again = await b.call('GET', '/api/cart');
    expect(again.json().items).toHaveLength(1);
    const created = await records('CartItem');
    expect(
      created.some((r) => r.operation === 'create' && r.records[0]?.fields.cartItemId === cart.items[0].id),
    ).toBe(true);
    expect(created.at(-1)?.records[0]?.fields.lastCartUpdateDate).toBe('03/04/2026');
  });

  it('adding the same listing again adds to its line; more than the stock is refused and changes nothing', async () => {
    const b = browser();
    await b.call('POST', '/api/cart/items', { listingId: fx.listings.asr9001Cobalt.id, quantity: 3 });
    const more = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 4,
    });
    expect(more.json().items[0].quantity).toBe(7);
    const tooMany = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 1,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toEqual({
      code: 'invalid_data',
      message: 'Only 7 available',
      fields: { quantity: 'Only 7 available' },
    });
    const rows = await cartRows(eq(cartItems.guestId, b.guestId()!));
    expect(rows.map((r) => r.purchaseQty)).toEqual([7]);
  });

  it('enforces the minimum quantity and order multiples, and prices by tier', async () => {
    const b = browser();
    const below = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.finisarCobalt.id,
      quantity: 5,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields).toEqual({ quantity: 'The minimum order quantity is 10' });
    const odd = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.finisarCobalt.id,
      quantity: 12,
    });
    expect(odd.json().error.fields).toEqual({ quantity: 'Please order in multiples of 5' });
    const ten = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.finisarCobalt.id,
      quantity: 10,
    });
    expect(ten.json().items[0]).toMatchObject({
      unitPrice: '35.5000',
      lineTotal: '355.00',
      minQuantity: 10,
      quantityMultiple: 5,
    });
    const line = ten.json().items[0].id;
    const tier = await b.call('PATCH', `/api/cart/items/${line}`, { quantity: 300 });
    expect(tier.statusCode).toBe(200);
    expect(tier.json().items[0]).toMatchObject({ quantity: 300, unitPrice: '25.0000', lineTotal: '7500.00' });
    const bad = await b.call('PATCH', `/api/cart/items/${line}`, { quantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ quantity: 'Please enter quantity' });
    // The line's mirror row was not sent yet: it took the new quantity instead of a second row
    // being added (coalesced), and stays the line's create.
    const mirrored = (await records('CartItem')).filter((r) => r.records[0]?.fields.cartItemId === line);
    expect(mirrored).toHaveLength(1);
    expect(mirrored[0]).toMatchObject({ operation: 'create', records: [{ fields: { purchaseQty: 300 } }] });
  });

  it('refuses listings not shown on this storefront, sold out, or with a price kept for signed-in buyers', async () => {
    const b = browser();
    const excluded = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.aristaNorthwind.id,
      quantity: 1,
    });
    expect(excluded.statusCode).toBe(404);
    expect(excluded.json().error.message).toBe('Listing not found');
    const deleted = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.deletedNorthwind.id,
      quantity: 1,
    });
    expect(deleted.statusCode).toBe(404);
    const hidden = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.aristaCobalt.id,
      quantity: 1,
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().error.message).toBe('Sign in to see the price');
    const signedIn = browser(MARKET, acmeToken);
    const soldOut = await signedIn.call('POST', '/api/cart/items', {
      listingId: fx.listings.aristaCobalt.id,
      quantity: 1,
    });
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json().error.fields).toEqual({ quantity: 'Sold out' });
    const unknown = await b.call('POST', '/api/cart/items', { listingId: 'not-a-uuid', quantity: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.listingId).toBeDefined();
    const extra = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 1,
      price: '1',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ price: 'Unknown field' });
  });

  it("another cart's line answers 404 and is not changed; removing a line mirrors the delete", async () => {
    const owner = browser();
    const other = browser();
    const added = await owner.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 1,
    });
    const id = added.json().items[0].id;
    expect((await other.call('PATCH', `/api/cart/items/${id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/cart/items/${id}`)).statusCode).toBe(404);
    // The same browser on another storefront has another cart.
    const [row] = await cartRows(eq(cartItems.id, id));
    expect(row?.purchaseQty).toBe(1);
    const removed = await owner.call('DELETE', `/api/cart/items/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ count: 0, subtotal: '0.00' });
    const deletes = await records('CartItem');
    expect(deletes.some((r) => r.operation === 'delete' && r.records[0]?.fields.cartItemId === id)).toBe(
      true,
    );
  });

  it('carts are per storefront', async () => {
    const b = browser(MARKET, acmeToken);
    await b.call('POST', '/api/cart/items', { listingId: fx.listings.asr9001Northwind.id, quantity: 1 });
    const northwind = browser('northwind.localhost', acmeToken);
    const res = await northwind.call('GET', '/api/cart');
    expect(res.json().items).toEqual([]);
    await b.call('DELETE', `/api/cart/items/${(await b.call('GET', '/api/cart')).json().items[0].id}`);
  });

  it('a line with an accepted offer is priced at the offer while it holds, then falls back to the tier price', async () => {
    const buyer = fx.users.acmeColleague;
    const token = await createSessionToken(t.db, buyer.id, clock.now());
    const item = await createAcceptedOfferItem(t.db, {
      storefrontId: fx.storefronts.marketplace.id,
      listing: fx.listings.finisarCobalt,
      userId: buyer.id,
      buyerOrganizationId: fx.organizations.acme.id,
      quantity: 20,
      offerPrice: '20.0000',
      validTill: new Date(clock.now().getTime() + 60 * 60 * 1000),
    });
    const [line] = await t.db
      .insert(cartItems)
      .values({
        listingId: fx.listings.finisarCobalt.id,
        storefrontId: fx.storefronts.marketplace.id,
        userId: buyer.id,
        purchaseQty: 20,
        purchasePrice: '35.5000',
        offerPrice: '20.0000',
        offerItemId: item.id,
        createdAt: clock.now(),
      })
      .returning();
    const b = browser(MARKET, token);
    const cart = (await b.call('GET', '/api/cart')).json();
    expect(cart.items[0]).toMatchObject({
      unitPrice: '20.0000',
      offerPrice: '20.0000',
      offerItemId: item.id,
      lineTotal: '400.00',
      problem: null,
    });
    const fixed = await b.call('PATCH', `/api/cart/items/${line!.id}`, { quantity: 25 });
    expect(fixed.statusCode).toBe(400);
    expect(fixed.json().error.message).toBe('The quantity of an accepted offer cannot be changed');
    // Adding the same listing makes a separate line at the listing price, never at the offer's.
    const added = await b.call('POST', '/api/cart/items', {
      listingId: fx.listings.finisarCobalt.id,
      quantity: 10,
    });
    expect(added.json().items.map((i: { unitPrice: string }) => i.unitPrice)).toEqual(['20.0000', '35.5000']);
    await b.call('DELETE', `/api/cart/items/${added.json().items[1].id}`);

    clock.advance(2 * 60 * 60 * 1000);
    const expired = (await b.call('GET', '/api/cart')).json();
    expect(expired.items[0]).toMatchObject({
      unitPrice: '35.5000',
      lineTotal: '710.00',
      problem: 'The offer price has expired',
    });
    const changed = await b.call('PATCH', `/api/cart/items/${line!.id}`, { quantity: 100 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items[0]).toMatchObject({
      quantity: 100,
      unitPrice: '30.0000',
      offerItemId: null,
      offerPrice: null,
      problem: null,
    });
    await b.call('DELETE', `/api/cart/items/${line!.id}`);
  });

  it('a shared cart link opens a copy of the items for whoever opens it, on its storefront only', async () => {
    const sharer = browser();
    await sharer.call('POST', '/api/cart/items', { listingId: fx.listings.asr9001Cobalt.id, quantity: 2 });
    await sharer.call('POST', '/api/cart/items', { listingId: fx.listings.finisarCobalt.id, quantity: 10 });
    const share = await sharer.call('POST', '/api/cart/share');
    expect(share.statusCode).toBe(201);
    const { id, url } = share.json();
    expect(url).toBe(`http://localhost:${t.config.port}/mycart?cart=${id}`);

    const viewer = browser();
    const look = await viewer.call('GET', `/api/shared-carts/${id}`);
    expect(look.statusCode).toBe(200);
    expect(look.json().items).toMatchObject([
      { listingId: fx.listings.asr9001Cobalt.id, quantity: 2, unitPrice: '2800.0000', problem: null },
      { listingId: fx.listings.finisarCobalt.id, quantity: 10, unitPrice: '35.5000', problem: null },
    ]);
    expect((await browser('northwind.localhost').call('GET', `/api/shared-carts/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await viewer.call('GET', '/api/shared-carts/00000000-0000-7000-8000-000000000000')).json().error
        .message,
    ).toBe('This cart link is not valid');

    // Stock ran low for one item in the meantime: the copy takes what it can and says why not.
    await t.db.update(cartItems).set({ purchaseQty: 1 }).where(eq(cartItems.guestId, sharer.guestId()!));
    const viewerHasOne = await viewer.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 6,
    });
    expect(viewerHasOne.statusCode).toBe(200);
    const copy = await viewer.call('POST', `/api/shared-carts/${id}/copy`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().skipped).toEqual([
      { listingId: fx.listings.asr9001Cobalt.id, title: 'Cisco ASR-9001', reason: 'Only 7 available' },
    ]);
    expect(
      copy.json().cart.items.map((i: { listingId: string; quantity: number }) => [i.listingId, i.quantity]),
    ).toEqual([
      [fx.listings.asr9001Cobalt.id, 6],
      [fx.listings.finisarCobalt.id, 10],
    ]);
    const empty = await browser().call('POST', '/api/cart/share');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Your cart is empty');
  });

  it('signing in merges the guest cart into the user cart, capped to the stock available', async () => {
    const user = fx.users.cobaltSpecialist;
    const token = await createSessionToken(t.db, user.id, clock.now());
    const signedIn = browser(MARKET, token);
    await signedIn.call('POST', '/api/cart/items', {
      listingId: fx.listings.asr9001Northwind.id,
      quantity: 2,
    });
    const guest = browser();
    await guest.call('POST', '/api/cart/items', { listingId: fx.listings.asr9001Northwind.id, quantity: 3 });
    await guest.call('POST', '/api/cart/items', { listingId: fx.listings.asr9001sNorthwind.id, quantity: 1 });
    const login = await guest.call('POST', '/api/auth/login', {
      email: user.email,
      password: FIXTURE_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const rows = await cartRows(
      and(eq(cartItems.userId, user.id), eq(cartItems.storefrontId, fx.storefronts.marketplace.id))!,
    );
    const byListing = Object.fromEntries(rows.map((r) => [r.listingId, r.purchaseQty]));
    // 2 + 3 asked, 3 in stock.
    expect(byListing).toEqual({
      [fx.listings.asr9001Northwind.id]: 3,
      [fx.listings.asr9001sNorthwind.id]: 1,
    });
    expect(await cartRows(eq(cartItems.guestId, guest.guestId()!))).toEqual([]);
  });
});
