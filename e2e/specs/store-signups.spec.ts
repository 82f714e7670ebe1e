import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { expectNewMail, mailsTo } from '../lib/mail';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('opening a store', () => {
  it('a visitor signs up for a store, the operator turns it into a working storefront, its admin is invited', async () => {
    const suffix = Date.now().toString(36);
    const company = `Harbor ${suffix}`;
    const email = `lena.${suffix}@harbor.example`;
    const operatorMailsBefore = mailsTo('operator@patchbay.test');

    const visitor = await newPage(browser);
    await visitor.page.goto(urlFor('localhost', '/openyourstore'), { waitUntil: 'networkidle' });
    await visitor.page.getByRole('heading', { level: 1, name: 'Open your store' }).waitFor();
    await expectAccessible(visitor.page, '/openyourstore');
    // Bad input: the SPEC messages under the fields, nothing sent.
    await field(visitor.page, 'Email').fill('not-an-email');
    await visitor.page.getByRole('button', { name: 'Open your store' }).click();
    await visitor.page.getByText('Please enter first name').waitFor();
    await visitor.page.getByText('Please enter valid email').waitFor();

    await visitor.page.getByRole('radio', { name: /^Growth/ }).check();
    await field(visitor.page, 'First name').fill('Lena');
    await field(visitor.page, 'Last name').fill('Okafor');
    await field(visitor.page, 'Company name').fill(company);
    await field(visitor.page, 'Email').fill(email);
    await visitor.page.getByRole('button', { name: 'Open your store' }).click();
    await visitor.page
      .getByRole('status')
      .filter({ hasText: 'Thank you: we will e-mail you as soon as your store is open.' })
      .waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    await expectNewMail('operator@patchbay.test', operatorMailsBefore, 'store-signup-operator', [
      `New store sign-up: ${company} (Growth)`,
    ]);

    const operator = await newPage(browser);
    await adminSignIn(operator.page, 'operator@patchbay.test');
    await operator.page.goto(urlFor('admin.localhost', '/storesignups'), { waitUntil: 'networkidle' });
    const row = operator.page.getByTestId('store-signup-row').filter({ hasText: company });
    await expect.poll(() => row.count()).toBe(1);
    await expectAccessible(operator.page, '/storesignups');
    await row.getByRole('button', { name: `Open store for ${company}` }).click();
    await expect
      .poll(() => toast(operator.page, 'The store is open: its company admin was invited by e-mail').count())
      .toBeGreaterThan(0);
    const storeLink = row.getByRole('link', { name: /\.localhost/ });
    await expect.poll(() => storeLink.count()).toBe(1);
    const storeUrl = new URL((await storeLink.getAttribute('href')) ?? '');
    expect(storeUrl.hostname).toMatch(/^harbor-[a-z0-9-]+\.localhost$/);
    expect(operator.errors).toEqual([]);
    await operator.context.close();

    // The new storefront works on its own host, with the company's name.
    const shopper = await newPage(browser);
    await shopper.page.goto(urlFor(storeUrl.hostname, '/'), { waitUntil: 'networkidle' });
    await expect.poll(() => shopper.page.title()).toContain(company);
    expect(await shopper.page.locator('header').textContent()).toContain(company);
    await shopper.context.close();

    // The first company admin chooses a password through the invitation and signs in.
    const invitation = await expectNewMail(email, [], 'user-invitation', [`You are invited to ${company}`]);
    const link = invitation.text.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0] ?? '';
    expect(link).not.toBe('');
    const admin = await newPage(browser);
    const invited = new URL(link);
    await admin.page.goto(urlFor(invited.hostname, `${invited.pathname}${invited.search}`), {
      waitUntil: 'networkidle',
    });
    await field(admin.page, 'New password').fill('Harbor123');
    await field(admin.page, 'Confirm password').fill('Harbor123');
    await admin.page.getByRole('button', { name: 'Set password' }).click();
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/reset-password'));
    await admin.page.goto(urlFor('admin.localhost', '/'), { waitUntil: 'networkidle' });
    if (!admin.page.url().includes('/dashboard')) {
      await field(admin.page, 'Email').fill(email);
      await field(admin.page, 'Password').fill('Harbor123');
      await admin.page.getByRole('button', { name: 'Sign in' }).click();
      await admin.page.waitForURL(/\/dashboard/);
    }
    await admin.page.goto(urlFor('admin.localhost', '/pricinginformation'), { waitUntil: 'networkidle' });
    await expect.poll(() => field(admin.page, 'Plan').inputValue()).toBe('Growth');
    await admin.context.close();
  });
});
