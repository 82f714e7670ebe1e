import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { cartCount } from '../lib/checkout';
import { field, region, toast } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('address book', () => {
  it('a buyer saves addresses in the account area, a wrong zip is refused, and the default fills the checkout; another saved one is picked in one click', async () => {
    const { page, context, errors } = await newPage(browser);
    await storefrontSignIn(page, 'localhost', 'buyer@acme.test');
    await toast(page, 'Login successfully').waitFor();

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Addresses' }).click();
    await page.waitForURL(/\/addresses$/);
    await page.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
    await page.getByText('No shipping addresses yet.').waitFor();
    await expectAccessible(page, 'the empty address book');

    // A Canadian postal code in a US address: refused with the checkout's message, nothing saved.
    await page.getByRole('button', { name: 'Add shipping address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New shipping address' });
    await field(dialog, 'Name of this address').fill('Austin lab');
    await field(dialog, 'Contact number').fill('+1 512 555 0100');
    await field(dialog, 'Street address').fill('500 Congress Ave');
    await field(dialog, 'City').fill('Austin');
    await field(dialog, 'State').click();
    await field(dialog, 'State').fill('Texas');
    await page.getByRole('option', { name: 'Texas', exact: true }).click();
    await field(dialog, 'Zip code').fill('M5H1A');
    await field(dialog, 'Company').fill('Acme Wireless');
    await dialog.getByRole('checkbox', { name: 'Use as my default shipping address' }).check();
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await dialog.getByText('Please enter valid zipcode').waitFor();
    await expectAccessible(page, 'the address form with an error');
    await field(dialog, 'Zip code').fill('78701');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await toast(page, 'Address saved').waitFor();
    const austin = page.getByRole('article', { name: 'Austin lab' });
    await austin.getByText('Default').waitFor();

    await page.getByRole('button', { name: 'Add shipping address' }).click();
    const second = page.getByRole('dialog', { name: 'New shipping address' });
    await field(second, 'Name of this address').fill('Denver warehouse');
    await field(second, 'Company').fill('Acme Wireless');
    await field(second, 'Contact number').fill('+1 303 555 0100');
    await field(second, 'Street address').fill('1600 Blake St');
    await field(second, 'City').fill('Denver');
    await field(second, 'State').click();
    await field(second, 'State').fill('Colorado');
    await page.getByRole('option', { name: 'Colorado', exact: true }).click();
    await field(second, 'Zip code').fill('80202');
    await second.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('article', { name: 'Denver warehouse' }).waitFor();
    // Stored: a reload shows both, the default first.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('article', { name: 'Denver warehouse' }).waitFor();
    expect(await page.getByRole('article').allInnerTexts()).toHaveLength(2);
    await expectAccessible(page, 'the address book');

    // Checkout: the default is filled in; the other is one click away.
    await page.goto(urlFor('localhost', '/products'), { waitUntil: 'networkidle' });
    await page
      .locator('article')
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
    await expect.poll(() => cartCount(page)).toBeGreaterThan(0);
    await page.goto(urlFor('localhost', '/mycart'), { waitUntil: 'networkidle' });
    const ship = region(page, 'Shipping address');
    await expect.poll(() => field(ship, 'Street address').inputValue()).toBe('500 Congress Ave');
    expect(await field(ship, 'Zip code').inputValue()).toBe('78701');
    await ship.getByText('Denver warehouse').click();
    await expect.poll(() => field(ship, 'Street address').inputValue()).toBe('1600 Blake St');
    expect(await field(ship, 'City').inputValue()).toBe('Denver');
    expect(await field(ship, 'Zip code').inputValue()).toBe('80202');

    // Deleted from the book: gone after a reload.
    await page.goto(urlFor('localhost', '/addresses'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Delete Denver warehouse' }).click();
    await expect.poll(() => page.getByRole('article', { name: 'Denver warehouse' }).count()).toBe(0);
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('article', { name: 'Austin lab' }).waitFor();
    expect(await page.getByRole('article', { name: 'Denver warehouse' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
