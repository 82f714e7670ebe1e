import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures } from '../../../test/fixtures';
import { createTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../../db/client';
import {
  findListingDetailRows,
  findListingRows,
  findVisibleListingCardRows,
  findVisibleListingRow,
} from './catalog.repository';

describe('catalogue reads as SQL text (db/statements.ts)', () => {
  let database: DatabaseHandle;
  let fx: CatalogFixtures;

  beforeAll(async () => {
    database = await createTestDatabase();
    fx = await createCatalogFixtures(database.db);
  });
  afterAll(() => database.close());

  it('read money as decimal strings, dates as dates and JSON as values', async () => {
    const [row] = await findListingRows(database.db, [fx.listings.asr9001Northwind.id]);
    expect(row?.listing.price).toMatch(/^\d+\.\d{4}$/);
    expect(row?.listing.updatedAt).toBeInstanceOf(Date);
    expect(row?.product.updatedAt).toBeInstanceOf(Date);
    expect(Array.isArray(row?.product.imageUrls)).toBe(true);
    expect(typeof row?.listing.numAvailable).toBe('number');
    expect(typeof row?.listing.showPriceWOLogin).toBe('boolean');
  });

  it('give the same rows inside a transaction (through Drizzle) as outside (prepared)', async () => {
    const { northwind } = fx.storefronts;
    const id = fx.listings.asr9001Northwind.id;
    const outside = {
      rows: await findListingRows(database.db, [id, fx.listings.aristaCobalt.id]),
      visible: await findVisibleListingRow(database.db, northwind.id, id),
      cards: await findVisibleListingCardRows(database.db, northwind.id, [id, fx.listings.aristaCobalt.id]),
      detail: await findListingDetailRows(database.db, northwind.id, id),
    };
    const inside = await database.db.transaction(async (tx) => ({
      rows: await findListingRows(tx, [id, fx.listings.aristaCobalt.id]),
      visible: await findVisibleListingRow(tx, northwind.id, id),
      cards: await findVisibleListingCardRows(tx, northwind.id, [id, fx.listings.aristaCobalt.id]),
      detail: await findListingDetailRows(tx, northwind.id, id),
    }));
    const byId = <T extends { listing: { id: string } }>(rows: T[]) =>
      [...rows].sort((a, b) => a.listing.id.localeCompare(b.listing.id));
    expect(byId(inside.rows)).toEqual(byId(outside.rows));
    expect(inside.visible).toEqual(outside.visible);
    expect(byId(inside.cards)).toEqual(byId(outside.cards));
    expect(inside.detail).toEqual(outside.detail);
    // Visibility: Cobalt's listing is not on Northwind, so no card and no detail for it there.
    expect(outside.cards.map((c) => c.listing.id)).toEqual([id]);
    expect(outside.rows).toHaveLength(2);
    expect(
      await findListingDetailRows(database.db, northwind.id, fx.listings.aristaCobalt.id),
    ).toBeUndefined();
    expect(outside.detail?.others.map((o) => o.listing.id)).not.toContain(id);
  });
});
