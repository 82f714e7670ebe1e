import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { getAsHost } from '../lib/http';
import { mailsTo, readMail } from '../lib/mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(host: string, pathname = '/') {
  const { page, context, errors } = await newPage(browser);
  await page.goto(urlFor(host, pathname), { waitUntil: 'networkidle' });
  return { page, context, errors };
}

const footerLinks = (page: Page) =>
  page
    .locator('footer a')
    .evaluateAll((links) => links.map((a) => (a.textContent ?? '').trim()).filter(Boolean));

describe('two storefront hosts, two brands', () => {
  it('serve their own title, theme colour and branding in the first HTML', async () => {
    const market = (await getAsHost('localhost', '/')).body;
    const northwind = (await getAsHost('northwind.localhost', '/')).body;
    expect(market).toMatch(/<title>[^<]*Patchbay[^<]*<\/title>/);
    expect(northwind).toMatch(/<title>[^<]*Northwind[^<]*<\/title>/);
    const themeColor = (html: string) => html.match(/<meta name="theme-color" content="([^"]+)"/)?.[1];
    expect(themeColor(market)).toBeTruthy();
    expect(themeColor(northwind)).toBeTruthy();
    expect(themeColor(market)).not.toBe(themeColor(northwind));
  });

  it('send scripts and stylesheets compressed to browsers that accept it', async () => {
    const html = (await getAsHost('localhost', '/')).body;
    // The entry script is named by the page's inline start (a server-rendered page, decision 0038)
    // or by a script tag; the one stylesheet by a link.
    const assets = [
      ...new Set([...html.matchAll(/"(\/assets\/(?:index-[^"]+\.js|[^"]+\.css))"/g)].map((m) => m[1]!)),
    ];
    expect(assets.length).toBe(2);
    for (const asset of assets) {
      const plain = await getAsHost('localhost', asset);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await getAsHost('localhost', asset, { 'accept-encoding': 'gzip, deflate, br' });
      expect({ asset, status: br.status, encoding: br.headers['content-encoding'] }).toEqual({
        asset,
        status: 200,
        encoding: 'br',
      });
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(br.headers['content-length'])).toBeLessThan(plain.body.length / 2);
      const gzip = await getAsHost('localhost', asset, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
    }
  });

  it('render visibly different headers and page titles', async () => {
    const a = await open('localhost', '/privacypolicy');
    const b = await open('northwind.localhost', '/privacypolicy');
    // The brand colour drives the theme: the Subscribe button is painted in it.
    const brand = (page: Page) =>
      page
        .locator('footer')
        .getByRole('button', { name: 'Subscribe' })
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await brand(a.page)).not.toBe(await brand(b.page));
    await expect.poll(() => a.page.title()).toBe('Privacy Policy | Patchbay Marketplace');
    await expect.poll(() => b.page.title()).toBe('Privacy Policy | Northwind Networks');
    await b.page.screenshot({ path: path.join(import.meta.dirname, '../.artifacts/northwind-privacy.png') });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it('header is transparent on / and /home and solid elsewhere', async () => {
    const { page, context } = await open('localhost', '/');
    expect(await page.locator('header').getAttribute('data-header-variant')).toBe('transparent');
    await page.goto(urlFor('localhost', '/home'), { waitUntil: 'networkidle' });
    expect(await page.locator('header').getAttribute('data-header-variant')).toBe('transparent');
    await page.goto(urlFor('localhost', '/products'), { waitUntil: 'networkidle' });
    expect(await page.locator('header').getAttribute('data-header-variant')).toBe('solid');
    await context.close();
  });
});

