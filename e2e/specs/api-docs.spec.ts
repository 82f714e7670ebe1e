import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the API reference at /api/docs', () => {
  it('renders the API document under its own content security policy, search included', async () => {
    const { page, context, errors } = await newPage(browser);
    const refused: string[] = [];
    page.on('console', (message) => {
      // Redoc's footer links a logo on its CDN: the policy refuses it, and the network is closed anyway.
      if (/Content Security Policy/.test(message.text()) && !message.text().includes('cdn.redoc.ly')) {
        refused.push(message.text());
      }
    });
    await page.goto(urlFor('localhost', '/api/docs'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: /Patchbay API/ }).waitFor();
    expect(await page.getByText('Place one order per seller of the cart').count()).toBeGreaterThan(0);

    // Search runs in a worker started from a blob: the page's policy allows it.
    await page.getByPlaceholder('Search...').fill('idempotency');
    await expect
      .poll(() => page.locator('[role="search"] li, [data-role="search:result"]').count())
      .toBeGreaterThan(0);

    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
