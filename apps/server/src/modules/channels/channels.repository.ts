import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  listingSearch,
  listings,
  organizations,
  productImports,
  products,
  storefrontFeedRuns,
  storefronts,
} from '../../db/schema/index';

/**
 * What /searchshippingestimate and /externallistings read: a listing's parcel and its seller's
 * address, the storefronts an organization's listings are on, the feed runs and the imports.
 */

/** A listing of `organizationId` (null: any) with the measurements of its parcel and its seller's address. */
export async function findListingParcel(db: Database, listingId: string, organizationId: string | null) {
  const [row] = await db
    .select({
      id: listings.id,
      name: products.displayName,
      isShippingIncluded: listings.isShippingIncluded,
      unitWeight: listings.unitWeight,
      shippingDimensions: listings.shippingDimensions,
      weight: products.weight,
      length: products.length,
      width: products.width,
      height: products.height,
      country: organizations.country,
      state: organizations.state,
      zip: organizations.zip,
      city: organizations.city,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .where(
      and(
        eq(listings.id, listingId),
        isNull(listings.deletedAt),
        organizationId ? eq(listings.organizationId, organizationId) : undefined,
      ),
    );
  return row ?? null;
}

export async function findOrganizationPlace(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      name: organizations.name,
      country: organizations.country,
      state: organizations.state,
      zip: organizations.zip,
      city: organizations.city,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

/**
 * The storefronts whose Google feed may hold the organization's listings: those its listings are
 * visible on, and its own storefronts (the operator, null: every storefront), with the last feed run.
 */
export async function feedStorefronts(db: Database, organizationId: string | null) {
  const visible = organizationId
    ? sql`${storefronts.organizationId} = ${organizationId}::uuid or exists (
        select 1 from ${listingSearch} join ${listings} on ${listings.id} = ${listingSearch.listingId}
        where ${listingSearch.storefrontId} = ${storefronts.id} and ${listings.organizationId} = ${organizationId}::uuid)`
    : sql`true`;
  return db
    .select({
      storefront: storefronts,
      generatedAt: storefrontFeedRuns.generatedAt,
      items: storefrontFeedRuns.items,
    })
    .from(storefronts)
    .leftJoin(storefrontFeedRuns, eq(storefrontFeedRuns.storefrontId, storefronts.id))
    .where(visible)
    .orderBy(storefronts.storefrontTitle);
}

/** Written when a feed has been built to its end. */
export async function recordFeedRun(db: Database, storefrontId: string, generatedAt: Date, items: number) {
  await db
    .insert(storefrontFeedRuns)
    .values({ storefrontId, generatedAt, items })
    .onConflictDoUpdate({ target: storefrontFeedRuns.storefrontId, set: { generatedAt, items } });
}

/** The organization's catalogue files (the operator: everyone's), newest first. */
export async function listImports(db: Database, organizationId: string | null, limit: number) {
  return db
    .select()
    .from(productImports)
    .where(organizationId ? eq(productImports.organizationId, organizationId) : undefined)
    .orderBy(desc(productImports.createdAt))
    .limit(limit);
}