describe('footer rules per host', () => {
  const year = new Date().getFullYear();

  it('marketplace: company-website links, no About Us, copyright 2020 - this year, payment icons', async () => {
    const { page, context } = await open('localhost');
    const links = await footerLinks(page);
    expect(links).toEqual(
      expect.arrayContaining([
        'Home',
        'Products',
        'Shipping',
        'Terms of Service',
        'Privacy Policy',
        'Returns & Exchanges',
      ]),
    );
    expect(links).not.toContain('About Us');
    const footerText = await page.locator('footer').textContent();
    expect(footerText).toContain(`2020 - ${year}`);
    expect(await page.locator('footer').getByRole('img', { name: /visa/i }).count()).toBeGreaterThan(0);
    expect(await page.locator('footer').getByRole('textbox', { name: 'Newsletter email' }).count()).toBe(1);
    await context.close();
  });

  it('branded storefront: About Us, only the social links that are set', async () => {
    const { page, context } = await open('northwind.localhost');
    const links = await footerLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Home', 'Products', 'About Us']));
    expect(links).not.toContain('Shipping');
    expect(links).not.toContain('Returns & Exchanges');
    expect(links).not.toContain('Privacy Policy');
    const social = await page
      .locator('footer a[aria-label]')
      .evaluateAll((as) =>
        as
          .map((a) => a.getAttribute('aria-label'))
          .filter((l) => /^(facebook|twitter|instagram|linkedin)$/.test(l ?? '')),
      );
    expect(social.sort()).toEqual(['facebook', 'linkedin']);
    await context.close();
  });

  it('the legal variant also links /privacypolicy and /termsofservice', async () => {
    const { page, context } = await open('cobalt.localhost');
    const links = await footerLinks(page);
    expect(links).toEqual(
      expect.arrayContaining(['Home', 'Products', 'About Us', 'Privacy Policy', 'Terms of Service']),
    );
    expect(links).not.toContain('Shipping');
    expect(await page.locator('footer a', { hasText: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacypolicy',
    );
    expect(await page.locator('footer a', { hasText: 'Terms of Service' }).getAttribute('href')).toBe(
      '/termsofservice',
    );
    const social = await page
      .locator('footer a[aria-label]')
      .evaluateAll((as) =>
        as
          .map((a) => a.getAttribute('aria-label'))
          .filter((l) => /^(facebook|twitter|instagram|linkedin)$/.test(l ?? '')),
      );
    expect(social.sort()).toEqual(['facebook', 'instagram', 'linkedin', 'twitter']);
    await page.locator('footer a', { hasText: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacypolicy$/);
    await expect.poll(() => page.title()).toBe('Privacy Policy | Cobalt Telecom');
    await context.close();
  });
});

describe('newsletter box', () => {
  it('validates, subscribes for real, mails, and clears the input', async () => {
    const { page, context } = await open('northwind.localhost');
    const input = page.getByRole('textbox', { name: 'Newsletter email' });
    const button = page.locator('footer').getByRole('button', { name: 'Subscribe' });

    await button.click();
    await expect.poll(() => page.locator('footer').getByText('Please Enter Email').count()).toBe(1);
    await input.pressSequentially('x');
    await expect.poll(() => page.locator('footer').getByText('Please Enter Email').count()).toBe(0);

    await input.fill('not-an-email');
    await button.click();
    await expect.poll(() => page.locator('footer').getByText('Please Enter Valid Email').count()).toBe(1);
    await input.press('End');
    await input.pressSequentially('x');
    await expect.poll(() => page.locator('footer').getByText('Please Enter Valid Email').count()).toBe(0);

    const email = `e2e-${Date.now()}@example.com`;
    await input.fill(email);
    await button.click();
    await expect.poll(() => page.getByText('Mail Sent Successfully').count()).toBeGreaterThan(0);
    expect(await input.inputValue()).toBe('');

    // The welcome mail is written by the outbox worker from the row stored with the subscription.
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = readMail(mailsTo(email)[0]!);
    expect(mail.to).toBe(email);
    expect(mail.text).toContain('Northwind');

    // Subscribing again is a success, and sends nothing new: the subscription is stored once.
    await input.fill(email.toUpperCase());
    await button.click();
    await expect.poll(() => page.getByText('Mail Sent Successfully').count()).toBeGreaterThan(0);
    // A later subscription's welcome mail marks the outbox as having passed the repeated one.
    const later = `e2e-later-${Date.now()}@example.com`;
    await input.fill(later);
    await button.click();
    await expect.poll(() => mailsTo(later).length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
    await context.close();
  });
});

describe('error and not-found screens', () => {
  it('/error shows OOPS!, goes back in history, and links home', async () => {
    const { page, context } = await open('localhost', '/privacypolicy');
    await page.goto(urlFor('localhost', '/error'), { waitUntil: 'networkidle' });
    expect(await page.getByRole('heading', { name: 'OOPS!' }).count()).toBe(1);
    expect(await page.getByText('Something went wrong!').count()).toBe(1);
    await page
      .getByRole('link', { name: 'Go back' })
      .or(page.getByRole('button', { name: 'Go back' }))
      .click();
    await page.waitForURL(/\/privacypolicy$/, { waitUntil: 'commit' });
    await page.goto(urlFor('localhost', '/error'), { waitUntil: 'networkidle' });
    await page.locator('main').getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(urlFor('localhost', '/'));
    await context.close();
  });

  it('an unknown path shows not found, then lands on /', async () => {
    const { page, context } = await open('cobalt.localhost', '/no/such/page/here');
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await page.waitForURL(urlFor('cobalt.localhost', '/'), { timeout: 15_000 });
    await context.close();
  });
});

describe('robots.txt', () => {
  it('redirects to the allowed robots file by default', async () => {
    const res = await getAsHost('northwind.localhost', '/robots.txt');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/robots-allow.txt');
    const body = (await getAsHost('northwind.localhost', '/robots-allow.txt')).body;
    expect(body).toBe(
      `User-agent: *\nAllow: /\nSitemap: http://northwind.localhost:${inject('port')}/sitemap.xml\n`,
    );
  });

  it('keeps the admin portal out of search engines', async () => {
    const res = await getAsHost('admin.localhost', '/robots.txt');
    expect(res.headers.location).toBe('/robots-disallow.txt');
    expect((await getAsHost('admin.localhost', '/robots-disallow.txt')).body).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
