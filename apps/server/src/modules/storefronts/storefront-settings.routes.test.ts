import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

type Actor = keyof AccountFixtures['users'];

describe('admin: storefront settings', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createAccountFixtures(t.db);
    for (const [key, user] of Object.entries(fx.users)) {
      tokens[key as Actor] = await createSessionToken(t.db, user.id);
    }
  });
  afterAll(() => t.close());

  const call = (actor: Actor | null, method: 'GET' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const northwind = () => `/storefronts/${fx.storefronts.northwind.id}`;
  const storefront = (host: string) => t.app.inject({ url: '/api/storefront', headers: { host } });

  it('a company admin lists only the own organization’s storefronts; the operator all', async () => {
    const own = await call('northwindAdmin', 'GET', '/storefronts');
    expect(own.statusCode).toBe(200);
    expect(own.json().items.map((s: { slug: string }) => s.slug)).toEqual(['northwind']);
    expect(own.json().items[0]).toMatchObject({
      title: 'Northwind Networks',
      customerDomain: 'shop.northwind.example',
      url: 'https://shop.northwind.example',
      themeCss: ':root { --brand: #0b7285; }',
      socialLinks: { facebook: 'https://facebook.com/northwind', twitter: null },
    });
    const all = await call('operator', 'GET', '/storefronts');
    expect(all.json().items.map((s: { slug: string }) => s.slug)).toEqual([
      'patchbay',
      'cobalt',
      'northwind',
    ]);
  });

  it('another organization’s storefront answers 404, to read and to change', async () => {
    const url = `/storefronts/${fx.storefronts.cobalt.id}`;
    expect((await call('northwindAdmin', 'GET', url)).statusCode).toBe(404);
    const res = await call('northwindAdmin', 'PATCH', url, { title: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Storefront not found' } });
    expect((await storefront('cobalt.localhost')).json().title).toBe('Cobalt Telecom');
  });

  it.each(['northwindBusiness', 'northwindSpecialist'] as const)(
    '%s (no storefront.settings) gets 403 and changes nothing',
    async (actor) => {
      expect((await call(actor, 'GET', '/storefronts')).statusCode).toBe(403);
      const res = await call(actor, 'PATCH', northwind(), { title: 'Nope' });
      expect(res.statusCode).toBe(403);
      expect((await storefront('northwind.localhost')).json().title).toBe('Northwind Networks');
    },
  );

  it('a buyer gets 403, no session 401', async () => {
    expect((await call('acmeBuyer', 'GET', '/storefronts')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/storefronts')).statusCode).toBe(401);
  });

  it('a save shows on the storefront at once (its host cache is dropped), theme.css too', async () => {
    // Warm the per-process host cache first: without invalidation it would answer the old title.
    expect((await storefront('northwind.localhost')).json().title).toBe('Northwind Networks');
    const res = await call('northwindAdmin', 'PATCH', northwind(), {
      title: 'Northwind Optics',
      themeColor: '#1F3A5F',
      logo1: '/uploads/storefronts/northwind-logo.png',
      themeCss: ':root { --pb-header-bg: #102a43; }',
      socialLinks: {
        facebook: null,
        twitter: 'https://twitter.com/northwind',
        instagram: null,
        linkedin: null,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Storefront settings saved',
      themeCssRemoved: [],
      storefront: { title: 'Northwind Optics', themeColor: '#1f3a5f' },
    });
    const after = (await storefront('northwind.localhost')).json();
    expect(after).toMatchObject({
      title: 'Northwind Optics',
      themeColor: '#1f3a5f',
      logo1: '/uploads/storefronts/northwind-logo.png',
      socialLinks: {
        facebook: null,
        twitter: 'https://twitter.com/northwind',
        instagram: null,
        linkedin: null,
      },
    });
    expect(after.themeCssUrl).toMatch(/^\/theme\.css\?v=\d+$/);
    const css = await t.app.inject({ url: after.themeCssUrl, headers: { host: 'northwind.localhost' } });
    expect(css.body).toBe(':root { --pb-header-bg: #102a43; }');
  });

  it('refuses a theme colour that fails WCAG AA, with the ratio, and keeps the old one', async () => {
    const res = await call('northwindAdmin', 'PATCH', northwind(), { themeColor: '#ffd43b', title: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.themeColor).toBe(
      'The theme colour #ffd43b has a contrast of 1.4:1 with white button text and the white header; WCAG AA needs 4.5:1. Choose a darker colour.',
    );
    const current = (await call('northwindAdmin', 'GET', northwind())).json();
    expect(current).toMatchObject({ themeColor: '#1f3a5f', title: 'Northwind Optics' });
  });

  it('an unchanged colour that fails is not judged again (icon colour of the fixture is white)', async () => {
    const res = await call('northwindAdmin', 'PATCH', northwind(), { iconColor: '#ffffff', subTitle: 'Hi' });
    expect(res.statusCode).toBe(200);
    const changed = await call('northwindAdmin', 'PATCH', northwind(), { iconColor: '#fff3bf' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error.fields.iconColor).toContain('needs 3:1 for icons');
  });

  it('sanitises the theme stylesheet on save and says what it took out', async () => {
    const res = await call('northwindAdmin', 'PATCH', northwind(), {
      themeCss:
        '@import url(https://evil.example/x.css);\n.site-header--solid { background: url(https://evil.example/p.gif); width: expression(alert(1)); color: #fff }',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().themeCssRemoved).toEqual([
      '@import rules',
      'expression(), behavior and script URLs',
      'url() to other hosts',
    ]);
    const css = (await t.app.inject({ url: '/theme.css', headers: { host: 'northwind.localhost' } })).body;
    expect(css).not.toMatch(/evil|expression|@import/);
    expect(css).toContain('color: #fff');
  });

  it.each([
    [{ logo1: 'https://evil.example/logo.png' }, 'logo1'],
    [{ logo1: '/uploads/../etc/passwd.png' }, 'logo1'],
    [{ aboutUsLink: 'javascript:alert(1)' }, 'aboutUsLink'],
    [{ customerDomain: 'https://shop.example.com' }, 'customerDomain'],
    [{ offerValidFor: 0 }, 'offerValidFor'],
    [{ themeColor: 'red' }, 'themeColor'],
    [{ title: '   ' }, 'title'],
    [{ title: 'ok', unknown: 1 }, ''],
  ])('refuses bad input %j', async (payload, field) => {
    const res = await call('northwindAdmin', 'PATCH', northwind(), payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().error.fields).toHaveProperty(field);
  });

  it('refuses NUL and lone surrogates in text', async () => {
    for (const title of ['Bad\u0000Title', 'Bad\ud800Title']) {
      const res = await call('northwindAdmin', 'PATCH', northwind(), { title });
      expect(res.statusCode).toBe(400);
    }
  });

  it('a customer domain used by another storefront is 409', async () => {
    await call('operator', 'PATCH', `/storefronts/${fx.storefronts.cobalt.id}`, {
      customerDomain: 'shop.cobalt.example',
    });
    const res = await call('northwindAdmin', 'PATCH', northwind(), { customerDomain: 'shop.cobalt.example' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This domain is already used by another storefront');
    // And the new domain of Cobalt serves Cobalt at once.
    expect((await storefront('shop.cobalt.example')).json().slug).toBe('cobalt');
  });

  it('two saves at once both land, each field as its request said', async () => {
    const [a, b] = await Promise.all([
      call('northwindAdmin', 'PATCH', northwind(), { metaTitle: 'Meta A' }),
      call('northwindAdmin', 'PATCH', northwind(), { metaDescription: 'Description B' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const current = (await call('northwindAdmin', 'GET', northwind())).json();
    expect(current).toMatchObject({ metaTitle: 'Meta A', metaDescription: 'Description B' });
  });
});

describe('admin: storefront image upload', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  beforeAll(async () => {
    t = await createTestApp();
    fx = await createAccountFixtures(t.db);
  });
  afterAll(() => t.close());

  const upload = async (actor: Actor, bytes: Buffer) => {
    const token = await createSessionToken(t.db, fx.users[actor].id);
    const boundary = '----pbtest';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/storefront-image',
      headers: {
        host: 'admin.localhost',
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };
  // A 1x1 transparent PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  it('a company admin uploads a png: its URL is served and accepted as a logo', async () => {
    const res = await upload('northwindAdmin', PNG);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/uploads\/storefronts\/[0-9a-f-]{36}\.png$/);
    const file = await t.app.inject({ url, headers: { host: 'northwind.localhost' } });
    expect(file.statusCode).toBe(200);
  });

  it('refuses bytes that are not an image, and a role without storefront.settings', async () => {
    const bad = await upload('northwindAdmin', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(bad.statusCode).toBe(400);
    expect((await upload('northwindBusiness', PNG)).statusCode).toBe(403);
    expect((await upload('acmeBuyer', PNG)).statusCode).toBe(403);
  });
});
