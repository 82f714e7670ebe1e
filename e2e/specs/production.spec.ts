import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../lib/accessibility';
import { adminSignIn } from '../lib/admin';
import { launchBrowser, newPage, urlFor } from '../lib/browser';
import { field, toast } from '../lib/screen';
import { freePort, type StartedServer, startServer } from '../lib/server';

/**
 * The production set-up on one machine: a server of its own, started with uploads in an
 * S3-compatible bucket (s3rver, started here), browser errors reported to a local stand-in for
 * Sentry (a tiny HTTP server that keeps the envelopes it is sent), and a mail server that refuses
 * every connection with no retries, so a mail is parked in the outbox at its first failure.
 */

interface Envelope {
  path: string;
  items: { type?: string; payload: Record<string, unknown> }[];
}

/** Sentry's envelope: a header line, then for each item its header line and its payload line. */
function parseEnvelope(path: string, body: string): Envelope {
  const lines = body.split('\n').filter((line) => line.trim() !== '');
  const items: Envelope['items'] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
    let payload: Record<string, unknown> = {};
    try {
      payload = JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown>;
    } catch {
      // an attachment, not JSON
    }
    items.push({ type: header.type, payload });
  }
  return { path, items };
}

function startFakeSentry(port: number): Promise<{ server: Server; envelopes: Envelope[] }> {
  const envelopes: Envelope[] = [];
  const server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method !== 'POST') return void response.writeHead(204).end();
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      envelopes.push(parseEnvelope(request.url ?? '', body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, envelopes })));
}

/** Every error event the stand-in received, as the message of its first exception and its tags. */
function reportedErrors(envelopes: Envelope[]) {
  return envelopes.flatMap((envelope) =>
    envelope.items
      .filter((item) => item.type === 'event')
      .map((item) => {
        const exception = item.payload.exception as { values?: { value?: string }[] } | undefined;
        return {
          path: envelope.path,
          message: exception?.values?.[0]?.value ?? '',
          tags: (item.payload.tags ?? {}) as Record<string, string>,
          url: (item.payload.request as { url?: string } | undefined)?.url ?? '',
        };
      }),
  );
}

const BUCKET = 'patchbay-e2e-uploads';
let browser: Browser;
let server: StartedServer;
let s3: S3rver;
let s3Dir: string;
let sentry: { server: Server; envelopes: Envelope[] };

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'patchbay-e2e-s3-'));
  const s3Port = await freePort();
  s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  await s3.run();
  const sentryPort = await freePort();
  sentry = await startFakeSentry(sentryPort);
  server = await startServer({
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    SENTRY_BROWSER_DSN: `http://e2epublickey@127.0.0.1:${sentryPort}/7`,
    // Nothing listens there (a port just found free): every mail fails and is parked at once.
    SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
    OUTBOX_RETRY_LIMIT: '0',
  });
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await s3?.close();
  await new Promise((resolve) => (sentry ? sentry.server.close(resolve) : resolve(null)));
  if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
});

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));

/**
 * A request from the page itself (its origin and its session): Node does not resolve
 * `admin.localhost` as Chromium does.
 */
async function fetchInPage(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method: method ?? 'GET',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    { url, method: init.method, body: init.body },
  );
}

async function throwInPage(page: Page, message: string) {
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
}

