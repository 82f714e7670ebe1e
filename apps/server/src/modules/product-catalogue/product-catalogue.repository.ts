/**
 * Reads and writes of the reference catalogue (product_data_catalogue), the organizations'
 * selections of it, and the product insight data (product_insight_data) with the product flags.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  categories,
  listings,
  productCatalogueSelections,
  productDataCatalogue,
  productInsightData,
  products,
} from '../../db/schema/index';
import { pgTextArray } from '../search/search-query';

type Executor = Database | Tx;

export type CatalogueEntryRow = typeof productDataCatalogue.$inferSelect;
export type CatalogueEntryInsert = typeof productDataCatalogue.$inferInsert;

const category = alias(categories, 'category');
const subCategory = alias(categories, 'sub_category');

/** Escapes LIKE wildcards so a typed '%' or '_' matches itself. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface EntrySearch {
  brand?: string | undefined;
  mpn?: string | undefined;
  q?: string | undefined;
}

/** Brand compared lower-case and whole; MPN lower-case, from its beginning; q in the title. */
function searchWhere(search: EntrySearch): SQL | undefined {
  return and(
    search.brand ? eq(sql`lower(${productDataCatalogue.brand})`, search.brand.toLowerCase()) : undefined,
    search.mpn
      ? sql`${productDataCatalogue.mpn} like ${`${likeEscaped(search.mpn.toLowerCase())}%`}`
      : undefined,
    search.q ? ilike(productDataCatalogue.title, `%${likeEscaped(search.q)}%`) : undefined,
  );
}

function entrySelect(db: Executor, organizationId: string | null) {
  return db
    .select({
      entry: productDataCatalogue,
      categoryName: category.name,
      subCategoryName: subCategory.name,
      selectionId: productCatalogueSelections.id,
      productId: productCatalogueSelections.productId,
    })
    .from(productDataCatalogue)
    .leftJoin(category, eq(category.id, productDataCatalogue.categoryId))
    .leftJoin(subCategory, eq(subCategory.id, productDataCatalogue.subCategoryId))
    .leftJoin(
      productCatalogueSelections,
      and(
        eq(productCatalogueSelections.catalogueEntryId, productDataCatalogue.id),
        organizationId === null ? sql`false` : eq(productCatalogueSelections.organizationId, organizationId),
      ),
    );
}
export type EntryWithNames = Awaited<ReturnType<ReturnType<typeof entrySelect>['limit']>>[number];

