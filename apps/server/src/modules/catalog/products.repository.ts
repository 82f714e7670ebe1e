import { normalizePartNumber } from '@patchbay/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import { insertJsonRows } from '../../db/json-insert';
import {
  categories,
  entityHistory,
  listingShares,
  listings,
  organizations,
  productSpecifications,
  products,
  productTieredPrices,
  storefronts,
  users,
} from '../../db/schema/index';

type Executor = Database | Tx;

export type ProductRow = typeof products.$inferSelect;
export type ListingRow = typeof listings.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type ListingInsert = typeof listings.$inferInsert;
export type SpecificationRow = { type: string; value: string };
export type TierRow = { minQty: number; maxQty: number | null; price: string };

export interface CatalogueEntry {
  product: ProductRow;
  listing: ListingRow;
  specifications: SpecificationRow[];
  tiers: TierRow[];
}

export async function findCategories(db: Executor) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      slug: categories.slug,
    })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}
export type CategoryOption = Awaited<ReturnType<typeof findCategories>>[number];

/**
 * Whether `organizationId` may see a product as its own: it created it, or (a platform-curated
 * product, created by nobody) it lists it. Null scope: the operator, any product.
 */
function ownedBy(scope: string | null): SQL | undefined {
  if (scope === null) return undefined;
  return and(
    eq(listings.organizationId, scope),
    or(eq(products.createdByOrganizationId, scope), isNull(products.createdByOrganizationId)),
  );
}

/**
 * The product and the organization's first live listing of it, or nothing when the product is
 * not the organization's (another organization's product reads as missing). `lock` takes both
 * rows FOR UPDATE, listing first, as every listing writer does.
 */
export async function findEntry(
  db: Executor,
  productId: string,
  scope: string | null,
  options: { lock?: boolean; listingId?: string | undefined } = {},
): Promise<CatalogueEntry | null> {
  const query = db
    .select({ product: products, listing: listings })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(products.id, productId),
        isNull(listings.deletedAt),
        ownedBy(scope),
        options.listingId === undefined ? undefined : eq(listings.id, options.listingId),
      ),
    )
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return null;
  const [specifications, tiers] = await Promise.all([
    findSpecifications(db, productId),
    findTiers(db, productId),
  ]);
  return { ...row, specifications, tiers };
}

/** The organization's live listing whose product carries `sellerPartNumber`: how imports match rows. */
/**
 * What a new listing of the organization shows signed-out visitors when it does not say: the
 * storefront settings' default, off when any of the organization's storefronts turns it off
 * (docs/catalogue.md). An organization without a storefront keeps the column's default, on.
 */
export async function guestPriceDefault(db: Executor, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean | null>`bool_and(${storefronts.showPriceWOLoginDefault})` })
    .from(storefronts)
    .where(eq(storefronts.organizationId, organizationId));
  return row?.on ?? true;
}

export async function findProductIdBySellerPartNumber(
  db: Executor,
  organizationId: string,
  sellerPartNumber: string,
): Promise<string | null> {
  const [row] = await db
    .select({ productId: products.id })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(listings.organizationId, organizationId),
        isNull(listings.deletedAt),
        eq(products.sellerPartNumber, sellerPartNumber),
        ownedBy(organizationId),
      ),
    )
    .orderBy(asc(listings.createdAt))
    .limit(1);
  return row?.productId ?? null;
}

/**
 * findProductIdBySellerPartNumber for many part numbers at once: part number -> the product of the
 * organization's earliest live listing with it (the one the single look-up answers).
 */
export async function findProductIdsBySellerPartNumbers(
  db: Executor,
  organizationId: string,
  sellerPartNumbers: readonly string[],
): Promise<Map<string, string>> {
  if (sellerPartNumbers.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([products.sellerPartNumber], {
      sellerPartNumber: products.sellerPartNumber,
      productId: products.id,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        eq(listings.organizationId, organizationId),
        isNull(listings.deletedAt),
        inArray(products.sellerPartNumber, [...new Set(sellerPartNumbers)]),
        ownedBy(organizationId),
      ),
    )
    .orderBy(asc(products.sellerPartNumber), asc(listings.createdAt));
  return new Map(
    rows.flatMap((r) => (r.sellerPartNumber === null ? [] : [[r.sellerPartNumber, r.productId]])),
  );
}

export async function findSpecifications(db: Executor, productId: string): Promise<SpecificationRow[]> {
  return db
    .select({ type: productSpecifications.type, value: productSpecifications.value })
    .from(productSpecifications)
    .where(eq(productSpecifications.productId, productId))
    .orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id));
}

