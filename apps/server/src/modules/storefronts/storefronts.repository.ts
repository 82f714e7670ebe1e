import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { customPages, faqs, organizations, storefronts } from '../../db/schema/index';

export type FooterPage = { id: string; slug: string; title: string };

export type StorefrontRow = typeof storefronts.$inferSelect & {
  organizationName: string;
  /** Published custom pages in the seller's order (the footer's "Information" links). */
  footerPages: FooterPage[];
  hasFaq: boolean;
};

const columns = {
  storefront: storefronts,
  organizationName: organizations.name,
  // Read with the storefront (one query, cached with it and dropped on the `storefronts` topic).
  footerPages: sql<
    FooterPage[]
  >`coalesce((select json_agg(json_build_object('id', ${customPages.id}, 'slug', ${customPages.slug}, 'title', ${customPages.title}) order by ${customPages.sortOrder}, ${customPages.title}) from ${customPages} where ${customPages.storefrontId} = ${storefronts.id} and ${customPages.published}), '[]'::json)`,
  hasFaq: sql<boolean>`exists (select 1 from ${faqs} where ${faqs.storefrontId} = ${storefronts.id} and ${faqs.published})`,
};

function flatten(row: {
  storefront: typeof storefronts.$inferSelect;
  organizationName: string;
  footerPages: FooterPage[] | string;
  hasFaq: boolean;
}): StorefrontRow {
  const pages = typeof row.footerPages === 'string' ? JSON.parse(row.footerPages) : row.footerPages;
  return {
    ...row.storefront,
    organizationName: row.organizationName,
    footerPages: Array.isArray(pages) ? pages : [],
    hasFaq: Boolean(row.hasFaq),
  };
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

export async function findStorefrontById(db: Database | Tx, id: string): Promise<StorefrontRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(storefronts)
    .innerJoin(organizations, eq(organizations.id, storefronts.organizationId))
    .where(eq(storefronts.id, id))
    .limit(1);
  return row ? flatten(row) : undefined;
}

/** Storefronts of one organization, or of all (null: the operator), marketplace first. */
export async function listStorefrontRows(
  db: Database,
  organizationId: string | null,
): Promise<StorefrontRow[]> {
  const rows = await db
    .select(columns)
    .from(storefronts)
    .innerJoin(organizations, eq(organizations.id, storefronts.organizationId))
    .where(organizationId === null ? undefined : eq(storefronts.organizationId, organizationId))
    .orderBy(desc(storefronts.isMarketplace), asc(storefronts.storefrontTitle));
  return rows.map(flatten);
}

/**
 * Changes a storefront of `organizationId` (null: any, the operator); its updatedAt moves, which
 * renews every page rendered from it. Returns false when no such storefront is in scope.
 */
export async function updateStorefrontRow(
  db: Database | Tx,
  id: string,
  organizationId: string | null,
  patch: Partial<typeof storefronts.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(storefronts)
    .set({ ...patch, updatedAt: now })
    .where(
      organizationId === null
        ? eq(storefronts.id, id)
        : and(eq(storefronts.id, id), eq(storefronts.organizationId, organizationId)),
    )
    .returning({ id: storefronts.id });
  return rows.length > 0;
}
