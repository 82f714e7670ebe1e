import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { storefrontSignIn } from '../lib/storefront';

// WCAG 2.2 AA with axe-core on the storefront and admin screens, at 1280 and 390 px: no serious or
// critical violation. The other specs call expectAccessible on the screens they walk through too.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(page: Page, host: string, pathname: string) {
  await page.goto(urlFor(host, pathname), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe('accessibility (axe-core, WCAG 2.2 AA, 1280 and 390 px)', () => {
  it('storefront screens open to anyone, on every storefront', async () => {
    const { page, context } = await newPage(browser);
    for (const host of ['localhost', 'northwind.localhost', 'cobalt.localhost']) {
      for (const pathname of [
        '/',
        '/products',
        '/auth',
        '/reviewcart',
        '/mycart',
        '/no-such-page/here/at-all',
      ]) {
        await visit(page, host, pathname);
        await expectAccessible(page, `${host}${pathname}`);
      }
    }
    await visit(page, 'cobalt.localhost', '/privacypolicy');
    await expectAccessible(page, 'cobalt privacy policy');
    // A product page, reached from the listing as a buyer would.
    await visit(page, 'northwind.localhost', '/products');
    await page.locator('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/dp\//);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(page, 'a product page');
    await context.close();
  });

  it("a buyer's own screens", async () => {
    const { page, context } = await newPage(browser);
    await storefrontSignIn(page, 'northwind.localhost', 'buyer@acme.test');
    await page.waitForURL((url) => url.pathname !== '/auth');
    for (const pathname of ['/mypurchases', '/orders', '/myoffers']) {
      await visit(page, 'northwind.localhost', pathname);
      await expectAccessible(page, pathname);
    }
    await context.close();
  });

  it('the admin portal', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('admin.localhost', '/'), { waitUntil: 'networkidle' });
    await expectAccessible(page, 'admin sign-in');
    await adminSignIn(page, 'admin@northwind.test');
    for (const pathname of [
      '/dashboard',
      '/users',
      '/user/new',
      '/registerusers',
      '/organization',
      '/mysales',
      '/mysales?page=99',
      '/offerreceivedforadmin',
      '/offersentforadmin',
      '/resellercertificates',
    ]) {
      await visit(page, 'admin.localhost', pathname);
      await expectAccessible(page, `admin ${pathname}`);
    }
    await context.close();
  });

  it('the admin portal as a business user (what docs/permissions.md lets them view)', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'sales@northwind.test');
    for (const pathname of ['/users', '/organization', '/mysales']) {
      await visit(page, 'admin.localhost', pathname);
      await expectAccessible(page, `admin ${pathname} as a business user`);
    }
    await context.close();
    // A sign-in and three screens checked at two widths: more than the default minute on a busy machine.
  }, 180_000);
});
