import { rmSync } from 'node:fs';
import { categoryMessages as m } from '@patchbay/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { listingSearch } from '../../db/schema/index';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

interface Node {
  id: string;
  name: string;
  slug: string;
  path: string;
  retired: boolean;
  listingCount: number;
}
type Tree = { items: (Node & { subCategories: Node[] })[]; canManage: boolean };

describe('the category tree (/categoryView)', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let config: Config;
  let fx: CatalogFixtures;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig();
    ({ app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      webTemplates: { storefront: template, admin: template },
    }));
    await app.ready();
    fx = await createCatalogFixtures(database.db);
    const u = fx.users;
    for (const [name, user] of Object.entries({
      operator: u.operator,
      northwindAdmin: u.northwindAdmin,
      northwindSpecialist: u.northwindSpecialist,
      buyer: u.acmeBuyer,
    })) {
      tokens[name] = await createSessionToken(database.db, user.id, new Date());
    }
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  const admin = (who: string, method: InjectOptions['method'], url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[who]}` },
      ...(payload ? { payload } : {}),
    });
  const page = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });
  const tree = async (who = 'operator') => (await admin(who, 'GET', '/categories')).json() as Tree;
  const find = (t: Tree, path: string) =>
    [...t.items, ...t.items.flatMap((c) => c.subCategories)].find((n) => n.path === path);
  const search = async (query: string, host = 'localhost') =>
    ((await page(`/api/listings?${query}`, host)).json().items as {
      id: string;
      subCategory: { slug: string };
    }[]) ?? [];

  it('shows staff the tree with their own organization’s live listings; the operator counts every organization', async () => {
    const own = await admin('northwindSpecialist', 'GET', '/categories');
    expect(own.statusCode).toBe(200);
    const mine = own.json() as Tree;
    expect(mine.canManage).toBe(false);
    const all = await tree();
    expect(all.canManage).toBe(true);
    expect(all.items.map((c) => c.path)).toEqual(['/routers', '/switches', '/optics']);
    expect(find(all, '/routers/edge')).toMatchObject({ name: 'Edge', retired: false });
    // Counts of another organization's listings never reach a seller.
    expect(find(mine, '/routers')!.listingCount).toBeLessThan(find(all, '/routers')!.listingCount);
    for (const c of all.items) {
      const subs = c.subCategories.reduce((sum, s) => sum + s.listingCount, 0);
      expect(subs, c.path).toBeLessThanOrEqual(c.listingCount);
    }
    expect((await admin('buyer', 'GET', '/categories')).statusCode).toBe(403);
  });

  it('changes are the operator’s: a company admin and a buyer get 403, and nothing changes', async () => {
    const edge = find(await tree(), '/routers/edge')!;
    for (const who of ['northwindAdmin', 'northwindSpecialist', 'buyer']) {
      expect((await admin(who, 'POST', '/categories', { name: 'Firewalls' })).statusCode, who).toBe(403);
      expect((await admin(who, 'PUT', `/categories/${edge.id}`, { name: 'Hacked' })).statusCode, who).toBe(
        403,
      );
      expect(
        (await admin(who, 'POST', `/categories/${edge.id}/retirement`, { retired: true })).statusCode,
      ).toBe(403);
    }
    expect(find(await tree(), '/routers/edge')).toMatchObject({ name: 'Edge', retired: false });
  });

  it('adds categories and sub-categories; refuses a taken name (409), a name without letters (400), an unknown parent (404)', async () => {
    const top = await admin('operator', 'POST', '/categories', { name: 'Load Balancers' });
    expect(top.statusCode).toBe(201);
    expect(top.json()).toMatchObject({
      message: m.added,
      category: { slug: 'load-balancers', path: '/load-balancers' },
    });
    const sub = await admin('operator', 'POST', '/categories', {
      name: 'Application Delivery',
      parentId: top.json().category.id,
    });
    expect(sub.json().category.path).toBe('/load-balancers/application-delivery');
    expect((await admin('operator', 'POST', '/categories', { name: 'load balancers!' })).json()).toEqual({
      error: { code: 'conflict', message: m.nameTaken, fields: { name: m.nameTaken } },
    });
    expect((await admin('operator', 'POST', '/categories', { name: '---' })).statusCode).toBe(400);
    expect((await admin('operator', 'POST', '/categories', { name: ' ' })).json().error.message).toBe(
      m.nameRequired,
    );
    const unknownParent = await admin('operator', 'POST', '/categories', {
      name: 'Orphans',
      parentId: '0190f3a0-0000-7000-8000-000000000000',
    });
    expect(unknownParent.statusCode).toBe(404);
    expect((await admin('operator', 'POST', '/categories', { name: 'X', extra: 1 })).statusCode).toBe(400);
    expect((await page('/load-balancers')).statusCode).toBe(200);
  });

  it('a rename answers the old URLs 301 to the new ones, also after a second rename', async () => {
    const before = await tree();
    const routers = find(before, '/routers')!;
    const edge = find(before, '/routers/edge')!;
    const renamed = await admin('operator', 'PUT', `/categories/${edge.id}`, { name: 'Edge Routers' });
    expect(renamed.json()).toMatchObject({ message: m.renamed, category: { path: '/routers/edge-routers' } });
    let res = await page('/routers/edge?ref=mail');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/routers/edge-routers?ref=mail');
    expect((await page('/routers/edge-routers')).statusCode).toBe(200);

    expect(
      (await admin('operator', 'PUT', `/categories/${routers.id}`, { name: 'Routing' })).statusCode,
    ).toBe(200);
    res = await page('/routers');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/routing');
    expect((await page('/routers/edge')).headers.location).toBe('/routing/edge-routers');
    expect((await page('/routers/core')).headers.location).toBe('/routing/core');
    // The storefront's tree and search use the new names at once.
    const cats = (await page('/api/categories')).json().items as {
      slug: string;
      subCategories: { slug: string }[];
    }[];
    expect(cats.map((c) => c.slug)).toContain('routing');
    const found = await search('category=routing&subCategory=edge-routers');
    expect(found.map((l) => l.id)).toContain(fx.listings.asr9001Northwind.id);
    // Taking a sibling's name is refused.
    const clash = await admin('operator', 'PUT', `/categories/${routers.id}`, { name: 'Switches' });
    expect(clash.statusCode).toBe(409);
  });

  it('merging a sub-category moves its listings: the counts add up, they are searchable under the target, the old URL answers 301', async () => {
    const before = await tree();
    const edge = find(before, '/routing/edge-routers')!;
    const core = find(before, '/routing/core')!;
    const searchBefore = await search('category=routing&subCategory=core');
    expect(searchBefore.length).toBeGreaterThan(0);
    const res = await admin('operator', 'POST', `/categories/${core.id}/merge`, { targetId: edge.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: m.merged, category: { id: edge.id } });
    expect(res.json().movedListings).toBe(core.listingCount);
    const after = await tree();
    expect(find(after, '/routing/core')).toBeUndefined();
    expect(find(after, '/routing/edge-routers')!.listingCount).toBe(edge.listingCount + core.listingCount);
    const found = (await search('category=routing&subCategory=edge-routers')).map((l) => l.id);
    for (const listing of searchBefore) expect(found).toContain(listing.id);
    // The index was written in the merge's transaction: no row points at the removed sub-category.
    expect(
      await database.db.select().from(listingSearch).where(eq(listingSearch.subCategoryId, core.id)),
    ).toEqual([]);
    expect((await page('/routing/core')).headers.location).toBe('/routing/edge-routers');
    expect((await page('/routers/core')).headers.location).toBe('/routing/edge-routers');
  });

  it('merging a category moves its sub-categories under the target; refuses itself and mixed levels (400), unknown ids (404)', async () => {
    const before = await tree();
    const switches = find(before, '/switches')!;
    const routing = find(before, '/routing')!;
    expect(
      (await admin('operator', 'POST', `/categories/${switches.id}/merge`, { targetId: switches.id }))
        .statusCode,
    ).toBe(400);
    const edge = find(before, '/routing/edge-routers')!;
    expect(
      (await admin('operator', 'POST', `/categories/${switches.id}/merge`, { targetId: edge.id })).statusCode,
    ).toBe(400);
    expect(
      (
        await admin('operator', 'POST', `/categories/${switches.id}/merge`, {
          targetId: '0190f3a0-0000-7000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await admin('northwindAdmin', 'POST', `/categories/${switches.id}/merge`, { targetId: routing.id }))
        .statusCode,
    ).toBe(403);

    const res = await admin('operator', 'POST', `/categories/${switches.id}/merge`, { targetId: routing.id });
    expect(res.statusCode).toBe(200);
    const after = await tree();
    expect(find(after, '/switches')).toBeUndefined();
    expect(find(after, '/routing')!.listingCount).toBe(routing.listingCount + switches.listingCount);
    expect(find(after, '/routing/campus')).toBeDefined();
    expect((await page('/switches/campus')).headers.location).toBe('/routing/campus');
    expect((await page('/switches')).headers.location).toBe('/routing');
    const found = await search('q=DCS-7050SX3');
    expect(found[0]?.subCategory.slug).toBe('campus');
  });

  it('a retired category leaves the storefront navigation and sitemap; its listings stay searchable and its URL answers', async () => {
    const optics = find(await tree(), '/optics')!;
    const res = await admin('operator', 'POST', `/categories/${optics.id}/retirement`, { retired: true });
    expect(res.json()).toMatchObject({ message: m.retired, category: { retired: true } });
    const cats = (await page('/api/categories')).json().items as { slug: string }[];
    expect(cats.map((c) => c.slug)).not.toContain('optics');
    expect((await search('q=FTLX8574D3BCL')).length).toBeGreaterThan(0);
    expect((await page('/optics/sfp')).statusCode).toBe(200);
    // A retired category takes no new sub-category until it is restored.
    expect(
      (await admin('operator', 'POST', '/categories', { name: 'QSFP', parentId: optics.id })).statusCode,
    ).toBe(409);
    const restored = await admin('operator', 'POST', `/categories/${optics.id}/retirement`, {
      retired: false,
    });
    expect(restored.json()).toMatchObject({ message: m.restored, category: { retired: false } });
    expect(((await page('/api/categories')).json().items as { slug: string }[]).map((c) => c.slug)).toContain(
      'optics',
    );
  });
});
