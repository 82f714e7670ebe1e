import type { Page } from 'playwright-core';
import { urlFor } from './browser';
import { field } from './screen';

/** Fills and sends the storefront's Login tab on `host` (the answer is left to the caller). */
export async function storefrontSignIn(page: Page, host: string, email: string, password = 'Demo1234') {
  await page.goto(urlFor(host, '/auth'), { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Login' }).click();
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
