import { asc, desc, eq, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { organizations, storefronts } from '../../db/schema/index';

export type StorefrontRow = typeof storefronts.$inferSelect & { organizationName: string };

const columns = {
  storefront: storefronts,
  organizationName: organizations.name,
};

function flatten(row: {
  storefront: typeof storefronts.$inferSelect;
  organizationName: string;
}): StorefrontRow {
  return { ...row.storefront, organizationName: row.organizationName };
}

export async function findStorefrontByHost(db: Database, host: string): Promise<StorefrontRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(storefronts)
    .innerJoin(organizations, eq(organizations.id, storefronts.organizationId))
    .where(or(eq(storefronts.localUrl, host), eq(storefronts.customerDomain, host)))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function findMarketplaceStorefront(db: Database | Tx): Promise<StorefrontRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(storefronts)
    .innerJoin(organizations, eq(organizations.id, storefronts.organizationId))
    .where(eq(storefronts.isMarketplace, true))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function listStorefronts(db: Database) {
  return db
    .select({
      id: storefronts.id,
      slug: storefronts.slug,
      storefrontTitle: storefronts.storefrontTitle,
      localUrl: storefronts.localUrl,
      customerDomain: storefronts.customerDomain,
      organizationId: storefronts.organizationId,
    })
    .from(storefronts)
    .orderBy(desc(storefronts.isMarketplace), asc(storefronts.storefrontTitle));
}

export async function insertStorefront(
  db: Database | Tx,
  values: typeof storefronts.$inferInsert,
): Promise<void> {
  await db.insert(storefronts).values(values);
}
