import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost, requestAsHost } from '../lib/http';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HEADER =
  'name,displayName,description,category,subCategory,minPrice,maxPrice,price,totalPrice,minQuantity,quantityMultiple,numAvailable,condition,minShippingEstimate,maxShippingEstimate,oemName,oemModelName,oemPartNumber,sellerPartNumber,sellerInternalLocation,arrivalDate,productType';
const row = (part: string, price: string, description = 'Imported in a browser test') =>
  `Router ${part},Cisco ${part},"${description.replaceAll('"', '""')}",Routers,Edge,10,5000,${price},${price},1,1,4,New,1,3,Cisco,ASR,${part},NW-${part},Shelf 9,2026-02-01,Router`;

describe('catalogue import in the admin portal', () => {
  it('a file with one bad row: the preview shows its error, the status screen the progress, the counts and the failed-rows file', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const good1 = `E2E-${stamp}-1`;
    const good2 = `E2E-${stamp}-2`;
    const bad = `E2E-${stamp}-3`;
    const csv = `${HEADER}\r\n${row(good1, '120.50', 'Line one, "quoted"')}\r\n${row(bad, '9000')}\r\n${row(good2, '99.99')}\r\n`;

    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/product/import'), { waitUntil: 'networkidle' });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `import-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const mapped = page.getByText(`import-${stamp}.csv: map the columns`);
    await expect
      .poll(async () => ((await mapped.count()) === 1 ? 'mapped' : await page.locator('main').innerText()), {
        timeout: 30_000,
      })
      .toBe('mapped');

    await page.getByRole('button', { name: 'Preview' }).click();
    const previewRows = page.getByTestId('import-preview-row');
    await expect.poll(() => previewRows.count()).toBe(3);
    expect(await previewRows.nth(1).textContent()).toContain(
      'price: Sale price should be between minimum and maximum price of the product',
    );
    expect(await previewRows.nth(0).textContent()).toContain('OK');

    await page.getByRole('button', { name: 'Start import' }).click();
    await page.waitForURL(/\/uploadstatus$/);
    const item = page.getByTestId('import-row').filter({ hasText: `import-${stamp}.csv` });
    await expect
      .poll(() => item.getByTestId('import-status').textContent(), { timeout: 60_000 })
      .toBe('done');
    expect(await item.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(await item.getByTestId('import-counts').textContent()).toBe(
      'Created 2 · Updated 0 · Skipped 0 · Failed 1',
    );

    const href = await item.getByTestId('failed-rows-link').getAttribute('href');
    // The link carries the session cookie; Node cannot resolve *.localhost, so send it as that host.
    const cookie = (await context.cookies(urlFor('admin.localhost', '/')))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const file = await requestAsHost('admin.localhost', 'GET', href!, { cookie });
    expect(file.status).toBe(200);
    const lines = file.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(bad);
    expect(lines[1]).toContain('Sale price should be between minimum and maximum price of the product');
    expect(errors).toEqual([]);
    await context.close();

    // The imported listings are on Northwind's storefront at once.
    const search = await getAsHost('northwind.localhost', `/api/listings?q=${good1}`);
    expect((JSON.parse(search.body) as { items: unknown[] }).items).toHaveLength(1);
  });
});
