import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { expectNewMail, mailsTo } from '../lib/mail';
import { cents, dollars } from '../lib/money';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The demo seed (apps/server/src/db/seed/activity.ts): a guest, Elena Marsh, placed an order with
// Northwind Networks on its storefront and chose PayPal; nothing is paid yet.
const GUEST_EMAIL = 'elena@marsh-broadband.example';

const statusBadge = (page: Page) => page.getByTestId('order-status');
const dialog = (page: Page) => page.getByRole('dialog');

async function recordPayment(page: Page, amount: string, reference: string) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const form = dialog(page);
  await field(form, 'Amount').fill(amount);
  await field(form, 'Payment mode').fill('Wire transfer');
  await field(form, 'Reference number').fill(reference);
  await form.getByRole('button', { name: 'Record payment' }).click();
}

describe('seller orders in the admin portal', () => {
  let orderUrl = '';

  it('records a partial payment, then the rest, then ships with tracking; the buyer is mailed', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');

    // My sales: the guest's order, found by search and status filter.
    await page.goto(urlFor('admin.localhost', '/mysales'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toBe('My sales | Admin Portal');
    await page.getByLabel('Search').fill('Marsh');
    await page.getByLabel('Status').selectOption({ label: 'Submitted' });
    await page.waitForURL(/status=submitted/);
    await page.waitForURL(/q=Marsh/);
    const row = page.getByTestId('order-row').filter({ hasText: 'Elena Marsh' });
    await expect.poll(() => row.count()).toBe(1);
    await row.getByRole('cell').nth(1).click(); // anywhere on the row opens the order
    await page.waitForURL(/\/order\//);
    orderUrl = page.url();
    await expect.poll(() => statusBadge(page).textContent()).toBe('Submitted');

    const balance = cents((await page.getByTestId('balance-due').textContent()) ?? '');
    expect(balance).toBeGreaterThan(1);
    const partial = Math.floor(balance / 2);

    // A partial payment: the order is partially paid and the balance drops by exactly that much.
    await recordPayment(page, dollars(partial), 'WT-1001');
    await expect
      .poll(() => toast(page, 'The order is now partially paid.').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => statusBadge(page).textContent()).toBe('Partially paid');
    await expect
      .poll(async () => cents((await page.getByTestId('balance-due').textContent()) ?? ''))
      .toBe(balance - partial);
    await expect.poll(() => page.getByTestId('payment-history').getByText('WT-1001').count()).toBe(1);

    // The rest: the form starts at the balance due; the order is paid.
    await page.getByRole('button', { name: 'Record payment' }).click();
    expect(cents(`$${await field(dialog(page), 'Amount').inputValue()}`)).toBe(balance - partial);
    await field(dialog(page), 'Payment mode').fill('Wire transfer');
    await field(dialog(page), 'Reference number').fill('WT-1002');
    await dialog(page).getByRole('button', { name: 'Record payment' }).click();
    await expect.poll(() => statusBadge(page).textContent(), { timeout: 20_000 }).toBe('Paid');
    await expect.poll(async () => cents((await page.getByTestId('balance-due').textContent()) ?? '')).toBe(0);

    // Mark shipped: SPEC.md §5 messages first, then the shipment.
    const before = mailsTo(GUEST_EMAIL);
    await page.getByRole('button', { name: 'Mark shipped' }).click();
    const ship = dialog(page);
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => ship.getByText('Please enter courier company').count()).toBe(1);
    await expect.poll(() => ship.getByText('Please enter tracking number').count()).toBe(1);
    await field(ship, 'Courier company').selectOption('Other');
    await field(ship, 'Tracking URL').fill('not a url');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => ship.getByText('Please enter courier name').count()).toBe(1);
    await expect.poll(() => ship.getByText('Please enter valid URL').count()).toBe(1);
    await field(ship, 'Courier company').selectOption('UPS');
    await field(ship, 'Tracking number').fill('1Z999AA10123456785');
    await field(ship, 'Tracking URL').fill('https://www.ups.com/track?tracknum=1Z999AA10123456785');
    await ship.getByRole('button', { name: 'Mark shipped' }).click();
    await expect.poll(() => statusBadge(page).textContent(), { timeout: 20_000 }).toBe('Shipped');
    const shipping = page.getByTestId('shipping-detail');
    await expect.poll(() => shipping.getByText('1Z999AA10123456785', { exact: true }).count()).toBe(1);
    await expect
      .poll(() => shipping.getByRole('link', { name: /ups\.com\/track/ }).getAttribute('href'))
      .toBe('https://www.ups.com/track?tracknum=1Z999AA10123456785');
    // Shipped is final: no action is offered any more.
    expect(await page.getByTestId('order-actions').count()).toBe(0);

    // The buyer is mailed about the shipment (through the outbox), with the tracking number.
    await expectNewMail(GUEST_EMAIL, before, null, ['1Z999AA10123456785']);

    // The list shows the order as shipped, nothing left to pay.
    await page.goto(urlFor('admin.localhost', '/mysales?q=Marsh'), { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByTestId('order-row').filter({ hasText: 'Elena Marsh' }).first().textContent())
      .toContain('Shipped');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("another seller's order is not found, and sellers do not get every order", async () => {
    expect(orderUrl).not.toBe('');
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'admin@cobalt.test');
    await page.goto(orderUrl, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('This order was not found.').count()).toBe(1);
    expect(await page.getByText('Elena Marsh').count()).toBe(0);
    await page.goto(urlFor('admin.localhost', '/allorder'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('All orders is not available to you.').count()).toBe(1);
    await context.close();
  });

  it('the operator sees every seller’s orders on /allorder', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'operator@patchbay.test');
    await page.goto(urlFor('admin.localhost', '/allorder'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toBe('Orders | Admin Portal');
    await expect.poll(() => page.getByTestId('order-row').count()).toBeGreaterThan(1);
    // The seller of each row: several sellers, since Northwind, Cobalt and Meridian all sold.
    const sellers = await page.getByTestId('order-seller').allTextContents();
    expect(new Set(sellers).size).toBeGreaterThanOrEqual(3);
    expect(sellers).toContain('Northwind Networks');
    expect(sellers).toContain('Meridian Fiber Supply');
    await context.close();
  });
});
