import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost, requestAsHost } from '../lib/http';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOST = 'northwind.localhost';

interface ListingCard {
  id: string;
  path: string;
  price: string | null;
  numAvailable: number;
  canMakeOffer: boolean;
  sellerName: string;
}

/** Cents of a decimal string, for expected totals (test arithmetic only). */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A quoted-printable body made readable: soft line breaks joined, =XX bytes decoded. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The .eml files the server has written so far (the file mail adapter's drop folder). */
function mails(): { name: string; text: string }[] {
  const dir = path.join(inject('dataDir'), 'mail');
  try {
    return readdirSync(dir).map((name) => ({
      name,
      text: decodeQuotedPrintable(readFileSync(path.join(dir, name), 'utf8')),
    }));
  } catch {
    return [];
  }
}

describe('offers', () => {
  it('a guest offers on a product page, the seller counters, the guest accepts and buys at the agreed price; the mails go out', async () => {
    // A Northwind listing that takes offers, with a visible price, minimum 1.
    const search = JSON.parse(
      (await getAsHost(HOST, '/api/listings?pageSize=50&sort=price_asc&inStock=true')).body,
    );
    const candidates = (search.items as ListingCard[]).filter(
      (l) => l.canMakeOffer && l.price !== null && l.numAvailable >= 5 && Number(l.price) >= 100,
    );
    let listing: (ListingCard & { minQuantity: number; quantityMultiple: number }) | undefined;
    for (const card of candidates) {
      const detail = JSON.parse((await getAsHost(HOST, `/api/listings/${card.id}`)).body);
      if (detail.minQuantity === 1 && detail.quantityMultiple === 1) {
        listing = detail;
        break;
      }
    }
    if (!listing?.price) throw new Error('no listing fits');
    const listCents = cents(listing.price);
    const offered = (Math.floor(listCents * 0.8) / 100).toFixed(2);
    const countered = (Math.floor(listCents * 0.9) / 100).toFixed(2);
    const mailsBefore = new Set(mails().map((m) => m.name));

    const { context, page, errors } = await newPage(browser);
    await page.goto(urlFor(HOST, listing.path), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel('Your price per unit (USD)').fill(offered);
    await dialog.getByLabel('Quantity').fill('2');
    await expect.poll(() => dialog.getByText(`Offer total: ${money(cents(offered) * 2)}`).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Add to offer' }).click();
    await expect.poll(() => page.getByRole('link', { name: /My offer, 1 item/ }).count()).toBe(1);
    await dialog.getByRole('link', { name: 'Review and send offer' }).click();

    // /myoffer: grouped by seller, the guest's contact details, send.
    await page.waitForURL((url) => url.pathname === '/myoffer');
    await expect.poll(() => page.title()).toContain('OfferCheckout');
    await expect
      .poll(() => page.getByRole('region', { name: `Offer to ${listing.sellerName}` }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Send offer' }).click();
    await expect.poll(() => page.getByText('Please enter first name').count()).toBe(1);
    const contact = page.getByRole('region', { name: 'Your contact details' });
    await contact.getByLabel('First name').fill('Owen');
    await contact.getByLabel('Last name').fill('Reyes');
    await contact.getByLabel('Email').fill('owen@prairie-telecom.example');
    await contact.getByLabel('Company name').fill('Prairie Telecom');
    await page.getByRole('button', { name: 'Send offer' }).click();
    await page.getByText('Offer sent').waitFor();
    await page
      .getByRole('link', { name: `Offer to ${listing.sellerName} (${money(cents(offered) * 2)})` })
      .click();
    await page.waitForURL(/\/offerdetails\//);
    await page.getByRole('heading', { name: /^Offer / }).waitFor();
    expect(await page.getByText('Your proposal').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    const offerId = new URL(page.url()).pathname.split('/').pop()!;

    // The seller counters (the admin API, as the admin portal's screen does).
    const signIn = await requestAsHost('admin.localhost', 'POST', '/api/auth/token', {
      body: { email: 'sales@northwind.test', password: 'Demo1234' },
    });
    const token = JSON.parse(signIn.body).token as string;
    const auth = { authorization: `Bearer ${token}` };
    const received = JSON.parse(
      (await requestAsHost('admin.localhost', 'GET', `/api/admin/offers/${offerId}`, { headers: auth })).body,
    );
    expect(received).toMatchObject({ viewer: 'seller', displayStatus: 'in negotiation' });
    const item = received.items[0];
    const counter = await requestAsHost(
      'admin.localhost',
      'POST',
      `/api/admin/offers/${offerId}/items/${item.id}/counter`,
      {
        headers: auth,
        body: { unitPrice: countered, version: item.version },
      },
    );
    expect(counter.status, counter.body).toBe(200);

    // The guest sees the counter, in negotiation, and accepts it.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText("Seller's counter-offer").waitFor();
    expect(await page.getByText('In negotiation').count()).toBeGreaterThan(0);
    expect(await page.getByText(`The seller countered with ${money(cents(countered))} × 2`).count()).toBe(1);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The item is in your cart at the agreed price' })
      .waitFor();
    expect(await page.getByText('Agreed', { exact: true }).count()).toBe(1);

    // In the cart at the agreed price, and bought at it through the normal checkout.
    const cart = await page.evaluate(async () => (await fetch('/api/cart')).json());
    const line = cart.items.find((l: { listingId: string }) => l.listingId === listing.id);
    expect(line).toMatchObject({
      quantity: 2,
      offerItemId: item.id,
      lineTotal: ((cents(countered) * 2) / 100).toFixed(2),
    });
    expect(cents(line.offerPrice)).toBe(cents(countered));
    const placed = await page.evaluate(
      async ({ sellerId }) => {
        const card = await (
          await fetch('/api/payments/sandbox/tokens', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              cardNumber: '4111 1111 1111 1111',
              expiry: '12/30',
              cvv: '123',
              name: 'Owen Reyes',
            }),
          })
        ).json();
        const address = {
          firstname: 'Owen',
          lastname: 'Reyes',
          company: 'Prairie Telecom',
          email: 'owen@prairie-telecom.example',
          contactnumber: '+1 303-555-0100',
          streetAddress: '1600 Blake St',
          city: 'Denver',
          state: 'CO',
          country: 'US',
          zipcode: '80202',
        };
        const res = await fetch('/api/checkout', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-offer-${Date.now()}` },
          body: JSON.stringify({
            shippingAddress: address,
            billingSameAsShipping: true,
            guest: {
              firstName: 'Owen',
              lastName: 'Reyes',
              email: 'owen@prairie-telecom.example',
              companyName: 'Prairie Telecom',
            },
            sellers: [
              {
                sellerId,
                shipping: { method: 'buyerArranged', companyName: 'UPS', accountNumber: 'A1B2C3' },
              },
            ],
            payment: { paymentType: 'card', token: card.token },
          }),
        });
        return { status: res.status, body: await res.json() };
      },
      { sellerId: received.seller.id },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await page.evaluate(async (detailPath: string) => {
      const url = new URL(detailPath, location.origin);
      return (await fetch(`/api/orders/${url.pathname.split('/').pop()}${url.search}`)).json();
    }, placed.body.orders[0].detailPath);
    expect(order.items[0]).toMatchObject({ offerItemId: item.id, purchaseQty: 2 });
    expect(cents(order.items[0].purchasePrice)).toBe(cents(countered));

    // The thread says it was bought.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('Bought in an order.').waitFor();

    // The mails: the offer to the seller and a copy to the guest, the counter to the guest, the
    // acceptance to the seller, each with the offer link.
    const expected = [
      ['offer-made', 'orders@northwind.test'],
      ['offer-made', 'owen@prairie-telecom.example'],
      ['offer-countered', 'owen@prairie-telecom.example'],
      ['offer-accepted', 'orders@northwind.test'],
    ];
    await expect
      .poll(
        () => {
          const fresh = mails().filter((m) => !mailsBefore.has(m.name) && m.text.includes(offerId));
          return expected.every(([template, to]) => fresh.some((m) => m.name.includes(`-${template}-${to}`)));
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const counterMail = mails().find(
      (m) => !mailsBefore.has(m.name) && m.name.includes('-offer-countered-'),
    )!;
    expect(counterMail.text).toContain(`/offerdetails/${offerId}?from=buyer&token=`);
    expect(counterMail.text).toContain(money(cents(countered)));

    expect(errors).toEqual([]);
    await context.close();
  });

  it('an offer link without access shows sign in, not the offer', async () => {
    const { context, page } = await newPage(browser);
    const seeded = JSON.parse(
      (
        await requestAsHost('admin.localhost', 'GET', '/api/admin/offers?box=received', {
          headers: {
            authorization: `Bearer ${JSON.parse((await requestAsHost('admin.localhost', 'POST', '/api/auth/token', { body: { email: 'operator@patchbay.test', password: 'Demo1234' } })).body).token}`,
          },
        })
      ).body,
    );
    const other = seeded.items[0];
    await page.goto(urlFor(HOST, `/offerdetails/${other.id}?from=seller&org=${other.seller.id}`), {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { name: 'Sign in to see this offer' }).waitFor();
    expect(await page.getByText(other.buyer.email).count()).toBe(0);
    await context.close();
  });
});
