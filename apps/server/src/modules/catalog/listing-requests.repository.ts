import { normalizePartNumber } from '@patchbay/domain';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  entityHistory,
  type ListingCondition,
  listingShares,
  listings,
  organizations,
  products,
  type RelistingRequestStatus,
  relistingRequests,
  type SharedListingRequestStatus,
  sharedListingRequests,
  storefronts,
  users,
} from '../../db/schema/index';

type Db = Database | Tx;

const listingOrganizations = alias(organizations, 'listing_organizations');
const requesterOrganizations = alias(organizations, 'requester_organizations');
const requesters = alias(users, 'requesters');
const deciders = alias(users, 'deciders');

/** The listing a request is about, with its product and seller. */
const listingSummary = {
  id: listings.id,
  productId: listings.productId,
  displayName: products.displayName,
  oemName: products.oemName,
  oemPartNumber: products.oemPartNumber,
  condition: listings.condition,
  price: listings.price,
  numAvailable: listings.numAvailable,
  deletedAt: listings.deletedAt,
  productActive: products.isActive,
  organizationId: listings.organizationId,
  organizationName: listingOrganizations.name,
};

const personName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${table.firstName}, ${table.lastName})), ''), ${table.email})`;

export async function findListingSummary(db: Db, listingId: string) {
  const [row] = await db
    .select(listingSummary)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(listingOrganizations, eq(listingOrganizations.id, listings.organizationId))
    .where(eq(listings.id, listingId));
  return row;
}
export type ListingSummaryRow = NonNullable<Awaited<ReturnType<typeof findListingSummary>>>;

/**
 * Listings an organization could ask to relist: its own deleted, sold-out or retired ones, and other
 * sellers' live listings, matched by part number or name when `q` is given. At most 50, own first.
 */
export async function findRelistableListings(
  db: Db,
  input: { organizationId: string; q: string | undefined },
) {
  const q = input.q?.trim();
  const normalized = q ? normalizePartNumber(q) : '';
  const match: SQL | undefined = q
    ? or(
        normalized ? sql`${products.partNumberNormalized} like ${`%${normalized}%`}` : undefined,
        ilike(products.displayName, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
      )
    : undefined;
  const own = and(
    eq(listings.organizationId, input.organizationId),
    or(isNotNull(listings.deletedAt), eq(listings.numAvailable, 0), eq(products.isActive, false)),
  );
  // Without a query only the organization's own candidates: other sellers' listings are found by search.
  const others = q
    ? and(
        sql`${listings.organizationId} <> ${input.organizationId}`,
        isNull(listings.deletedAt),
        eq(products.isActive, true),
      )
    : undefined;
  return db
    .select(listingSummary)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(listingOrganizations, eq(listingOrganizations.id, listings.organizationId))
    .where(and(others ? or(own, others) : own, match))
    .orderBy(
      sql`(${listings.organizationId} = ${input.organizationId}) desc`,
      products.oemPartNumber,
      listings.id,
    )
    .limit(50);
}

// ---- Relisting requests ------------------------------------------------------------------------

function selectRelistingRequests(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: relistingRequests,
      listing: listingSummary,
      requesterOrganizationName: requesterOrganizations.name,
      requestedBy: personName(requesters),
      requesterEmail: requesters.email,
      decidedBy: personName(deciders),
    })
    .from(relistingRequests)
    .innerJoin(listings, eq(listings.id, relistingRequests.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(listingOrganizations, eq(listingOrganizations.id, listings.organizationId))
    .innerJoin(requesterOrganizations, eq(requesterOrganizations.id, relistingRequests.organizationId))
    .leftJoin(requesters, eq(requesters.id, relistingRequests.requestedByUserId))
    .leftJoin(deciders, eq(deciders.id, relistingRequests.decidedByUserId))
    .where(where);
}
export type RelistingRequestRow = Awaited<ReturnType<typeof selectRelistingRequests>>[number];

/**
 * `sent`: requests of these organizations; `received`: requests about these organizations' listings
 * by other sellers (the ones they decide); `operatorAll`: every request.
 */
export async function findRelistingRequests(
  db: Db,
  input: {
    organizationId: string | null;
    side: 'sent' | 'received' | 'all';
    status: RelistingRequestStatus | undefined;
  },
): Promise<RelistingRequestRow[]> {
  const org = input.organizationId;
  const sent = org === null ? undefined : eq(relistingRequests.organizationId, org);
  const received =
    org === null
      ? undefined
      : and(eq(listings.organizationId, org), eq(relistingRequests.reason, 'otherSeller'));
  const side =
    org === null
      ? undefined
      : input.side === 'sent'
        ? sent
        : input.side === 'received'
          ? received
          : or(sent, received);
  return selectRelistingRequests(
    db,
    and(side, input.status ? eq(relistingRequests.status, input.status) : undefined),
  ).orderBy(desc(relistingRequests.createdAt), desc(relistingRequests.id));
}

export async function findRelistingRequest(db: Db, id: string): Promise<RelistingRequestRow | undefined> {
  const [row] = await selectRelistingRequests(db, eq(relistingRequests.id, id));
  return row;
}

export async function lockRelistingRequest(tx: Tx, id: string) {
  const [row] = await tx.select().from(relistingRequests).where(eq(relistingRequests.id, id)).for('update');
  return row;
}

export async function insertRelistingRequest(tx: Tx, values: typeof relistingRequests.$inferInsert) {
  const [row] = await tx
    .insert(relistingRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: relistingRequests.id });
  return row?.id ?? null;
}

export async function updateRelistingRequest(
  tx: Tx,
  id: string,
  values: Partial<typeof relistingRequests.$inferInsert>,
): Promise<void> {
  await tx.update(relistingRequests).set(values).where(eq(relistingRequests.id, id));
}

export async function lockListing(tx: Tx, listingId: string) {
  const [row] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('update');
  return row;
}

export async function findProductPriceRange(db: Db, productId: string) {
  const [row] = await db
    .select({ minPrice: products.minPrice, maxPrice: products.maxPrice, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** Brings the organization's own listing back with the price, stock and condition asked. */
/** A removed listing live again; its terms are written by the catalogue write path after this. */
export async function restoreListing(tx: Tx, input: { listingId: string; now: Date }): Promise<void> {
  await tx
    .update(listings)
    .set({ deletedAt: null, updatedAt: input.now })
    .where(eq(listings.id, input.listingId));
}

/**
 * A new listing of the requester for the same product, copying the source listing's shipping and
 * offer settings (not its stock, featured flag, shares or counters).
 */
export async function copyListing(
  tx: Tx,
  input: {
    source: typeof listings.$inferSelect;
    organizationId: string;
    createdByUserId: string | null;
    price: string;
    quantity: number;
    condition: ListingCondition;
    now: Date;
  },
): Promise<typeof listings.$inferSelect> {
  const s = input.source;
  const [row] = await tx
    .insert(listings)
    .values({
      productId: s.productId,
      organizationId: input.organizationId,
      createdByUserId: input.createdByUserId,
      price: input.price,
      msrpPrice: s.msrpPrice,
      condition: input.condition,
      minQuantity: s.minQuantity,
      numAvailable: input.quantity,
      quantityMultiple: s.quantityMultiple,
      lotType: s.lotType,
      unitMeasure: s.unitMeasure,
      unitWeight: s.unitWeight,
      shippingDimensions: s.shippingDimensions,
      hsCode: s.hsCode,
      isShippingIncluded: s.isShippingIncluded,
      minShippingEstimate: s.minShippingEstimate,
      maxShippingEstimate: s.maxShippingEstimate,
      canMakeOfferIfQtyIsZero: s.canMakeOfferIfQtyIsZero,
      showPriceWOLogin: s.showPriceWOLogin,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  return row!;
}

/** One entry of /producthistory: what a relisting changed, before and after. */
export async function insertListingHistory(
  tx: Tx,
  input: {
    listingId: string;
    action: string;
    actorUserId: string;
    organizationId: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(entityHistory).values({
    entityType: 'listing',
    entityId: input.listingId,
    action: input.action,
    actorUserId: input.actorUserId,
    organizationId: input.organizationId,
    before: input.before,
    after: input.after,
  });
}

// ---- Shared-listing requests -------------------------------------------------------------------

function selectSharedListingRequests(db: Db, where: SQL | undefined) {
  return db
    .select({
      request: sharedListingRequests,
      listing: listingSummary,
      ownerName: requesterOrganizations.name,
      storefronts: sql<
        string[]
      >`coalesce((select array_agg(s.storefront_title order by s.storefront_title) from storefronts s where s.organization_id = ${sharedListingRequests.organizationId}), '{}')`,
      visible: sql<boolean>`exists (select 1 from listing_shares sh where sh.listing_id = ${sharedListingRequests.listingId} and sh.organization_id = ${sharedListingRequests.organizationId})`,
      requestedBy: personName(requesters),
      requesterEmail: requesters.email,
      decidedBy: personName(deciders),
    })
    .from(sharedListingRequests)
    .innerJoin(listings, eq(listings.id, sharedListingRequests.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(listingOrganizations, eq(listingOrganizations.id, listings.organizationId))
    .innerJoin(requesterOrganizations, eq(requesterOrganizations.id, sharedListingRequests.organizationId))
    .leftJoin(requesters, eq(requesters.id, sharedListingRequests.requestedByUserId))
    .leftJoin(deciders, eq(deciders.id, sharedListingRequests.decidedByUserId))
    .where(where);
}
export type SharedListingRequestRow = Awaited<ReturnType<typeof selectSharedListingRequests>>[number];

/** `sent`: requests about these organizations' listings; `received`: requests to their storefronts. */
export async function findSharedListingRequests(
  db: Db,
  input: {
    organizationId: string | null;
    side: 'sent' | 'received' | 'all';
    status: SharedListingRequestStatus | undefined;
  },
): Promise<SharedListingRequestRow[]> {
  const org = input.organizationId;
  const sent = org === null ? undefined : eq(listings.organizationId, org);
  const received = org === null ? undefined : eq(sharedListingRequests.organizationId, org);
  const side =
    org === null
      ? undefined
      : input.side === 'sent'
        ? sent
        : input.side === 'received'
          ? received
          : or(sent, received);
  return selectSharedListingRequests(
    db,
    and(side, input.status ? eq(sharedListingRequests.status, input.status) : undefined),
  ).orderBy(desc(sharedListingRequests.requestDate), desc(sharedListingRequests.id));
}

export async function findSharedListingRequest(
  db: Db,
  id: string,
): Promise<SharedListingRequestRow | undefined> {
  const [row] = await selectSharedListingRequests(db, eq(sharedListingRequests.id, id));
  return row;
}

export async function lockSharedListingRequest(tx: Tx, id: string) {
  const [row] = await tx
    .select({ request: sharedListingRequests, listingOrganizationId: listings.organizationId })
    .from(sharedListingRequests)
    .innerJoin(listings, eq(listings.id, sharedListingRequests.listingId))
    .where(eq(sharedListingRequests.id, id))
    .for('update', { of: sharedListingRequests });
  return row;
}

export async function insertSharedListingRequest(tx: Tx, values: typeof sharedListingRequests.$inferInsert) {
  const [row] = await tx
    .insert(sharedListingRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sharedListingRequests.id });
  return row?.id ?? null;
}

export async function updateSharedListingRequest(
  tx: Tx,
  id: string,
  values: Partial<typeof sharedListingRequests.$inferInsert>,
): Promise<void> {
  await tx.update(sharedListingRequests).set(values).where(eq(sharedListingRequests.id, id));
}

export async function addListingShare(tx: Tx, listingId: string, organizationId: string): Promise<void> {
  await tx.insert(listingShares).values({ listingId, organizationId }).onConflictDoNothing();
}

export async function removeListingShare(tx: Tx, listingId: string, organizationId: string): Promise<void> {
  await tx
    .delete(listingShares)
    .where(and(eq(listingShares.listingId, listingId), eq(listingShares.organizationId, organizationId)));
}

/** Organizations that have a storefront of their own (not the marketplace), with their titles. */
export async function findStorefrontOwners(db: Db) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      storefronts: sql<
        string[]
      >`array_agg(${storefronts.storefrontTitle} order by ${storefronts.storefrontTitle})`,
    })
    .from(organizations)
    .innerJoin(storefronts, eq(storefronts.organizationId, organizations.id))
    .where(eq(storefronts.isMarketplace, false))
    .groupBy(organizations.id, organizations.name)
    .orderBy(organizations.name);
}

/** Each organization's newest shared-listing request for a listing: what the product form shows. */
export async function findListingShareRequests(db: Db, listingId: string) {
  const rows = await db
    .selectDistinctOn([sharedListingRequests.organizationId], {
      id: sharedListingRequests.id,
      organizationId: sharedListingRequests.organizationId,
      organizationName: organizations.name,
      status: sharedListingRequests.status,
      requestDate: sharedListingRequests.requestDate,
    })
    .from(sharedListingRequests)
    .innerJoin(organizations, eq(organizations.id, sharedListingRequests.organizationId))
    .where(eq(sharedListingRequests.listingId, listingId))
    .orderBy(
      asc(sharedListingRequests.organizationId),
      desc(sharedListingRequests.requestDate),
      desc(sharedListingRequests.id),
    );
  return rows
    .map((r) => ({
      id: r.id,
      organization: { id: r.organizationId, name: r.organizationName },
      status: r.status,
      requestDate: r.requestDate.toISOString(),
    }))
    .sort((a, b) => a.organization.name.localeCompare(b.organization.name));
}