export async function findTiers(db: Executor, productId: string): Promise<TierRow[]> {
  return db
    .select({
      minQty: productTieredPrices.minQty,
      maxQty: productTieredPrices.maxQty,
      price: productTieredPrices.price,
    })
    .from(productTieredPrices)
    .where(eq(productTieredPrices.productId, productId))
    .orderBy(asc(productTieredPrices.minQty));
}

export async function findShares(db: Executor, listingId: string) {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(listingShares)
    .innerJoin(organizations, eq(organizations.id, listingShares.organizationId))
    .where(eq(listingShares.listingId, listingId))
    .orderBy(asc(organizations.name));
}

export async function insertProduct(tx: Tx, values: ProductInsert): Promise<ProductRow> {
  const [row] = await tx.insert(products).values(values).returning();
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

export async function insertListing(tx: Tx, values: ListingInsert): Promise<ListingRow> {
  const [row] = await tx.insert(listings).values(values).returning();
  if (!row) throw new Error('listing insert returned nothing');
  return row;
}

/** New products, listings, specifications and volume tiers of a batch, ids set by the caller. */
export async function insertCatalogueRows(
  tx: Tx,
  rows: {
    products: (ProductInsert & { id: string })[];
    listings: (ListingInsert & { id: string })[];
    specifications: (typeof productSpecifications.$inferInsert)[];
    tiers: (typeof productTieredPrices.$inferInsert)[];
  },
): Promise<void> {
  await insertJsonRows(tx, products, rows.products);
  await insertJsonRows(tx, listings, rows.listings);
  await insertJsonRows(tx, productSpecifications, rows.specifications);
  await insertJsonRows(tx, productTieredPrices, rows.tiers);
}

export async function updateProductRow(tx: Tx, id: string, values: Partial<ProductInsert>) {
  await tx.update(products).set(values).where(eq(products.id, id));
}

export async function updateListingRow(tx: Tx, id: string, values: Partial<ListingInsert>) {
  await tx.update(listings).set(values).where(eq(listings.id, id));
}

export async function replaceSpecifications(tx: Tx, productId: string, rows: readonly SpecificationRow[]) {
  await tx.delete(productSpecifications).where(eq(productSpecifications.productId, productId));
  if (rows.length > 0) {
    await tx
      .insert(productSpecifications)
      .values(rows.map((row, sortOrder) => ({ productId, type: row.type, value: row.value, sortOrder })));
  }
}

export async function replaceTiers(tx: Tx, productId: string, rows: readonly TierRow[]) {
  await tx.delete(productTieredPrices).where(eq(productTieredPrices.productId, productId));
  if (rows.length > 0) {
    await tx.insert(productTieredPrices).values(rows.map((row) => ({ productId, ...row })));
  }
}

/** Marks the organization's live listings of a product removed; returns their ids. */
export async function softDeleteListings(
  tx: Tx,
  productId: string,
  scope: string | null,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(listings)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(
        eq(listings.productId, productId),
        isNull(listings.deletedAt),
        scope === null ? undefined : eq(listings.organizationId, scope),
      ),
    )
    .returning({ id: listings.id });
  return rows.map((r) => r.id);
}

export async function countLiveListings(db: Executor, productId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(eq(listings.productId, productId), isNull(listings.deletedAt)));
  return row?.n ?? 0;
}

export interface HistoryInsert {
  entityId: string;
  action: 'create' | 'update' | 'delete';
  source: string;
  actorUserId: string | null;
  organizationId: string | null;
  before: Record<string, string | null> | null;
  after: Record<string, string | null> | null;
  createdAt: Date;
}

export async function insertHistory(tx: Tx, rows: readonly HistoryInsert[]) {
  if (rows.length === 0) return;
  await insertJsonRows(
    tx,
    entityHistory,
    rows.map((row) => ({ ...row, entityType: 'product' })),
  );
}