describe('uncaught browser errors reach the error-reporting service', () => {
  for (const [app, host, pathname] of [
    ['admin', 'admin.localhost', '/login?page=%2Forders%3Ftoken%3Dsecret'],
    ['storefront', 'localhost', '/products?q=router'],
  ] as const) {
    it(`from the ${app} app, with its source tag and no query string`, async () => {
      const { page, context } = await newPage(browser);
      await page.goto(urlFor(host, pathname, server.port), { waitUntil: 'networkidle' });
      const message = `e2e ${app} failure ${Date.now()}`;
      await throwInPage(page, message);
      await expect
        .poll(() => reportedErrors(sentry.envelopes).find((e) => e.message === message), { timeout: 30_000 })
        .toBeDefined();
      const report = reportedErrors(sentry.envelopes).find((e) => e.message === message);
      expect(report?.path).toMatch(/^\/api\/7\/envelope\//);
      expect(report?.tags.source).toBe(app);
      expect(report?.url).toBe(urlFor(host, pathname.replace(/\?.*$/, ''), server.port));
      await context.close();
    });
  }
});

describe('uploads in an object store', () => {
  it('an image uploaded with a new product lands in the bucket and shows on its storefront card and product page', async () => {
    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'specialist@northwind.test', server.port);
    const part = `PB-S3-${Date.now().toString(36).toUpperCase()}`;
    await page.goto(urlFor('admin.localhost', '/product/new', server.port), { waitUntil: 'networkidle' });
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label, exact: true }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    for (const [label, value] of [
      ['Name', 'Router with its picture in a bucket'],
      ['Display name', `Cisco ${part}`],
      ['OEM name', 'Cisco'],
      ['Model', 'ASR 920'],
      ['Part number', part],
      ['Seller part number', `NW-${part}`],
      ['Seller internal location', 'Aisle 4'],
      ['Product type', 'Router'],
      ['Description', 'A router whose image is stored in the bucket.'],
      ['Minimum price', '100'],
      ['Maximum price', '900'],
      ['Selling price', '500'],
      ['Total price', '5000'],
      ['Arrival date', '2026-12-01'],
      ['Number available', '7'],
    ]) {
      await field(page, label as string).fill(value as string);
    }
    await choose('Category', 'Routers');
    await choose('Sub-category', 'Edge');
    await choose('Condition', 'Refurbished');
    const image = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2f9e44' } })
      .png()
      .toBuffer();
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([{ name: 'in-the-bucket.png', mimeType: 'image/png', buffer: image }]);
    await page.getByRole('button', { name: 'Create product' }).click();
    // Saved once the page is the product's; until then, what the screen says (its field errors or
    // notifications) is what the poll reports when it runs out of time.
    await expect
      .poll(
        async () => {
          if (/\/product\/edit\/[0-9a-f-]{36}$/.test(page.url())) return 'saved';
          const said = await page
            .locator('.mantine-InputWrapper-error, .mantine-Notification-root')
            .allInnerTexts();
          return said.join(' | ') || 'nothing yet';
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe('saved');
    const productId = page.url().split('/').at(-1) ?? '';
    const imagesOf = async () =>
      ((await fetchInPage(page, `/api/admin/products/${productId}`)).body as { imageUrls?: string[] })
        .imageUrls ?? [];
    await expect.poll(imagesOf, { timeout: 30_000 }).toHaveLength(1);
    const [url = ''] = await imagesOf();
    const name = path.basename(url);

    // In the bucket, not in DATA_DIR.
    expect(filesUnder(s3Dir).some((file) => file.includes(name))).toBe(true);
    expect(filesUnder(server.dataDir).some((file) => file.includes(name))).toBe(false);

    // Served through the server with its cache headers, and shown on the product page.
    const served = await fetch(urlFor('localhost', url, server.port));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect(served.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const shop = await context.newPage();
    await shop.goto(urlFor('localhost', `/products?q=${encodeURIComponent(part)}`, server.port), {
      waitUntil: 'networkidle',
    });
    const card = shop.locator(`a[href*="${part}"]`).first();
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The listing's card shows it: loaded from the server, which read it from the bucket.
    const shown = shop.locator(`img[src*="${name}"]`).first();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    // And the product page shows it too.
    await card.click();
    await shop.waitForURL(new RegExp(part));
    const onPage = shop.getByRole('main').locator(`img[src*="${name}"]`).first();
    await expect
      .poll(() => onPage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await context.close();
  }, 300_000);
});

describe("the operator's parked outbox rows", () => {
  it('a mail that failed its retries is listed with its kind, attempts, error and age, filtered, and retried', async () => {
    const admin = (pathname: string) => urlFor('admin.localhost', pathname, server.port);
    // Not the company admin's: the screen says so and the API answers 403.
    const { page: other, context: otherContext } = await newPage(browser);
    await adminSignIn(other, 'admin@northwind.test', server.port);
    expect((await fetchInPage(other, '/api/admin/outbox')).status).toBe(403);
    // A password reset mail: the mail server refuses it, so it is parked.
    const forgot = await fetchInPage(other, '/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'admin@northwind.test' },
    });
    expect(forgot.status).toBe(200);
    await other.goto(admin('/outbox'), { waitUntil: 'networkidle' });
    await expect.poll(() => other.getByText('Outbox is not available to you.').count()).toBeGreaterThan(0);
    await otherContext.close();

    const { page, context } = await newPage(browser);
    await adminSignIn(page, 'operator@patchbay.test', server.port);
    const rows = page.getByTestId('outbox-row');
    const parkedRow = rows.filter({ hasText: /reset/i });
    await expect
      .poll(
        async () => {
          await page.goto(admin('/outbox'), { waitUntil: 'networkidle' });
          return parkedRow.count();
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBeGreaterThan(0);
    const row = parkedRow.first();
    await expect.poll(() => row.getByText('Mail', { exact: true }).count()).toBe(1);
    const cells = async () => (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    const [, , attempts, lastError, age] = await cells();
    expect(attempts).toBe('1');
    expect(lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(age).toMatch(/^(just now|\d+ min)$/);
    await expectAccessible(page, '/outbox');

    // The kind filter: no records-mirror row is parked; back to mail, the row again.
    const kind = page.getByRole('combobox', { name: 'Kind', exact: true });
    await kind.click();
    await page.getByRole('option', { name: 'Records mirror', exact: true }).click();
    await expect.poll(() => page.getByTestId('outbox-empty').count()).toBe(1);
    await kind.click();
    await page.getByRole('option', { name: 'Mail', exact: true }).click();
    await expect.poll(() => parkedRow.count()).toBeGreaterThan(0);

    // Retry: sent again (refused again, so parked again after a second attempt).
    await row.getByRole('button', { name: /^Retry/ }).click();
    await expect.poll(() => toast(page, 'Sent back to the outbox').count()).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          await page.reload({ waitUntil: 'networkidle' });
          return (await parkedRow.first().locator('td').nth(2).innerText()).trim();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe('2');
    await context.close();
  }, 300_000);
});
