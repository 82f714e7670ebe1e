import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('GET /api/storefront: the Host picks the storefront', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createStorefrontFixtures(t.db);
  });
  afterAll(() => t.close());

  it.each([
    ['localhost', 'patchbay', 'marketplace'],
    ['northwind.localhost', 'northwind', 'standard'],
    ['NorthWind.LocalHost:3000', 'northwind', 'standard'],
    ['shop.northwind.example', 'northwind', 'standard'],
    ['cobalt.localhost:3000', 'cobalt', 'legal'],
  ])('%s serves %s', async (host, slug, footerVariant) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/storefront', headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug, footerVariant });
  });

  it('returns only what is set: social links absent stay null, branding of the host', async () => {
    const res = await t.app.inject({ url: '/api/storefront', headers: { host: 'northwind.localhost' } });
    const body = res.json();
    expect(body.title).toBe('Northwind Networks');
    expect(body.organizationName).toBe('Northwind Networks');
    expect(body.themeColor).toBe('#0b7285');
    expect(body.socialLinks).toEqual({
      facebook: 'https://facebook.com/northwind',
      twitter: null,
      instagram: null,
      linkedin: 'https://linkedin.com/company/northwind',
    });
    expect(body.aboutUsLink).toBe('https://northwind.example/about');
  });

  it('in development an unknown host gets the marketplace, never another tenant', async () => {
    const res = await t.app.inject({ url: '/api/storefront', headers: { host: 'unknown.example' } });
    expect(res.json().slug).toBe('patchbay');
  });

  it('serves each host its own theme stylesheet', async () => {
    const res = await t.app.inject({ url: '/theme.css', headers: { host: 'northwind.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toBe(':root { --brand: #0b7285; }');
    const other = await t.app.inject({ url: '/theme.css', headers: { host: 'cobalt.localhost' } });
    expect(other.body).toBe('');
  });
});

describe('unknown hosts in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production' } });
    await createStorefrontFixtures(t.db);
  });
  afterAll(() => t.close());

  it('answer the API with 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/storefront', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Unknown storefront' } });
  });

  it('answer pages with a 404 page, not a store', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Store not found');
    expect(res.body).not.toContain('Northwind');
  });

  it('still resolve known hosts', async () => {
    const res = await t.app.inject({ url: '/api/storefront', headers: { host: 'cobalt.localhost' } });
    expect(res.json().slug).toBe('cobalt');
  });

  it('health answers whatever the host (load balancers call it by address)', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { host: '10.0.0.7:3000' } });
    expect(res.statusCode).toBe(200);
  });
});
