import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { adminToken, requestAsHost } from '../lib/http';
import { field } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A reference product no organization has, new on every run (the MPN is stored lower-case).
const MPN = `pb-ref-${Date.now().toString(36)}`;
const TITLE = `Patchbay reference switch ${MPN}`;

/** The operator stores one reference entry through the API, with a category so the form is complete. */
async function referenceEntry(): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken('operator@patchbay.test')}` };
  const options = await requestAsHost('admin.localhost', 'GET', '/api/admin/product-options', { headers });
  const categories = (
    JSON.parse(options.body) as { categories: { id: string; subCategories: { id: string }[] }[] }
  ).categories;
  const category = categories.find((c) => c.subCategories.length > 0)!;
  const res = await requestAsHost(
    'admin.localhost',
    'POST',
    '/api/admin/product-catalogue/insertproductoriginaldata',
    {
      headers,
      body: {
        products: [
          {
            brand: 'Arista',
            mpn: MPN,
            title: TITLE,
            description: '<p>48-port reference switch for the browser test.</p>',
            modelName: '7050X',
            productType: 'Switch',
            listPrice: '1200.00',
            categoryId: category.id,
            subCategoryId: category.subCategories[0]!.id,
            specifications: [{ type: 'Ports', value: '48x 10GE SFP+' }],
            imageUrls: [],
            originalData: {},
          },
        ],
      },
    },
  );
  expect(res.status, res.body).toBe(200);
}

/** Opens an admin screen and waits for its heading. */
async function open(page: Page, path: string, heading: string | RegExp) {
  await page.goto(urlFor('admin.localhost', path), { waitUntil: 'networkidle' });
  await expect
    .poll(() => page.getByRole('heading', { name: heading, level: 2 }).count(), {
      timeout: 30_000,
      message: path,
    })
    .toBeGreaterThan(0);
}

describe('the reference catalogue in the admin portal', () => {
  it('a seller adds a reference product to its catalogue from a pre-filled form; it shows in /myproducts', async () => {
    await referenceEntry();
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');

    await open(page, '/productcatalogue', 'Product catalogue');
    await field(page, 'MPN').fill(MPN);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(new RegExp(`mpn=${MPN}`));
    const link = page.getByRole('link', { name: TITLE });
    await expect.poll(() => link.count(), { timeout: 30_000 }).toBe(1);
    await expectAccessible(page, '/productcatalogue with a result');
    await link.click();

    await page.waitForURL(/\/viewproductcatalogue\//);
    await expect.poll(() => page.getByRole('heading', { name: TITLE }).count(), { timeout: 30_000 }).toBe(1);
    await expectAccessible(page, '/viewproductcatalogue/{id}');
    await page.getByRole('button', { name: 'Keep in selected data' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Remove from selected data' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add to my catalogue' }).click();

    // The form is filled from the reference entry.
    const dialog = page.getByRole('dialog', { name: 'Add to my catalogue' });
    await expect.poll(() => field(dialog, 'Name').inputValue(), { timeout: 30_000 }).toBe(TITLE);
    expect(await field(dialog, 'Display name').inputValue()).toBe(`Arista ${MPN.toUpperCase()}`);
    expect(await field(dialog, 'Part number').inputValue()).toBe(MPN.toUpperCase());
    expect(await field(dialog, 'Selling price').inputValue()).toBe('1200.00');
    // axe judges colours as painted: wait for the dialog's opening transition to end.
    await expect
      .poll(() =>
        page
          .locator('.mantine-Modal-content')
          .evaluate((el) => getComputedStyle(el).opacity + getComputedStyle(el).transform),
      )
      .toMatch(/^1(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await expectAccessible(page, 'the add-to-my-catalogue form');
    // What is the seller's own: where the units sit in its warehouse.
    await field(dialog, 'Seller internal location').fill('Rack B2');
    await dialog.getByRole('button', { name: 'Add to my catalogue' }).click();
    // The dialog closes once the product is added; until then, what it says (a refused field) is the failure.
    await expect
      .poll(
        async () =>
          (await dialog.count()) === 0
            ? 'closed'
            : (await dialog.locator('.mantine-InputWrapper-error, [role=alert]').allTextContents()).join(
                ' | ',
              ),
        { timeout: 30_000 },
      )
      .toBe('closed');
    const mine = page.getByRole('link', { name: 'Open your product' });
    await expect.poll(() => mine.count(), { timeout: 30_000 }).toBe(1);
    const productId = decodeURIComponent((await mine.getAttribute('href'))!.split('/').pop()!);

    // It is the seller's product now: /myproducts finds it by part number.
    await page.goto(urlFor('admin.localhost', '/myproducts'), { waitUntil: 'networkidle' });
    await field(page, 'Search').fill(MPN.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(`Arista ${MPN.toUpperCase()}`) }).count(), {
        timeout: 30_000,
      })
      .toBe(1);

    // Kept as added, and in the selected data.
    // One row: the reference entry and the seller's product made from it (both named by its title).
    const row = page.getByRole('row', { name: new RegExp(MPN) });
    await open(page, '/myproductcatalogue', 'My product catalogue');
    await expect.poll(() => row.getByRole('link', { name: TITLE }).count(), { timeout: 30_000 }).toBe(2);
    await expectAccessible(page, '/myproductcatalogue');
    await open(page, '/myproductuserselecteddata', 'Selected product data');
    await expect.poll(() => row.getByRole('link', { name: TITLE }).count(), { timeout: 30_000 }).toBe(2);
    await expectAccessible(page, '/myproductuserselecteddata');

    // Its insights: the reference entry is the Original match.
    await open(page, '/productinsights', 'Product insights');
    await expectAccessible(page, '/productinsights');
    await open(page, `/productinsighttool?product=${encodeURIComponent(productId)}`, 'Product insight tool');
    await expect
      .poll(() => page.getByText('Original', { exact: true }).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expectAccessible(page, '/productinsighttool');

    await open(page, '/searchshippingestimate', 'Shipping estimates');
    await expectAccessible(page, '/searchshippingestimate');
    await open(page, '/externallistings', 'External listings');
    await expectAccessible(page, '/externallistings');
    expect(errors).toEqual([]);
  }, 240_000);

  it('the operator’s form for reference data is accessible', async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'operator@patchbay.test');
    await open(page, '/addproductcatalogue', 'Add catalogue product');
    await expectAccessible(page, '/addproductcatalogue');
    expect(errors).toEqual([]);
  });
});
