import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { cartCount } from '../lib/checkout';
import { requestAsHost } from '../lib/http';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cross-domain sign-in (SPEC.md §2)', () => {
  it('signed in on localhost, the account menu opens northwind.localhost signed in after one confirmation', async () => {
    const { page, context, errors } = await newPage(browser);
    await storefrontSignIn(page, 'localhost', 'buyer@acme.test', 'Demo1234');
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Northwind Networks' }).click(),
    ]);
    const confirm = tab.getByRole('dialog', { name: 'Continue as buyer@acme.test?' });
    await confirm.waitFor({ timeout: 15_000 });
    // Nothing has changed before the person answers.
    expect(await tab.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await tab.waitForURL(
      (url) => url.hostname === 'northwind.localhost' && !url.search.includes('verification_token'),
      { timeout: 15_000 },
    );
    await expect
      .poll(() => tab.getByRole('button', { name: 'Account menu' }).count(), { timeout: 10_000 })
      .toBe(1);
    const cookies = await context.cookies(urlFor('northwind.localhost'));
    expect(cookies.find((c) => c.name === 'pb_session')?.httpOnly).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a guest with a cart who opens someone else's link is asked, and declining keeps the guest and the cart", async () => {
    // The attacker signs in to their own account and makes a link for cobalt.localhost.
    const signedIn = await requestAsHost('localhost', 'POST', '/api/auth/login', {
      body: { email: 'buyer@harbor.test', password: 'Demo1234' },
    });
    expect(signedIn.status).toBe(200);
    const started = await requestAsHost('localhost', 'POST', '/api/auth/cross-domain', {
      cookie: signedIn.cookie,
      body: { targetHost: 'cobalt.localhost' },
    });
    expect(started.status).toBe(200);
    const link = (JSON.parse(started.body) as { url: string }).url;

    // The victim: a guest on cobalt.localhost with one listing in the cart.
    const { page, context, errors } = await newPage(browser);
    await page.goto(urlFor('cobalt.localhost', '/products'), { waitUntil: 'networkidle' });
    await page
      .locator('article')
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await expect.poll(() => cartCount(page)).toBe(1);

    await page.goto(link, { waitUntil: 'networkidle' });
    const confirm = page.getByRole('dialog', { name: 'Continue as buyer@harbor.test?' });
    await confirm.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await confirm.getByRole('button', { name: 'Not me' }).click();
    await page.waitForURL((url) => url.hostname === 'cobalt.localhost' && url.search === '');
    await confirm.waitFor({ state: 'hidden' });

    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    await expect.poll(() => cartCount(page)).toBe(1);
    // Still a guest after a reload, and the session cookie was never set.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => cartCount(page)).toBe(1);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    const cookies = await context.cookies(urlFor('cobalt.localhost'));
    expect(cookies.find((c) => c.name === 'pb_session')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
