import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, region } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** '$1,234.50' -> cents. */
const cents = async (cell: Locator) =>
  Math.round(Number((await cell.innerText()).replace(/[^0-9.]/g, '')) * 100);

describe('shipping estimates and external listings in the admin portal', () => {
  it('estimates shipping for a package and for a listing, each rate with its 30 % markup', async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/searchshippingestimate'));
    await page.getByText('A package', { exact: true }).click();

    // A weight that is not a number: the field says so and nothing is asked of the server.
    await field(page, 'Weight \\(lb\\)').fill('heavy');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect.poll(() => page.getByText('Please enter valid weight').count()).toBe(1);
    expect(await region(page, 'Rates').count()).toBe(0);

    await field(page, 'Weight \\(lb\\)').fill('10');
    await field(page, 'Length \\(in\\)').fill('12');
    await field(page, 'Width \\(in\\)').fill('10');
    await field(page, 'Height \\(in\\)').fill('8');
    await field(page, 'State').selectOption('NY');
    await page.getByRole('button', { name: 'Estimate' }).click();
    const rates = region(page, 'Rates');
    await expect.poll(() => rates.locator('tbody tr').count(), { timeout: 30_000 }).toBe(3);
    expect(await rates.innerText()).toContain('30 %');
    for (let i = 0; i < 3; i++) {
      const cells = rates.locator('tbody tr').nth(i).locator('td');
      const carrier = await cents(cells.nth(2));
      const markup = await cents(cells.nth(3));
      const total = await cents(cells.nth(4));
      expect(markup).toBe(Math.round(carrier * 0.3));
      expect(total).toBe(carrier + markup);
    }
    await expectAccessible(page, '/searchshippingestimate with rates');

    // One of Northwind's own listings, picked by name.
    await page.getByText('A listing', { exact: true }).click();
    await page.getByPlaceholder(/your listings/).click();
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor({ timeout: 30_000 });
    const chosen = (await option.innerText()).split(' · ')[0]!;
    await option.click();
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect.poll(() => rates.innerText(), { timeout: 30_000 }).toContain(chosen);
    expect(errors).toEqual([]);
    // Two forms filled, two estimates and an axe run: longer than one screen on a loaded machine.
  }, 150_000);

  it("shows each storefront's Google feed with what it holds and when it was last generated, and the catalogue files", async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/externallistings'));
    const feeds = region(page, 'Google Merchant feeds');
    await expect.poll(() => feeds.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const first = feeds.locator('tbody tr').first();
    const included = Number((await first.locator('td').nth(1).innerText()).replace(/\D/g, ''));
    expect(included).toBeGreaterThan(0);
    await expect(region(page, 'Catalogue files').count()).resolves.toBe(1);
    await expectAccessible(page, '/externallistings');

    // Fetching the feed (as Google does) shows as its last generation.
    const feedUrl = await first.getByRole('link', { name: 'Google feed' }).getAttribute('href');
    // The browser resolves *.localhost to loopback (Node's resolver may not).
    const { hostname, pathname } = new URL(feedUrl!);
    const feed = await page.goto(urlFor(hostname, pathname));
    expect(feed?.status()).toBe(200);
    expect((await feed!.text()).match(/<item>/g)?.length ?? 0).toBeGreaterThanOrEqual(included);
    await page.goto(urlFor('admin.localhost', '/externallistings'));
    await expect
      .poll(() => feeds.locator('tbody tr').first().locator('td').nth(3).innerText(), { timeout: 30_000 })
      .toMatch(/UTC \(\d[\d,]* items\)/);
    expect(errors).toEqual([]);
  });
});
