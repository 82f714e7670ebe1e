import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost } from '../lib/http';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const row = (page: Page, path: string) => page.locator(`tr[data-path="${path}"]`);

// The spec adds categories of its own (the seeded ones stay as they are for the other specs).
describe('the category tree (/categoryView)', () => {
  it('a product specialist sees the tree with counts and no actions', async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'specialist@northwind.test');
    await page.goto(urlFor('admin.localhost', '/categoryView'), { waitUntil: 'networkidle' });
    await expect.poll(() => row(page, '/routers').count(), { timeout: 30_000 }).toBe(1);
    expect(Number(await row(page, '/routers').getByTestId('listing-count').textContent())).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Rename Routers' }).count()).toBe(0);
    expect(await page.getByText('Add a category').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the operator adds, renames, merges, retires and restores; the old address answers 301', async () => {
    const { page, errors } = await newPage(browser);
    await adminSignIn(page, 'operator@patchbay.test');
    await page.goto(urlFor('admin.localhost', '/categoryView'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.title(), { timeout: 30_000 }).toBe('Categories | Admin Portal');
    await expect.poll(() => row(page, '/routers').count(), { timeout: 30_000 }).toBe(1);
    await expectAccessible(page, '/categoryView');

    const suffix = Date.now().toString(36);
    const top = `Racks ${suffix}`;
    await field(page, 'Name').fill(top);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => toast(page, `/racks-${suffix}`).count()).toBe(1);
    for (const sub of ['Open Frame', 'Enclosed']) {
      await field(page, 'Name').fill(sub);
      await page.getByRole('combobox', { name: 'Under', exact: true }).click();
      await page.getByRole('option', { name: `${top}: a sub-category` }).click();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect
        .poll(() => row(page, `/racks-${suffix}/${sub.toLowerCase().replace(' ', '-')}`).count())
        .toBe(1);
    }
    // A taken name is refused with the server's message.
    await field(page, 'Name').fill(top);
    await page.getByRole('combobox', { name: 'Under', exact: true }).click();
    await page.getByRole('option', { name: 'Nothing: a new category' }).click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('A category with this name already exists here').count()).toBe(1);

    // Rename: the new address is live and the old one redirects.
    await page.getByRole('button', { name: `Rename ${top}` }).click();
    await field(page, 'New name').fill(`Cabinets ${suffix}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
    await expect.poll(() => row(page, `/cabinets-${suffix}`).count()).toBe(1);
    const old = await getAsHost('localhost', `/racks-${suffix}/enclosed`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/cabinets-${suffix}/enclosed`);

    // Merge one sub-category into the other: it is gone, its address redirects.
    await page.getByRole('button', { name: 'Merge Open Frame' }).click();
    await page.getByRole('combobox', { name: 'Merge into', exact: true }).click();
    await page.getByRole('option', { name: `Cabinets ${suffix} › Enclosed` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await expect.poll(() => row(page, `/cabinets-${suffix}/open-frame`).count()).toBe(0);
    expect((await getAsHost('localhost', `/cabinets-${suffix}/open-frame`)).headers.location).toBe(
      `/cabinets-${suffix}/enclosed`,
    );

    // Retire: marked here, gone from the storefront's navigation; restore brings it back.
    await page.getByRole('button', { name: `Retire Cabinets ${suffix}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retire' }).click();
    await expect.poll(() => row(page, `/cabinets-${suffix}`).getByText('Retired').count()).toBe(1);
    const nav = async () =>
      (JSON.parse((await getAsHost('localhost', '/api/categories')).body).items as { slug: string }[]).map(
        (c) => c.slug,
      );
    expect(await nav()).not.toContain(`cabinets-${suffix}`);
    await expectAccessible(page, '/categoryView with a retired category');
    await page.getByRole('button', { name: `Restore Cabinets ${suffix}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => row(page, `/cabinets-${suffix}`).getByText('Retired').count()).toBe(0);
    expect(await nav()).toContain(`cabinets-${suffix}`);
    expect(errors).toEqual([]);
  });
});
