import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { requestAsHost } from '../lib/http';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 1x1 PNG: the storefront uploads it as the reseller certificate. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('reseller certificate review in the admin portal', () => {
  const email = `reseller-${Date.now()}@example.com`;

  it('a buyer registers with a certificate; Northwind’s admin sees it pending, views it and approves it; Cobalt’s admin never sees it', async () => {
    const buyer = await newPage(browser);
    await buyer.page.goto(urlFor('northwind.localhost', '/auth'), { waitUntil: 'networkidle' });
    await buyer.page.getByRole('tab', { name: 'Register' }).click();
    await field(buyer.page, 'First name').fill('Rita');
    await field(buyer.page, 'Last name').fill('Reseller');
    await field(buyer.page, 'Company').fill('Resale Networks');
    await field(buyer.page, 'Email').fill(email);
    await field(buyer.page, 'Phone').fill('+1 555-010-3000');
    await field(buyer.page, 'Password').fill('secret12');
    await field(buyer.page, 'Confirm password').fill('secret12');
    await buyer.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
    await buyer.page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => toast(buyer.page, 'Signup successfully').count()).toBeGreaterThan(0);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    // Another seller's admin: the screen works, and shows nothing of Northwind's buyers.
    const cobalt = await newPage(browser);
    await adminSignIn(cobalt.page, 'admin@cobalt.test');
    await cobalt.page.goto(urlFor('admin.localhost', '/resellercertificates'), { waitUntil: 'networkidle' });
    await expect.poll(() => cobalt.page.getByTestId('reseller-certificates-empty').count()).toBe(1);
    expect(await cobalt.page.getByText(email).count()).toBe(0);
    await cobalt.context.close();

    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Reseller certificates' })
      .click();
    await page.waitForURL(/\/resellercertificates$/);
    await expect.poll(() => page.title()).toBe('ResellerCertificates | Admin Portal');
    const row = page.getByTestId('reseller-certificate-row').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Resale Networks');
    expect(await row.textContent()).toContain('Northwind Networks');

    // The certificate opens: the image the buyer uploaded, re-encoded as PNG.
    const href = await row.getByRole('link', { name: /View certificate/ }).getAttribute('href');
    expect(href).toMatch(/^\/uploads\/certificates\/[0-9a-f-]{36}\.png$/);
    const image = await requestAsHost('admin.localhost', 'GET', href!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    await row.getByRole('button', { name: 'Approve the certificate of Rita Reseller' }).click();
    await expect
      .poll(() => toast(page, 'Reseller certificate approved successfully').count())
      .toBeGreaterThan(0);
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => page.getByTestId('reseller-certificates-empty').count()).toBe(1);

    // The decision is stored: after a reload the certificate is no longer waiting.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByTestId('reseller-certificates-empty').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
