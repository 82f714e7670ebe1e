import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('My Listings (storefront /product)', () => {
  it("a seller signed in on a storefront sees the organization's listings, searches them and gets admin edit links", async () => {
    const { page, errors } = await newPage(browser);
    await storefrontSignIn(page, 'northwind.localhost', 'specialist@northwind.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
    await page.goto(urlFor('northwind.localhost', '/product'), { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { name: 'My Listings' }).count(), { timeout: 30_000 })
      .toBe(1);
    const rows = page.getByTestId('my-listing-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await expectAccessible(page, '/product (My Listings)');

    const edit = rows.first().getByRole('link', { name: /^Edit in admin portal: / });
    const href = (await edit.getAttribute('href')) ?? '';
    expect(href).toMatch(
      new RegExp(`^${urlFor('admin.localhost', '/product/edit/').replace(/[.?]/g, '\\$&')}[0-9a-f-]{36}$`),
    );

    // Search by the first row's part number: that listing is found.
    const partNumber =
      (await rows.first().locator('td').first().locator('p').last().textContent())?.trim() ?? '';
    expect(partNumber).not.toBe('');
    await field(page, 'Search your listings').fill(partNumber);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/\?q=/);
    await expect.poll(() => rows.first().textContent()).toContain(partNumber);

    await field(page, 'Search your listings').fill('no-such-part-zzz');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('my-listings-empty').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
