import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost } from '../lib/http';
import { field } from '../lib/screen';

/**
 * A guest's home, listing and product pages arrive rendered by the server, and the browser takes
 * them over (hydration) without an error and without redrawing them: React reports any difference
 * between the server's HTML and its own first render as an error.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface SearchItem {
  id: string;
  path: string;
  title: string;
  purchasable: boolean;
  price: string | null;
}

/** Console errors and warnings of a page, beside its uncaught errors. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
}

/** The text of what the server put in the element React hydrates (empty when the browser renders it). */
const serverRoot = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('server-rendered first screen', () => {
  it('a product page is readable without scripts, hydrates without errors, and adds to the cart', async () => {
    let listing: SearchItem | undefined;
    const results = JSON.parse((await getAsHost('localhost', '/api/listings?q=cisco&pageSize=24')).body);
    for (const item of results.items as SearchItem[]) {
      if (!item.purchasable || item.price === null) continue;
      const detail = JSON.parse((await getAsHost('localhost', `/api/listings/${item.id}`)).body);
      if (detail.minQuantity === 1 && detail.quantityMultiple === 1 && detail.numAvailable > 1) {
        listing = item;
        break;
      }
    }
    expect(listing, 'the demo data has a purchasable Cisco listing').toBeDefined();
    const { path: productPath } = listing!;

    const served = await getAsHost('localhost', productPath);
    expect(served.status).toBe(200);
    const detail = JSON.parse((await getAsHost('localhost', `/api/listings/${listing!.id}`)).body);
    expect(serverRoot(served.body)).toContain(detail.displayName);

    // Without JavaScript the product is there already: name, price and the add-to-cart form.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(urlFor('localhost', productPath));
    await still.getByRole('heading', { level: 1, name: detail.displayName }).waitFor();
    expect(await still.getByRole('form', { name: 'Add to cart' }).count()).toBe(1);
    await noScript.close();

    const { page, context, errors } = await newPage(browser);
    const consoleErrors = watchConsole(page);
    await page.goto(urlFor('localhost', productPath), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: detail.displayName }).waitFor();
    const addForm = page.getByRole('form', { name: 'Add to cart' });
    await field(addForm, 'Quantity').fill('1');
    await addForm.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await expect
      .poll(async () => page.getByTestId('cart-button').getAttribute('aria-label'))
      .toBe('Cart, 1 item');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a product page asks for its code once its image has loaded, and without the image all the same', async () => {
    const results = JSON.parse((await getAsHost('localhost', '/api/listings?q=cisco&pageSize=1')).body);
    const productPath = (results.items as SearchItem[])[0]!.path;
    const served = await getAsHost('localhost', productPath);
    // The page names no script for the browser to fetch with it: only the inline start of its code.
    expect(served.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const image = /<link rel="preload" as="image" href="([^"]+)"/.exec(served.body)?.[1];
    expect(image, 'the product page preloads its image').toBeDefined();
    /** When the page's image and its main script were asked for and answered (resource timing). */
    const timings = (page: Page, imagePath: string) =>
      page.evaluate((imagePath) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const of = (test: (url: URL) => boolean) => entries.find((e) => test(new URL(e.name)));
        const img = of((url) => url.pathname === imagePath);
        const main = of((url) => /^\/assets\/index-[^/]+\.js$/.test(url.pathname));
        return { imageEnd: img?.responseEnd ?? null, mainStart: main?.startTime ?? null };
      }, imagePath);
    const hydrated = (page: Page) =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

    for (const imageFails of [false, true]) {
      const { page, context, errors } = await newPage(browser);
      const consoleErrors = watchConsole(page);
      if (imageFails) await page.route(`**${image}`, (route) => route.abort());
      await page.goto(urlFor('localhost', productPath));
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      const { imageEnd, mainStart } = await timings(page, image!);
      expect(mainStart).not.toBeNull();
      if (!imageFails) expect(mainStart!).toBeGreaterThanOrEqual(imageEnd!);
      expect(errors).toEqual([]);
      // The aborted image is the one console error a failed image makes.
      expect(consoleErrors.filter((m) => !/ERR_FAILED|Failed to load resource/.test(m))).toEqual([]);
      await context.close();
    }
  });

  it("a product page's parts below the fold are taken over when they come into view", async () => {
    const results = JSON.parse((await getAsHost('localhost', '/api/listings?q=cisco&pageSize=1')).body);
    const productPath = (results.items as SearchItem[])[0]!.path;
    const { page, context, errors } = await newPage(browser);
    const consoleErrors = watchConsole(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(urlFor('localhost', productPath), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const sellerPolicies = page.getByRole('region', { name: 'Seller policies' });
    // React marks the elements it has taken over with its own properties.
    const hydrated = () =>
      sellerPolicies.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
    // The server's HTML is there, readable, but React has not taken it over yet...
    await sellerPolicies.waitFor({ state: 'attached' });
    expect(await sellerPolicies.textContent()).toContain('Returns');
    expect(await hydrated()).toBe(false);
    // ...until it comes near the screen.
    await sellerPolicies.scrollIntoViewIfNeeded();
    await expect.poll(hydrated).toBe(true);
    // The title above the fold was taken over at once.
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    ).toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a listing page hydrates without errors and its filters work', async () => {
    const served = await getAsHost('localhost', '/products?q=cisco');
    const titles = (
      JSON.parse(
        (await getAsHost('localhost', '/api/listings?q=cisco&sort=featured&page=1&pageSize=24')).body,
      ).items as SearchItem[]
    ).map((item) => item.title);
    expect(titles.length).toBeGreaterThan(1);
    const root = serverRoot(served.body);
    for (const title of titles.slice(0, 3)) expect(root).toContain(title);

    const { page, context, errors } = await newPage(browser);
    const consoleErrors = watchConsole(page);
    await page.goto(urlFor('localhost', '/products?q=cisco'), { waitUntil: 'networkidle' });
    const count = async () =>
      Number(
        (
          (await page
            .getByText(/^\d+ results?$/)
            .first()
            .textContent()) ?? ''
        ).split(' ')[0],
      );
    const before = await count();
    expect(before).toBeGreaterThan(1);
    await page.getByRole('group', { name: 'Condition' }).getByLabel('Refurbished', { exact: true }).check();
    await page.waitForURL(/condition=Refurbished/);
    await expect.poll(count).toBeLessThan(before);
    await expect
      .poll(async () =>
        (await page.locator('article').allTextContents()).every((t) => t.includes('Refurbished')),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the home page hydrates without errors', async () => {
    const served = await getAsHost('localhost', '/');
    expect(serverRoot(served.body)).toContain('Featured listings');
    const { page, context, errors } = await newPage(browser);
    const consoleErrors = watchConsole(page);
    await page.goto(urlFor('localhost', '/'), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'See all products' }).click();
    await page.waitForURL(/\/products$/);
    await page
      .getByText(/^\d+ results?$/)
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
