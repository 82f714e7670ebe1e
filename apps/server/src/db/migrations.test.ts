import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDatabase } from '../../test/helpers';
import { hashToken } from '../modules/accounts/tokens';
import { type DatabaseHandle, migrateDatabase, migrationsFolder } from './client';
import { offerBuyerLinks } from './schema/index';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A migrations folder holding only the migrations before the one whose tag ends with `suffix`. */
function migrationsBefore(suffix: string): string {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(suffix));
  expect(at).toBeGreaterThan(0);
  const folder = mkdtempSync(path.join(tmpdir(), 'patchbay-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const earlier = journal.entries.slice(0, at);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier) {
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

describe('migration hashed_link_tokens', () => {
  let handle: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
    folder = migrationsBefore('_hashed_link_tokens');
  });
  afterAll(async () => {
    await handle.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('turns the guest offer link tokens already mailed into stored hashes, so those links keep working', async () => {
    await migrateDatabase(handle, folder);
    // Rows written in SQL the schema of that day accepts: today's schema has columns it lacked.
    const organizationId = '01900000-0000-7000-8000-0000000000a1';
    const storefrontId = '01900000-0000-7000-8000-0000000000b1';
    await handle.db.execute(sql`
      insert into organizations (id, slug, name) values (${organizationId}, 'northwind', 'Northwind Networks')
    `);
    await handle.db.execute(sql`
      insert into storefronts (id, organization_id, slug, local_url, storefront_title, theme_color, icon_color)
      values (${storefrontId}, ${organizationId}, 'northwind', 'northwind.localhost', 'Northwind Networks',
              '#0b7285', '#ffffff')
    `);
    const mailed = 'mailedGuestOfferLinkToken-0123456789abc';
    const offerId = '01900000-0000-7000-8000-000000000001';
    await handle.db.execute(sql`
      insert into offers (id, storefront_id, seller_organization_id, guest_id, buyer_access_token)
      values (${offerId}, ${storefrontId}, ${organizationId}, 'GuestGuestGuestGuest77', ${mailed}),
             ('01900000-0000-7000-8000-000000000002', ${storefrontId}, ${organizationId},
              'GuestGuestGuestGuest78', null)
    `);

    await migrateDatabase(handle);

    const links = await handle.db.select().from(offerBuyerLinks);
    expect(links).toEqual([expect.objectContaining({ offerId, tokenHash: hashToken(mailed) })]);
    const { rows } = (await handle.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'offers'`,
    )) as unknown as { rows: { column_name: string }[] };
    expect(rows.map((r) => r.column_name)).not.toContain('buyer_access_token');
    expect(
      await handle.db.select().from(offerBuyerLinks).where(eq(offerBuyerLinks.tokenHash, mailed)),
    ).toEqual([]);
  });
});
