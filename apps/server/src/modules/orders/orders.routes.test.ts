import { inflateSync } from 'node:zlib';
import { formatMoney } from '@patchbay/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, newKey, type TestBrowser, testBrowser } from '../../../test/checkout-helpers';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { listings, outbox } from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mail';

describe('the buyer’s order history across storefronts, and reorder', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens = { acme: '', globex: '', northwind: '', cobalt: '' };
  let marketOrderId = '';

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    tokens.acme = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
    tokens.globex = await createSessionToken(t.db, fx.users.globexBuyer.id, clock.now());
    tokens.northwind = await createSessionToken(t.db, fx.users.northwindAdmin.id, clock.now());
    tokens.cobalt = await createSessionToken(t.db, fx.users.cobaltAdmin.id, clock.now());
  });
  afterAll(() => t.close());

  async function placeOrder(b: TestBrowser, sellerId: string) {
    const res = await b.checkout(
      {
        shippingAddress: coloradoAddress,
        billingSameAsShipping: true,
        sellers: [
          { sellerId, shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1B2C3' } },
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
    expect(res.statusCode).toBe(201);
    return res.json().orders[0].id as string;
  }

  it('lists this storefront’s orders, one other storefront’s, or all of them, each naming where it opens', async () => {
    const market = testBrowser(t, 'localhost', tokens.acme);
    await market.add(fx.listings.asr9001Northwind.id, 2);
    await market.add(fx.listings.asr9001sNorthwind.id, 1);
    marketOrderId = await placeOrder(market, fx.organizations.northwind.id);
    const cobalt = testBrowser(t, 'cobalt.localhost', tokens.acme);
    await cobalt.add(fx.listings.asr9001Cobalt.id, 1);
    await placeOrder(cobalt, fx.organizations.cobalt.id);

    const here = (await market.call('GET', '/api/orders')).json();
    expect(here.items.map((o: { id: string }) => o.id)).toEqual([marketOrderId]);
    const all = (await market.call('GET', '/api/orders?storefront=all')).json();
    expect(all.total).toBe(2);
    expect(all.items.map((o: { storefront: { title: string } }) => o.storefront.title).sort()).toEqual([
      'Cobalt Telecom',
      'Patchbay Marketplace',
    ]);
    const onCobalt = all.items.find(
      (o: { storefront: { title: string } }) => o.storefront.title === 'Cobalt Telecom',
    );
    expect(onCobalt.storefront.origin).toMatch(/^http:\/\/cobalt\.localhost/);
    expect(all.storefronts.map((s: { title: string }) => s.title)).toEqual([
      'Cobalt Telecom',
      'Patchbay Marketplace',
    ]);
    const filtered = (await market.call('GET', `/api/orders?storefront=${fx.storefronts.cobalt.id}`)).json();
    expect(filtered.items.map((o: { id: string }) => o.id)).toEqual([onCobalt.id]);
    expect((await market.call('GET', '/api/orders?storefront=cobalt')).statusCode).toBe(400);
    // Another organization's buyer sees none of them.
    const globex = (
      await testBrowser(t, 'localhost', tokens.globex).call('GET', '/api/orders?storefront=all')
    ).json();
    expect(globex.items).toEqual([]);
  });

  it('reorder puts the items back into the cart and says what changed: less stock, a new price, no longer available', async () => {
    const b = testBrowser(t, 'localhost', tokens.acme);
    await t.db
      .update(listings)
      .set({ numAvailable: 1, price: '1015.0000' })
      .where(eq(listings.id, fx.listings.asr9001Northwind.id));
    await t.db
      .update(listings)
      .set({ deletedAt: clock.now() })
      .where(eq(listings.id, fx.listings.asr9001sNorthwind.id));
    const order = (await b.call('GET', `/api/orders/${marketOrderId}`)).json();
    const before = order.items.find(
      (i: { listingId: string }) => i.listingId === fx.listings.asr9001Northwind.id,
    );
    expect(before.purchasePrice).not.toBe('1015.0000');

    const res = await b.call('POST', `/api/orders/${marketOrderId}/reorder`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('1 of 2 items are back in your cart');
    const lessStock = body.lines.find(
      (l: { listingId: string }) => l.listingId === fx.listings.asr9001Northwind.id,
    );
    expect(lessStock).toMatchObject({ ordered: 2, added: 1, unitPrice: '1015.0000' });
    expect(lessStock.changes).toEqual([
      'Only 1 available: 1 added instead of 2',
      `New price: $1,015.00 (was ${formatMoney(before.purchasePrice, { precise: true })})`,
    ]);
    const gone = body.lines.find(
      (l: { listingId: string }) => l.listingId === fx.listings.asr9001sNorthwind.id,
    );
    expect(gone).toMatchObject({ added: 0, unitPrice: null, changes: ['No longer available'] });
    const cart = await b.cart();
    expect(cart.items.map((i: { listingId: string; quantity: number }) => [i.listingId, i.quantity])).toEqual(
      [[fx.listings.asr9001Northwind.id, 1]],
    );
  });

  it('reorder of an order the buyer may not see is 404; signed out 401', async () => {
    const globex = testBrowser(t, 'localhost', tokens.globex);
    expect((await globex.call('POST', `/api/orders/${marketOrderId}/reorder`)).statusCode).toBe(404);
    expect((await testBrowser(t).call('POST', `/api/orders/${marketOrderId}/reorder`)).statusCode).toBe(401);
    expect((await globex.cart()).items).toEqual([]);
  });

  describe('PDF invoice', () => {
    const adminGet = (who: 'northwind' | 'cobalt', url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[who]}` },
      });

    it('the buyer downloads it: a PDF naming the order number and its total', async () => {
      const b = testBrowser(t, 'localhost', tokens.acme);
      const order = (await b.call('GET', `/api/orders/${marketOrderId}`)).json();
      const res = await b.call('GET', `/api/orders/${marketOrderId}/invoice`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="invoice-${order.orderNumber}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('Invoice');
      expect(text).toContain(`Order #${order.orderNumber}`);
      expect(text).toContain(formatMoney(order.orderTotal));
      expect(text).toContain('Denver, CO 80202');
    });

    it('another buyer, another storefront and another seller get 404; the seller gets its copy', async () => {
      expect(
        (await testBrowser(t, 'localhost', tokens.globex).call('GET', `/api/orders/${marketOrderId}/invoice`))
          .statusCode,
      ).toBe(404);
      expect((await testBrowser(t).call('GET', `/api/orders/${marketOrderId}/invoice`)).statusCode).toBe(404);
      expect(
        (
          await testBrowser(t, 'cobalt.localhost', tokens.acme).call(
            'GET',
            `/api/orders/${marketOrderId}/invoice`,
          )
        ).statusCode,
      ).toBe(404);
      expect((await adminGet('cobalt', `/api/admin/orders/${marketOrderId}/invoice`)).statusCode).toBe(404);
      const seller = await adminGet('northwind', `/api/admin/orders/${marketOrderId}/invoice`);
      expect(seller.statusCode).toBe(200);
      expect(pdfText(seller.rawPayload)).toContain('Northwind Networks');
    });

    it('the order summary mail to the buyer carries the invoice', async () => {
      const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
      const order = (
        await testBrowser(t, 'localhost', tokens.acme).call('GET', `/api/orders/${marketOrderId}`)
      ).json();
      const mail = rows
        .map((row) => row.payload as MailMessage)
        .find((m) => m.template === 'order-summary-buyer' && m.subject.includes(`#${order.orderNumber} `));
      expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
        [`invoice-${order.orderNumber}.pdf`, 'application/pdf'],
      ]);
      const pdf = Buffer.from(mail!.attachments![0]!.contentBase64, 'base64');
      expect(pdfText(pdf)).toContain(`Order #${order.orderNumber}`);
    });
  });
});

/** The text a PDF shows: its content streams inflated, the hex strings of their TJ arrays decoded. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const array of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) =>
        Buffer.from(h[1] ?? '', 'hex').toString('latin1'),
      );
      parts.push(hex.join(''));
    }
  }
  return parts.join('\n');
}
