import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { expectNewMail, mailsTo } from '../lib/mail';
import { cents, dollars, usd } from '../lib/money';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The demo seed (apps/server/src/db/seed/activity.ts): buyer@acme.test (Acme Wireless) made a
// pending offer on a Northwind Networks listing a few hours ago.
const BUYER_EMAIL = 'buyer@acme.test';
const dialog = (page: Page) => page.getByRole('dialog');

describe('offers in the admin portal', () => {
  it('a seller counters a received offer; the buyer is mailed', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/offerreceivedforadmin'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toBe('OfferReceived | Admin Portal');

    // The filter offers 'in negotiation' (the build flag is not set): the buyer's offer waits on us.
    await page.getByLabel('Status').selectOption({ label: 'In negotiation' });
    await page.waitForURL(/status=in\+negotiation/);
    const offer = page.getByTestId('offer').filter({ hasText: 'Acme Wireless' }).first();
    await expect.poll(() => offer.count()).toBe(1);
    const item = offer.getByTestId('offer-item').first();
    expect(await item.getByTestId('offer-item-status').textContent()).toBe('In negotiation');
    expect(await item.textContent()).toContain('0 of 5');
    const offered = cents((await item.getByTestId('standing-proposal').textContent()) ?? '');

    await item.getByRole('button', { name: 'Counter' }).click();
    const form = dialog(page);
    const listPrice = cents((await form.getByText(/^At most /).textContent()) ?? '');
    expect(listPrice).toBeGreaterThan(offered);

    // Above the listing price: refused before it is sent, with the server's message.
    await field(form, 'Unit price').fill(dollars(listPrice + 1));
    await form.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect
      .poll(() => form.getByText('A counter-offer cannot be above the listing price').count())
      .toBe(1);

    // Halfway between the buyer's offer and the listing price.
    const counter = Math.floor((offered + listPrice) / 2);
    const before = mailsTo(BUYER_EMAIL);
    await field(form, 'Unit price').fill(dollars(counter));
    await form.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect
      .poll(() => toast(page, 'Counter-offer sent').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    // Our counter now stands: the offer leaves 'in negotiation' for us and shows as countered.
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    const countered = page
      .getByTestId('offer')
      .filter({ hasText: 'Acme Wireless' })
      .first()
      .getByTestId('offer-item')
      .first();
    await expect.poll(() => countered.getByTestId('offer-item-status').textContent()).toBe('Countered');
    expect(await countered.textContent()).toContain('1 of 5');
    expect(await countered.textContent()).toContain('Your counter-offer');
    expect(cents((await countered.getByTestId('standing-proposal').textContent()) ?? '')).toBe(counter);
    // The seller's turn is over: no Counter or Accept until the buyer answers.
    expect(await countered.getByRole('button', { name: 'Counter' }).count()).toBe(0);

    await countered.getByRole('button', { name: /Proposals/ }).click();
    await expect.poll(() => countered.getByText(/Seller \(you\) countered with/).count()).toBe(1);

    // The buyer is mailed the counter-offer (through the outbox), with its unit price.
    await expectNewMail(BUYER_EMAIL, before, 'offer-countered', [usd(counter)]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
