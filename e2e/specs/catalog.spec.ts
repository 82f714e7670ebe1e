import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost } from '../lib/http';
import { expectNewMail } from '../lib/mail';
import { toast } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultsCount = async (page: Page) => {
  const text =
    (await page
      .getByText(/^\d+ results?$/)
      .first()
      .textContent()) ?? '';
  return Number(text.split(' ')[0]);
};

describe('catalogue', () => {
  it('searches (with a typo), filters by condition, sorts, and opens a product', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(urlFor('localhost', '/products'), { waitUntil: 'networkidle' });
    const all = await resultsCount(page);
    expect(all).toBeGreaterThan(100);

    await page
      .getByRole('searchbox', { name: 'Search listings' })
      .or(page.getByLabel('Search listings'))
      .first()
      .fill('cisko');
    await page.keyboard.press('Enter');
    await page.waitForURL(/q=cisko/);
    await expect.poll(async () => resultsCount(page)).toBeLessThan(all);
    const titles = await page.locator('article a').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.join(' ')).toMatch(/Cisco/);

    await page.getByRole('group', { name: 'Condition' }).getByLabel('Refurbished', { exact: true }).check();
    await page.waitForURL(/condition=Refurbished/);
    await expect
      .poll(async () =>
        (await page.locator('article').allTextContents()).every((t) => t.includes('Refurbished')),
      )
      .toBe(true);

    // Reload keeps the filters: they live in the URL.
    await page.reload({ waitUntil: 'networkidle' });
    expect(
      await page
        .getByRole('group', { name: 'Condition' })
        .getByLabel('Refurbished', { exact: true })
        .isChecked(),
    ).toBe(true);

    // Some demo listings show their price to signed-in buyers only: a guest gets no price sort or
    // price filter on this storefront (either would reveal those prices).
    expect(await page.getByText('Sign in to filter by price.').first().isVisible()).toBe(true);
    await page.getByLabel('Sort by').click();
    await expect.poll(() => page.getByRole('option', { name: 'Featured' }).count()).toBe(1);
    expect(await page.getByRole('option', { name: 'Price ascending' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Signed in, the same page sorts by price.
    const filtered = page.url();
    await storefrontSignIn(page, 'localhost', 'buyer@acme.test');
    await expect.poll(() => toast(page, 'Login successfully').count()).toBeGreaterThan(0);
    await page.goto(filtered, { waitUntil: 'networkidle' });
    await page.getByLabel('Sort by').click();
    await page.getByRole('option', { name: 'Price ascending' }).click();
    await page.waitForURL(/sort=price_asc/);
    const prices = async () =>
      (await page.locator('article').allTextContents())
        .map((t) => t.match(/\$([\d,]+\.\d{2})/)?.[1])
        .filter((p): p is string => Boolean(p))
        .map((p) => Number(p.replace(/,/g, '')));
    await expect
      .poll(async () => {
        const list = await prices();
        return list.length > 1 && list.every((p, i) => i === 0 || p >= list[i - 1]!);
      })
      .toBe(true);

    const first = page.locator('article').first().getByRole('link').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/dp\//);
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    // The page shows the listing's display name (OEM + part number by default) as its heading and title.
    const id = href.split('/dp/')[1];
    const detail = JSON.parse((await getAsHost('localhost', `/api/listings/${id}`)).body);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(detail.displayName);
    await expect.poll(() => page.title()).toContain(detail.displayName);
    expect(await page.getByText('Refurbished').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a part number however it is typed', async () => {
    const found = await Promise.all(
      ['ASR-9001', 'asr9001', 'ASR 9001'].map(async (q) => {
        const res = await getAsHost('localhost', `/api/listings?q=${encodeURIComponent(q)}&pageSize=1`);
        return JSON.parse(res.body).items[0]?.oemPartNumber as string | undefined;
      }),
    );
    expect(found[0]).toMatch(/ASR-?9001/i);
    expect(new Set(found).size).toBe(1);
  });

  it('product pages carry their SEO head without JavaScript', async () => {
    const search = JSON.parse((await getAsHost('northwind.localhost', '/api/listings?pageSize=1')).body);
    const listing = search.items[0];
    const html = (await getAsHost('northwind.localhost', listing.path)).body;
    expect(html).toContain(`<title>`);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/northwind\.localhost:\d+\/[^"]+\/dp\//);
    const jsonLd = html.match(/<script type="application\/ld\+json">([^<]+)<\/script>/)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Product' });
  });

  it('requests a quote and copies the link', async () => {
    const { page, context } = await newPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: urlFor('northwind.localhost', '').replace(/\/$/, ''),
    });
    const search = JSON.parse(
      (await getAsHost('northwind.localhost', '/api/listings?pageSize=1&inStock=true')).body,
    );
    await page.goto(urlFor('northwind.localhost', search.items[0].path), { waitUntil: 'networkidle' });

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => toast(page, 'Link copied').count()).toBeGreaterThan(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^http:\/\/northwind\.localhost:\d+\/.+\/dp\//);

    await page.getByRole('button', { name: 'Request quote' }).click();
    const dialog = page.getByRole('dialog');
    const email = `rfq-${Date.now()}@example.com`;
    await dialog.getByLabel(/^Quantity/).fill('3');
    await dialog.getByLabel(/^Name/).fill('Riley Quote');
    await dialog.getByLabel(/^Email/).fill(email);
    await dialog.getByLabel(/^Comments/).fill('Need these by Friday');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByText('Your quote request was sent. The seller will contact you.').count())
      .toBeGreaterThan(0);

    // The confirmation is mailed through the outbox; the address was never verified, so it quotes
    // none of the text typed into the form (name, comments).
    const confirmation = await expectNewMail(email, [], 'quote-request-confirmation', [
      'We received your quote request',
    ]);
    expect(confirmation.text).not.toContain('Need these by Friday');
    expect(confirmation.text).not.toContain('Riley Quote');
    await context.close();
  });

  it('a listing another storefront does not show is not found there, in the API and the browser', async () => {
    const market = JSON.parse((await getAsHost('localhost', '/api/listings?pageSize=100')).body);
    let hidden: { id: string; path: string } | undefined;
    for (const item of market.items as { id: string; path: string }[]) {
      if ((await getAsHost('northwind.localhost', `/api/listings/${item.id}`)).status === 404) {
        hidden = item;
        break;
      }
    }
    expect(hidden, 'the demo data has marketplace listings that Northwind does not show').toBeDefined();
    expect((await getAsHost('localhost', hidden!.path)).status).toBe(200);
    expect((await getAsHost('northwind.localhost', hidden!.path)).status).toBe(404);
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('northwind.localhost', hidden!.path), { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await context.close();
  });
});
