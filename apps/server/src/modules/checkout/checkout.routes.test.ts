import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFixtures, createCheckoutFixtures } from '../../../test/checkout-fixtures';
import {
  coloradoAddress,
  guestContact,
  newKey,
  ontarioAddress,
  type TestBrowser,
  testBrowser,
  withoutLinkTokens,
} from '../../../test/checkout-helpers';
import { createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import {
  cartItems,
  entityHistory,
  faqs,
  idempotencyKeys,
  listingSearch,
  listings,
  orderItems,
  orders,
  outbox,
  promoCodes,
  sandboxCharges,
  transactions,
} from '../../db/schema/index';
import type { MailMessage } from '../../integrations/mail/mail';
import type { RecordsMessage } from '../../integrations/records/records';
import { createOutboxDelivery } from '../../jobs/outbox';

describe('checkout API', () => {
  let t: TestApp;
  let fx: CheckoutFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCheckoutFixtures(t.db);
    tokens.acme = await createSessionToken(t.db, fx.users.acmeBuyer.id, clock.now());
    tokens.globex = await createSessionToken(t.db, fx.users.globexBuyer.id, clock.now());
    tokens.colleague = await createSessionToken(t.db, fx.users.acmeColleague.id, clock.now());
  });
  afterAll(() => t.close());

  const L = () => fx.listings;
  const stockOf = async (id: string) => {
    const [row] = await t.db.select({ n: listings.numAvailable }).from(listings).where(eq(listings.id, id));
    return row?.n;
  };
  const searchStockOf = async (id: string) => {
    const rows = await t.db
      .select({ n: listingSearch.numAvailable })
      .from(listingSearch)
      .where(eq(listingSearch.listingId, id));
    return [...new Set(rows.map((r) => r.n))];
  };
  const orderCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n;
  const outboxFor = async (predicate: (payload: MailMessage & RecordsMessage) => boolean) => {
    const rows = await t.db.select().from(outbox);
    return rows.map((r) => r.payload as MailMessage & RecordsMessage).filter(predicate);
  };

  const checkoutBody = (over: Record<string, unknown> = {}, sellers: Record<string, unknown>[] = []) => ({
    shippingAddress: coloradoAddress,
    billingSameAsShipping: true,
    sellers,
    payment: { paymentType: 'ach', routingNumber: '011000015', accountNumber: '12345678', name: 'Sam Patel' },
    ...over,
  });
  const seller = (
    sellerId: string,
    shipping: Record<string, unknown> = {
      method: 'buyerArranged',
      companyName: 'UPS',
      accountNumber: 'A1B2C3',
    },
  ) => ({
    sellerId,
    shipping,
  });

  async function emptyCart(b: TestBrowser) {
    for (const item of (await b.cart()).items) await b.call('DELETE', `/api/cart/items/${item.id}`);
  }

  describe('quote', () => {
    it('prices one order per seller: carrier rates with the markup, tax by destination, fees, totals', async () => {
      const b = testBrowser(t);
      await b.add(L().asr9001Northwind.id, 1);
      await b.add(L().asr9001Cobalt.id, 1);
      const res = await b.call('POST', '/api/checkout/quote', {
        destination: { country: 'US', state: 'CO', zipcode: '80202' },
        sellers: [{ sellerId: fx.organizations.northwind.id, shipping: { method: 'quote' } }],
      });
      expect(res.statusCode).toBe(200);
      const quote = res.json();
      // One order per seller, in the order the sellers' items went into the cart.
      expect(quote.sellers.map((s: { seller: { name: string } }) => s.seller.name)).toEqual([
        'Northwind Networks',
        'Cobalt Telecom',
      ]);
      const northwind = quote.sellers[0];
      // Denver to Denver is zone 1; 18.5 lb (dimensional 10.4 lb) bills 19 lb: $10.00 + 19 x $0.60.
      const ground = northwind.shippingOptions.find((o: { label: string }) => o.label.startsWith('Ground'));
      expect(ground).toMatchObject({ method: 'carrier', amount: '27.82', available: true, estimatedDays: 2 });
      expect(ground.rateId).toMatch(/^rt_ground_/);
      expect(northwind.shippingOptions.find((o: { method: string }) => o.method === 'free')).toMatchObject({
        available: false,
        reason: 'Free shipping from $10,000.00',
      });
      expect(northwind.shipping).toEqual({ method: 'quote' });
      expect(northwind.amounts).toEqual({
        subtotal: '4500.00',
        discount: '0.00',
        tax: '360.00',
        taxPercent: '8.0000',
        serviceFee: '45.00',
        serviceFeePercent: '1.0000',
        processingFee: '135.00',
        processingFeePercent: '3.0000',
        processingFeeWaived: false,
        shipping: null,
        additionalFees: '0.00',
        total: '5040.00',
      });
      expect(northwind.paymentOptions).toEqual([
        { paymentType: 'card', available: true, reason: null },
        { paymentType: 'ach', available: true, reason: null },
        { paymentType: 'paylater', available: true, reason: null },
        { paymentType: 'paypal', available: true, reason: null },
      ]);
      const cobalt = quote.sellers[1];
      expect(cobalt.paymentOptions.slice(2)).toEqual([
        { paymentType: 'paylater', available: false, reason: 'This seller does not offer credit' },
        { paymentType: 'paypal', available: false, reason: 'This seller does not take PayPal' },
      ]);
      expect(cobalt.amounts).toMatchObject({
        subtotal: '2800.00',
        tax: '224.00',
        processingFee: '84.00',
        total: '3136.00',
      });
      expect(quote).toMatchObject({
        total: '8176.00',
        taxExempt: false,
        promoCodeMessage: null,
        problems: [],
      });

      // The chosen carrier rate is priced again by the server: 27.82 is added to the total.
      const chosen = await b.call('POST', '/api/checkout/quote', {
        destination: { country: 'US', state: 'CO' },
        sellers: [
          { sellerId: fx.organizations.northwind.id, shipping: { method: 'carrier', rateId: ground.rateId } },
        ],
      });
      expect(chosen.json().sellers[0].amounts).toMatchObject({ shipping: '27.82', total: '5067.82' });
      // Without a destination there are no carrier rates and no tax.
      const bare = (await b.call('POST', '/api/checkout/quote', {})).json();
      expect(
        bare.sellers[0].shippingOptions.find((o: { method: string }) => o.method === 'carrier'),
      ).toMatchObject({
        available: false,
        reason: 'Enter a shipping address to see carrier rates',
      });
      expect(bare.sellers[0].amounts.tax).toBe('0.00');
    });

    it('waives the processing fee under 2500 for a seller with the flag; promo codes never go below zero', async () => {
      const b = testBrowser(t);
      await b.add(L().patchCordNorthwind.id, 10);
      const quote = async (body: Record<string, unknown>) =>
        (
          await b.call('POST', '/api/checkout/quote', {
            destination: { country: 'US', state: 'CO' },
            ...body,
          })
        ).json();
      const plain = await quote({
        sellers: [seller(fx.organizations.northwind.id)],
      });
      expect(plain.sellers[0].amounts).toMatchObject({
        subtotal: '125.00',
        tax: '10.00',
        serviceFee: '1.25',
        processingFee: '0.00',
        processingFeePercent: '3.0000',
        processingFeeWaived: true,
        shipping: '0.00',
        total: '136.25',
      });
      const percent = await quote({ promoCode: 'nw10' });
      expect(percent.sellers[0].promoCode).toEqual({ code: 'NW10', applied: true, message: null });
      expect(percent.sellers[0].amounts).toMatchObject({ discount: '12.50', tax: '9.00', total: '122.75' });
      const huge = await quote({ promoCode: 'BIGFLAT' });
      expect(huge.sellers[0].amounts).toMatchObject({
        discount: '125.00',
        tax: '0.00',
        serviceFee: '1.25',
        total: '1.25',
      });
      const expired = await quote({ promoCode: 'OLDCODE' });
      expect(expired.sellers[0].promoCode).toEqual({
        code: 'OLDCODE',
        applied: false,
        message: 'This promo code has expired',
      });
      expect(expired.promoCodeMessage).toBe('This promo code has expired');

      // Below the code's minimum order: the buyer is told the seller and the amount.
      await t.db.insert(promoCodes).values({
        organizationId: fx.organizations.northwind.id,
        code: 'BIGORDERS',
        type: 'percentage',
        value: '5',
        minOrderValue: '1000.00',
      });
      const small = await quote({ promoCode: 'bigorders' });
      expect(small.promoCodeMessage).toBe('This code is for Northwind Networks orders of $1,000 or more');
      expect(small.sellers[0].amounts.discount).toBe('0.00');
      expect(expired.sellers[0].amounts.discount).toBe('0.00');
      const elsewhere = await quote({ promoCode: 'COBALT50' });
      expect(elsewhere.promoCodeMessage).toBe('This promo code is not valid');
      expect((await quote({ paymentType: 'paypal' })).sellers[0].amounts.processingFeePercent).toBe('3.5000');
      await emptyCart(b);
    });

    it('a buyer with a reseller certificate pays no tax; Canadian destinations use the province row', async () => {
      const b = testBrowser(t, 'localhost', tokens.globex);
      await b.add(L().asr9001Cobalt.id, 1);
      const exempt = (
        await b.call('POST', '/api/checkout/quote', { destination: { country: 'US', state: 'CO' } })
      ).json();
      expect(exempt.taxExempt).toBe(true);
      expect(exempt.sellers[0].amounts).toMatchObject({
        tax: '0.00',
        taxPercent: '0.0000',
        total: '2912.00',
      });
      await emptyCart(b);
      const guest = testBrowser(t);
      await guest.add(L().asr9001Cobalt.id, 1);
      const ontario = (
        await guest.call('POST', '/api/checkout/quote', {
          destination: { country: 'Canada', state: 'Ontario' },
        })
      ).json();
      expect(ontario.sellers[0].amounts).toMatchObject({ taxPercent: '13.0000', tax: '364.00' });
      const texas = (
        await guest.call('POST', '/api/checkout/quote', { destination: { country: 'USA', state: 'TX' } })
      ).json();
      expect(texas.sellers[0].amounts).toMatchObject({ taxPercent: '5.0000', tax: '140.00' });
    });
  });

  describe('placing orders', () => {
    it('a guest buys from two sellers with a test card: two paid orders, one charge each, mails and mirror rows', async () => {
      // The storefront's FAQ goes into the buyer's order summary (SPEC.md §7 sendordersummary).
      await t.db.insert(faqs).values({
        storefrontId: fx.storefronts.marketplace.id,
        question: 'When do you ship?',
        answer: 'Within <2> business days.',
      });
      const b = testBrowser(t);
      await b.add(L().patchCordNorthwind.id, 10);
      await b.add(L().finisarCobalt.id, 10);
      const stockBefore = await stockOf(L().finisarCobalt.id);
      const token = await b.tokenize();
      const res = await b.checkout(
        checkoutBody(
          { guest: guestContact, payment: { paymentType: 'card', token }, purchaseOrderNumber: 'PO-77' },
          [seller(fx.organizations.northwind.id), seller(fx.organizations.cobalt.id, { method: 'quote' })],
        ),
        newKey(),
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      // Cobalt awaits a shipping quote: not charged now (the buyer pays after the seller sets it).
      expect(body.charged).toBe('136.25');
      const [northwindOrder, cobaltOrder] = body.orders;
      expect(northwindOrder).toMatchObject({ status: 'paid', total: '136.25', paymentInstructions: null });
      expect(cobaltOrder).toMatchObject({ status: 'submitted', seller: { name: 'Cobalt Telecom' } });
      expect(northwindOrder.detailPath).toMatch(
        new RegExp(`^/orderdetails/${northwindOrder.id}\\?token=[A-Za-z0-9_-]{43}$`),
      );
      expect((await b.cart()).items).toEqual([]);
      expect(await stockOf(L().finisarCobalt.id)).toBe(stockBefore! - 10);
      expect(await searchStockOf(L().finisarCobalt.id)).toEqual([stockBefore! - 10]);

      const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
      expect(charges.map((c) => [c.amount, c.status])).toEqual([['136.25', 'succeeded']]);
      const [tx] = await t.db
        .select()
        .from(transactions)
        .where(eq(transactions.gatewayTransactionId, charges[0]!.id));
      expect(tx).toMatchObject({
        gateway: 'sandbox',
        cardBrand: 'visa',
        maskedCardNo: '1111',
        amountPaid: '136.25',
        orderTotal: '136.25',
      });

      // The guest opens the order by its link; without the token it is not found.
      const detail = await b.call(
        'GET',
        `/api${northwindOrder.detailPath.replace('/orderdetails', '/orders')}`,
      );
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        orderNumber: northwindOrder.orderNumber,
        purchaseOrderNumber: 'PO-77',
        buyer: { name: 'Gail Guest', email: 'gail@example.com', isGuest: true },
        amountPaid: '136.25',
        balanceDue: '0.00',
        shipping: {
          method: 'buyerArranged',
          label: 'Buyer Arranged*',
          companyName: 'UPS',
          accountNumber: 'A1B2C3',
        },
        transaction: { maskedCardNo: '1111', cardBrand: 'visa' },
      });
      expect((await testBrowser(t).call('GET', `/api/orders/${northwindOrder.id}`)).statusCode).toBe(404);
      expect(
        (await testBrowser(t).call('GET', `/api/orders/${northwindOrder.id}?token=wrong`)).statusCode,
      ).toBe(404);

      // Both sellers number from 1: Northwind's mails are those naming Northwind.
      const mails = await outboxFor(
        (p) =>
          p.template?.startsWith('order-summary') &&
          p.subject.includes(`#${northwindOrder.orderNumber} `) &&
          p.text.includes('Northwind Networks'),
      );
      const buyerMail = mails.find((m) => m.template === 'order-summary-buyer');
      expect(buyerMail?.to).toEqual(['gail@example.com']);
      expect(buyerMail?.text).toContain('Order total: $136.25');
      // The stored mail keeps the link without its token: it is made when the mail is written.
      expect(buyerMail?.text).toContain(`/orderdetails/${northwindOrder.id}?token={{link-token}}`);
      expect(buyerMail?.linkToken).toEqual({ kind: 'order-link', id: northwindOrder.id });
      expect(buyerMail?.html).toContain('Patchbay Marketplace');
      expect(buyerMail?.html).toContain('border-top:6px solid #1c7ed6');
      expect(buyerMail?.text).toContain('Q: When do you ship?\nA: Within <2> business days.');
      expect(buyerMail?.html).toContain('<strong>When do you ship?</strong>');
      expect(buyerMail?.html).toContain('Within &lt;2&gt; business days.');
      expect(mails.find((m) => m.template === 'order-summary-seller')?.text).not.toContain(
        'When do you ship?',
      );
      expect(mails.find((m) => m.template === 'order-summary-seller')?.to).toEqual(['orders@northwind.test']);
      const orderRecords = await outboxFor((p) => p.table === 'Order' && p.operation === 'create');
      expect(
        orderRecords.find((r) => r.records[0]?.fields.orderId === northwindOrder.id)?.records[0]?.fields,
      ).toMatchObject({
        orderTotal: '136.25',
        status: 'paid',
        dateOrdered: '03/04/2026',
        paymentMethod: 'card',
      });
      const itemRecords = await outboxFor(
        (p) => p.table === 'OrderItem' && p.records[0]?.fields.orderId === cobaltOrder.id,
      );
      expect(itemRecords[0]?.records.map((r) => r.fields.purchaseQty)).toEqual([10]);
      const history = await t.db
        .select()
        .from(entityHistory)
        .where(eq(entityHistory.entityId, cobaltOrder.id));
      expect(history.map((h) => (h.after as { status: string }).status)).toEqual(['submitted']);
    });

    it('mails and mirror rows reach the (fake) mail and records services; their failures never undo the order', async () => {
      const b = testBrowser(t);
      await b.add(L().finisarCobalt.id, 10);
      const res = await b.checkout(
        checkoutBody({ guest: { ...guestContact, email: 'delivery@example.com' } }, [
          seller(fx.organizations.cobalt.id),
        ]),
        newKey(),
      );
      expect(res.statusCode).toBe(201);
      const [order] = res.json().orders;
      const delivery = createOutboxDelivery(
        t.db,
        t.integrations,
        'Patchbay <no-reply@patchbay.test>',
        pino({ level: 'silent' }),
      );
      const pending = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
      // The mail relay and the records service are down for the first attempts.
      t.failures.mail = 1;
      t.failures.records = 1;
      const outcomes = await Promise.all(
        pending.map((row) =>
          delivery.deliver(row.id, false).then(
            () => 'delivered',
            () => 'failed',
          ),
        ),
      );
      expect(outcomes.filter((o) => o === 'failed')).toHaveLength(2);
      const [stillThere] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stillThere?.status).toBe('submitted');
      for (const row of await t.db.select().from(outbox).where(eq(outbox.status, 'pending'))) {
        await delivery.deliver(row.id, false);
      }
      const buyerMail = t.mails.find((m) => m.to.includes('delivery@example.com'));
      expect(buyerMail?.subject).toBe(
        `Your order #${order.orderNumber} with Cobalt Telecom: $${order.total}`,
      );
      expect(buyerMail?.text).toContain('Bank transfer instructions:');
      expect(buyerMail?.text).toContain('Interac e-Transfer to pay@cobalt.test');
      expect(
        t.mails.some((m) => m.template === 'order-summary-seller' && m.to.includes('orders@cobalt.test')),
      ).toBe(true);
      const orderRow = t.records.find(
        (r) => r.table === 'Order' && r.records[0]?.fields.orderId === order.id,
      );
      expect(orderRow?.records[0]?.fields).toMatchObject({
        orderTotal: order.total,
        status: 'submitted',
        paymentMethod: 'ach',
      });
      expect(
        t.records.some((r) => r.table === 'OrderItem' && r.records[0]?.fields.orderId === order.id),
      ).toBe(true);
      expect(t.records.some((r) => r.table === 'CartItem' && r.operation === 'delete')).toBe(true);
    });

    it('a declined card places nothing and says so', async () => {
      const b = testBrowser(t);
      await b.add(L().asr9001Cobalt.id, 1);
      const before = { orders: await orderCount(), stock: await stockOf(L().asr9001Cobalt.id) };
      const token = await b.tokenize('4000 0000 0000 0002');
      const res = await b.checkout(
        checkoutBody({ guest: guestContact, payment: { paymentType: 'card', token } }, [
          seller(fx.organizations.cobalt.id),
        ]),
        newKey(),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'invalid_data',
        message: 'Your card was declined. Please use another card.',
        fields: { 'payment.token': 'Your card was declined. Please use another card.' },
      });
      expect(await orderCount()).toBe(before.orders);
      expect(await stockOf(L().asr9001Cobalt.id)).toBe(before.stock);
      expect((await b.cart()).items).toHaveLength(1);
      await emptyCart(b);
    });

    it('a signed-in buyer pays by ACH: submitted orders carrying the seller bank instructions', async () => {
      const b = testBrowser(t, 'localhost', tokens.acme);
      await b.add(L().asr9001sNorthwind.id, 1);
      const bad = await b.checkout(
        checkoutBody(
          { payment: { paymentType: 'ach', routingNumber: '123456789', accountNumber: '12', name: '' } },
          [seller(fx.organizations.northwind.id)],
        ),
        newKey(),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({
        'payment.routingNumber': 'Please enter valid routing number',
        'payment.accountNumber': 'Please enter valid account number',
        'payment.name': 'Please enter name',
      });
      const res = await b.checkout(checkoutBody({}, [seller(fx.organizations.northwind.id)]), newKey());
      expect(res.statusCode).toBe(201);
      const [order] = res.json().orders;
      expect(res.json().charged).toBe('0.00');
      expect(order).toMatchObject({
        status: 'submitted',
        detailPath: `/orderdetails/${order.id}`,
        paymentInstructions: {
          bankTransferInstructions: expect.stringContaining('First Denver Bank'),
          paymentLink: null,
        },
      });
      // 3900 + 8 % tax + 1 % service + 1 % ACH processing.
      expect(order.total).toBe('4290.00');
      const mail = (
        await outboxFor(
          (p) => p.template === 'order-summary-buyer' && p.subject.includes(`#${order.orderNumber} `),
        )
      ).find((m) => m.to.includes('buyer@acme.test'));
      expect(mail?.text).toContain('Bank transfer instructions:');
      expect(mail?.text).toContain('First Denver Bank');
      expect(mail?.html).toContain('Bank transfer instructions');
      const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({
        buyerUserId: fx.users.acmeBuyer.id,
        buyerOrganizationId: fx.organizations.acme.id,
      });
      const [tx] = await t.db.select().from(transactions).where(eq(transactions.id, row!.transactionId!));
      expect(tx).toMatchObject({
        paymentMethod: 'ach',
        achPayType: 'checking',
        maskedCardNo: null,
        gatewayTransactionId: null,
      });
      // Put the unit back for the other tests.
      await t.db.update(listings).set({ numAvailable: 1 }).where(eq(listings.id, L().asr9001sNorthwind.id));
    });

    it('PayLater needs a seller offering credit above its minimum; PayPal needs a seller link', async () => {
      const b = testBrowser(t, 'localhost', tokens.colleague);
      await b.add(L().patchCordNorthwind.id, 10);
      const small = await b.checkout(
        checkoutBody({ payment: { paymentType: 'paylater' } }, [seller(fx.organizations.northwind.id)]),
        newKey(),
      );
      expect(small.statusCode).toBe(400);
      expect(small.json().error).toMatchObject({
        message: 'PayLater is not available for this order',
        fields: { 'payment.paymentType': 'PayLater from $1,000.00' },
      });
      await b.add(L().patchCordNorthwind.id, 90);
      const credit = await b.checkout(
        checkoutBody({ payment: { paymentType: 'paylater' } }, [seller(fx.organizations.northwind.id)]),
        newKey(),
      );
      expect(credit.statusCode).toBe(201);
      expect(credit.json().orders[0]).toMatchObject({
        status: 'submitted',
        paymentInstructions: { bankTransferInstructions: expect.stringContaining('First Denver Bank') },
      });
      await b.add(L().asr9001Cobalt.id, 1);
      const cobalt = await b.checkout(
        checkoutBody({ payment: { paymentType: 'paypal' } }, [seller(fx.organizations.cobalt.id)]),
        newKey(),
      );
      expect(cobalt.json().error.message).toBe('PayPal is not available for this order');
      await emptyCart(b);
      await b.add(L().patchCordNorthwind.id, 10);
      const paypal = await b.checkout(
        checkoutBody({ payment: { paymentType: 'paypal' } }, [seller(fx.organizations.northwind.id)]),
        newKey(),
      );
      expect(paypal.statusCode).toBe(201);
      // 125 + 10 tax + 1.25 service; the 3.5 % PayPal fee is waived under 2500 with the flag.
      expect(paypal.json().orders[0]).toMatchObject({
        total: '136.25',
        paymentInstructions: {
          bankTransferInstructions: null,
          paymentLink: 'https://paypal.me/northwindnet/136.25USD',
        },
      });
    });

    it('refuses missing choices with clear messages and changes nothing', async () => {
      const b = testBrowser(t);
      const empty = await b.checkout(
        checkoutBody({ guest: guestContact }, [seller(fx.organizations.cobalt.id)]),
        newKey(),
      );
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('Your cart is empty');
      await b.add(L().asr9001Cobalt.id, 1);
      await b.add(L().patchCordNorthwind.id, 10);
      const noGuest = await b.checkout(checkoutBody({}, [seller(fx.organizations.cobalt.id)]), newKey());
      expect(noGuest.json().error.fields).toEqual({ guest: 'Please enter your contact details' });
      const missing = await b.checkout(
        checkoutBody({ guest: guestContact }, [seller(fx.organizations.cobalt.id)]),
        newKey(),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({ sellers: 'Please select shipping for all products' });
      const free = await b.checkout(
        checkoutBody({ guest: guestContact }, [
          seller(fx.organizations.cobalt.id),
          seller(fx.organizations.northwind.id, { method: 'free' }),
        ]),
        newKey(),
      );
      expect(free.json().error.message).toBe('Free shipping is not available for this order');
      const rate = await b.checkout(
        checkoutBody({ guest: guestContact }, [
          seller(fx.organizations.cobalt.id),
          seller(fx.organizations.northwind.id, { method: 'carrier', rateId: 'rt_ground_made-up' }),
        ]),
        newKey(),
      );
      expect(rate.statusCode).toBe(409);
      expect(rate.json().error.message).toBe(
        'This shipping rate is no longer available. Please choose shipping again',
      );
      const buyerArranged = await b.checkout(
        checkoutBody({ guest: guestContact }, [
          seller(fx.organizations.cobalt.id, { method: 'buyerArranged', companyName: '', accountNumber: '' }),
        ]),
        newKey(),
      );
      expect(buyerArranged.json().error.fields).toEqual({
        'sellers.0.shipping.companyName': 'Please enter company name',
        'sellers.0.shipping.accountNumber': 'Please enter account number',
      });
      const promo = await b.checkout(
        checkoutBody({ guest: guestContact, promoCode: 'NOPE' }, [
          seller(fx.organizations.cobalt.id),
          seller(fx.organizations.northwind.id),
        ]),
        newKey(),
      );
      expect(promo.json().error).toMatchObject({
        message: 'This promo code is not valid',
        fields: { promoCode: 'This promo code is not valid' },
      });
      const noKey = await b.call(
        'POST',
        '/api/checkout',
        checkoutBody({ guest: guestContact }, [seller(fx.organizations.cobalt.id)]),
      );
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error.message).toBe('An Idempotency-Key header is required');
      const badAddress = await b.checkout(
        checkoutBody({ guest: guestContact, shippingAddress: { ...coloradoAddress, zipcode: 'ABC' } }, [
          seller(fx.organizations.cobalt.id),
        ]),
        newKey(),
      );
      expect(badAddress.json().error.fields).toEqual({
        'shippingAddress.zipcode': 'Please enter valid zipcode',
      });
      expect((await b.cart()).items).toHaveLength(2);
      await emptyCart(b);
    });

    it('promo codes: applied to their seller, counted, the transaction remembers them', async () => {
      const b = testBrowser(t);
      await b.add(L().asr9001Cobalt.id, 1);
      const res = await b.checkout(
        checkoutBody({ guest: guestContact, promoCode: 'cobalt50', shippingAddress: ontarioAddress }, [
          seller(fx.organizations.cobalt.id),
        ]),
        newKey(),
      );
      expect(res.statusCode).toBe(201);
      // 2800 - 50, tax 13 % of 2750 = 357.50, service 28, ACH 1 % = 28.
      expect(res.json().orders[0].total).toBe('3163.50');
      const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().orders[0].id));
      expect(order).toMatchObject({
        discountOnOrder: '50.00',
        tax: '357.50',
        promoCodeId: fx.promoCodes.cobalt50.id,
      });
      const [tx] = await t.db.select().from(transactions).where(eq(transactions.id, order!.transactionId!));
      expect(tx).toMatchObject({
        promoCodeApplied: 'COBALT50',
        promoCodeType: 'flat',
        promoCodeDiscount: '50.00',
      });
      const [promo] = await t.db
        .select()
        .from(promoCodes)
        .where(eq(promoCodes.id, fx.promoCodes.cobalt50.id));
      expect(promo?.usedCount).toBe(1);
    });

    it('stock that ran out meanwhile: names the item and how many are left, writes nothing', async () => {
      const b = testBrowser(t);
      await b.add(L().asr9001Northwind.id, 3);
      await t.db.update(listings).set({ numAvailable: 1 }).where(eq(listings.id, L().asr9001Northwind.id));
      const before = await orderCount();
      const token = await b.tokenize();
      const res = await b.checkout(
        checkoutBody({ guest: guestContact, payment: { paymentType: 'card', token } }, [
          seller(fx.organizations.northwind.id),
        ]),
        newKey(),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Only 1 of Cisco ASR-9001 left');
      expect(await orderCount()).toBe(before);
      expect(await stockOf(L().asr9001Northwind.id)).toBe(1);
      expect(await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token))).toEqual([]);
      await t.db.update(listings).set({ numAvailable: 3 }).where(eq(listings.id, L().asr9001Northwind.id));
      await emptyCart(b);
    });

    it('an accepted offer is bought once, at its price', async () => {
      const b = testBrowser(t, 'localhost', tokens.acme);
      const { createAcceptedOfferItem } = await import('../../../test/checkout-fixtures');
      const item = await createAcceptedOfferItem(t.db, {
        storefrontId: fx.storefronts.marketplace.id,
        listing: L().finisarCobalt,
        userId: fx.users.acmeBuyer.id,
        buyerOrganizationId: fx.organizations.acme.id,
        quantity: 20,
        offerPrice: '20.0000',
        validTill: new Date(clock.now().getTime() + 3_600_000),
      });
      const line = {
        listingId: L().finisarCobalt.id,
        storefrontId: fx.storefronts.marketplace.id,
        userId: fx.users.acmeBuyer.id,
        purchaseQty: 20,
        purchasePrice: '35.5000',
        offerPrice: '20.0000',
        offerItemId: item.id,
      };
      await t.db.insert(cartItems).values(line);
      const res = await b.checkout(checkoutBody({}, [seller(fx.organizations.cobalt.id)]), newKey());
      expect(res.statusCode).toBe(201);
      const [bought] = await t.db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, res.json().orders[0].id));
      expect(bought).toMatchObject({ offerItemId: item.id, purchasePrice: '20.0000', purchaseQty: 20 });
      // The offers module puts the same offer in the cart again: it cannot be bought twice.
      await t.db.insert(cartItems).values(line);
      const again = await b.checkout(checkoutBody({}, [seller(fx.organizations.cobalt.id)]), newKey());
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This offer was already bought');
      await emptyCart(b);
    });
  });

  describe('idempotency', () => {
    it('a retry returns the same orders; the same key with another body is refused', async () => {
      const b = testBrowser(t);
      await b.add(L().finisarCobalt.id, 10);
      const token = await b.tokenize();
      const key = newKey();
      const body = checkoutBody({ guest: guestContact, payment: { paymentType: 'card', token } }, [
        seller(fx.organizations.cobalt.id),
      ]);
      const first = await b.checkout(body, key);
      expect(first.statusCode).toBe(201);
      const second = await b.checkout(body, key);
      expect(second.statusCode).toBe(201);
      expect(withoutLinkTokens(second.json())).toEqual(withoutLinkTokens(first.json()));
      expect(await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token))).toHaveLength(1);
      const other = await b.checkout({ ...body, purchaseOrderNumber: 'changed' }, key);
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toBe('This Idempotency-Key was used for a different checkout');
    });

    it('the same key replayed concurrently yields one order set and one charge', async () => {
      const b = testBrowser(t);
      await b.add(L().finisarCobalt.id, 10);
      await b.add(L().patchCordNorthwind.id, 10);
      const token = await b.tokenize();
      const key = newKey();
      const body = checkoutBody({ guest: guestContact, payment: { paymentType: 'card', token } }, [
        seller(fx.organizations.cobalt.id),
        seller(fx.organizations.northwind.id),
      ]);
      const before = await orderCount();
      const results = await Promise.all(Array.from({ length: 6 }, () => b.checkout(body, key)));
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      const ids = new Set(
        results.map((r) =>
          r
            .json()
            .orders.map((o: { id: string }) => o.id)
            .join(),
        ),
      );
      expect(ids.size).toBe(1);
      expect(await orderCount()).toBe(before! + 2);
      const charges = await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
      expect(charges.map((c) => c.status).sort()).toEqual(['succeeded', 'succeeded']);
      const [claim] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      expect(claim?.state).toBe('done');
    });
  });

  it('orders list and detail: a buyer sees only their own (and their organization with scope=organization)', async () => {
    const acme = testBrowser(t, 'localhost', tokens.acme);
    const colleague = testBrowser(t, 'localhost', tokens.colleague);
    const globex = testBrowser(t, 'localhost', tokens.globex);
    const mine = (await acme.call('GET', '/api/orders')).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((o: { buyer: { email: string } }) => o.buyer.email === 'buyer@acme.test')).toBe(
      true,
    );
    const dates = mine.items.map((o: { dateOrdered: string }) => o.dateOrdered);
    expect([...dates].sort().reverse()).toEqual(dates);
    const colleagueOwn = (await colleague.call('GET', '/api/orders')).json();
    const organization = (await colleague.call('GET', '/api/orders?scope=organization')).json();
    expect(organization.total).toBe(mine.total + colleagueOwn.total);
    const first = mine.items[0];
    expect((await acme.call('GET', `/api/orders/${first.id}`)).statusCode).toBe(200);
    expect((await colleague.call('GET', `/api/orders/${first.id}`)).statusCode).toBe(200);
    expect((await globex.call('GET', `/api/orders/${first.id}`)).statusCode).toBe(404);
    expect(
      (await globex.call('GET', '/api/orders')).json().items.map((o: { id: string }) => o.id),
    ).not.toContain(first.id);
    // On another storefront the order is not there.
    expect(
      (await testBrowser(t, 'cobalt.localhost', tokens.acme).call('GET', `/api/orders/${first.id}`))
        .statusCode,
    ).toBe(404);
    expect((await testBrowser(t).call('GET', '/api/orders')).statusCode).toBe(401);
    const byQuantity = (
      await acme.call('GET', '/api/orders?sort=quantity&direction=asc&status=submitted')
    ).json();
    const quantities = byQuantity.items.map((o: { totalQuantity: number }) => o.totalQuantity);
    expect([...quantities].sort((a, b) => a - b)).toEqual(quantities);
    expect(byQuantity.items.every((o: { status: string }) => o.status === 'submitted')).toBe(true);
  });
});
