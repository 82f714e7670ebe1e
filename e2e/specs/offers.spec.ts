import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import {
  cartCount,
  chooseShipping,
  fillCard,
  fillGuestDetails,
  fillShippingAddress,
  type Person,
} from '../lib/checkout';
import { adminToken, getAsHost, requestAsHost } from '../lib/http';
import { expectNewMail, mailFiles } from '../lib/mail';
import { cents, centsOfDecimal, dollars, isWholeCents, usd } from '../lib/money';
import { field, region, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HOST = 'northwind.localhost';
const SELLER = 'Northwind Networks';
// The demo seed gives Northwind Networks this organization address: its offer and order mail go there.
const SELLER_EMAIL = 'orders@northwind.test';

interface ListingCard {
  id: string;
  price: string | null;
  numAvailable: number;
  canMakeOffer: boolean;
  sellerName: string;
}

interface ListingDetail extends ListingCard {
  path: string;
  displayName: string;
  minQuantity: number;
  quantityMultiple: number;
}

/** A Northwind listing on its storefront that takes offers, with a price of $100 or more, bought one by one. */
async function offerableListing(): Promise<ListingDetail & { price: string }> {
  const search = JSON.parse(
    (await getAsHost(HOST, '/api/listings?pageSize=50&sort=price_asc&inStock=true')).body,
  ) as { items: ListingCard[] };
  for (const card of search.items) {
    if (!card.canMakeOffer || card.sellerName !== SELLER || card.numAvailable < 5) continue;
    if (card.price === null || !isWholeCents(card.price) || centsOfDecimal(card.price) < 10_000) continue;
    const detail = JSON.parse((await getAsHost(HOST, `/api/listings/${card.id}`)).body) as ListingDetail;
    if (detail.price !== null && detail.minQuantity === 1 && detail.quantityMultiple === 1) {
      return { ...detail, price: detail.price };
    }
  }
  throw new Error('the demo data has no Northwind listing that fits');
}

describe('offers', () => {
  it('a guest offers on a product page, the seller counters in the admin portal, the guest accepts from the mail and buys at the agreed price; the mails go out', async () => {
    const listing = await offerableListing();
    const listPrice = centsOfDecimal(listing.price);
    const quantity = 2;
    // Whole cents, below the listing price: the guest offers 80 %, the seller counters at 90 %.
    const offered = Math.floor((listPrice * 8) / 10);
    const countered = Math.floor((listPrice * 9) / 10);
    const guest: Person = {
      firstName: 'Owen',
      lastName: 'Reyes',
      email: `owen.${Date.now()}@prairie-telecom.example`,
      company: 'Prairie Telecom',
    };
    const mailsBefore = mailFiles();

    // The guest offers from the product page.
    const buyer = await newPage(browser);
    const { page } = buyer;
    await page.goto(urlFor(HOST, listing.path), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const offerForm = page.getByRole('dialog', { name: 'Make an offer' });
    await offerForm.getByLabel('Your price per unit (USD)').fill(dollars(offered));
    await offerForm.getByLabel('Quantity').fill(String(quantity));
    await offerForm.getByText(`Offer total: ${usd(offered * quantity)}`).waitFor();
    await offerForm.getByRole('button', { name: 'Add to offer' }).click();
    await page.getByRole('link', { name: /My offer, 1 item/ }).waitFor();
    await offerForm.getByRole('link', { name: 'Review and send offer' }).click();

    // /myoffer: grouped by seller, the guest's contact details, send.
    await page.waitForURL((url) => url.pathname === '/myoffer');
    await expect.poll(() => page.title()).toContain('Make an Offer');
    await region(page, `Offer to ${SELLER}`).waitFor();
    await page.getByRole('button', { name: 'Send offer' }).click();
    await page.getByText('Please enter first name').waitFor();
    const contact = region(page, 'Your contact details');
    await contact.getByLabel('First name').fill(guest.firstName);
    await contact.getByLabel('Last name').fill(guest.lastName);
    await contact.getByLabel('Email').fill(guest.email);
    await contact.getByLabel('Company name').fill(guest.company);
    await page.getByRole('button', { name: 'Send offer' }).click();
    await page.getByText('Offer sent').waitFor();
    await page.getByRole('link', { name: `Offer to ${SELLER} (${usd(offered * quantity)})` }).click();
    await page.waitForURL(/\/offerdetails\//);
    await page.getByText('Your proposal').waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    const offerId = new URL(page.url()).pathname.split('/').pop()!;

    // The seller finds the offer in the admin portal and counters it there.
    const seller = await newPage(browser);
    await adminSignIn(seller.page, 'admin@northwind.test');
    await seller.page.goto(urlFor('admin.localhost', '/offerreceivedforadmin'), { waitUntil: 'networkidle' });
    await expect.poll(() => seller.page.title()).toBe('OfferReceived | Admin Portal');
    await seller.page.getByLabel('Search').fill(guest.email);
    await seller.page.waitForURL((url) => url.searchParams.get('q') === guest.email);
    const received = seller.page.getByTestId('offer').filter({ hasText: guest.email });
    await expect.poll(() => seller.page.getByTestId('offer').count()).toBe(1);
    await expect.poll(() => received.count()).toBe(1);
    expect(await received.innerText()).toContain(`From ${guest.company}`);
    const item = received.getByTestId('offer-item');
    expect(await item.getByTestId('offer-item-status').textContent()).toBe('In negotiation');
    expect(cents((await item.getByTestId('standing-proposal').textContent()) ?? '')).toBe(offered);

    await item.getByRole('button', { name: 'Counter' }).click();
    const counterForm = seller.page.getByRole('dialog', { name: 'Counter-offer' });
    expect(cents((await counterForm.getByText(/^At most /).textContent()) ?? '')).toBe(listPrice);
    await field(counterForm, 'Unit price').fill(dollars(countered));
    await counterForm.getByRole('button', { name: 'Send counter-offer' }).click();
    await toast(seller.page, 'Counter-offer sent').waitFor();
    await expect.poll(() => item.getByTestId('offer-item-status').textContent()).toBe('Countered');
    expect(cents((await item.getByTestId('standing-proposal').textContent()) ?? '')).toBe(countered);
    expect(await item.getByRole('button', { name: 'Counter' }).count()).toBe(0);

    // The guest opens the offer by the link in the counter-offer mail, in the same browser.
    const counterMail = await expectNewMail(guest.email, mailsBefore, 'offer-countered', [usd(countered)]);
    const link = /https?:\/\/\S+\/offerdetails\/\S+/.exec(counterMail.text)?.[0] ?? '';
    expect(link).toContain(`/offerdetails/${offerId}?from=buyer&token=`);
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText("Seller's counter-offer").waitFor();
    expect(await page.getByText('In negotiation').count()).toBeGreaterThan(0);
    expect(await page.getByText(`The seller countered with ${usd(countered)} × ${quantity}`).count()).toBe(1);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Accept this offer' })
      .getByRole('button', { name: 'Accept', exact: true })
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: 'The item is in your cart at the agreed price' })
      .waitFor();
    expect(await page.getByText('Agreed', { exact: true }).count()).toBe(1);
    // The header counts the line at once, without reloading the page.
    await expect.poll(() => cartCount(page)).toBe(1);

    // The cart holds the item at the agreed price, the quantity fixed.
    await page.getByRole('link', { name: 'Go to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/mycart');
    const order = region(page, `From ${SELLER}`);
    const line = order.getByRole('listitem').filter({ hasText: listing.displayName });
    await line.waitFor();
    const lineText = await line.innerText();
    expect(lineText).toContain(`${usd(countered)} each`);
    expect(lineText).toContain('Accepted offer price');
    expect(lineText).toMatch(new RegExp(`Quantity\\s+${quantity}\\b`));
    expect(lineText).toContain(usd(countered * quantity));
    expect(await line.getByLabel(/Quantity/).count()).toBe(0);

    // The normal checkout, with the test card.
    await fillGuestDetails(page, guest);
    await expect.poll(() => field(region(page, 'Shipping address'), 'Email').inputValue()).toBe(guest.email);
    await fillShippingAddress(page);
    await chooseShipping(page);
    await fillCard(page, { number: '4111 1111 1111 1111', name: 'Owen Reyes' });
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you: your order was placed' }).waitFor();
    const placed = page.getByRole('article', { name: new RegExp(` from ${SELLER}$`) });
    const placedText = await placed.innerText();
    expect(placedText).toMatch(/\bpaid\b/i);
    const orderNumber = /Order #(\d+)/.exec(placedText)?.[1] ?? '';
    const total = /Order total\s+(\$[\d,]+\.\d{2})/.exec(placedText)?.[1] ?? '';
    expect(cents(total)).toBeGreaterThanOrEqual(countered * quantity);
    await expect.poll(() => cartCount(page)).toBe(0);

    // The order: its line at the counter price, the total as placed.
    await placed.getByRole('link', { name: `View order #${orderNumber}` }).click();
    await page.waitForURL(/\/orderdetails\//);
    await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
    const row = page
      .getByRole('table', { name: 'Items of the order' })
      .getByRole('row')
      .filter({ hasText: listing.displayName });
    const [itemCell, quantityCell, priceCell, lineTotalCell] = await row.getByRole('cell').allInnerTexts();
    expect(itemCell).toContain('accepted offer price');
    expect(quantityCell).toBe(String(quantity));
    expect(cents(priceCell ?? '')).toBe(countered);
    expect(cents(lineTotalCell ?? '')).toBe(countered * quantity);
    expect(await page.getByRole('table', { name: 'Amounts of the order' }).innerText()).toContain(total);

    // The thread says it was bought, and links the order.
    await page.goto(link, { waitUntil: 'networkidle' });
    await page.getByText('Bought in an order.').waitFor();
    expect(await page.getByRole('link', { name: 'View order' }).count()).toBe(1);

    // The mails (through the outbox): the offer to the seller and a copy to the guest, the counter
    // to the guest, the acceptance to the seller, the order summary to both with its total.
    const offeredPrice = usd(offered);
    const counterPrice = usd(countered);
    await expectNewMail(SELLER_EMAIL, mailsBefore, 'offer-made', [
      `/offerdetails/${offerId}?from=seller`,
      offeredPrice,
    ]);
    await expectNewMail(guest.email, mailsBefore, 'offer-made', [
      `/offerdetails/${offerId}?from=buyer`,
      offeredPrice,
    ]);
    await expectNewMail(SELLER_EMAIL, mailsBefore, 'offer-accepted', [
      `/offerdetails/${offerId}?from=seller`,
      counterPrice,
    ]);
    await expectNewMail(guest.email, mailsBefore, 'order-summary-buyer', [
      `Your order #${orderNumber} with ${SELLER}: ${total}`,
      `x ${quantity} at ${counterPrice} = ${usd(countered * quantity)}`,
    ]);
    await expectNewMail(SELLER_EMAIL, mailsBefore, 'order-summary-seller', [
      `New order #${orderNumber} from ${guest.firstName} ${guest.lastName}: ${total}`,
    ]);

    expect([...buyer.errors, ...seller.errors]).toEqual([]);
    await buyer.context.close();
    await seller.context.close();
  });

  it('an offer link without access shows sign in, not the offer', async () => {
    const { context, page } = await newPage(browser);
    const token = await adminToken('operator@patchbay.test');
    const seeded = JSON.parse(
      (
        await requestAsHost('admin.localhost', 'GET', '/api/admin/offers?box=received', {
          headers: { authorization: `Bearer ${token}` },
        })
      ).body,
    );
    const other = seeded.items[0];
    await page.goto(urlFor(HOST, `/offerdetails/${other.id}?from=seller&org=${other.seller.id}`), {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { name: 'Sign in to see this offer' }).waitFor();
    expect(await page.getByText(other.buyer.email).count()).toBe(0);
    await context.close();
  });
});
