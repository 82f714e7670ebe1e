import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost } from '../lib/http';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Card {
  id: string;
  path: string;
  oemPartNumber: string;
  offerCount: number;
  lowestPrice: string | null;
}

/** A marketplace listing whose product several listings offer, at least two of them buyable. */
async function productWithOffers() {
  const search = JSON.parse((await getAsHost('localhost', '/api/listings?pageSize=100')).body);
  for (const card of search.items as Card[]) {
    if (card.offerCount < 2) continue;
    const detail = JSON.parse((await getAsHost('localhost', `/api/listings/${card.id}`)).body);
    const buyable = detail.offers.filter(
      (o: { purchasable: boolean; price: string | null }) => o.purchasable && o.price,
    );
    if (buyable.length >= 2) return { card, detail };
  }
  throw new Error('no product with two buyable offers on the marketplace');
}

describe('compare sellers', () => {
  it('a card says "N offers from"; the product page compares them and adds another seller\'s offer to the cart', async () => {
    const { card, detail } = await productWithOffers();
    const { page, context, errors } = await newPage(browser);
    await page.goto(urlFor('localhost', `/products?q=${encodeURIComponent(card.oemPartNumber)}`), {
      waitUntil: 'networkidle',
    });
    const offersLink = page
      .getByRole('link', { name: new RegExp(`^${card.offerCount} offers from \\$`) })
      .first();
    await offersLink.waitFor();
    await expectAccessible(page, 'search results with offer counts');
    await offersLink.click();
    await page.waitForURL((url) => url.pathname.includes('/dp/'));

    const section = page.getByRole('region', { name: 'Compare sellers' });
    await section.waitFor();
    const rows = section.getByRole('row');
    // A header row and one row per offer.
    await expect.poll(() => rows.count()).toBe(detail.offers.length + 1);
    await expectAccessible(page, 'the product page comparing sellers');

    const other = detail.offers.find(
      (o: { current: boolean; purchasable: boolean; price: string | null }) =>
        o.purchasable && o.price !== null,
    );
    const row = section.getByRole('row').filter({ hasText: other.seller.name }).first();
    await row.getByRole('button', { name: /^Add to cart: / }).click();
    const cart = page.getByRole('dialog', { name: 'Your cart' });
    await cart.waitFor();
    await cart.getByText(other.seller.name).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
