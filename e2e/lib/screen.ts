import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A toast (Mantine notification) holding `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

/** A form field by its label; Mantine adds ' *' to the names of required fields. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A labelled section of a page (`<section aria-label>` or `aria-labelledby`). */
export const region = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('region', { name });

/**
 * Turns a Mantine switch to `on` and waits until it holds. Its input is visually hidden: a click at
 * its place can miss, the keyboard cannot.
 */
export async function setSwitch(page: Page, name: string | RegExp, on: boolean): Promise<void> {
  const control = page.getByRole('switch', { name });
  if ((await control.isChecked()) === on) return;
  await control.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => control.isChecked()).toBe(on);
}
