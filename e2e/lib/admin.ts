import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { urlFor } from './browser';

/** A toast (Mantine notification) holding `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

/** A form field by its label; Mantine adds ' *' to the names of required fields. */
export const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** Signs a staff member in to the admin portal (demo password) and waits for the dashboard. */
export async function adminSignIn(page: Page, email: string) {
  await page.goto(urlFor('admin.localhost', '/'), { waitUntil: 'networkidle' });
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
}

/** '$1,234.56' → 123456 cents (integers: no binary float touches an amount). */
export function cents(text: string): number {
  const match = /\$([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

/** 123456 → '1234.56'. */
export const dollars = (amount: number) =>
  `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;

/** 123456 → '$1,234.56', as mails and screens show amounts. */
export const usd = (amount: number) => `$${dollars(amount).replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')}`;

const mailDir = () => path.join(inject('dataDir'), 'mail');

/** The mail files (DATA_DIR/mail/*.eml) addressed to `email`, oldest first. */
export function mailsTo(email: string): string[] {
  try {
    return readdirSync(mailDir())
      .filter((file) => file.endsWith('.eml') && file.includes(email))
      .sort();
  } catch {
    return [];
  }
}

/** A mail file's text, quoted-printable soft line breaks joined again. */
export function readMail(file: string): string {
  return readFileSync(path.join(mailDir(), file), 'utf8').replace(/=\r?\n/g, '');
}

/**
 * Waits until a mail to `email` that was not in `before` arrives, made from `template` (the file
 * name carries it) and holding every one of `texts`.
 */
export async function expectNewMail(
  email: string,
  before: readonly string[],
  template: string | null,
  texts: readonly string[],
) {
  await expect
    .poll(
      () =>
        mailsTo(email)
          .filter((file) => !before.includes(file) && (template === null || file.includes(`-${template}-`)))
          .some((file) => {
            const body = readMail(file);
            return texts.every((text) => body.includes(text));
          }),
      { timeout: 20_000 },
    )
    .toBe(true);
}