export async function findHistory(db: Executor, productId: string, scope: string | null) {
  return db
    .select({
      id: entityHistory.id,
      action: entityHistory.action,
      source: entityHistory.source,
      before: entityHistory.before,
      after: entityHistory.after,
      createdAt: entityHistory.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorDisplayName: users.displayName,
      actorEmail: users.email,
    })
    .from(entityHistory)
    .leftJoin(users, eq(users.id, entityHistory.actorUserId))
    .where(
      and(
        eq(entityHistory.entityType, 'product'),
        eq(entityHistory.entityId, productId),
        scope === null ? undefined : eq(entityHistory.organizationId, scope),
      ),
    )
    .orderBy(desc(entityHistory.createdAt), desc(entityHistory.id))
    .limit(500);
}

/** Whether the organization ever had the product (a removed product keeps its history readable). */
export async function productTouchedBy(db: Executor, productId: string, scope: string | null) {
  const [row] = await db
    .select({ displayName: products.displayName })
    .from(products)
    .leftJoin(listings, eq(listings.productId, products.id))
    .where(
      and(
        eq(products.id, productId),
        scope === null
          ? undefined
          : or(eq(products.createdByOrganizationId, scope), eq(listings.organizationId, scope)),
      ),
    )
    .limit(1);
  return row ?? null;
}

// ---- The data table ------------------------------------------------------------------------

export interface ListingFilter {
  scope: string | null;
  q?: string | undefined;
  category?: string | undefined;
  conditions?: readonly string[] | undefined;
  stock?: 'in' | 'out' | undefined;
  visibility?: 'marketplace' | 'hidden' | undefined;
  minPrice?: string | undefined;
  maxPrice?: string | undefined;
}

const subCategories = alias(categories, 'sub_categories');

