import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('one order history across storefronts, and reorder', () => {
  it('My Purchases on the marketplace lists the order placed on Northwind’s storefront, filterable by storefront', async () => {
    const { page, context, errors } = await newPage(browser);
    await storefrontSignIn(page, 'localhost', 'buyer@acme.test');
    await toast(page, 'Login successfully').waitFor();
    await page.goto(urlFor('localhost', '/mypurchases'), { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: 'My Purchases' });
    await table.waitFor();
    const northwindRow = table.getByRole('row').filter({ hasText: 'Northwind Networks' });
    await expect.poll(() => northwindRow.count()).toBeGreaterThan(0);
    // Its details open on the storefront it was placed on.
    const href = await northwindRow.first().getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^http:\/\/northwind\.localhost(:\d+)?\/orderdetails\//);
    await expectAccessible(page, 'My Purchases across storefronts');

    await field(page, 'Storefront').first().click();
    await page.getByRole('option', { name: 'Northwind Networks' }).click();
    await page.waitForURL(/storefront=/);
    await expect
      .poll(() => table.getByRole('row').filter({ hasText: 'Patchbay Marketplace' }).count())
      .toBe(0);
    expect(await northwindRow.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Reorder on the order page puts its items back into the cart and says what changed', async () => {
    const { page, context, errors } = await newPage(browser);
    await storefrontSignIn(page, 'northwind.localhost', 'buyer@acme.test');
    await toast(page, 'Login successfully').waitFor();
    await page.goto(urlFor('northwind.localhost', '/mypurchases'), { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: 'My Purchases' });
    await table
      .getByRole('row')
      .filter({ hasText: 'Northwind Networks' })
      .first()
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /^Order #\d+/ }).waitFor();
    // The PDF invoice downloads with the buyer's session.
    const invoiceHref = await page.getByRole('link', { name: 'Download invoice (PDF)' }).getAttribute('href');
    expect(invoiceHref).toMatch(/^\/api\/orders\/[0-9a-f-]{36}\/invoice$/);
    const head = await page.evaluate(async (href) => {
      const response = await fetch(href);
      const bytes = new Uint8Array(await response.arrayBuffer()).subarray(0, 5);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        start: String.fromCharCode(...bytes),
      };
    }, invoiceHref!);
    expect(head).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-' });
    await page.getByRole('button', { name: 'Reorder' }).click();
    const result = page.getByRole('status').filter({ hasText: /back in your cart/ });
    await result.waitFor();
    expect(await result.innerText()).toMatch(/added|not added/);
    await expectAccessible(page, 'the order page after a reorder');
    await result.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL(/\/mycart$/);
    await expect.poll(() => page.getByRole('region', { name: 'Shipping address' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
