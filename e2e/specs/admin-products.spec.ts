import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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

// A part number no seeded product has, new on every run.
const PART = `PB-E2E-${Date.now().toString(36).toUpperCase()}`;

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('the seller catalogue in the admin portal', () => {
  it('a productSpecialist creates a product with two images and tiers; buyers find it by part number', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'specialist@northwind.test');
    await page.goto(urlFor('admin.localhost', '/product/new'), { waitUntil: 'networkidle' });

    // An empty form: the SPEC messages, nothing sent.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect.poll(() => page.getByText('Please enter part number').count()).toBeGreaterThan(0);

    await field(page, 'Name').fill('Edge router for e2e');
    await field(page, 'Display name').fill(`Cisco ${PART}`);
    await field(page, 'OEM name').fill('Cisco');
    await field(page, 'Model').fill('ASR 920');
    await field(page, 'Part number').fill(PART);
    await field(page, 'Seller part number').fill(`NW-${PART}`);
    await field(page, 'Seller internal location').fill('Aisle 4');
    await field(page, 'Product type').fill('Router');
    await choose(page, 'Category', 'Routers');
    await choose(page, 'Sub-category', 'Edge');
    await field(page, 'Description').fill('A compact edge router, tested.');
    await field(page, 'Minimum price').fill('100');
    await field(page, 'Maximum price').fill('900');
    await field(page, 'Selling price').fill('1000');
    await field(page, 'Total price').fill('5000');
    await choose(page, 'Condition', 'Refurbished');
    await field(page, 'Arrival date').fill('2026-12-01');
    await field(page, 'Number available').fill('7');
    await page.getByRole('button', { name: 'Add tier' }).click();
    await page.getByRole('button', { name: 'Add tier' }).click();
    const tier = (n: number) => page.getByRole('group', { name: `Tier ${n}` });
    await tier(1).getByLabel('From quantity').fill('5');
    await tier(1).getByLabel('To quantity').fill('9');
    await tier(1).getByLabel('Unit price').fill('480');
    await tier(2).getByLabel('From quantity').fill('10');
    await tier(2).getByLabel('Unit price').fill('450');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await png('#0b7285') },
        { name: 'back.png', mimeType: 'image/png', buffer: await png('#e8590c') },
      ]);

    // The price is outside the range: the SPEC message, and the live preview shows what is typed.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect
      .poll(() =>
        page.getByText('Sale price should be between minimum and maximum price of the product').count(),
      )
      .toBeGreaterThan(0);
    await expect
      .poll(() => page.getByLabel('Product card preview').getByText(`Cisco ${PART}`).count())
      .toBeGreaterThan(0);

    await field(page, 'Selling price').fill('500');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.waitForURL(/\/product\/edit\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    await expect.poll(() => toast(page, 'Product saved successfully').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('img', { name: /^Image [12]$/ }).count(), { timeout: 30_000 })
      .toBe(2);

    // The storefront finds it by part number, with or without the dashes: its card links to the
    // product's page, whose path carries the part number (the card's title is the product's name).
    const shop = await context.newPage();
    for (const q of [PART, PART.replaceAll('-', '').toLowerCase()]) {
      await shop.goto(urlFor('localhost', `/products?q=${encodeURIComponent(q)}`), {
        waitUntil: 'networkidle',
      });
      await expect
        .poll(() => shop.locator(`a[href*="${PART}"]`).count(), {
          timeout: 30_000,
          message: `search for ${q}`,
        })
        .toBeGreaterThan(0);
    }
    await context.close();
  }, 180_000);

  it('a bulk price change: selected rows go up 10 % and the storefront shows the new price', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/myproducts'), { waitUntil: 'networkidle' });
    await field(page, 'Search').fill(PART);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const price = page.getByLabel(`Price of Cisco ${PART}`);
    await expect.poll(() => price.inputValue(), { timeout: 30_000 }).toBe('500.0000');
    await page
      .getByRole('row', { name: new RegExp(PART) })
      .getByRole('checkbox')
      .check();
    await page.getByRole('textbox', { name: 'Change price by' }).fill('10');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await expect.poll(() => toast(page, '1 prices changed').count()).toBeGreaterThan(0);
    await expect.poll(() => price.inputValue()).toBe('550.0000');

    const shop = await context.newPage();
    await shop.goto(urlFor('localhost', `/products?q=${encodeURIComponent(PART)}`), {
      waitUntil: 'networkidle',
    });
    // Only the new product matches its part number: its card shows the new price.
    await expect
      .poll(() => shop.locator(`a[href*="${PART}"]`).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => shop.getByText('$550.00').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await context.close();
  }, 120_000);
});
