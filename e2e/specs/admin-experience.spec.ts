import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';

// Issue 17, the admin portal: the organization form's checks, invited users, what each role may
// view, paged lists past their end, order search by '#<number>', logout and 'Go to storefront'.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('admin portal experience', () => {
  it('the organization form checks the ZIP against the country, and names are unique ignoring case', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/organization'), { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Edit organization' });
    await form.waitFor();
    await expectAccessible(page, 'admin /organization');
    // The country comes from the list.
    expect(await field(form, 'Country').locator('option').allTextContents()).toEqual([
      'Choose a country',
      'United States',
      'Canada',
    ]);
    await field(form, 'Country').selectOption({ label: 'Canada' });
    await field(form, 'ZIP or postal code').fill('97205');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Please enter valid postal code').count()).toBe(1);
    await field(form, 'Country').selectOption({ label: 'United States' });
    await field(form, 'ZIP or postal code').fill('K1A 0B1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.getByText('Please enter valid zipcode').count()).toBe(1);
    await field(form, 'ZIP or postal code').fill('97205');
    // Another company's name in other letter case: the server refuses it on the name field.
    await field(form, 'Organization name').fill('COBALT telecom');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => form.getByText('An organization with this name already exists').count())
      .toBeGreaterThan(0);
    await field(form, 'Organization name').fill('Northwind Networks');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Organization updated successfully').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the users table sorts by a column on the server, and the order stays in the address', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    const table = page.getByRole('table', { name: 'Users' });
    await table.waitFor();
    const emails = async () =>
      (await table.getByRole('row').allInnerTexts())
        .slice(1)
        .map((row) => row.match(/[\w.+-]+@[\w.-]+/)?.[0] ?? '');
    await expect.poll(async () => (await emails()).length).toBeGreaterThan(1);
    const byEmail = await emails();
    expect(byEmail).toEqual([...byEmail].sort());
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/admin/users?') && r.url().includes('sort=role'),
    );
    // A sortable column's title is the button that sorts by it.
    await table.getByText('Role', { exact: true }).click();
    await answered;
    await page.waitForURL(/sort=role/);
    await table.getByText('Email', { exact: true }).click();
    await page.waitForURL(/sort=email&direction=asc/);
    await table.getByText('Email', { exact: true }).click();
    await page.waitForURL(/sort=email&direction=desc/);
    await expect.poll(emails).toEqual([...byEmail].sort().reverse());
    await expectAccessible(page, 'admin /users sorted');
    // A reload keeps the order.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(emails).toEqual([...byEmail].sort().reverse());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a business user views the people and the profile of the company, without the controls to change them', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'sales@northwind.test');
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('admin@northwind.test').count()).toBeGreaterThan(0);
    expect(await page.getByText('is not available to you').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add user' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Invite users' }).count()).toBe(0);
    await expectAccessible(page, 'admin /users as a business user');
    await page.goto(urlFor('admin.localhost', '/organization'), { waitUntil: 'networkidle' });
    await page.getByRole('form', { name: 'Edit organization' }).waitFor();
    expect(await page.getByText('is not available to you').count()).toBe(0);
    expect(await field(page, 'Organization name').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await expectAccessible(page, 'admin /organization as a business user');
    // At 390 px the top bar keeps the portal label and the person's name and role (SPEC.md §2).
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.getByTestId('portal-title').isVisible()).toBe(true);
    expect(await page.getByTestId('portal-title').textContent()).toContain('Business Portal');
    expect(await page.getByTestId('portal-user').textContent()).toContain('Marcus');
    expect(await page.getByTestId('portal-user').textContent()).toContain('Business User');
    // Tables become cards on phones instead of scrolling sideways.
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    await page.getByTestId('data-cards').waitFor();
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an invited user shows as "Invited" with resend and revoke until they set a password', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    const email = `invited-${Date.now()}@northwind.test`;
    await page.goto(urlFor('admin.localhost', '/user/new'), { waitUntil: 'networkidle' });
    await field(page, 'First name').fill('Ines');
    await field(page, 'Last name').fill('Moreau');
    await field(page, 'Email').fill(email);
    await field(page, 'Role').selectOption({ label: 'Business User' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'User added successfully').count()).toBeGreaterThan(0);
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.waitFor();
    expect(await row.getByText('Invited', { exact: true }).count()).toBe(1);
    await row.getByRole('link', { name: 'Ines Moreau' }).click();
    const invitation = page.getByTestId('invitation');
    await invitation.waitFor();
    await expectAccessible(page, 'admin /user/{id} of an invited user');
    await invitation.getByRole('button', { name: 'Resend invitation' }).click();
    await expect.poll(() => toast(page, 'Invitation sent successfully').count()).toBeGreaterThan(0);
    await invitation.getByRole('button', { name: 'Revoke invitation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke invitation' });
    await dialog.getByRole('button', { name: 'Revoke invitation' }).click();
    await page.waitForURL(/\/users$/);
    await expect.poll(() => toast(page, 'Invitation revoked successfully').count()).toBeGreaterThan(0);
    // The list refetches after the revoke (and the dialog fades out): the address goes.
    await expect.poll(() => page.getByText(email).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/mysales?page=99 says "No orders on this page" and links to the last page; "#<number>" finds an order', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await page.goto(urlFor('admin.localhost', '/mysales?page=99'), { waitUntil: 'networkidle' });
    const past = page.getByTestId('past-last-page');
    await past.waitFor();
    expect(await past.textContent()).toContain('No orders on this page.');
    expect(await page.getByText('No orders yet.').count()).toBe(0);
    await expectAccessible(page, 'admin /mysales?page=99');
    await past.getByRole('link', { name: 'Go to the last page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    const orderLinks = page.getByTestId('order-row').getByRole('link', { name: /^#\d+$/ });
    const firstOrder = orderLinks.first();
    await firstOrder.waitFor();
    const number = (await firstOrder.textContent())?.trim() ?? '';
    await page.goto(urlFor('admin.localhost', '/mysales'), { waitUntil: 'networkidle' });
    await field(page, 'Search').fill(number);
    await expect.poll(() => orderLinks.allTextContents()).toEqual([number]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Go to storefront' opens the home storefront signed in through the cross-domain link; Logout lands on its /logout", async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Go to storefront' }).first().click(),
    ]);
    await tab.waitForURL((url) => url.hostname === 'northwind.localhost', { timeout: 15_000 });
    const confirm = tab.getByRole('dialog', { name: 'Continue as admin@northwind.test?' });
    await confirm.waitFor({ timeout: 15_000 });
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await tab.waitForURL((url) => !url.search.includes('verification_token'), { timeout: 15_000 });
    await tab.close();

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL((url) => url.hostname === 'northwind.localhost' && url.pathname === '/logout', {
      timeout: 15_000,
    });
    // Signed out of the portal: a protected page sends to the sign-in, keeping the page, and back.
    await page.goto(urlFor('admin.localhost', '/mysales?status=paid'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('/mysales?status=paid');
    await field(page, 'Email').fill('admin@northwind.test');
    await field(page, 'Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/mysales' && url.search === '?status=paid');
    expect(errors).toEqual([]);
    await context.close();
  });
});
