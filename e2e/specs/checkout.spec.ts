import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import {
  cartCount,
  chooseShipping,
  fillCard,
  fillGuestDetails,
  fillShippingAddress,
  type Person,
} from '../lib/checkout';
import { getAsHost, requestAsHost } from '../lib/http';
import { mailFiles, readMail } from '../lib/mail';
import { field, region, toast } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Adds, from /products, the first listing card of each of `count` different sellers. */
async function addCardsOfSellers(page: Page, host: string, count: number): Promise<string[]> {
  await page.goto(urlFor(host, '/products'), { waitUntil: 'networkidle' });
  const sellers: string[] = [];
  const cards = page.locator('article');
  for (let index = 0; index < (await cards.count()) && sellers.length < count; index += 1) {
    const card = cards.nth(index);
    const seller = ((await card.getByText(/^Sold by /).textContent()) ?? '').replace(/^Sold by /, '').trim();
    const add = card.getByRole('button', { name: /^Add to cart: / });
    if (sellers.includes(seller) || (await add.count()) === 0) continue;
    const before = await cartCount(page);
    await add.click();
    // The sidebar cart opens on the updated cart.
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await expect.poll(() => cartCount(page)).toBe(before + 1);
    await page.getByRole('button', { name: 'Close cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor({ state: 'hidden' });
    sellers.push(seller);
  }
  expect(sellers).toHaveLength(count);
  return sellers;
}

const grace: Person = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  company: 'Harbor Labs',
};

/** The order summary mails written so far, read. */
const summaries = () =>
  mailFiles()
    .filter((file) => file.includes('-order-summary-'))
    .map(readMail);

describe('cart and checkout', () => {
  it('a guest buys from two sellers with a test card and sees both orders; the mails carry their totals', async () => {
    const { page, context, errors } = await newPage(browser);
    const sellers = await addCardsOfSellers(page, 'localhost', 2);

    await page.goto(urlFor('localhost', '/mycart'), { waitUntil: 'networkidle' });
    expect(await page.title()).toMatch(/^My Cart \|/);
    await fillGuestDetails(page, grace);
    // The contact details fill the shipping address's empty name, email and company.
    await expect
      .poll(() => field(region(page, 'Shipping address'), 'Email').inputValue())
      .toBe('grace@example.com');
    await fillShippingAddress(page);
    await chooseShipping(page);
    expect(await region(page, /^From /).count()).toBe(2);

    const payment = region(page, 'Payment');
    await field(payment, 'Card number').fill('4111111111111111');
    expect(await field(payment, 'Card number').inputValue()).toBe('4111 1111 1111 1111');
    await expect.poll(() => payment.getByRole('img', { name: 'Visa' }).count()).toBe(1);
    await field(payment, 'Expiry \\(MM/YY\\)').fill('1230');
    expect(await field(payment, 'Expiry \\(MM/YY\\)').inputValue()).toBe('12/30');
    await field(payment, 'CVV').fill('123');
    await field(payment, 'Name on card').fill('Grace Hopper');

    // The card number goes to the gateway's tokenise call only, never to our checkout.
    const checkoutBodies: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/checkout') && request.method() === 'POST') {
        checkoutBodies.push(request.postData() ?? '');
        expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
      }
    });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /Thank you: 2 orders were placed/ }).waitFor();
    expect(checkoutBodies).toHaveLength(1);
    expect(checkoutBodies[0]).not.toContain('4111');

    const placed = await page.getByRole('article').all();
    expect(placed).toHaveLength(2);
    const orders: { number: string; seller: string; total: string; link: string }[] = [];
    for (const order of placed) {
      const text = await order.innerText();
      const number = text.match(/Order #(\d+)/)?.[1] ?? '';
      const seller = text.match(/From (.+)/)?.[1]?.trim() ?? '';
      const total = text.match(/Order total\s+(\$[\d,]+\.\d{2})/)?.[1] ?? '';
      expect(text).toMatch(/\bpaid\b/i);
      const link = (await order.getByRole('link', { name: /View order/ }).getAttribute('href')) ?? '';
      expect(link).toMatch(/^\/orderdetails\/[\w-]+\?token=/);
      orders.push({ number, seller, total, link });
    }
    expect(orders.map((o) => o.seller).sort()).toEqual([...sellers].sort());
    await expect.poll(() => cartCount(page)).toBe(0);

    // The order summary mails (through the outbox) to the buyer and to each seller name each
    // order and its total.
    await expect
      .poll(
        () => {
          const mails = summaries();
          return orders.every(
            (order) =>
              mails.some(
                (mail) =>
                  mail.template === 'order-summary-buyer' &&
                  mail.to === grace.email &&
                  mail.subject === `Your order #${order.number} with ${order.seller}: ${order.total}`,
              ) &&
              mails.some(
                (mail) =>
                  mail.template === 'order-summary-seller' &&
                  mail.subject === `New order #${order.number} from Grace Hopper: ${order.total}`,
              ),
          );
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // The guest's link opens the order; without its token the order is not found.
    const first = orders[0]!;
    await page.goto(urlFor('localhost', first.link), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: `Order #${first.number}` }).waitFor();
    expect(await page.title()).toMatch(/^Order Details \|/);
    expect(await page.getByRole('table', { name: 'Amounts of the order' }).innerText()).toContain(
      first.total,
    );
    await page.goto(urlFor('localhost', first.link.replace(/\?token=.*/, '')), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the arrow keys move the shipping choice while the quote recalculates, focus stays on it, and the order is placed at the chosen rate', async () => {
    const { page, context, errors } = await newPage(browser);
    await addCardsOfSellers(page, 'localhost', 1);
    await page.goto(urlFor('localhost', '/mycart'), { waitUntil: 'networkidle' });
    await fillGuestDetails(page, { ...grace, email: 'keys@example.com' });
    await fillShippingAddress(page);
    await chooseShipping(page);
    const order = region(page, /^From /).first();
    const ground = order.getByRole('radio', { name: /^Ground/ });
    await ground.check();
    await expect.poll(() => ground.isChecked()).toBe(true);
    const radios = order.getByRole('radio');
    const names = await radios.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
    const next = names[names.findIndex((name) => name.startsWith('Ground')) + 1] ?? '';
    expect(next).not.toBe('');

    await ground.focus();
    await page.keyboard.press('ArrowDown');
    const focusedLabel = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return active?.type === 'radio'
          ? (active.labels?.[0]?.textContent ?? '')
          : `not a radio: ${active?.tagName}`;
      });
    // The choice moved, and focus is on it, also once the new quote has come back.
    await expect.poll(() => order.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await focusedLabel()).toBe(next);
    await page.waitForLoadState('networkidle');
    expect(await focusedLabel()).toBe(next);
    expect(await order.getByRole('radio', { name: next }).isChecked()).toBe(true);
    // And back up.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => ground.isChecked()).toBe(true);
    expect(await focusedLabel()).toMatch(/^Ground/);

    await fillCard(page, { number: '4111111111111111', name: 'Grace Hopper' });
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    await placeOrder.click();
    await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells which fields are missing, and that a declined card placed nothing', async () => {
    const { page, context, errors } = await newPage(browser);
    await addCardsOfSellers(page, 'northwind.localhost', 1);
    await page.goto(urlFor('northwind.localhost', '/checkout'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please check the fields marked in red.').waitFor();
    expect(await page.getByText('Please enter first name').count()).toBeGreaterThan(0);
    expect(await page.getByText('Please enter card number').count()).toBe(1);

    const alan = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com', company: 'Bletchley' };
    await fillGuestDetails(page, alan);
    await fillShippingAddress(page, alan);
    await field(region(page, 'Shipping address'), 'Zip code').fill('7870');
    await chooseShipping(page);
    await fillCard(page, { number: '4000 0000 0000 0002', name: 'Alan Turing' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please enter valid zipcode').waitFor();

    await field(region(page, 'Shipping address'), 'Zip code').fill('78701');
    await page.getByRole('button', { name: 'Place order' }).click();
    // Said under the card number and beside the button.
    await expect
      .poll(() => page.getByText('Your card was declined. Please use another card.').count())
      .toBe(2);
    expect(await page.getByRole('heading', { name: /Thank you/ }).count()).toBe(0);
    expect(await cartCount(page)).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a stock conflict at placing names the item and how many are left, and places nothing', async () => {
    const { page, context, errors } = await newPage(browser);
    // A listing with a few units, bought one at a time.
    const search = JSON.parse((await getAsHost('localhost', '/api/listings?pageSize=100')).body) as {
      items: { id: string; path: string; numAvailable: number; purchasable: boolean; price: string | null }[];
    };
    let listing: { id: string; path: string; numAvailable: number; sellerId: string } | undefined;
    for (const item of search.items) {
      if (!item.purchasable || item.price === null || item.numAvailable < 2 || item.numAvailable > 40)
        continue;
      const detail = JSON.parse((await getAsHost('localhost', `/api/listings/${item.id}`)).body);
      if (detail.minQuantity === 1 && detail.quantityMultiple === 1) {
        listing = {
          id: item.id,
          path: item.path,
          numAvailable: detail.numAvailable,
          sellerId: detail.seller.id,
        };
        break;
      }
    }
    expect(listing, 'the demo data has a listing with a few units').toBeDefined();
    const { id, path: productPath, numAvailable, sellerId } = listing!;

    // This buyer wants every unit and fills the checkout.
    await page.goto(urlFor('localhost', productPath), { waitUntil: 'networkidle' });
    const addForm = page.getByRole('form', { name: 'Add to cart' });
    await field(addForm, 'Quantity').fill(String(numAvailable));
    await addForm.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await page.goto(urlFor('localhost', '/mycart'), { waitUntil: 'networkidle' });
    const edsger = {
      firstName: 'Edsger',
      lastName: 'Dijkstra',
      email: 'edsger@example.com',
      company: 'Mathematisch Centrum',
    };
    await fillGuestDetails(page, edsger);
    await fillShippingAddress(page, edsger);
    await chooseShipping(page);
    const payment = region(page, 'Payment');
    await payment.getByRole('radio', { name: 'ACH bank transfer' }).check();
    await field(payment, 'Routing number').fill('011000015');
    await field(payment, 'Account number').fill('12345678');
    await field(payment, 'Name on the account').fill('Edsger Dijkstra');
    const title = await region(page, /^From /)
      .getByRole('link')
      .first()
      .innerText();

    // Meanwhile another buyer takes one unit.
    const me = await requestAsHost('localhost', 'GET', '/api/auth/me');
    const added = await requestAsHost('localhost', 'POST', '/api/cart/items', {
      cookie: me.cookie,
      body: { listingId: id, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const address = {
      firstname: 'Barbara',
      lastname: 'Liskov',
      company: 'CLU Labs',
      email: 'barbara@example.com',
      contactnumber: '+1 617 555 0100',
      streetAddress: '77 Massachusetts Ave',
      city: 'Cambridge',
      country: 'US',
      state: 'MA',
      zipcode: '02139',
    };
    const placed = await requestAsHost('localhost', 'POST', '/api/checkout', {
      cookie: added.cookie,
      headers: { 'idempotency-key': `e2e-other-buyer-${Date.now()}` },
      body: {
        shippingAddress: address,
        billingSameAsShipping: true,
        guest: {
          firstName: 'Barbara',
          lastName: 'Liskov',
          email: 'barbara@example.com',
          companyName: 'CLU Labs',
        },
        sellers: [{ sellerId, shipping: { method: 'quote' } }],
        payment: {
          paymentType: 'ach',
          routingNumber: '011000015',
          accountNumber: '12345678',
          name: 'B Liskov',
        },
      },
    });
    expect(placed.status).toBe(201);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText(`Only ${numAvailable - 1} of ${title} left`).waitFor();
    expect(await page.getByRole('heading', { name: /Thank you/ }).count()).toBe(0);
    // The line says so beside its quantity, and the orders cannot be placed as they are.
    await region(page, /^From /)
      .getByText(`Only ${numAvailable - 1} available`)
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Place order' }).isDisabled()).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-in buyer pays by ACH and sees the bank transfer instructions', async () => {
    const { page, context, errors } = await newPage(browser);
    await storefrontSignIn(page, 'localhost', 'buyer@acme.test');
    await toast(page, 'Login successfully').waitFor();

    await addCardsOfSellers(page, 'localhost', 1);
    await page.goto(urlFor('localhost', '/mycart'), { waitUntil: 'networkidle' });
    // Signed in: no contact details asked, the address starts with the account's name and email.
    expect(await region(page, 'Your details').count()).toBe(0);
    expect(await field(region(page, 'Shipping address'), 'Email').inputValue()).toBe('buyer@acme.test');
    await fillShippingAddress(page);
    const ship = region(page, 'Shipping address');
    for (const [label, value] of [
      ['First name', 'Avery'],
      ['Last name', 'Stone'],
      ['Company', 'Acme Wireless'],
    ] as const) {
      if (!(await field(ship, label).inputValue())) await field(ship, label).fill(value);
    }
    await chooseShipping(page);
    await field(page, 'Purchase order number \\(optional\\)').fill('PO-4471');

    const payment = region(page, 'Payment');
    await payment.getByRole('radio', { name: 'ACH bank transfer' }).check();
    await field(payment, 'Routing number').fill('011000016');
    await field(payment, 'Account number').fill('000123456789');
    await field(payment, 'Name on the account').fill('Acme Wireless');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please enter valid routing number').waitFor();
    await field(payment, 'Routing number').fill('011000015');
    await page.getByRole('button', { name: 'Place order' }).click();

    await page.getByRole('heading', { level: 1, name: /Thank you: your order was placed/ }).waitFor();
    const order = page.getByRole('article').first();
    expect(await order.innerText()).toMatch(/\bsubmitted\b/i);
    // Cobalt Select's instructions from the demo data.
    await order.getByText('Bank transfer instructions').waitFor();
    expect(await order.innerText()).toMatch(/Routing \(ABA\): \d{9}/);
    const number = (await order.innerText()).match(/Order #(\d+)/)?.[1];

    // The buyer's own list has it, newest first.
    await page.getByRole('link', { name: 'My purchases' }).click();
    await page.waitForURL(/\/mypurchases$/);
    await page.getByRole('table', { name: 'My Purchases' }).waitFor();
    expect(
      await page.getByRole('table', { name: 'My Purchases' }).getByRole('link').first().innerText(),
    ).toBe(`#${number}`);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shared cart link copies its items into the cart of whoever opens it', async () => {
    const sharer = await newPage(browser);
    await sharer.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: urlFor('cobalt.localhost', '/').replace(/\/$/, ''),
    });
    await addCardsOfSellers(sharer.page, 'cobalt.localhost', 1);
    await sharer.page.goto(urlFor('cobalt.localhost', '/reviewcart'), { waitUntil: 'networkidle' });
    expect(await sharer.page.title()).toMatch(/^Review Cart \|/);
    const title = await sharer.page
      .getByRole('region', { name: /^Items from / })
      .getByRole('link')
      .first()
      .innerText();
    await sharer.page.getByRole('button', { name: 'Share cart' }).click();
    await toast(sharer.page, 'Link copied').waitFor();
    const link = await sharer.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/mycart\?cart=[\w-]+$/);

    const visitor = await newPage(browser);
    await visitor.page.goto(link, { waitUntil: 'networkidle' });
    const shared = visitor.page.getByRole('region', { name: 'A shared cart' });
    await shared.getByText('These items are in your cart now.').waitFor();
    expect(await shared.innerText()).toContain(title);
    await expect.poll(() => cartCount(visitor.page)).toBe(1);
    expect(await visitor.page.getByRole('region', { name: /^From / }).innerText()).toContain(title);

    // Opening the link again does not add the items a second time.
    await visitor.page.reload({ waitUntil: 'networkidle' });
    await shared.getByText(/already in your cart/).waitFor();
    expect(await cartCount(visitor.page)).toBe(1);

    expect([...sharer.errors, ...visitor.errors]).toEqual([]);
    await sharer.context.close();
    await visitor.context.close();
  });
});
