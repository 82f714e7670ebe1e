import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

// The demo seed (apps/server/src/db/seed/activity.ts) gives Northwind Networks two orders, placed
// 6 days and 1 day before the seed, and two searches on its storefront that found nothing.
describe('reports in the admin portal', () => {
  it("the dashboard's date range changes every chart and figure", async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    const chart = page.getByTestId('sales-chart');
    const orders = page.getByTestId('stat-orders');

    // The last 30 days: both seeded orders (and any the other browser tests placed today).
    await expect.poll(() => chart.getAttribute('data-points'), { timeout: 30_000 }).not.toBeNull();
    const wide = Number(await orders.textContent());
    expect(wide).toBeGreaterThanOrEqual(2);
    const wideLabel = await chart.getAttribute('aria-label');
    expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThanOrEqual(2);
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(2);

    // 10 to 3 days ago: only the order of 6 days ago.
    await field(page, 'From').fill(day(10));
    await field(page, 'To').fill(day(3));
    await page.waitForURL(new RegExp(`from=${day(10)}&to=${day(3)}`));
    await expect.poll(() => orders.textContent(), { timeout: 30_000 }).toBe('1');
    await expect.poll(() => chart.getAttribute('data-points')).toBe('1');
    expect(await chart.getAttribute('aria-label')).not.toBe(wideLabel);
    await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBe(1);
    await expect
      .poll(() => region(page, 'Orders by status').getByRole('img').getAttribute('aria-label'))
      .toContain('Paid: 1');

    // A range with no orders says so instead of drawing an empty chart.
    await field(page, 'From').fill(day(60));
    await field(page, 'To').fill(day(50));
    await page.waitForURL(new RegExp(`from=${day(60)}&to=${day(50)}`));
    await expect
      .poll(() => region(page, 'Sales and orders over time').getByText('No orders in this range.').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    await expect.poll(() => orders.textContent()).toBe('0');

    // A preset brings the orders back; the waiting work links to a filtered list.
    await page.getByText('30 days', { exact: true }).click();
    await expect.poll(async () => Number(await orders.textContent())).toBe(wide);
    await region(page, 'Waiting on you').getByRole('link', { name: 'Sales submitted, not paid yet' }).click();
    await page.waitForURL(/\/mysales\?status=submitted/);
    expect(errors).toEqual([]);
  });

  it('the search history exports the rows on screen as CSV; its "without results" view lists what buyers did not find', async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/searchhistory'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toBe('Search history | Admin Portal');

    await field(page, 'Results').selectOption({ label: 'Without results' });
    await page.waitForURL(/withoutResults=true/);
    const rows = page.locator('table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    const onScreen = (await rows.locator('td:first-child').allTextContents()).sort();
    expect(onScreen).toEqual(['ptx10008 line card', 'qsfp-dd 800g zr']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^search-history.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Keyword,Storefront,User,Results,City,State,Country,IP,Local time,Searched at (UTC)',
    );
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(onScreen);
    for (const line of lines.slice(1)) expect(line).toContain(',Northwind Networks,');
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(['0', '0']);

    // Filtering by keyword narrows the export too.
    await field(page, 'Keyword').fill('ptx');
    await page.waitForURL(/q=ptx/);
    await expect.poll(() => rows.count()).toBe(1);
    const [narrow] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const narrowLines = (await readFile((await narrow.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(narrowLines).toHaveLength(2);
    expect(narrowLines[1]).toMatch(/^ptx10008 line card,Northwind Networks,/);

    await page.getByText('Searches without results', { exact: true }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'List a product for “qsfp-dd 800g zr”' }).count())
      .toBe(1);
    // The link opens the product form with the keyword as the name.
    await page.getByRole('link', { name: 'List a product for “qsfp-dd 800g zr”' }).click();
    await page.waitForURL(/\/product\/new\?name=qsfp-dd/);
    await expect.poll(() => field(page, 'Name').inputValue(), { timeout: 30_000 }).toBe('qsfp-dd 800g zr');
    expect(errors).toEqual([]);
  });

  it('a seller sees only its own storefronts’ searches; the storefront report and category statistics render', async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@cobalt.test');
    await page.goto(urlFor('admin.localhost', '/searchhistory'), { waitUntil: 'networkidle' });
    const rows = page.locator('table tbody tr');
    await expect
      .poll(() => rows.locator('td:first-child').allTextContents(), { timeout: 30_000 })
      .toContain('rectifier 48v');
    expect(await page.getByText('qsfp-dd 800g zr').count()).toBe(0);

    await page.goto(urlFor('admin.localhost', '/storefrontreport'), { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('cell', { name: 'Cobalt Telecom' }).count(), { timeout: 30_000 })
      .toBe(1);
    await page.goto(urlFor('admin.localhost', '/statisticsofproductscategory'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // Narrow screens: no sideways scrolling of the page itself.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(urlFor('admin.localhost', '/dashboard'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('stat-orders').count(), { timeout: 30_000 }).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
