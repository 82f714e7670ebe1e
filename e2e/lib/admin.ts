import type { Page } from 'playwright-core';
import { urlFor } from './browser';
import { field } from './screen';

/** Signs a staff member in to the admin portal (demo password) and waits for the dashboard. */
export async function adminSignIn(page: Page, email: string, port?: number) {
  await page.goto(urlFor('admin.localhost', '/', port), { waitUntil: 'networkidle' });
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
}
