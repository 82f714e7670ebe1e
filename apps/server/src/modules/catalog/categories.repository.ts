import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { categories, categoryRedirects, listings, products } from '../../db/schema/index';

type Db = Database | Tx;

const categoryColumns = {
  id: categories.id,
  parentId: categories.parentId,
  name: categories.name,
  slug: categories.slug,
  retiredAt: categories.retiredAt,
};

export async function findCategoryTree(db: Db) {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}
export type CategoryTreeRow = Awaited<ReturnType<typeof findCategoryTree>>[number];

/** Live listings per (category, sub-category), of one organization or (null) of all. */
export async function countListingsByCategory(db: Db, organizationId: string | null) {
  return db
    .select({ categoryId: products.categoryId, subCategoryId: products.subCategoryId, count: count() })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .where(
      and(
        isNull(listings.deletedAt),
        organizationId === null ? undefined : eq(listings.organizationId, organizationId),
      ),
    )
    .groupBy(products.categoryId, products.subCategoryId);
}

/** The categories, locked in id order, so two changes to one tree wait for each other. */
export async function lockCategories(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return tx
    .select(categoryColumns)
    .from(categories)
    .where(inArray(categories.id, [...ids]))
    .orderBy(asc(categories.id))
    .for('update');
}

export async function findSiblingBySlug(db: Db, parentId: string | null, slug: string) {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(
      and(
        parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId),
        eq(categories.slug, slug),
      ),
    );
  return row;
}

export async function findChildren(db: Db, parentId: string) {
  return db.select(categoryColumns).from(categories).where(eq(categories.parentId, parentId));
}

export async function insertCategory(
  tx: Tx,
  values: { parentId: string | null; name: string; slug: string },
) {
  const [row] = await tx
    .insert(categories)
    .values({
      ...values,
      // New entries go last among their siblings.
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from categories where parent_id is not distinct from ${values.parentId})`,
    })
    .returning(categoryColumns);
  if (!row) throw new Error('category insert returned nothing');
  return row;
}

export async function updateCategory(
  tx: Tx,
  id: string,
  values: Partial<{ name: string; slug: string; parentId: string | null; retiredAt: Date | null }>,
) {
  const [row] = await tx
    .update(categories)
    .set(values)
    .where(eq(categories.id, id))
    .returning(categoryColumns);
  if (!row) throw new Error('category update returned nothing');
  return row;
}

export async function deleteCategory(tx: Tx, id: string) {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** Records that a path now answers 301 to a category's current path (replacing an older redirect of that path). */
export async function upsertRedirects(
  tx: Tx,
  rows: readonly { fromCategorySlug: string; fromSubCategorySlug: string; categoryId: string }[],
) {
  if (rows.length === 0) return;
  await tx
    .insert(categoryRedirects)
    .values([...rows])
    .onConflictDoUpdate({
      target: [categoryRedirects.fromCategorySlug, categoryRedirects.fromSubCategorySlug],
      set: { categoryId: sql`excluded.category_id`, createdAt: sql`now()` },
    });
}

/** Redirects to a merged category follow it to the category that took its listings. */
export async function repointRedirects(tx: Tx, fromId: string, toId: string) {
  await tx
    .update(categoryRedirects)
    .set({ categoryId: toId })
    .where(eq(categoryRedirects.categoryId, fromId));
}

/** A path that names a live category again stops redirecting. */
export async function deleteRedirect(tx: Tx, fromCategorySlug: string, fromSubCategorySlug: string) {
  await tx
    .delete(categoryRedirects)
    .where(
      and(
        eq(categoryRedirects.fromCategorySlug, fromCategorySlug),
        eq(categoryRedirects.fromSubCategorySlug, fromSubCategorySlug),
      ),
    );
}

export async function findRedirect(db: Db, fromCategorySlug: string, fromSubCategorySlug: string) {
  const [row] = await db
    .select({ categoryId: categoryRedirects.categoryId })
    .from(categoryRedirects)
    .where(
      and(
        eq(categoryRedirects.fromCategorySlug, fromCategorySlug),
        eq(categoryRedirects.fromSubCategorySlug, fromSubCategorySlug),
      ),
    );
  return row;
}

/**
 * Moves products from one category or sub-category to another and answers the moved products'
 * ids (their listings are re-indexed by the caller).
 */
export async function moveProducts(
  tx: Tx,
  from: { categoryId?: string; subCategoryId?: string },
  to: { categoryId: string; subCategoryId?: string },
  now: Date,
) {
  const where =
    from.subCategoryId !== undefined
      ? eq(products.subCategoryId, from.subCategoryId)
      : eq(products.categoryId, from.categoryId ?? '');
  const rows = await tx
    .update(products)
    .set({
      categoryId: to.categoryId,
      ...(to.subCategoryId !== undefined ? { subCategoryId: to.subCategoryId } : {}),
      updatedAt: now,
    })
    .where(where)
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Live listings of the given products (what a merge moved). */
export async function countLiveListings(tx: Tx, productIds: readonly string[]) {
  if (productIds.length === 0) return 0;
  const [row] = await tx
    .select({ count: count() })
    .from(listings)
    .where(and(inArray(listings.productId, [...productIds]), isNull(listings.deletedAt)));
  return row?.count ?? 0;
}
