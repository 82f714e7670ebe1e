import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost } from '../lib/http';
import { field, toast } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Card {
  id: string;
  oemPartNumber: string;
  purchasable: boolean;
  numAvailable: number;
}

/** A part number of the marketplace that can be bought now, and a quantity its listing takes. */
async function buyablePartNumber(): Promise<{ partNumber: string; quantity: number }> {
  const search = JSON.parse(
    (await getAsHost('localhost', '/api/listings?pageSize=40&sort=inventory_desc')).body,
  );
  for (const card of search.items as Card[]) {
    if (!card.purchasable) continue;
    const detail = JSON.parse((await getAsHost('localhost', `/api/listings/${card.id}`)).body);
    if (detail.minQuantity <= card.numAvailable)
      return { partNumber: card.oemPartNumber, quantity: detail.minQuantity };
  }
  throw new Error('no purchasable listing on the marketplace');
}

describe('quick order', () => {
  it('a buyer pastes two lines, one unknown, adds the match to the cart, and the cart shows the line', async () => {
    const { partNumber, quantity } = await buyablePartNumber();
    const { page, context, errors } = await newPage(browser);
    await storefrontSignIn(page, 'localhost', 'buyer@harbor.test');
    await toast(page, 'Login successfully').waitFor();

    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Quick order' }).click();
    await page.waitForURL(/\/quickorder$/);
    await page.getByRole('heading', { level: 1, name: 'Quick order' }).waitFor();
    // The account menu closes with a transition: checked once it is gone.
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expectAccessible(page, 'the empty quick order');

    // Lower case: part numbers match whatever their letter case.
    await field(page, 'Part numbers and quantities').fill(
      `${partNumber.toLowerCase()}, ${quantity}\nNO-SUCH-PART-4711; 2`,
    );
    await page.getByRole('button', { name: 'Find part numbers' }).click();
    await page.getByRole('heading', { name: '1 of 2 lines can be added' }).waitFor();
    const found = page.getByRole('listitem', { name: `Line 1: ${partNumber.toLowerCase()}` });
    await found.getByText('Found', { exact: true }).waitFor();
    expect(await found.innerText()).toContain('sold by');
    const unknown = page.getByRole('listitem', { name: 'Line 2: NO-SUCH-PART-4711' });
    await unknown.getByText('No listing with this part number on this store').waitFor();
    await expectAccessible(page, 'quick order results');

    await page.getByRole('button', { name: 'Add all to cart' }).click();
    const result = page.getByRole('status').filter({ hasText: '1 line added to your cart' });
    await result.waitFor();
    await expectAccessible(page, 'quick order added');
    await result.getByRole('link', { name: 'Review cart' }).click();
    await page.waitForURL(/\/reviewcart$/);
    await page.getByRole('heading', { level: 1, name: 'Review your cart' }).waitFor();
    await expect
      .poll(async () => (await page.locator('main').innerText()).toLowerCase())
      .toContain(partNumber.toLowerCase());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor who is not signed in is sent away from it, as from every screen that needs login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('localhost', '/quickorder'), { waitUntil: 'networkidle' });
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
