import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { adminToken, getAsHost, requestAsHost } from '../lib/http';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Row {
  productId: string;
  listingId: string;
  oemPartNumber: string;
  displayName: string;
}

/** Whether Cobalt's storefront search finds the listing. */
const onCobalt = async (row: Row) => {
  const res = await getAsHost(
    'cobalt.localhost',
    `/api/listings?q=${encodeURIComponent(row.oemPartNumber)}&pageSize=100`,
  );
  return (JSON.parse(res.body).items as { id: string }[]).some((item) => item.id === row.listingId);
};

describe('shared listings (/relistingrequests, Shared listings)', () => {
  it('Northwind offers a listing to Cobalt; Cobalt approves (visible in its search), Northwind withdraws (gone)', async () => {
    // A Northwind listing that Cobalt's storefront does not show yet.
    const token = await adminToken('admin@northwind.test');
    const list = await getAsHost('admin.localhost', '/api/admin/products?pageSize=50', {
      authorization: `Bearer ${token}`,
    });
    let listing: Row | undefined;
    for (const row of JSON.parse(list.body).items as Row[]) {
      if (!(await onCobalt(row))) {
        listing = row;
        break;
      }
    }
    expect(listing).toBeDefined();
    const row = listing!;

    const northwind = await newPage(browser);
    await adminSignIn(northwind.page, 'admin@northwind.test');
    await northwind.page.goto(urlFor('admin.localhost', '/relistingrequests'), { waitUntil: 'networkidle' });
    await northwind.page.getByRole('tab', { name: 'Shared listings' }).click();
    await field(northwind.page, 'Find your listing').fill(row.oemPartNumber);
    await northwind.page.getByRole('combobox', { name: 'Listing', exact: true }).click();
    await northwind.page
      .getByRole('option', { name: new RegExp(row.oemPartNumber.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await northwind.page.getByRole('combobox', { name: 'Storefront of', exact: true }).click();
    await northwind.page.getByRole('option', { name: /^Cobalt/ }).click();
    await expectAccessible(northwind.page, '/relistingrequests (Shared listings)');
    await northwind.page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => toast(northwind.page, 'Shared listing request sent').count()).toBe(1);
    const mine = northwind.page
      .getByTestId('shared-listing-request-row')
      .filter({ hasText: row.oemPartNumber });
    await expect.poll(() => mine.first().textContent()).toContain('Not shown there');
    expect(await onCobalt(row)).toBe(false);

    // Cobalt's admin approves: the listing is in Cobalt's storefront search at once.
    const cobalt = await newPage(browser);
    await adminSignIn(cobalt.page, 'admin@cobalt.test');
    await cobalt.page.goto(urlFor('admin.localhost', '/relistingrequests'), { waitUntil: 'networkidle' });
    await cobalt.page.getByRole('tab', { name: 'Shared listings' }).click();
    const received = cobalt.page
      .getByTestId('shared-listing-request-row')
      .filter({ hasText: row.oemPartNumber });
    await expect.poll(() => received.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await received.first().getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => received.first().textContent()).toContain('Shown there');
    await expect.poll(() => onCobalt(row)).toBe(true);

    // Northwind withdraws: gone from Cobalt's search.
    await northwind.page.reload({ waitUntil: 'networkidle' });
    await northwind.page.getByRole('tab', { name: 'Shared listings' }).click();
    await expect.poll(() => mine.first().textContent()).toContain('Shown there');
    await mine.first().getByRole('button', { name: 'Withdraw' }).click();
    await expect.poll(() => mine.first().textContent()).toContain('Not shown there');
    await expect.poll(() => onCobalt(row)).toBe(false);
    expect(northwind.errors).toEqual([]);
    expect(cobalt.errors).toEqual([]);
  });

  it('from the product form: choosing Cobalt sends a request (pending beside it); once approved, removing Cobalt withdraws it', async () => {
    // A product of its own, valid by the form's rules (some seeded rows are not: the form would
    // stop at their missing seller part number), listed by Northwind only.
    const token = await adminToken('admin@northwind.test');
    const auth = { authorization: `Bearer ${token}` };
    const options = JSON.parse(
      (await getAsHost('admin.localhost', '/api/admin/product-options', auth)).body,
    ) as {
      categories: { id: string; subCategories: { id: string }[] }[];
    };
    const category = options.categories.find((c) => c.subCategories.length > 0)!;
    const suffix = Date.now().toString(36).toUpperCase();
    const created = await requestAsHost('admin.localhost', 'POST', '/api/admin/products', {
      headers: auth,
      body: {
        name: `Shared form switch ${suffix}`,
        displayName: `Shared form switch ${suffix}`,
        description: 'A switch offered to another storefront from the product form',
        category: category.id,
        subCategory: category.subCategories[0]!.id,
        minPrice: '100',
        maxPrice: '500',
        price: '250',
        totalPrice: '250',
        minQuantity: 1,
        quantityMultiple: 1,
        numAvailable: 4,
        condition: 'New',
        minShippingEstimate: 1,
        maxShippingEstimate: 3,
        oemName: 'Cisco',
        oemModelName: 'Catalyst',
        oemPartNumber: `SHF-${suffix}`,
        sellerPartNumber: `NW-SHF-${suffix}`,
        sellerInternalLocation: 'Shelf S1',
        arrivalDate: '2026-03-01',
        productType: 'Switch',
      },
    });
    expect(created.status, created.body).toBe(201);
    const product = JSON.parse(created.body).product as { id: string; listingId: string };
    const row: Row = {
      productId: product.id,
      listingId: product.listingId,
      oemPartNumber: `SHF-${suffix}`,
      displayName: `Shared form switch ${suffix}`,
    };
    expect(await onCobalt(row)).toBe(false);
    const northwind = await newPage(browser);
    await adminSignIn(northwind.page, 'admin@northwind.test');
    const page = northwind.page;
    const openForm = async () => {
      await page.goto(urlFor('admin.localhost', `/product/edit/${row.productId}`), {
        waitUntil: 'networkidle',
      });
      await expect.poll(() => page.getByRole('heading', { name: 'Edit product' }).count()).toBe(1);
    };
    const shareField = () => page.getByRole('combobox', { name: 'Also offer on the storefronts of' });
    const statusOf = () =>
      page.getByLabel('Shared-listing requests').getByText(/^(pending|approved|declined|withdrawn)$/);
    const save = async () => {
      await page.getByRole('button', { name: 'Save product' }).click();
      const any = page.locator('.mantine-Notification-root');
      await expect.poll(() => any.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await any.first().textContent()).toContain('Product saved successfully');
    };

    await openForm();
    await shareField().click();
    await page.getByRole('option', { name: 'Cobalt Telecom' }).click();
    await page.keyboard.press('Escape');
    await save();
    await expect.poll(() => statusOf().first().textContent(), { timeout: 15_000 }).toBe('pending');
    expect(await onCobalt(row)).toBe(false);

    // Cobalt approves (its requests screen is covered above): the listing is in its search.
    const cobaltToken = await adminToken('admin@cobalt.test');
    const received = await getAsHost('admin.localhost', '/api/admin/shared-listing-requests?side=received', {
      authorization: `Bearer ${cobaltToken}`,
    });
    const request = (
      JSON.parse(received.body).items as { id: string; status: string; listing: { id: string } }[]
    ).find((r) => r.listing.id === row.listingId && r.status === 'pending');
    expect(request).toBeDefined();
    const approved = await requestAsHost(
      'admin.localhost',
      'POST',
      `/api/admin/shared-listing-requests/${request!.id}/decision`,
      { body: { decision: 'approve' }, headers: { authorization: `Bearer ${cobaltToken}` } },
    );
    expect(approved.status).toBe(200);
    await expect.poll(() => onCobalt(row)).toBe(true);

    await openForm();
    await expect.poll(() => statusOf().first().textContent()).toBe('approved');
    await expectAccessible(page, '/product/edit (shared with)');
    await shareField().click();
    // Picking a chosen option again takes it off the list.
    await page.getByRole('option', { name: 'Cobalt Telecom' }).click();
    await page.keyboard.press('Escape');
    await save();
    await expect.poll(() => statusOf().first().textContent(), { timeout: 15_000 }).toBe('withdrawn');
    await expect.poll(() => onCobalt(row)).toBe(false);
    expect(northwind.errors).toEqual([]);
  });
});
