import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from '../../../test/checkout-helpers';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import {
  entityHistory,
  listingSearch,
  listings,
  organizations,
  outbox,
  sandboxCharges,
} from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mail';
import type { RecordsMessage } from '../../integrations/records/records';

const ADMIN = 'admin.localhost';

describe('orders after the sale', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    for (const [name, user] of Object.entries({
      acme: fx.users.acmeBuyer,
      globex: fx.users.globexBuyer,
      northwindAdmin: fx.users.northwindAdmin,
      northwindBusiness: fx.users.northwindBusiness,
      northwindSpecialist: fx.users.northwindSpecialist,
      cobaltAdmin: fx.users.cobaltAdmin,
      operator: fx.users.operator,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const admin = (who: string) => testBrowser(t, ADMIN, tokens[who]);
  const outboxPayloads = async () =>
    (await t.db.select().from(outbox)).map((r) => r.payload as MailMessage & RecordsMessage);

  /** A buyer places one order with one seller and returns it. */
  async function placeOrder(options: {
    who?: string;
    listingId: string;
    quantity: number;
    sellerId: string;
    shipping?: Record<string, unknown>;
    payment?: Record<string, unknown>;
  }) {
    const b = options.who ? testBrowser(t, 'localhost', tokens[options.who]) : testBrowser(t);
    expect((await b.add(options.listingId, options.quantity)).statusCode).toBe(200);
    const res = await b.checkout(
      {
        shippingAddress: coloradoAddress,
        billingSameAsShipping: true,
        ...(options.who ? {} : { guest: guestContact }),
        sellers: [
          {
            sellerId: options.sellerId,
            shipping: options.shipping ?? {
              method: 'buyerArranged',
              companyName: 'FedEx',
              accountNumber: 'F-1',
            },
          },
        ],
        payment: options.payment ?? {
          paymentType: 'ach',
          routingNumber: '011000015',
          accountNumber: '12345678',
          name: 'Sam',
        },
      },
      newKey(),
    );
    expect(res.statusCode).toBe(201);
    return {
      browser: b,
      order: res.json().orders[0] as { id: string; orderNumber: number; total: string; detailPath: string },
    };
  }

  it('a seller records a partial payment, then the rest, then ships: every status change recorded, mirrored and mailed', async () => {
    await t.db
      .update(organizations)
      .set({ bankTransferInstructions: 'Wire to Cascade Commerce Bank, account 4471009322' })
      .where(eq(organizations.id, fx.organizations.northwind.id));
    const { order } = await placeOrder({
      who: 'acme',
      listingId: fx.listings.patchCordNorthwind.id,
      quantity: 100,
      sellerId: fx.organizations.northwind.id,
    });
    // 1250 + 100 tax + 12.50 service + 12.50 ACH (1 %, the waiver is under 2500 with the flag: waived).
    expect(order.total).toBe('1362.50');
    const nw = admin('northwindBusiness');
    const detail = (await nw.call('GET', `/api/admin/orders/${order.id}`)).json();
    expect(detail).toMatchObject({
      status: 'submitted',
      actions: ['addFee', 'recordPayment', 'cancel'],
      canPayByCard: false,
    });

    const tooMuch = await nw.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: '5000',
      paymentMode: 'Wire',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount: 'The payment is more than the balance due' });
    const invalid = await nw.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: '-3',
      paymentMode: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({
      amount: 'Please enter valid amount',
      paymentMode: 'Please enter payment mode',
    });

    // Received after today, or before the order was placed: refused, nothing recorded.
    for (const [day, message] of [
      ['2026-03-09', 'The date cannot be in the future'],
      ['2026-02-20', 'The date cannot be before the order date'],
    ]) {
      const refused = await nw.call('POST', `/api/admin/orders/${order.id}/payments`, {
        amount: '10',
        paymentMode: 'Wire',
        dateRecordPayment: day,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ dateRecordPayment: message });
    }
    const partial = await nw.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: '500',
      paymentMode: 'Wire',
      referenceNumber: 'W-1',
      comment: 'First half',
      dateRecordPayment: '2026-03-05',
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      message: 'Payment recorded',
      order: { status: 'partially paid', amountPaid: '500.00', balanceDue: '862.50' },
    });
    expect(partial.json().order.paymentHistory).toEqual([
      expect.objectContaining({
        amount: '500.00',
        paymentMode: 'Wire',
        referenceNumber: 'W-1',
        dateRecordPayment: '2026-03-05T00:00:00.000Z',
      }),
    ]);
    const early = await nw.call('POST', `/api/admin/orders/${order.id}/shipment`, {
      courierCompany: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://ups.example/1Z999',
      shipmentDate: '2026-03-06',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('An order that is partially paid cannot be shipped');

    const rest = await nw.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: '862.50',
      paymentMode: 'Wire',
    });
    expect(rest.json().order).toMatchObject({
      status: 'paid',
      balanceDue: '0.00',
      actions: ['ship', 'cancel'],
    });
    expect(rest.json().order.datePaid).not.toBeNull();

    const badShipment = await nw.call('POST', `/api/admin/orders/${order.id}/shipment`, {
      courierCompany: 'Other',
      trackingNumber: '',
      trackingUrl: 'not a url',
      shipmentDate: '03/06/2026',
    });
    expect(badShipment.statusCode).toBe(400);
    expect(Object.keys(badShipment.json().error.fields).sort()).toEqual([
      'courierName',
      'shipmentDate',
      'trackingNumber',
      'trackingUrl',
    ]);
    const shipOn = (shipmentDate: string) =>
      nw.call('POST', `/api/admin/orders/${order.id}/shipment`, {
        courierCompany: 'Other',
        courierName: 'Dayton Freight',
        trackingNumber: 'DF-42',
        trackingUrl: 'https://dayton.example/DF-42',
        shipmentDate,
      });
    const tomorrowAnywhere = await shipOn('2026-03-06');
    expect(tomorrowAnywhere.statusCode).toBe(400);
    expect(tomorrowAnywhere.json().error.fields).toEqual({
      shipmentDate: 'The date cannot be in the future',
    });
    const beforeOrder = await shipOn('2026-03-01');
    expect(beforeOrder.json().error.fields).toEqual({
      shipmentDate: 'The date cannot be before the order date',
    });
    expect((await nw.call('GET', `/api/admin/orders/${order.id}`)).json().status).toBe('paid');
    const shipped = await shipOn('2026-03-04');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'shipped',
      actions: [],
      shipping: {
        courier: 'Other',
        courierName: 'Dayton Freight',
        trackingNumber: 'DF-42',
        shipmentDate: '2026-03-04T00:00:00.000Z',
      },
      dateShipped: '2026-03-04T00:00:00.000Z',
    });
    expect(shipped.json().order.history.map((h: { status: string }) => h.status)).toEqual([
      'submitted',
      'partially paid',
      'paid',
      'shipped',
    ]);
    const cancel = await nw.call('POST', `/api/admin/orders/${order.id}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe('An order that is shipped cannot be cancelled');

    const payloads = await outboxPayloads();
    const statusMails = payloads.filter(
      (p) => p.template === 'order-status' && p.subject.startsWith(`Order #${order.orderNumber} `),
    );
    expect(statusMails.map((m) => m.subject)).toEqual([
      `Order #${order.orderNumber} is partially paid`,
      `Order #${order.orderNumber} is paid`,
      `Order #${order.orderNumber} is shipped`,
    ]);
    expect(statusMails.every((m) => m.to.join() === 'buyer@acme.test')).toBe(true);
    expect(statusMails[2]?.text).toContain('Shipped with Dayton Freight, tracking number DF-42');
    // While money is due the mail says where to wire it; the paid order's "shipped" mail does not.
    expect(statusMails[0]?.text).toContain('Bank transfer instructions:');
    expect(statusMails[2]?.text).not.toContain('Bank transfer instructions');
    expect(statusMails[2]?.html).not.toContain('Cascade Commerce Bank');
    const patches = payloads.filter(
      (p) => p.table === 'Order' && p.operation === 'patch' && p.records[0]?.fields.orderId === order.id,
    );
    expect(patches.map((p) => p.records[0]?.fields.status).filter(Boolean)).toEqual([
      'partially paid',
      'paid',
      'shipped',
    ]);
    const history = await t.db.select().from(entityHistory).where(eq(entityHistory.entityId, order.id));
    expect(history.filter((h) => h.action === 'status')).toHaveLength(4);
  });

  it('a PayLater order may ship before payment; payments afterwards keep it shipped', async () => {
    const { order } = await placeOrder({
      who: 'acme',
      listingId: fx.listings.patchCordNorthwind.id,
      quantity: 100,
      sellerId: fx.organizations.northwind.id,
      payment: { paymentType: 'paylater' },
    });
    const nw = admin('northwindAdmin');
    expect((await nw.call('GET', `/api/admin/orders/${order.id}`)).json().actions).toEqual([
      'addFee',
      'recordPayment',
      'ship',
      'cancel',
    ]);
    const shipped = await nw.call('POST', `/api/admin/orders/${order.id}/shipment`, {
      courierCompany: 'FedEx',
      trackingNumber: '7777',
      trackingUrl: 'https://fedex.example/7777',
      shipmentDate: '2026-03-05',
    });
    expect(shipped.json().order.status).toBe('shipped');
    const paid = await nw.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: order.total,
      paymentMode: 'Check',
    });
    expect(paid.json().order).toMatchObject({ status: 'shipped', balanceDue: '0.00' });
  });

  it('shipping quote: the seller sets it, the buyer gets the new total by mail and pays by card', async () => {
    const { order, browser } = await placeOrder({
      listingId: fx.listings.asr9001Cobalt.id,
      quantity: 1,
      sellerId: fx.organizations.cobalt.id,
      shipping: { method: 'quote' },
      payment: { paymentType: 'card', token: await testBrowser(t).tokenize() },
    });
    // Not charged at checkout: the shipping is not known yet.
    expect(order.total).toBe('3136.00');
    const accessToken = new URL(`http://x${order.detailPath}`).searchParams.get('token') ?? '';
    const before = (await browser.call('GET', `/api/orders/${order.id}?token=${accessToken}`)).json();
    expect(before).toMatchObject({
      status: 'submitted',
      canPayByCard: false,
      shipping: { label: 'Awaiting Shipping Quote', shippingFees: null },
    });
    const token = await browser.tokenize();
    const tooEarly = await browser.call(
      'POST',
      `/api/orders/${order.id}/pay`,
      { token, accessToken },
      { 'idempotency-key': newKey() },
    );
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json().error.message).toBe('This order is not awaiting a shipping quote');

    const cobalt = admin('cobaltAdmin');
    const bad = await cobalt.call('POST', `/api/admin/orders/${order.id}/shipping-quote`, {
      amount: '12.345',
    });
    expect(bad.json().error.fields).toEqual({ amount: 'Please enter valid amount' });
    const quoted = await cobalt.call('POST', `/api/admin/orders/${order.id}/shipping-quote`, {
      amount: '150',
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json()).toMatchObject({
      message: 'Shipping quote saved',
      order: {
        orderTotal: '3286.00',
        amounts: { shipping: '150.00', total: '3286.00' },
        shipping: { label: 'Shipping quote', shippingFees: '150.00' },
      },
    });
    const again = await cobalt.call('POST', `/api/admin/orders/${order.id}/shipping-quote`, { amount: '99' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is not awaiting a shipping quote');
    const mail = (await outboxPayloads()).find(
      (p) => p.template === 'order-shipping-quote' && p.subject.includes(`#${order.orderNumber}:`),
    );
    expect(mail?.to).toEqual(['gail@example.com']);
    expect(mail?.text).toContain('The new order total is $3,286.00');
    expect(mail?.text).toContain(`/orderdetails/${order.id}?token={{link-token}}`);

    const key = newKey();
    const pay = () =>
      browser.call('POST', `/api/orders/${order.id}/pay`, { token, accessToken }, { 'idempotency-key': key });
    const [paid, replay] = await Promise.all([pay(), pay()]);
    expect(paid.statusCode).toBe(200);
    expect(replay.json()).toEqual(paid.json());
    expect(paid.json().order).toMatchObject({
      status: 'paid',
      amountPaid: '3286.00',
      balanceDue: '0.00',
      canPayByCard: false,
    });
    const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
    expect(charges.map((c) => [c.amount, c.status])).toEqual([['3286.00', 'succeeded']]);
    const other = await testBrowser(t).call(
      'POST',
      `/api/orders/${order.id}/pay`,
      { token },
      { 'idempotency-key': newKey() },
    );
    expect(other.statusCode).toBe(404);
  });

  it('additional fees raise the total; cancelling restocks the listing and refunds the card', async () => {
    const stock = async () =>
      (
        await t.db
          .select({ n: listings.numAvailable })
          .from(listings)
          .where(eq(listings.id, fx.listings.finisarCobalt.id))
      )[0]?.n;
    const start = await stock();
    const { order } = await placeOrder({
      listingId: fx.listings.finisarCobalt.id,
      quantity: 10,
      sellerId: fx.organizations.cobalt.id,
      payment: { paymentType: 'ach', routingNumber: '011000015', accountNumber: '12345678', name: 'Sam' },
    });
    expect(await stock()).toBe(start! - 10);
    const cobalt = admin('cobaltAdmin');
    const fee = await cobalt.call('POST', `/api/admin/orders/${order.id}/additional-fees`, {
      feesDetail: 'Pallet',
      amount: '40',
    });
    expect(fee.statusCode).toBe(200);
    // 355 + 28.40 tax + 3.55 service + 3.55 ACH = 390.50, plus the fee.
    expect(fee.json().order).toMatchObject({
      orderTotal: '430.50',
      amounts: { additionalFees: '40.00', total: '430.50' },
    });
    expect(fee.json().order.additionalFees).toEqual([
      expect.objectContaining({ feesDetail: 'Pallet', amount: '40.00' }),
    ]);
    const feeMail = (await outboxPayloads()).find(
      (p) => p.template === 'order-additional-fee' && p.subject.startsWith(`Order #${order.orderNumber}:`),
    );
    expect(feeMail?.to).toEqual(['gail@example.com']);
    expect(feeMail?.subject).toBe(`Order #${order.orderNumber}: fee added, balance due $430.50`);
    expect(feeMail?.text).toContain('added a fee to your order');
    expect(feeMail?.text).toContain('Pallet, $40.00');
    expect(feeMail?.text).toContain('The new order total is $430.50; the balance due is $430.50.');
    const emptyFee = await cobalt.call('POST', `/api/admin/orders/${order.id}/additional-fees`, {
      feesDetail: ' ',
      amount: '0',
    });
    expect(emptyFee.json().error.fields).toEqual({
      feesDetail: 'Please enter fee details',
      amount: 'Please enter valid amount',
    });

    const cancelled = await cobalt.call('POST', `/api/admin/orders/${order.id}/cancel`, {
      reason: 'Buyer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ status: 'cancelled', actions: [] });
    expect(await stock()).toBe(start);
    const search = await t.db
      .select({ n: listingSearch.numAvailable })
      .from(listingSearch)
      .where(eq(listingSearch.listingId, fx.listings.finisarCobalt.id));
    expect(search.every((s) => s.n === start)).toBe(true);
    const twice = await cobalt.call('POST', `/api/admin/orders/${order.id}/cancel`, {});
    expect(twice.json().error.message).toBe('An order that is cancelled cannot be cancelled');
    const pay = await cobalt.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: '1',
      paymentMode: 'Wire',
    });
    expect(pay.json().error.message).toBe('An order that is cancelled cannot be paid');

    const token = await testBrowser(t).tokenize();
    const paidByCard = await placeOrder({
      listingId: fx.listings.finisarCobalt.id,
      quantity: 10,
      sellerId: fx.organizations.cobalt.id,
      payment: { paymentType: 'card', token },
    });
    const refund = await cobalt.call('POST', `/api/admin/orders/${paidByCard.order.id}/cancel`, {});
    expect(refund.json().order.status).toBe('cancelled');
    const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
    expect(charges.map((c) => c.status)).toEqual(['refunded']);
    const mail = (await outboxPayloads()).find(
      (p) =>
        p.template === 'order-status' && p.subject === `Order #${paidByCard.order.orderNumber} is cancelled`,
    );
    expect(mail?.text).toContain('Your card payment was refunded.');
  });

  it('tenancy: a seller sees only its own orders (404 for others), the operator sees all, roles without orders.manage are refused', async () => {
    const { order } = await placeOrder({
      who: 'globex',
      listingId: fx.listings.patchCordNorthwind.id,
      quantity: 10,
      sellerId: fx.organizations.northwind.id,
    });
    const cobalt = admin('cobaltAdmin');
    expect((await cobalt.call('GET', `/api/admin/orders/${order.id}`)).statusCode).toBe(404);
    const refused = await cobalt.call('POST', `/api/admin/orders/${order.id}/payments`, {
      amount: '1',
      paymentMode: 'Wire',
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await cobalt.call('GET', '/api/admin/orders')).json().items.map((o: { id: string }) => o.id),
    ).not.toContain(order.id);
    expect((await cobalt.call('GET', '/api/admin/orders?scope=all')).statusCode).toBe(403);
    expect((await admin('northwindSpecialist').call('GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await testBrowser(t, ADMIN, tokens.acme).call('GET', '/api/admin/orders')).statusCode).toBe(403);
    expect((await testBrowser(t, ADMIN).call('GET', '/api/admin/orders')).statusCode).toBe(401);

    const mine = (await admin('northwindAdmin').call('GET', '/api/admin/orders?sort=quantity')).json();
    expect(
      mine.items.every((o: { seller: { id: string } }) => o.seller.id === fx.organizations.northwind.id),
    ).toBe(true);
    const quantities = mine.items.map((o: { totalQuantity: number }) => o.totalQuantity);
    expect([...quantities].sort((a, b) => b - a)).toEqual(quantities);
    const all = (await admin('operator').call('GET', '/api/admin/orders?scope=all&pageSize=100')).json();
    expect(new Set(all.items.map((o: { seller: { id: string } }) => o.seller.id))).toEqual(
      new Set([fx.organizations.northwind.id, fx.organizations.cobalt.id]),
    );
    const found = (
      await admin('operator').call('GET', `/api/admin/orders?scope=all&q=${order.orderNumber}`)
    ).json();
    expect(found.items.map((o: { id: string }) => o.id)).toContain(order.id);
    // '#7' is how the screens write order 7: it finds the order too.
    const byHash = (
      await admin('operator').call('GET', `/api/admin/orders?scope=all&q=%23${order.orderNumber}`)
    ).json();
    expect(byHash.items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(byHash.items.every((o: { orderNumber: number }) => o.orderNumber === order.orderNumber)).toBe(
      true,
    );
    const byCompany = (await admin('northwindAdmin').call('GET', '/api/admin/orders?q=globex')).json();
    expect(byCompany.items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    // The CSV export carries the filtered set: the same query, every page, one line per order.
    const csv = await admin('northwindAdmin').call('GET', '/api/admin/orders.csv?q=globex&page=3');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Status,Buyer,Buyer email,Buyer company,Storefront,Seller,Items,Quantity,Payment,Total,Paid,Balance due',
    );
    expect(lines).toHaveLength(1 + byCompany.total);
    expect(lines[1]?.startsWith(`${order.orderNumber},`)).toBe(true);
    const everything = await admin('northwindAdmin').call('GET', '/api/admin/orders.csv');
    expect(everything.body.trimEnd().split('\r\n')).toHaveLength(1 + mine.total);
    expect((await admin('northwindSpecialist').call('GET', '/api/admin/orders.csv')).statusCode).toBe(403);
    expect((await admin('northwindAdmin').call('GET', '/api/admin/orders.csv?scope=all')).statusCode).toBe(
      403,
    );
    const shippedOnly = (
      await admin('northwindAdmin').call('GET', '/api/admin/orders?status=shipped')
    ).json();
    expect(shippedOnly.items.every((o: { status: string }) => o.status === 'shipped')).toBe(true);
    expect(shippedOnly.total).toBeGreaterThan(0);
    // The buyer of another organization cannot see it either.
    expect(
      (await testBrowser(t, 'localhost', tokens.acme).call('GET', `/api/orders/${order.id}`)).statusCode,
    ).toBe(404);
  });
});
