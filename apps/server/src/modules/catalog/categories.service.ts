import {
  type AdminCategory,
  type AdminCategoryTreeResponse,
  type AdminSubCategory,
  type CategoryChangeResponse,
  type CreateCategoryBody,
  categoryMessages,
  type MergeCategoryBody,
  type RenameCategoryBody,
  type RetireCategoryBody,
  type SessionUser,
} from '@patchbay/contract';
import { categoryMergeProblem, categoryPath, categorySlug } from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError, conflict, invalidData, notFound } from '../../lib/errors';
import { assertCan, can, organizationScope } from '../accounts/policy';
import { syncListingSearch } from '../search/search.service';
import {
  type CategoryTreeRow,
  countListingsByCategory,
  countLiveListings,
  deleteCategory,
  deleteRedirect,
  findCategoryTree,
  findChildren,
  findRedirect,
  findSiblingBySlug,
  insertCategory,
  lockCategories,
  moveProducts,
  repointRedirects,
  updateCategory,
  upsertRedirects,
} from './categories.repository';

type Actor = Pick<SessionUser, 'id' | 'role' | 'organization'>;

// ---- Reading -------------------------------------------------------------------------------

/** GET /api/admin/categories: the tree with the live listings of the viewer's organization (operator: all). */
export async function getCategoryTree(ctx: AppContext, actor: Actor): Promise<AdminCategoryTreeResponse> {
  assertCan(actor, 'products.manage');
  const [rows, counts] = await Promise.all([
    findCategoryTree(ctx.db),
    countListingsByCategory(ctx.db, organizationScope(actor)),
  ]);
  const byCategory = new Map<string, number>();
  const bySubCategory = new Map<string, number>();
  for (const c of counts) {
    byCategory.set(c.categoryId, (byCategory.get(c.categoryId) ?? 0) + c.count);
    if (c.subCategoryId)
      bySubCategory.set(c.subCategoryId, (bySubCategory.get(c.subCategoryId) ?? 0) + c.count);
  }
  const items: AdminCategory[] = rows
    .filter((c) => c.parentId === null)
    .map((c) => ({
      ...toNode(c, null, byCategory.get(c.id) ?? 0),
      subCategories: rows
        .filter((s) => s.parentId === c.id)
        .map((s) => toNode(s, c, bySubCategory.get(s.id) ?? 0)),
    }));
  return { items, canManage: can(actor, 'categories.manage') };
}

function toNode(
  row: CategoryTreeRow,
  parent: CategoryTreeRow | null,
  listingCount: number,
): AdminSubCategory {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    path: parent ? categoryPath(parent.slug, row.slug) : categoryPath(row.slug),
    retired: row.retiredAt !== null,
    listingCount,
  };
}

/**
 * Where an old storefront path of a category now is (a rename or a merge left a redirect): the
 * current path, or null. Live categories are matched before this is asked.
 */
export async function findCategoryRedirect(
  ctx: AppContext,
  categorySlugValue: string,
  subCategorySlug: string | undefined,
): Promise<string | null> {
  const redirect = await findRedirect(ctx.db, categorySlugValue, subCategorySlug ?? '');
  if (!redirect) return null;
  const rows = await findCategoryTree(ctx.db);
  const target = rows.find((c) => c.id === redirect.categoryId);
  if (!target) return null;
  const parent = target.parentId ? rows.find((c) => c.id === target.parentId) : undefined;
  return parent ? categoryPath(parent.slug, target.slug) : categoryPath(target.slug);
}

// ---- Changing ------------------------------------------------------------------------------

function nameOf(name: string): { name: string; slug: string } {
  const slug = categorySlug(name);
  if (!slug) throw invalidData(categoryMessages.nameInvalid, { name: categoryMessages.nameInvalid });
  return { name: name.trim(), slug };
}

async function assertFreeSlug(tx: Tx, parentId: string | null, slug: string, except?: string) {
  const sibling = await findSiblingBySlug(tx, parentId, slug);
  if (sibling && sibling.id !== except) {
    throw new AppError('conflict', categoryMessages.nameTaken, {
      fields: { name: categoryMessages.nameTaken },
    });
  }
}

async function lockOne(tx: Tx, id: string) {
  const [row] = await lockCategories(tx, [id]);
  if (!row) throw notFound(categoryMessages.notFound);
  return row;
}

/** The committed change: caches of the category tree and of rendered pages drop it in every process. */
async function committed<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(change);
  await ctx.cache.publish('catalog');
  return result;
}

export async function createCategory(
  ctx: AppContext,
  actor: Actor,
  body: CreateCategoryBody,
): Promise<CategoryChangeResponse> {
  assertCan(actor, 'categories.manage');
  const { name, slug } = nameOf(body.name);
  return committed(ctx, async (tx) => {
    let parent: CategoryTreeRow | null = null;
    if (body.parentId) {
      parent = await lockOne(tx, body.parentId);
      if (parent.parentId !== null) throw notFound(categoryMessages.notFound);
      if (parent.retiredAt) throw conflict(categoryMessages.parentRetired);
    }
    await assertFreeSlug(tx, parent?.id ?? null, slug);
    const row = await insertCategory(tx, { parentId: parent?.id ?? null, name, slug });
    // The path names a live category again: an older redirect of it stops.
    await deleteRedirect(tx, parent ? parent.slug : slug, parent ? slug : '');
    return { message: categoryMessages.added, category: toNode(row, parent, 0), movedListings: 0 };
  });
}

