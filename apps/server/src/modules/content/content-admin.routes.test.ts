import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountFixtures, createAccountFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { customPages, faqs } from '../../db/schema/index';

type Actor = keyof AccountFixtures['users'];

describe('admin: custom pages and FAQ', () => {
  let t: TestApp;
  let fx: AccountFixtures;
  const clock = createClock('2026-06-15T12:00:00Z');
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createAccountFixtures(t.db);
    for (const [key, user] of Object.entries(fx.users)) {
      tokens[key as Actor] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const call = (
    actor: Actor | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const guest = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });
  const branding = async (host: string) => (await guest(host, '/api/storefront')).json();
  const newPage = (actor: Actor, body: object) =>
    call(actor, 'POST', '/custom-pages', { storefrontId: fx.storefronts.northwind.id, ...body });

  it('a companyAdmin writes a page: stored sanitised, a draft hidden from guests until published', async () => {
    const res = await newPage('northwindAdmin', {
      title: 'Warranty',
      slug: 'warranty',
      html:
        '<h2 onclick="x()">Warranty</h2><ul><li>One year</li></ul><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.com/terms">terms</a>' +
        '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,AAAA" alt="d"><img src="https://cdn.example.com/a.png" alt="ok">' +
        '<table><tbody><tr><td>Part</td></tr></tbody></table>',
    });
    expect(res.statusCode).toBe(201);
    const page = res.json().page;
    expect(res.json().message).toBe('Page added');
    expect(page).toMatchObject({
      title: 'Warranty',
      slug: 'warranty',
      published: false,
      storefront: { id: fx.storefronts.northwind.id, title: 'Northwind Networks' },
      url: expect.stringMatching(/\/pages\/warranty$/),
    });
    expect(page.html).toBe(
      '<h2>Warranty</h2><ul><li>One year</li></ul><a>bad</a><a href="https://example.com/terms">terms</a>' +
        '<img src="x" /><img alt="d" /><img src="https://cdn.example.com/a.png" alt="ok" />' +
        '<table><tbody><tr><td>Part</td></tr></tbody></table>',
    );
    const [stored] = await t.db.select().from(customPages).where(eq(customPages.id, page.id));
    expect(stored!.html).toBe(page.html);

    // A draft: 404 to guests, absent from the footer.
    expect((await guest('northwind.localhost', '/api/pages/warranty')).statusCode).toBe(404);
    expect((await branding('northwind.localhost')).footerPages).toEqual([]);

    const published = await call('northwindAdmin', 'PATCH', `/custom-pages/${page.id}`, { published: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().message).toBe('Page saved');
    const shown = await guest('northwind.localhost', '/api/pages/warranty');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().html).toContain('<ul><li>One year</li></ul>');
    // The footer shows it at once (the storefront caches were dropped).
    expect((await branding('northwind.localhost')).footerPages).toEqual([
      { id: page.id, slug: 'warranty', title: 'Warranty' },
    ]);
    // Another storefront does not.
    expect((await guest('cobalt.localhost', '/api/pages/warranty')).statusCode).toBe(404);

    // Unpublishing hides it again.
    await call('northwindAdmin', 'PATCH', `/custom-pages/${page.id}`, { published: false });
    expect((await guest('northwind.localhost', `/api/pages/${page.id}`)).statusCode).toBe(404);
    expect((await branding('northwind.localhost')).footerPages).toEqual([]);
  });

  it('sanitises on every write: a changed page loses script, on* attributes and javascript: links', async () => {
    const { page } = (
      await newPage('northwindAdmin', { title: 'Edit me', slug: 'edit-me', html: '<p>a</p>' })
    ).json();
    const res = await call('northwindAdmin', 'PATCH', `/custom-pages/${page.id}`, {
      html: '<p onmouseover="x()">b</p><SCRIPT>steal()</SCRIPT><a href=" JaVaScRiPt:alert(1)">c</a><iframe src="https://evil.test"></iframe>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().page.html).toBe('<p>b</p><a>c</a>');
  });

  it('slug: validated, unique per storefront (409), free on another storefront; nothing changes on a refusal', async () => {
    for (const slug of ['Bad Slug', 'bad--slug', '-x', '', '0190f3c2-1a2b-7c3d-8e4f-0123456789ab']) {
      const res = await newPage('northwindAdmin', { title: 'X', slug, html: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.slug).toBe(
        'Please enter a slug of lower-case letters, digits and single hyphens (at most 80 characters)',
      );
    }
    const noTitle = await newPage('northwindAdmin', { title: '  ', slug: 'x', html: '' });
    expect(noTitle.json().error.fields.title).toBe('Please enter title');

    expect(
      (await newPage('northwindAdmin', { title: 'Returns', slug: 'returns', html: '' })).statusCode,
    ).toBe(201);
    const again = await newPage('northwindAdmin', { title: 'Returns 2', slug: 'returns', html: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'This slug is already used by another page of this storefront',
      fields: { slug: 'This slug is already used by another page of this storefront' },
    });
    const other = await call('cobaltAdmin', 'POST', '/custom-pages', {
      storefrontId: fx.storefronts.cobalt.id,
      title: 'Returns',
      slug: 'returns',
      html: '',
    });
    expect(other.statusCode).toBe(201);

    const { page } = (await newPage('northwindAdmin', { title: 'Other', slug: 'other', html: '' })).json();
    const rename = await call('northwindAdmin', 'PATCH', `/custom-pages/${page.id}`, {
      slug: 'returns',
      title: 'Y',
    });
    expect(rename.statusCode).toBe(409);
    const kept = (await call('northwindAdmin', 'GET', `/custom-pages/${page.id}`)).json();
    expect(kept).toMatchObject({ slug: 'other', title: 'Other' });
  });

  it('lists, searches and sorts; the footer follows the order the seller set', async () => {
    const mk = async (title: string, slug: string, sortOrder: number) =>
      (await newPage('northwindAdmin', { title, slug, html: '<p>x</p>', published: true, sortOrder })).json()
        .page;
    const b = await mk('Bravo', 'bravo', 20);
    const a = await mk('Alpha', 'alpha', 10);
    const footer = (await branding('northwind.localhost')).footerPages.map((p: { slug: string }) => p.slug);
    expect(footer.indexOf('alpha')).toBeLessThan(footer.indexOf('bravo'));

    await call('northwindAdmin', 'PATCH', `/custom-pages/${a.id}`, { sortOrder: 30 });
    const after = (await branding('northwind.localhost')).footerPages.map((p: { slug: string }) => p.slug);
    expect(after.indexOf('bravo')).toBeLessThan(after.indexOf('alpha'));

    const search = await call('northwindAdmin', 'GET', '/custom-pages?q=brav');
    expect(search.json().items.map((p: { id: string }) => p.id)).toEqual([b.id]);
    const byTitle = (await call('northwindAdmin', 'GET', '/custom-pages?sort=title&dir=desc')).json();
    const titles = byTitle.items.map((p: { title: string }) => p.title);
    expect(titles).toEqual(
      [...titles].sort((x: string, y: string) => y.toLowerCase().localeCompare(x.toLowerCase())),
    );
    expect(byTitle.items[0]).not.toHaveProperty('html');
    const drafts = (await call('northwindAdmin', 'GET', '/custom-pages?status=draft')).json();
    expect(drafts.items.every((p: { published: boolean }) => !p.published)).toBe(true);
    // Only the organization's own pages.
    expect(
      byTitle.items.every(
        (p: { storefront: { id: string } }) => p.storefront.id === fx.storefronts.northwind.id,
      ),
    ).toBe(true);
  });

  it("another organization's page or storefront is 404; a role without content.manage is 403", async () => {
    const { page } = (
      await newPage('northwindAdmin', { title: 'Private', slug: 'private', html: '' })
    ).json();
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { title: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call('cobaltAdmin', method, `/custom-pages/${page.id}`, body);
      expect(res.statusCode).toBe(404);
    }
    const foreign = await call('cobaltAdmin', 'POST', '/custom-pages', {
      storefrontId: fx.storefronts.northwind.id,
      title: 'Mine now',
      slug: 'mine-now',
      html: '',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.fields.storefrontId).toBe('Storefront not found');

    for (const actor of ['northwindBusiness', 'northwindSpecialist'] as const) {
      expect((await call(actor, 'GET', '/custom-pages')).statusCode).toBe(403);
      expect((await call(actor, 'GET', `/custom-pages/${page.id}`)).statusCode).toBe(403);
      expect((await call(actor, 'PATCH', `/custom-pages/${page.id}`, { title: 'No' })).statusCode).toBe(403);
      expect((await newPage(actor, { title: 'No', slug: 'no', html: '' })).statusCode).toBe(403);
      expect((await call(actor, 'GET', `/faqs?storefrontId=${fx.storefronts.northwind.id}`)).statusCode).toBe(
        403,
      );
    }
    expect((await call('acmeBuyer', 'GET', '/custom-pages')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/custom-pages')).statusCode).toBe(401);
    // The operator manages every organization's pages.
    expect((await call('operator', 'GET', `/custom-pages/${page.id}`)).statusCode).toBe(200);
    const [still] = await t.db.select().from(customPages).where(eq(customPages.id, page.id));
    expect(still!.title).toBe('Private');

    const deleted = await call('northwindAdmin', 'DELETE', `/custom-pages/${page.id}`);
    expect(deleted.json()).toEqual({ message: 'Page deleted' });
    expect((await call('northwindAdmin', 'GET', `/custom-pages/${page.id}`)).statusCode).toBe(404);
  });

  describe('FAQ', () => {
    const sf = () => fx.storefronts.cobalt.id;
    const add = (question: string, answer: string, actor: Actor = 'cobaltAdmin') =>
      call(actor, 'POST', '/faqs', { storefrontId: sf(), question, answer });
    const publicFaq = async () =>
      (await guest('cobalt.localhost', '/api/faq')).json().items.map((f: { question: string }) => f.question);

    it('adds, edits, orders and deletes; the storefront FAQ page and footer follow at once', async () => {
      expect(await publicFaq()).toEqual([]);
      expect((await branding('cobalt.localhost')).hasFaq).toBe(false);
      const one = (await add('Do you ship abroad?', 'Yes, worldwide.')).json();
      expect(one.message).toBe('Question added');
      const two = (await add('Net 30?', 'For approved accounts.')).json().faq;
      const three = (await add('Warranty?', 'One year.')).json().faq;
      expect(await publicFaq()).toEqual(['Do you ship abroad?', 'Net 30?', 'Warranty?']);
      expect((await branding('cobalt.localhost')).hasFaq).toBe(true);

      const moved = await call('cobaltAdmin', 'POST', `/faqs/${three.id}/move`, { direction: 'up' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().items.map((f: { question: string }) => f.question)).toEqual([
        'Do you ship abroad?',
        'Warranty?',
        'Net 30?',
      ]);
      // Past the top: nothing moves.
      await call('cobaltAdmin', 'POST', `/faqs/${one.faq.id}/move`, { direction: 'up' });
      expect(await publicFaq()).toEqual(['Do you ship abroad?', 'Warranty?', 'Net 30?']);

      const edited = await call('cobaltAdmin', 'PATCH', `/faqs/${two.id}`, {
        answer: 'Yes, after a credit check.',
      });
      expect(edited.json()).toMatchObject({
        message: 'Question saved',
        faq: { answer: 'Yes, after a credit check.' },
      });
      const empty = await call('cobaltAdmin', 'PATCH', `/faqs/${two.id}`, { question: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.question).toBe('Please enter question');

      expect((await call('cobaltAdmin', 'DELETE', `/faqs/${two.id}`)).json()).toEqual({
        message: 'Question deleted',
      });
      const list = (await call('cobaltAdmin', 'GET', `/faqs?storefrontId=${sf()}`)).json();
      expect(list.storefront.title).toBe('Cobalt Telecom');
      expect(list.items.map((f: { question: string }) => f.question)).toEqual([
        'Do you ship abroad?',
        'Warranty?',
      ]);
      // Northwind's FAQ page shows none of Cobalt's.
      expect((await guest('northwind.localhost', '/api/faq')).json().items).toEqual([]);
    });

    it("another organization's entry or storefront is 404; nothing changes", async () => {
      const entry = (await add('Mine?', 'Yes.')).json().faq;
      expect((await call('northwindAdmin', 'PATCH', `/faqs/${entry.id}`, { answer: 'No' })).statusCode).toBe(
        404,
      );
      expect(
        (await call('northwindAdmin', 'POST', `/faqs/${entry.id}/move`, { direction: 'up' })).statusCode,
      ).toBe(404);
      expect((await call('northwindAdmin', 'DELETE', `/faqs/${entry.id}`)).statusCode).toBe(404);
      expect((await call('northwindAdmin', 'GET', `/faqs?storefrontId=${sf()}`)).statusCode).toBe(404);
      expect((await add('Theirs?', 'No.', 'northwindAdmin')).statusCode).toBe(404);
      expect((await add('Q', 'A', 'cobaltBusiness')).statusCode).toBe(403);
      expect((await call('cobaltBusiness', 'DELETE', `/faqs/${entry.id}`)).statusCode).toBe(403);
      const [row] = await t.db.select().from(faqs).where(eq(faqs.id, entry.id));
      expect(row!.answer).toBe('Yes.');
    });
  });
});
