import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A 2x1 PNG: the new logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=',
  'base64',
);

const headerBackground = (page: Page) =>
  page.locator('header.site-header--solid').evaluate((el) => getComputedStyle(el).backgroundColor);

describe('storefront settings in the admin portal', () => {
  let restore: (() => Promise<void>) | undefined;
  afterAll(async () => {
    // Other specs read Cobalt's demo branding: put it back as it was.
    await restore?.();
  });

  it('the demo theme darkens Cobalt’s header: the theme’s rules reach the header element', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(urlFor('cobalt.localhost', '/products'), { waitUntil: 'networkidle' });
    await expect.poll(() => headerBackground(page)).toBe('rgb(31, 17, 71)');
    await context.close();
  });

  it('Cobalt’s admin changes colour, logo and theme stylesheet, sees the preview change, and the storefront shows them at once', async () => {
    const { page, context, errors } = await newPage(browser);
    await adminSignIn(page, 'admin@cobalt.test');
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Storefront' })
      .click();
    await page.waitForURL(/\/storefrontsettings$/);
    await expect.poll(() => page.title()).toBe('StorefrontSettings | Admin Portal');

    // What to put back afterwards, read from the API as the screen did.
    const original = await page.evaluate(async () => {
      const res = await fetch('/api/admin/storefronts');
      return (await res.json()).items[0];
    });
    expect(original.slug).toBe('cobalt');
    restore = async () => {
      const reset = await newPage(browser);
      await adminSignIn(reset.page, 'admin@cobalt.test');
      await reset.page.evaluate(
        async ({ id, body }) => {
          await fetch(`/api/admin/storefronts/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
        },
        {
          id: original.id,
          body: { themeColor: original.themeColor, logo1: original.logo1, themeCss: original.themeCss },
        },
      );
      await reset.context.close();
    };

    // A colour too light for white button text: the form says so as it is typed, the server refuses it.
    const themeColor = field(page, 'Theme colour');
    await themeColor.fill('#ffd43b');
    await expect
      .poll(() => page.getByTestId('themeColor-contrast').textContent())
      .toContain('WCAG AA needs 4.5:1');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => toast(page, 'has a contrast of 1.4:1').count()).toBeGreaterThan(0);

    await themeColor.fill('#0b7285');
    await expect
      .poll(() => page.getByTestId('themeColor-contrast').textContent())
      .toContain('passes WCAG AA');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload logo' }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByRole('img', { name: 'Logo now', exact: true }).getAttribute('src'))
      .toMatch(/^\/uploads\/storefronts\/[0-9a-f-]{36}\.png$/);
    const logoUrl = await page.getByRole('img', { name: 'Logo now', exact: true }).getAttribute('src');

    const css =
      '@import url(https://evil.example/x.css);\n.storefront-cobalt { --pb-header-bg: #0b3d2e; --pb-header-text: #ffffff; }\n.storefront-cobalt .site-header--solid a { color: inherit; }';
    await field(page, 'Theme stylesheet').fill(css);
    await expect.poll(() => page.getByText('Will be removed on save: @import rules.').count()).toBe(1);

    // The preview follows the form before anything is saved.
    const preview = page.frameLocator('iframe[title="Preview of the storefront header and footer"]');
    await expect
      .poll(() =>
        preview.locator('header.site-header').evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(11, 61, 46)');

    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => toast(page, 'Storefront settings saved').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '@import rules' }).count()).toBe(1);
    expect(errors).toEqual([]);

    // The storefront, in another browser, right away: header colour from the theme, the new logo
    // and theme colour in the page's head.
    const visitor = await newPage(browser);
    await visitor.page.goto(urlFor('cobalt.localhost', '/products'), { waitUntil: 'networkidle' });
    await expect.poll(() => headerBackground(visitor.page)).toBe('rgb(11, 61, 46)');
    expect(await visitor.page.locator('header .site-logo img').getAttribute('src')).toBe(logoUrl);
    expect(await visitor.page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b7285');
    const served = await visitor.page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n'),
    );
    expect(served).not.toContain('evil.example');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
