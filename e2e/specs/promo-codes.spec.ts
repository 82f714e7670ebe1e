import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('promo codes in the admin portal', () => {
  it('a company admin adds a code, finds it by search, deactivates it; a duplicate is refused', async () => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@cobalt.test');
    await page.goto(urlFor('admin.localhost', '/promocode/new'), { waitUntil: 'networkidle' });
    await field(page, 'Code').fill(code);
    await field(page, 'Value').fill('10');
    await field(page, 'Minimum order').fill('1000');
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await expect.poll(() => toast(page, 'Promo code added').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/promocodes$/);

    await field(page, 'Search').fill(code.toLowerCase());
    const row = page.getByTestId('promo-code-row').filter({ hasText: code });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('$1,000.00');
    expect(await row.textContent()).toContain('Active');

    await page.goto(urlFor('admin.localhost', '/promocode/new'), { waitUntil: 'networkidle' });
    await field(page, 'Code').fill(code.toLowerCase());
    await field(page, 'Value').fill('5');
    await page.getByRole('button', { name: 'Add promo code' }).click();
    await expect
      .poll(() => toast(page, 'This code already exists for your organization').count())
      .toBeGreaterThan(0);

    await page.goto(urlFor('admin.localhost', '/promocodes'), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: code, exact: true }).click();
    await page.waitForURL(/\/promocode\/edit\?id=/);
    await page.getByRole('switch', { name: 'Active' }).click({ force: true });
    await page.getByRole('button', { name: 'Save promo code' }).click();
    await expect.poll(() => toast(page, 'Promo code updated').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/promocodes$/);
    await expect
      .poll(() => page.getByTestId('promo-code-row').filter({ hasText: code }).textContent())
      .toContain('Inactive');
    expect(errors).toEqual([]);
    await context.close();
  });
});