/** `%` and `_` are wildcards in LIKE: a search for '50%' means the text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterWhere(filter: ListingFilter): SQL | undefined {
  const q = filter.q?.trim();
  const normalized = q ? normalizePartNumber(q) : undefined;
  return and(
    isNull(listings.deletedAt),
    filter.scope === null ? undefined : eq(listings.organizationId, filter.scope),
    q
      ? or(
          ilike(products.name, likeText(q)),
          ilike(products.displayName, likeText(q)),
          ilike(products.oemName, likeText(q)),
          ilike(products.oemPartNumber, likeText(q)),
          ilike(products.sellerPartNumber, likeText(q)),
          normalized ? ilike(products.partNumberNormalized, likeText(normalized)) : undefined,
        )
      : undefined,
    filter.category
      ? or(eq(products.categoryId, filter.category), eq(products.subCategoryId, filter.category))
      : undefined,
    filter.conditions && filter.conditions.length > 0
      ? inArray(listings.condition, filter.conditions as ListingRow['condition'][])
      : undefined,
    filter.stock === 'in' ? sql`${listings.numAvailable} > 0` : undefined,
    filter.stock === 'out' ? eq(listings.numAvailable, 0) : undefined,
    filter.visibility === 'marketplace' ? eq(listings.excludeFromCollectorPortal, false) : undefined,
    filter.visibility === 'hidden' ? eq(listings.excludeFromCollectorPortal, true) : undefined,
    filter.minPrice ? gte(listings.price, filter.minPrice) : undefined,
    filter.maxPrice ? lte(listings.price, filter.maxPrice) : undefined,
  );
}

const rowColumns = {
  listingId: listings.id,
  productId: products.id,
  organizationId: listings.organizationId,
  organizationName: organizations.name,
  name: products.name,
  displayName: products.displayName,
  oemName: products.oemName,
  oemPartNumber: products.oemPartNumber,
  sellerPartNumber: products.sellerPartNumber,
  categoryName: categories.name,
  subCategoryName: subCategories.name,
  condition: listings.condition,
  price: listings.price,
  minPrice: products.minPrice,
  maxPrice: products.maxPrice,
  numAvailable: listings.numAvailable,
  excludeFromCollectorPortal: listings.excludeFromCollectorPortal,
  isActive: products.isActive,
  imageUrls: products.imageUrls,
  updatedAt: listings.updatedAt,
};

const sortColumns = {
  updatedAt: listings.updatedAt,
  name: products.displayName,
  oemPartNumber: products.oemPartNumber,
  price: listings.price,
  numAvailable: listings.numAvailable,
  condition: listings.condition,
  category: categories.name,
} as const;

export type ListingTableRow = Awaited<ReturnType<typeof findListingRows>>[number];

function rowsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(where);
}

export async function findListingRows(
  db: Executor,
  filter: ListingFilter,
  page: { sort: keyof typeof sortColumns; direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  const column = sortColumns[page.sort];
  const order = page.direction === 'asc' ? asc(column) : desc(column);
  return rowsQuery(db, filterWhere(filter))
    .orderBy(order, page.direction === 'asc' ? asc(listings.id) : desc(listings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countListingRows(db: Executor, filter: ListingFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(filterWhere(filter));
  return row?.n ?? 0;
}

/** The filtered set for an export, in pages of `batch` rows by listing id (keyset, flat memory). */
export async function* streamListingRows(db: Executor, filter: ListingFilter, batch = 1000) {
  let after: string | null = null;
  for (;;) {
    const rows: ListingTableRow[] = await rowsQuery(
      db,
      and(filterWhere(filter), after ? sql`${listings.id} > ${after}` : undefined),
    )
      .orderBy(asc(listings.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.listingId;
    if (rows.length < batch) return;
  }
}

/** The listings of the ids that are the organization's and live, locked in id order. */
export async function lockListings(tx: Tx, ids: readonly string[], scope: string | null) {
  return tx
    .select({
      id: listings.id,
      productId: listings.productId,
      organizationId: listings.organizationId,
      price: listings.price,
      numAvailable: listings.numAvailable,
      excludeFromCollectorPortal: listings.excludeFromCollectorPortal,
      minPrice: products.minPrice,
      maxPrice: products.maxPrice,
      createdByOrganizationId: products.createdByOrganizationId,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        inArray(listings.id, [...ids]),
        isNull(listings.deletedAt),
        scope === null ? undefined : eq(listings.organizationId, scope),
      ),
    )
    .orderBy(asc(listings.id))
    .for('update', { of: listings });
}
export type LockedListing = Awaited<ReturnType<typeof lockListings>>[number];

export async function setProductsInactive(tx: Tx, productIds: readonly string[], now: Date) {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({ isActive: false, updatedAt: now })
    .where(inArray(products.id, [...productIds]));
}

export async function softDeleteListingIds(tx: Tx, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(listings)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(inArray(listings.id, [...ids]), isNull(listings.deletedAt)));
}

/**
 * A page of whole entries (product, listing, specifications, tiers) of the filtered set, after
 * listing id `after`, for the export: three queries per page whatever its size.
 */
export async function findEntriesPage(
  db: Executor,
  filter: ListingFilter,
  after: string | null,
  limit: number,
): Promise<CatalogueEntry[]> {
  const rows = await db
    .select({ product: products, listing: listings })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(and(filterWhere(filter), after ? sql`${listings.id} > ${after}` : undefined))
    .orderBy(asc(listings.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((r) => r.product.id))];
  const [specs, tiers] = await Promise.all([
    db
      .select({
        productId: productSpecifications.productId,
        type: productSpecifications.type,
        value: productSpecifications.value,
      })
      .from(productSpecifications)
      .where(inArray(productSpecifications.productId, productIds))
      .orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id)),
    db
      .select({
        productId: productTieredPrices.productId,
        minQty: productTieredPrices.minQty,
        maxQty: productTieredPrices.maxQty,
        price: productTieredPrices.price,
      })
      .from(productTieredPrices)
      .where(inArray(productTieredPrices.productId, productIds))
      .orderBy(asc(productTieredPrices.minQty)),
  ]);
  return rows.map((row) => ({
    ...row,
    specifications: specs
      .filter((s) => s.productId === row.product.id)
      .map(({ type, value }) => ({ type, value })),
    tiers: tiers
      .filter((t) => t.productId === row.product.id)
      .map(({ minQty, maxQty, price }) => ({ minQty, maxQty, price })),
  }));
}