export async function renameCategory(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: RenameCategoryBody,
): Promise<CategoryChangeResponse> {
  assertCan(actor, 'categories.manage');
  const { name, slug } = nameOf(body.name);
  return committed(ctx, async (tx) => {
    const row = await lockOne(tx, id);
    const parent = row.parentId ? await lockOne(tx, row.parentId) : null;
    await assertFreeSlug(tx, row.parentId, slug, row.id);
    const updated = await updateCategory(tx, row.id, { name, slug });
    if (slug !== row.slug) {
      // Old URLs answer 301: the category's own and, for a category, each sub-category's.
      const children = parent ? [] : await findChildren(tx, row.id);
      await upsertRedirects(tx, [
        parent
          ? { fromCategorySlug: parent.slug, fromSubCategorySlug: row.slug, categoryId: row.id }
          : { fromCategorySlug: row.slug, fromSubCategorySlug: '', categoryId: row.id },
        ...children.map((child) => ({
          fromCategorySlug: row.slug,
          fromSubCategorySlug: child.slug,
          categoryId: child.id,
        })),
      ]);
      await deleteRedirect(tx, parent ? parent.slug : slug, parent ? slug : '');
    }
    return { message: categoryMessages.renamed, category: toNode(updated, parent, 0), movedListings: 0 };
  });
}

export async function retireCategory(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: RetireCategoryBody,
): Promise<CategoryChangeResponse> {
  assertCan(actor, 'categories.manage');
  return committed(ctx, async (tx) => {
    const row = await lockOne(tx, id);
    const parent = row.parentId ? await lockOne(tx, row.parentId) : null;
    const updated = await updateCategory(tx, row.id, {
      retiredAt: body.retired ? (row.retiredAt ?? ctx.now()) : null,
    });
    return {
      message: body.retired ? categoryMessages.retired : categoryMessages.restored,
      category: toNode(updated, parent, 0),
      movedListings: 0,
    };
  });
}

/**
 * Merges a category into another (or a sub-category into another): its products move, the search
 * index follows in the same transaction, its URLs answer 301 to the target's and it is removed.
 * A category's sub-categories move under the target; one whose name the target already has is
 * merged into that one.
 */
export async function mergeCategory(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: MergeCategoryBody,
): Promise<CategoryChangeResponse> {
  assertCan(actor, 'categories.manage');
  return committed(ctx, async (tx) => {
    const locked = await lockCategories(tx, [id, body.targetId]);
    const source = locked.find((c) => c.id === id);
    const target = locked.find((c) => c.id === body.targetId);
    if (!source || !target) throw notFound(categoryMessages.notFound);
    const problem = categoryMergeProblem(source, target);
    if (problem) throw invalidData(problem, { targetId: problem });
    const now = ctx.now();
    const moved =
      source.parentId === null
        ? await mergeTopLevel(tx, source, target, now)
        : await mergeSubCategory(tx, source, target, now);
    await syncListingSearch(tx, { productIds: moved });
    const targetParent = target.parentId ? await lockOne(tx, target.parentId) : null;
    return {
      message: categoryMessages.merged,
      category: toNode(target, targetParent, 0),
      movedListings: await countLiveListings(tx, moved),
    };
  });
}

async function mergeSubCategory(tx: Tx, source: CategoryTreeRow, target: CategoryTreeRow, now: Date) {
  const [sourceParent] = await lockCategories(tx, [source.parentId ?? '']);
  const moved = await moveProducts(
    tx,
    { subCategoryId: source.id },
    { categoryId: target.parentId ?? target.id, subCategoryId: target.id },
    now,
  );
  await repointRedirects(tx, source.id, target.id);
  if (sourceParent) {
    await upsertRedirects(tx, [
      { fromCategorySlug: sourceParent.slug, fromSubCategorySlug: source.slug, categoryId: target.id },
    ]);
  }
  await deleteCategory(tx, source.id);
  return moved;
}

async function mergeTopLevel(tx: Tx, source: CategoryTreeRow, target: CategoryTreeRow, now: Date) {
  const moved = new Set(await moveProducts(tx, { categoryId: source.id }, { categoryId: target.id }, now));
  const targetChildren = await findChildren(tx, target.id);
  for (const child of await findChildren(tx, source.id)) {
    const twin = targetChildren.find((c) => c.slug === child.slug);
    if (twin) {
      for (const productId of await moveProducts(
        tx,
        { subCategoryId: child.id },
        { categoryId: target.id, subCategoryId: twin.id },
        now,
      )) {
        moved.add(productId);
      }
      await repointRedirects(tx, child.id, twin.id);
      await deleteCategory(tx, child.id);
    } else {
      await updateCategory(tx, child.id, { parentId: target.id });
    }
    await upsertRedirects(tx, [
      { fromCategorySlug: source.slug, fromSubCategorySlug: child.slug, categoryId: twin?.id ?? child.id },
    ]);
  }
  await repointRedirects(tx, source.id, target.id);
  await upsertRedirects(tx, [
    { fromCategorySlug: source.slug, fromSubCategorySlug: '', categoryId: target.id },
  ]);
  await deleteCategory(tx, source.id);
  return [...moved];
}
