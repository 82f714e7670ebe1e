import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { findChromium } from '../chromium.mjs';

/** The flags this machine needs: no sandbox as root, and no background calls to the internet. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium found');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * `host` is 'localhost', '<slug>.localhost' or 'admin.localhost': all resolve to loopback. `port`:
 * the run's server unless a spec started its own (lib/server.ts).
 */
export function urlFor(host: string, pathname = '/', port: number = inject('port')): string {
  return `http://${host}:${port}${pathname}`;
}

export async function newPage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
