import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { customPages } from '../../db/schema/index';

describe('GET /api/pages/:id', () => {
  let t: TestApp;
  let pages: Record<string, typeof customPages.$inferSelect>;

  beforeAll(async () => {
    t = await createTestApp();
    const fx = await createStorefrontFixtures(t.db);
    const rows = await t.db
      .insert(customPages)
      .values([
        {
          storefrontId: fx.storefronts.northwind.id,
          slug: 'about-us',
          title: 'About Northwind',
          html: '<h2>About</h2><p onclick="steal()">Since 2009.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
          published: true,
        },
        {
          storefrontId: fx.storefronts.northwind.id,
          slug: 'draft',
          title: 'Draft',
          html: '<p>Not yet</p>',
          published: false,
        },
        {
          storefrontId: fx.storefronts.cobalt.id,
          slug: 'returns',
          title: 'Returns',
          html: '<p>14 days</p>',
          published: true,
        },
      ])
      .returning();
    pages = Object.fromEntries(rows.map((r) => [r.slug, r]));
  });
  afterAll(() => t.close());

  const get = (host: string, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/pages/${id}`, headers: { host } });

  it('serves a published page of this storefront by slug or id, sanitised', async () => {
    for (const key of ['about-us', pages['about-us']!.id]) {
      const res = await get('northwind.localhost', key);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: pages['about-us']!.id,
        slug: 'about-us',
        title: 'About Northwind',
        html: '<h2>About</h2><p>Since 2009.</p><a>x</a>',
      });
    }
  });

  it("is 404 for a draft and for another storefront's page", async () => {
    for (const [host, key] of [
      ['northwind.localhost', 'draft'],
      ['northwind.localhost', 'returns'],
      ['northwind.localhost', pages.returns!.id],
      ['cobalt.localhost', 'about-us'],
      ['localhost', 'no-such-page'],
    ] as const) {
      const res = await get(host, key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Page not found' } });
    }
  });
});
