import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';
import { storefrontSignIn } from '../lib/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('buyer accounts on a storefront', () => {
  const email = `buyer-${Date.now()}@example.com`;

  it('registers, signs out, signs in again, and is told about a wrong password', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto(urlFor('northwind.localhost', '/auth'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.title()).toBe('Authentication | Northwind Networks');
    await page.getByRole('tab', { name: 'Register' }).click();
    await field(page, 'First name').fill('Dana');
    await field(page, 'Last name').fill("O'Neil");
    await field(page, 'Company').fill('Dana Telecom');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('+1 555-010-2000');
    await field(page, 'Password').fill('secret12');
    await field(page, 'Confirm password').fill('secret13');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText("Password didn't match. Try Again").count()).toBeGreaterThan(0);
    await field(page, 'Confirm password').fill('secret12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => toast(page, 'Signup successfully').count()).toBeGreaterThan(0);
    const menu = page.getByRole('button', { name: 'Account menu' });
    await expect.poll(() => menu.count()).toBe(1);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/logout$/);
    await expect.poll(() => page.getByText('You are signed out').count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).first().count()).toBe(1);

    await storefrontSignIn(page, 'northwind.localhost', email, 'wrong-pass');
    await expect.poll(() => page.getByText('Invalid username or password').first().count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Account menu' }).count()).toBe(0);

    await storefrontSignIn(page, 'northwind.localhost', email, 'secret12');
    await expect.poll(() => toast(page, 'Login successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Account menu' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registering an email that exists says so in SPEC words', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('localhost', '/auth?tab=register'), { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Register' }).click();
    await field(page, 'First name').fill('Dana');
    await field(page, 'Last name').fill('Again');
    await field(page, 'Company').fill('Dana Telecom');
    await field(page, 'Email').fill(email);
    await field(page, 'Phone').fill('5550102000');
    await field(page, 'Password').fill('secret12');
    await field(page, 'Confirm password').fill('secret12');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() =>
        page.getByText('This Email Is Already Taken. Please Choose Different Email').first().count(),
      )
      .toBe(1);
    await context.close();
  });

  it('login-protected routes send a signed-out visitor to / (or to /auth?page= with a page query)', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('localhost', '/mypurchases'), { waitUntil: 'networkidle' });
    await page.waitForURL(urlFor('localhost', '/'));
    await page.goto(urlFor('localhost', '/orders?page=orders'), { waitUntil: 'networkidle' });
    await page.waitForURL(urlFor('localhost', '/auth?page=orders'));
    await context.close();
  });
});

describe('admin portal', () => {
  it('a businessUser sees "<Organization> Business Portal"', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'sales@northwind.test');
    await expect
      .poll(() => page.getByTestId('portal-title').textContent())
      .toBe('Northwind Networks Business Portal');
    await expect.poll(() => page.getByTestId('portal-user').textContent()).toContain('Business User');
    await context.close();
  });

  it('a companyAdmin sees "Admin Portal", manages users, and cannot see another company', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'admin@northwind.test');
    await expect.poll(() => page.getByTestId('portal-title').textContent()).toBe('Admin Portal');
    await expect.poll(() => page.getByTestId('portal-user').textContent()).toContain('Company Admin');
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('sales@northwind.test').count()).toBeGreaterThan(0);
    expect(await page.getByText('admin@cobalt.test').count()).toBe(0);

    const email = `new-${Date.now()}@northwind.test`;
    await page.goto(urlFor('admin.localhost', '/user/new'), { waitUntil: 'networkidle' });
    await field(page, 'First name').fill('Nia');
    await field(page, 'Last name').fill('Okafor');
    await field(page, 'Email').fill(email);
    await field(page, 'Role').selectOption({ label: 'Product Specialist' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'User added successfully').count()).toBeGreaterThan(0);
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('admin routes need a session', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('admin.localhost', '/users'), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    expect(await page.getByText('sales@northwind.test').count()).toBe(0);
    await context.close();
  });
});
