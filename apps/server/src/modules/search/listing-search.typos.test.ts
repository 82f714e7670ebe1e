import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import type { Database } from '../../db/client';
import {
  createPostgresListingSearch,
  guestSearchRequest,
  type ListingSearchRequest,
} from './listing-search.engine';

/**
 * A one-word text is matched as written first; its typo alternatives are looked up only when that
 * finds nothing on the storefront (TextMatch.unchecked): the same results, one statement fewer on
 * nearly every search.
 */
describe('typo alternatives of a one-word text', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const statements: string[] = [];
  const dialect = new PgDialect();
  /** The database, each raw statement the engine runs written down. */
  let counted: Database;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createCatalogFixtures(t.db);
    counted = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'execute') {
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return target.execute(query);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
  });
  afterAll(() => t.close());

  const request = (text: string, over: Partial<ListingSearchRequest> = {}) =>
    guestSearchRequest(fx.storefronts.marketplace.id, { text, allPricesVisible: true, ...over });
  const typoLookups = () => statements.filter((s) => s.includes('similarity(')).length;

  it('looks up no alternatives for a word that matches, and finds a typo’s matches through them', async () => {
    const engine = createPostgresListingSearch(counted);
    const known = await engine.search(request('cisco'));
    expect(known.total).toBe(3);
    expect(typoLookups()).toBe(0);

    const typo = await engine.search(request('cisko'));
    expect(typo.total).toBe(3);
    expect(new Set(typo.listingIds)).toEqual(new Set(known.listingIds));
    expect(typoLookups()).toBe(1);
    // Kept like the text's other forms: asked again, nothing is looked up again.
    await engine.search(request('cisko', { sort: 'price_asc' }));
    expect(typoLookups()).toBe(1);
  });

  it('looks up a word that matches nothing, and several words at once, as before', async () => {
    const engine = createPostgresListingSearch(counted);
    const before = typoLookups();
    const none = await engine.search(request('qwertzuiop'));
    expect(none.total).toBe(0);
    expect(typoLookups()).toBe(before + 1);
    await engine.search(request('cisko edge'));
    expect(typoLookups()).toBe(before + 2);
  });
});
