import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, setSwitch, toast } from '../lib/screen';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const title = `Warranty ${stamp}`;
const slug = `warranty-${stamp}`;
const question = `Do you test every part (${stamp})?`;

/** Deletes what this spec wrote, through the admin API of a signed-in page (other specs read the footer). */
async function cleanUp(page: Page) {
  await page.evaluate(
    async ({ slug, question }) => {
      const pages = await (await fetch(`/api/admin/custom-pages?q=${slug}`)).json();
      for (const p of pages.items ?? []) await fetch(`/api/admin/custom-pages/${p.id}`, { method: 'DELETE' });
      const storefronts = await (await fetch('/api/admin/storefronts')).json();
      for (const s of storefronts.items ?? []) {
        const faq = await (await fetch(`/api/admin/faqs?storefrontId=${s.id}`)).json();
        for (const f of faq.items ?? []) {
          if (f.question === question) await fetch(`/api/admin/faqs/${f.id}`, { method: 'DELETE' });
        }
      }
    },
    { slug, question },
  );
}

// Each flow signs in, writes, and checks two surfaces with axe at two widths: longer than the default test time.
const FLOW_TIMEOUT_MS = 240_000;

describe('custom pages and FAQ in the admin portal', () => {
  const admins: Awaited<ReturnType<typeof newPage>>[] = [];
  afterAll(async () => {
    const admin = admins[0];
    if (admin) await cleanUp(admin.page);
    for (const a of admins) await a.context.close();
  });

  it(
    'a companyAdmin publishes a page with a heading, a list and a link: it is in the storefront footer and opens',
    async () => {
      const admin = await newPage(browser);
      admins.push(admin);
      const { page, errors } = admin;
      await adminSignIn(page, 'admin@cobalt.test');
      await page.goto(urlFor('admin.localhost', '/mycustompage'), { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByTestId('custom-page-row').count(), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await expectAccessible(page, '/mycustompage');

      await page.getByRole('link', { name: 'Add custom page' }).click();
      await page.waitForURL(/\/custompage\/new$/);
      await field(page, 'Title').fill(title);
      // The slug follows the title.
      await expect.poll(() => field(page, 'Slug').inputValue()).toBe(slug);

      const editor = page.getByRole('textbox', { name: 'Content' });
      await editor.click();
      await page.getByRole('button', { name: 'Heading 2' }).click();
      await page.keyboard.type('Our warranty');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Bullet list' }).click();
      await page.keyboard.type('One year on every part');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Advance replacement');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      // A link inside a sentence (WCAG 2.5.8 leaves inline links their text's size).
      await page.keyboard.type('Warranty claims follow our terms');
      await page.keyboard.press('Shift+Control+ArrowLeft');
      await page.getByRole('button', { name: 'Link', exact: true }).click();
      const url = page.getByPlaceholder('https://example.com/');
      await url.fill('https://example.com/terms');
      await url.press('Enter');
      await expect.poll(() => editor.locator('a[href="https://example.com/terms"]').count()).toBe(1);

      await setSwitch(page, /Published/, true);
      await expectAccessible(page, '/custompage/new');
      await page.getByRole('button', { name: 'Add page' }).click();
      await expect.poll(() => toast(page, 'Page added').count()).toBeGreaterThan(0);
      await page.waitForURL(/\/mycustompage$/);
      await field(page, 'Search').fill(stamp);
      const row = page.getByTestId('custom-page-row').filter({ hasText: title });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('Published');

      // The edit screen opens the page with its text.
      await row.getByRole('link', { name: title }).click();
      await page.waitForURL(/\/custompage\/edit\?id=/);
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Content' }).locator('h2').textContent())
        .toBe('Our warranty');
      await expectAccessible(page, '/custompage/edit');
      expect(errors).toEqual([]);

      // A visitor sees the page in the footer's Information links at once and opens it.
      const visitor = await newPage(browser);
      await visitor.page.goto(urlFor('cobalt.localhost', '/products'), { waitUntil: 'networkidle' });
      const footerLink = visitor.page
        .getByRole('navigation', { name: 'Information' })
        .getByRole('link', { name: title, exact: true });
      await expect.poll(() => footerLink.count()).toBe(1);
      await footerLink.click();
      await visitor.page.waitForURL(new RegExp(`/pages/${slug}$`));
      const article = visitor.page.getByRole('article');
      await expect.poll(() => article.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      expect(await article.getByRole('heading', { level: 2 }).textContent()).toBe('Our warranty');
      expect(await article.getByRole('listitem').allTextContents()).toEqual([
        'One year on every part',
        'Advance replacement',
      ]);
      expect(await article.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe(
        'https://example.com/terms',
      );
      await expectAccessible(visitor.page, `/pages/${slug}`);
      // Served by the server too (a reload, not only the app's navigation).
      const reload = await visitor.page.goto(urlFor('cobalt.localhost', `/pages/${slug}`));
      expect(reload?.status()).toBe(200);
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    },
    FLOW_TIMEOUT_MS,
  );

  it(
    'a FAQ entry added in /add/faq appears on the storefront FAQ page, linked from the footer',
    async () => {
      const admin = await newPage(browser);
      admins.push(admin);
      const { page, errors } = admin;
      await adminSignIn(page, 'admin@cobalt.test');
      await page.goto(urlFor('admin.localhost', '/add/faq'), { waitUntil: 'networkidle' });
      await expect
        .poll(() => page.getByRole('button', { name: 'Add question' }).count(), { timeout: 30_000 })
        .toBe(1);
      await field(page, 'Question').fill(question);
      await field(page, 'Answer').fill('Yes: every part is bench tested before it ships.');
      await page.getByRole('button', { name: 'Add question' }).click();
      await expect.poll(() => toast(page, 'Question added').count()).toBeGreaterThan(0);
      const entry = page.getByTestId('faq-entry').filter({ hasText: question });
      await expect.poll(() => entry.count()).toBe(1);
      // It went last; moving it up puts it before the one above.
      const before = await page.getByTestId('faq-entry').count();
      await entry.getByRole('button', { name: /up$/ }).click();
      await expect.poll(() => toast(page, 'Order saved').count()).toBeGreaterThan(0);
      await expect
        .poll(
          async () =>
            (await page
              .getByTestId('faq-entry')
              .nth(Math.max(before - 2, 0))
              .textContent()) ?? '',
        )
        .toContain(question);
      await expectAccessible(page, '/add/faq');
      expect(errors).toEqual([]);

      const visitor = await newPage(browser);
      await visitor.page.goto(urlFor('cobalt.localhost', '/products'), { waitUntil: 'networkidle' });
      await visitor.page
        .getByRole('navigation', { name: 'Information' })
        .getByRole('link', { name: 'FAQ', exact: true })
        .click();
      await visitor.page.waitForURL(/\/faq$/);
      const item = visitor.page.getByTestId('faq-item').filter({ hasText: question });
      await expect.poll(() => item.count()).toBe(1);
      expect(await item.textContent()).toContain('every part is bench tested');
      await expectAccessible(visitor.page, '/faq');
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    },
    FLOW_TIMEOUT_MS,
  );
});
