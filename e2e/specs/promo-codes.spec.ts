import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { chooseShipping, fillCard, fillGuestDetails, fillShippingAddress } from '../lib/checkout';
import { cents } from '../lib/money';
import { field, region, setSwitch, toast } from '../lib/screen';

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
    // The form holds the saved code before it is changed (a click before it loads would be reset).
    await expect.poll(() => field(page, 'Code').inputValue()).toBe(code);
    await setSwitch(page, 'Active', false);
    await page.getByRole('button', { name: 'Save promo code' }).click();
    await expect.poll(() => toast(page, 'Promo code updated').count()).toBeGreaterThan(0);
    await page.waitForURL(/\/promocodes$/);
    await expect
      .poll(() => page.getByTestId('promo-code-row').filter({ hasText: code }).textContent())
      .toContain('Inactive');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a company admin creates a code that a buyer then uses at checkout on the storefront and sees the discount', async () => {
    const code = `BUY${Date.now().toString(36).toUpperCase()}`;
    const admin = await newPage(browser);
    await adminSignIn(admin.page, 'admin@cobalt.test');
    await admin.page.goto(urlFor('admin.localhost', '/promocode/new'), { waitUntil: 'networkidle' });
    await field(admin.page, 'Code').fill(code);
    await field(admin.page, 'Value').fill('10');
    await admin.page.getByRole('button', { name: 'Add promo code' }).click();
    await expect.poll(() => toast(admin.page, 'Promo code added').count()).toBeGreaterThan(0);
    await admin.context.close();

    const { page, context, errors } = await newPage(browser);
    await page.goto(urlFor('cobalt.localhost', '/products'), { waitUntil: 'networkidle' });
    const card = page
      .locator('article', {
        hasText: /Sold by Cobalt /,
        has: page.getByRole('button', { name: /^Add to cart: / }),
      })
      .first();
    await card.getByRole('button', { name: /^Add to cart: / }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await page.goto(urlFor('cobalt.localhost', '/mycart'), { waitUntil: 'networkidle' });
    await fillGuestDetails(page, {
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      company: 'Engine Works',
    });
    await fillShippingAddress(page);
    await chooseShipping(page);
    const total = page.getByTestId('checkout-total');
    await expect.poll(async () => cents((await total.textContent()) ?? '')).toBeGreaterThan(0);
    const before = cents((await total.textContent()) ?? '');

    await page.getByRole('textbox', { name: 'Promo code' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Promo code ${code.toLowerCase()} applied` })
      .waitFor();
    const order = region(page, /^From Cobalt /);
    await expect.poll(() => order.getByText(new RegExp(`Promo code ${code}: applied`, 'i')).count()).toBe(1);
    const discountRow = order.getByRole('row', { name: /Discount/ });
    await expect.poll(() => discountRow.count()).toBe(1);
    const discount = cents(((await discountRow.textContent()) ?? '').replace(/^.*-\$/, '$'));
    expect(discount).toBeGreaterThan(0);
    await expect.poll(async () => cents((await total.textContent()) ?? '')).toBeLessThan(before);

    await fillCard(page, { number: '4111111111111111', name: 'Ada Byron' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
