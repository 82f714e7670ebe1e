import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { cartItems } from '../../db/schema/index';

const MARKET = 'localhost';
const NORTHWIND = 'northwind.localhost';

describe('quick order API', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  let buyerToken: string;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    buyerToken = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
  });
  afterAll(() => t.close());

  const call = (url: string, payload: unknown, options: { host?: string; token?: string | null } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        host: options.host ?? MARKET,
        ...(options.token === null ? {} : { authorization: `Bearer ${options.token ?? buyerToken}` }),
      },
      payload: payload as object,
    });
  const match = (text: string, host?: string) => call('/api/cart/quick-order/match', { text }, { host });
  const cartOfBuyer = () => t.db.select().from(cartItems).where(eq(cartItems.userId, fx.users.acmeBuyer.id));
  const clearCart = () => t.db.delete(cartItems).where(eq(cartItems.userId, fx.users.acmeBuyer.id));

  it('matches each line: cheapest able listing with alternatives, tier price, not found, quantity problems, unreadable lines', async () => {
    const res = await match(
      'Part number,Quantity\nasr-9001, 2\nFTLX8574D3BCL; 150\nNOPE-123\t1\nASR-9001-S, 5\nftlx8574d3bcl, 7\nMX204, two\n',
    );
    expect(res.statusCode).toBe(200);
    const lines = res.json().lines;
    expect(
      lines.map((l: { line: number; status: string; message: string | null }) => [
        l.line,
        l.status,
        l.message,
      ]),
    ).toEqual([
      [2, 'matched', null],
      [3, 'matched', null],
      [4, 'notFound', 'No listing with this part number on this store'],
      [5, 'problem', 'Only 1 available'],
      [6, 'problem', 'The minimum order quantity is 10'],
      [7, 'invalid', 'The quantity must be a whole number of at least 1'],
    ]);
    // Two sellers list the ASR-9001: the cheaper (Cobalt, used) is the match, Northwind the alternative.
    expect(lines[0].match).toMatchObject({
      listingId: fx.listings.asr9001Cobalt.id,
      seller: { id: fx.organizations.cobalt.id, name: 'Cobalt Telecom' },
      condition: 'Used',
      unitPrice: '2800.0000',
      lineTotal: '5600.00',
      numAvailable: 7,
      problem: null,
    });
    expect(lines[0].alternatives).toEqual([
      expect.objectContaining({
        listingId: fx.listings.asr9001Northwind.id,
        seller: { id: fx.organizations.northwind.id, name: 'Northwind Networks' },
        unitPrice: '4500.0000',
        problem: null,
      }),
    ]);
    // 150 optics: the 100+ tier's price.
    expect(lines[1].match).toMatchObject({ unitPrice: '30.0000', lineTotal: '4500.00' });
    expect(lines[3].match).toMatchObject({ listingId: fx.listings.asr9001sNorthwind.id, numAvailable: 1 });
    expect(await cartOfBuyer()).toEqual([]);
  });

  it("only another storefront's visible listings are matched there", async () => {
    const lines = (await match('ASR-9001, 1\nDCS-7050SX3-48YC8, 1', NORTHWIND)).json().lines;
    expect(lines[0].match.listingId).toBe(fx.listings.asr9001Northwind.id);
    expect(lines[0].alternatives).toEqual([]);
    // The Arista is Northwind's own listing here, excluded from the marketplace only.
    expect(lines[1].match.listingId).toBe(fx.listings.aristaNorthwind.id);
    const market = (await match('DCS-7050SX3-48YC8, 1')).json().lines;
    expect(market[0]).toMatchObject({ status: 'problem', message: 'Sold out' });
    expect(market[0].match.listingId).toBe(fx.listings.aristaCobalt.id);
  });

  it('adds the matched lines in one request; what the cart refuses is named and not added', async () => {
    await clearCart();
    const res = await call('/api/cart/quick-order', {
      items: [
        { listingId: fx.listings.asr9001Cobalt.id, quantity: 2 },
        { listingId: fx.listings.finisarCobalt.id, quantity: 150 },
        { listingId: fx.listings.asr9001sNorthwind.id, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 lines added to your cart');
    expect(body.added).toEqual([
      { listingId: fx.listings.asr9001Cobalt.id, quantity: 2 },
      { listingId: fx.listings.finisarCobalt.id, quantity: 150 },
    ]);
    expect(body.skipped).toEqual([
      { listingId: fx.listings.asr9001sNorthwind.id, title: 'Cisco ASR-9001-S', reason: 'Only 1 available' },
    ]);
    expect(
      body.cart.items.map((i: { listingId: string; quantity: number; unitPrice: string }) => [
        i.listingId,
        i.quantity,
        i.unitPrice,
      ]),
    ).toEqual([
      [fx.listings.asr9001Cobalt.id, 2, '2800.0000'],
      [fx.listings.finisarCobalt.id, 150, '30.0000'],
    ]);
    const rows = await cartOfBuyer();
    expect(rows.map((r) => [r.listingId, r.purchaseQty])).toEqual(
      expect.arrayContaining([
        [fx.listings.asr9001Cobalt.id, 2],
        [fx.listings.finisarCobalt.id, 150],
      ]),
    );
    expect(rows).toHaveLength(2);

    // Adding again counts what the cart holds: 7 + 2 is over the stock of 7, so that line is refused.
    const again = await call('/api/cart/quick-order', {
      items: [{ listingId: fx.listings.asr9001Cobalt.id, quantity: 6 }],
    });
    expect(again.json()).toMatchObject({ added: [], skipped: [{ reason: 'Only 7 available' }] });
    expect((await cartOfBuyer()).find((r) => r.listingId === fx.listings.asr9001Cobalt.id)?.purchaseQty).toBe(
      2,
    );
  });

  it("another storefront's listing is not found and nothing is added", async () => {
    await clearCart();
    const res = await call(
      '/api/cart/quick-order',
      { items: [{ listingId: fx.listings.asr9001Cobalt.id, quantity: 1 }] },
      { host: NORTHWIND },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '0 lines added to your cart',
      added: [],
      skipped: [
        { listingId: fx.listings.asr9001Cobalt.id, title: 'Listing not found', reason: 'Listing not found' },
      ],
    });
    expect(await cartOfBuyer()).toEqual([]);
  });

  it('needs a signed-in buyer', async () => {
    expect(
      (await call('/api/cart/quick-order/match', { text: 'ASR-9001, 1' }, { token: null })).statusCode,
    ).toBe(401);
    const add = await call(
      '/api/cart/quick-order',
      { items: [{ listingId: fx.listings.asr9001Cobalt.id, quantity: 1 }] },
      { token: null },
    );
    expect(add.statusCode).toBe(401);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    await clearCart();
    const tooMany = await match(Array.from({ length: 201 }, (_, i) => `PART-${i}, 1`).join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('Paste at most 200 lines at a time');
    const empty = await match('\n \n');
    expect(empty.json().error.message).toBe(
      'Paste or upload at least one line: a part number and a quantity',
    );
    const nul = await match('ASR-9001\u0000, 1');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.message).toBe('Remove the invisible control character from this field');
    const surrogate = await match('ASR-9001\ud800, 1');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error.message).toBe('Remove the broken character from this field');
    for (const payload of [
      { items: [] },
      { items: [{ listingId: 'not-an-id', quantity: 1 }] },
      { items: [{ listingId: fx.listings.asr9001Cobalt.id, quantity: 0 }] },
      { items: [{ listingId: fx.listings.asr9001Cobalt.id, quantity: 1, price: '1' }] },
      {
        items: Array.from({ length: 201 }, () => ({ listingId: fx.listings.asr9001Cobalt.id, quantity: 1 })),
      },
    ]) {
      expect((await call('/api/cart/quick-order', payload)).statusCode).toBe(400);
    }
    expect((await call('/api/cart/quick-order/match', { text: 'x', extra: 1 })).statusCode).toBe(400);
    expect(await cartOfBuyer()).toEqual([]);
  });
});
