import type { Locator, Page } from 'playwright-core';

/** A toast (Mantine notification) holding `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root', { hasText: text });

/** A form field by its label; Mantine adds ' *' to the names of required fields. */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** A labelled section of a page (`<section aria-label>` or `aria-labelledby`). */
export const region = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('region', { name });