export async function searchEntries(
  db: Executor,
  search: EntrySearch,
  organizationId: string | null,
  page: { limit: number; offset: number },
) {
  const where = searchWhere(search);
  const [rows, [total]] = await Promise.all([
    entrySelect(db, organizationId)
      .where(where)
      .orderBy(asc(sql`lower(${productDataCatalogue.brand})`), asc(productDataCatalogue.mpn))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(productDataCatalogue).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findEntryById(db: Executor, id: string, organizationId: string | null) {
  const [row] = await entrySelect(db, organizationId).where(eq(productDataCatalogue.id, id)).limit(1);
  return row ?? null;
}

/** The entry of a brand + MPN, both compared lower-case (SPEC.md §7). */
export async function findEntryByBrandMpn(
  db: Executor,
  brand: string,
  mpn: string,
  organizationId: string | null,
) {
  const [row] = await entrySelect(db, organizationId)
    .where(
      and(
        eq(sql`lower(${productDataCatalogue.brand})`, brand.trim().toLowerCase()),
        eq(productDataCatalogue.mpn, mpn.trim().toLowerCase()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Adds the row, or updates the entry of its brand + MPN: 'inserted' or 'updated', with the id. */
export async function upsertEntry(
  tx: Tx,
  values: Omit<CatalogueEntryInsert, 'id'>,
): Promise<{ id: string; status: 'inserted' | 'updated' }> {
  const [existing] = await tx
    .select({ id: productDataCatalogue.id })
    .from(productDataCatalogue)
    .where(
      and(
        eq(sql`lower(${productDataCatalogue.brand})`, values.brand.toLowerCase()),
        eq(productDataCatalogue.mpn, values.mpn),
      ),
    )
    .for('update');
  if (existing) {
    const { createdAt: _created, createdByUserId: _by, ...changes } = values;
    await tx.update(productDataCatalogue).set(changes).where(eq(productDataCatalogue.id, existing.id));
    return { id: existing.id, status: 'updated' };
  }
  const [row] = await tx
    .insert(productDataCatalogue)
    .values(values)
    .returning({ id: productDataCatalogue.id });
  return { id: row!.id, status: 'inserted' };
}

export async function updateEntry(tx: Tx, id: string, values: Partial<CatalogueEntryInsert>) {
  const rows = await tx
    .update(productDataCatalogue)
    .set(values)
    .where(eq(productDataCatalogue.id, id))
    .returning({ id: productDataCatalogue.id });
  return rows.length > 0;
}

/** Another entry already has this brand + MPN. */
export async function brandMpnTaken(db: Executor, brand: string, mpn: string, exceptId: string) {
  const [row] = await db
    .select({ id: productDataCatalogue.id })
    .from(productDataCatalogue)
    .where(
      and(
        eq(sql`lower(${productDataCatalogue.brand})`, brand.toLowerCase()),
        eq(productDataCatalogue.mpn, mpn),
        sql`${productDataCatalogue.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

// ---- Selections -------------------------------------------------------------------------------

/** Keeps the entry in the organization's selected data; with a product, records it as added. */
export async function saveSelection(
  db: Executor,
  values: { organizationId: string; catalogueEntryId: string; userId: string; productId?: string; now: Date },
) {
  const added = values.productId ? { productId: values.productId, addedAt: values.now } : {};
  await db
    .insert(productCatalogueSelections)
    .values({
      organizationId: values.organizationId,
      catalogueEntryId: values.catalogueEntryId,
      selectedByUserId: values.userId,
      createdAt: values.now,
      ...added,
    })
    .onConflictDoUpdate({
      target: [productCatalogueSelections.organizationId, productCatalogueSelections.catalogueEntryId],
      set: values.productId ? added : { selectedByUserId: values.userId },
    });
}

export async function deleteSelection(db: Executor, organizationId: string, catalogueEntryId: string) {
  const rows = await db
    .delete(productCatalogueSelections)
    .where(
      and(
        eq(productCatalogueSelections.organizationId, organizationId),
        eq(productCatalogueSelections.catalogueEntryId, catalogueEntryId),
      ),
    )
    .returning({ id: productCatalogueSelections.id });
  return rows.length > 0;
}

/** The organization's selections, newest first; `added`: only those made into a product (or not). */
export async function listSelections(
  db: Executor,
  organizationId: string,
  added: boolean | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(productCatalogueSelections.organizationId, organizationId),
    added === undefined
      ? undefined
      : added
        ? isNotNull(productCatalogueSelections.productId)
        : isNull(productCatalogueSelections.productId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        selection: productCatalogueSelections,
        entry: productDataCatalogue,
        categoryName: category.name,
        subCategoryName: subCategory.name,
        productName: products.name,
        listingId: listings.id,
        price: listings.price,
        numAvailable: listings.numAvailable,
      })
      .from(productCatalogueSelections)
      .innerJoin(
        productDataCatalogue,
        eq(productDataCatalogue.id, productCatalogueSelections.catalogueEntryId),
      )
      .leftJoin(category, eq(category.id, productDataCatalogue.categoryId))
      .leftJoin(subCategory, eq(subCategory.id, productDataCatalogue.subCategoryId))
      .leftJoin(products, eq(products.id, productCatalogueSelections.productId))
      .leftJoin(
        listings,
        and(
          eq(listings.productId, productCatalogueSelections.productId),
          eq(listings.organizationId, organizationId),
          isNull(listings.deletedAt),
        ),
      )
      .where(where)
      .orderBy(
        desc(sql`coalesce(${productCatalogueSelections.addedAt}, ${productCatalogueSelections.createdAt})`),
        desc(productCatalogueSelections.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(productCatalogueSelections).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- Insights ---------------------------------------------------------------------------------

/** A reference entry exists for the product's brand + MPN (lower-case). */
const hasReference = sql<boolean>`exists (select 1 from ${productDataCatalogue} where lower(${productDataCatalogue.brand}) = lower(${products.oemName}) and ${productDataCatalogue.mpn} = lower(${products.oemPartNumber}))`;

/** The organization's products (the operator: every live listing) with their insight flags. */
export async function listInsightProducts(
  db: Executor,
  scope: string | null,
  q: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    isNull(listings.deletedAt),
    scope === null
      ? undefined
      : and(
          eq(listings.organizationId, scope),
          or(eq(products.createdByOrganizationId, scope), isNull(products.createdByOrganizationId)),
        ),
    q
      ? or(
          ilike(products.name, `%${likeEscaped(q)}%`),
          ilike(products.oemName, `%${likeEscaped(q)}%`),
          ilike(products.oemPartNumber, `%${likeEscaped(q)}%`),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productId: products.id,
        listingId: listings.id,
        name: products.name,
        oemName: products.oemName,
        oemPartNumber: products.oemPartNumber,
        price: listings.price,
        isProductInsightDataExist: products.isProductInsightDataExist,
        isProductInsightDataUsed: products.isProductInsightDataUsed,
        productInsightDataUsedDate: products.productInsightDataUsedDate,
        hasReference,
      })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(where)
      .orderBy(desc(listings.updatedAt), desc(listings.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(listings)
      .innerJoin(products, eq(products.id, listings.productId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** pg_trgm similarity() of `title` with each of `others`, in order (docs/insights.md). */
export async function titleSimilarities(db: Executor, title: string, others: readonly string[]) {
  if (others.length === 0) return [];
  const result = (await db.execute(
    sql`select similarity(${title}, t.title)::float8 as s from unnest(${pgTextArray(others)}::text[]) with ordinality as t(title, n) order by t.n`,
  )) as unknown as { rows: { s: number | string }[] };
  return result.rows.map((r) => Number(r.s));
}

export type InsightDataInsert = typeof productInsightData.$inferInsert;

/** The product's matches of its last look-up replace those of the one before. */
export async function replaceInsightData(tx: Tx, productId: string, rows: InsightDataInsert[]) {
  await tx.delete(productInsightData).where(eq(productInsightData.productId, productId));
  if (rows.length > 0) await tx.insert(productInsightData).values(rows);
}

export async function setInsightFlags(
  db: Executor,
  productId: string,
  flags: Partial<
    Pick<
      typeof products.$inferInsert,
      'isProductInsightDataExist' | 'isProductInsightDataUsed' | 'productInsightDataUsedDate'
    >
  >,
) {
  await db.update(products).set(flags).where(eq(products.id, productId));
}

export async function findInsightFlags(db: Executor, productId: string) {
  const [row] = await db
    .select({
      isProductInsightDataExist: products.isProductInsightDataExist,
      isProductInsightDataUsed: products.isProductInsightDataUsed,
      productInsightDataUsedDate: products.productInsightDataUsedDate,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}
