/**
 * The reference catalogue of manufacturer products (SPEC.md §7 ProductDataCatalogue,
 * docs/insights.md): searched by brand + MPN (lower-case) by every member of staff, written by the
 * operator (insertproductoriginaldata), and the source sellers add products from, through the
 * catalogue's one write path (saveProducts), keeping their selected reference data.
 */
import {
  type InsertOriginalDataBody,
  type ProductCatalogueEntry,
  type ProductCatalogueQuery,
  type ProductCatalogueSelection,
  type ProductOriginalData,
  productCatalogueMessages,
} from '@patchbay/contract';
import { roundMoney } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { assertCan } from '../accounts/policy';
import { type CatalogueActor, saveProducts, throwIfFailed } from '../catalog/products.service';
import { sanitizeHtml } from '../content/sanitize-html';
import {
  brandMpnTaken,
  type CatalogueEntryInsert,
  deleteSelection,
  type EntryWithNames,
  findEntryById,
  listSelections,
  saveSelection,
  searchEntries,
  updateEntry,
  upsertEntry,
} from './product-catalogue.repository';

const messages = productCatalogueMessages;

const ownOrganization = (actor: CatalogueActor) => actor.organization?.id ?? null;

export function toCatalogueEntry(row: EntryWithNames): ProductCatalogueEntry {
  const e = row.entry;
  return {
    id: e.id,
    brand: e.brand,
    mpn: e.mpn,
    title: e.title,
    description: e.description,
    modelName: e.modelName,
    productType: e.productType,
    categoryId: e.categoryId,
    categoryName: row.categoryName,
    subCategoryId: e.subCategoryId,
    subCategoryName: row.subCategoryName,
    listPrice: e.listPrice === null ? null : roundMoney(e.listPrice, 2),
    specifications: e.specifications,
    imageUrls: e.imageUrls,
    originalData: e.originalData,
    selected: row.selectionId !== null,
    productId: row.productId,
    updatedAt: e.updatedAt.toISOString(),
  };
}

export async function searchProductCatalogue(
  ctx: AppContext,
  actor: CatalogueActor,
  query: ProductCatalogueQuery,
) {
  assertCan(actor, 'products.manage');
  const { rows, total } = await searchEntries(ctx.db, query, ownOrganization(actor), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toCatalogueEntry), total, page: query.page, pageSize: query.pageSize };
}

export async function getProductCatalogueEntry(ctx: AppContext, actor: CatalogueActor, id: string) {
  assertCan(actor, 'products.manage');
  const row = await findEntryById(ctx.db, id, ownOrganization(actor));
  if (!row) throw notFound(messages.notFound);
  return toCatalogueEntry(row);
}

/** A manufacturer record as stored: MPN lower-case, description without unsafe markup. */
function entryValues(data: ProductOriginalData, actor: CatalogueActor, now: Date) {
  return {
    brand: data.brand,
    mpn: data.mpn.toLowerCase(),
    title: data.title,
    description: sanitizeHtml(data.description ?? ''),
    modelName: data.modelName ?? null,
    productType: data.productType ?? null,
    categoryId: data.categoryId ?? null,
    subCategoryId: data.subCategoryId ?? null,
    listPrice: data.listPrice ? roundMoney(data.listPrice, 4) : null,
    specifications: data.specifications ?? [],
    imageUrls: data.imageUrls ?? [],
    originalData: data.originalData ?? {},
    createdByUserId: actor.id,
    createdAt: now,
    updatedAt: now,
  } satisfies Omit<CatalogueEntryInsert, 'id'>;
}

/** A category that does not exist answers 400 on its field, not a foreign-key error. */
function foreignKeyFailure(error: unknown): AppError | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } } | null)?.cause;
  const failed = cause?.code === '23503' ? (cause.constraint ?? '') : '';
  if (!failed.includes('category_id')) return null;
  const field = failed.includes('sub_category') ? 'subCategoryId' : 'categoryId';
  return new AppError('invalid_data', 'Please choose a category that exists', {
    fields: { [field]: 'Please choose a category that exists' },
  });
}

/** insertproductoriginaldata: adds the records, or updates the entries of the same brand + MPN. */
export async function insertProductOriginalData(
  ctx: AppContext,
  actor: CatalogueActor,
  body: InsertOriginalDataBody,
) {
  assertCan(actor, 'productCatalogue.manage');
  const now = ctx.now();
  try {
    const results = await ctx.db.transaction(async (tx) => {
      const out: { id: string; status: 'inserted' | 'updated' }[] = [];
      for (const data of body.products) out.push(await upsertEntry(tx, entryValues(data, actor, now)));
      return out;
    });
    return {
      message: messages.saved,
      inserted: results.filter((r) => r.status === 'inserted').length,
      updated: results.filter((r) => r.status === 'updated').length,
      ids: results.map((r) => r.id),
    };
  } catch (error) {
    throw foreignKeyFailure(error) ?? error;
  }
}

/** The operator edits one entry; a brand + MPN another entry has answers 409. */
export async function updateProductCatalogueEntry(
  ctx: AppContext,
  actor: CatalogueActor,
  id: string,
  data: ProductOriginalData,
) {
  assertCan(actor, 'productCatalogue.manage');
  const { createdAt: _c, createdByUserId: _u, ...values } = entryValues(data, actor, ctx.now());
  if (await brandMpnTaken(ctx.db, values.brand, values.mpn, id)) {
    throw conflict('Another reference product has this brand and MPN');
  }
  try {
    const found = await ctx.db.transaction((tx) => updateEntry(tx, id, values));
    if (!found) throw notFound(messages.notFound);
  } catch (error) {
    throw foreignKeyFailure(error) ?? error;
  }
  return { message: messages.saved, entry: await getProductCatalogueEntry(ctx, actor, id) };
}

function organizationOf(actor: CatalogueActor): string {
  const organizationId = ownOrganization(actor);
  if (!organizationId) throw notFound('Organization not found');
  return organizationId;
}

/** Keeps the entry in the organization's selected data (/myproductuserselecteddata). */
export async function selectProductCatalogueEntry(ctx: AppContext, actor: CatalogueActor, id: string) {
  assertCan(actor, 'products.manage');
  const organizationId = organizationOf(actor);
  await getProductCatalogueEntry(ctx, actor, id);
  await saveSelection(ctx.db, { organizationId, catalogueEntryId: id, userId: actor.id, now: ctx.now() });
  return { message: messages.selected };
}

export async function unselectProductCatalogueEntry(ctx: AppContext, actor: CatalogueActor, id: string) {
  assertCan(actor, 'products.manage');
  const organizationId = organizationOf(actor);
  await getProductCatalogueEntry(ctx, actor, id);
  await deleteSelection(ctx.db, organizationId, id);
  return { message: messages.unselected };
}

export async function listProductCatalogueSelections(
  ctx: AppContext,
  actor: CatalogueActor,
  query: { added?: 'true' | 'false' | undefined; page: number; pageSize: number },
) {
  assertCan(actor, 'products.manage');
  const organizationId = organizationOf(actor);
  const { rows, total } = await listSelections(
    ctx.db,
    organizationId,
    query.added === undefined ? undefined : query.added === 'true',
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const items = rows.map(
    (r): ProductCatalogueSelection => ({
      id: r.selection.id,
      entry: toCatalogueEntry({
        entry: r.entry,
        categoryName: r.categoryName,
        subCategoryName: r.subCategoryName,
        selectionId: r.selection.id,
        productId: r.selection.productId,
      }),
      selectedAt: r.selection.createdAt.toISOString(),
      addedAt: r.selection.addedAt?.toISOString() ?? null,
      product:
        r.selection.productId && r.productName !== null
          ? {
              id: r.selection.productId,
              listingId: r.listingId,
              name: r.productName,
              price: r.price === null ? null : roundMoney(r.price, 2),
              numAvailable: r.numAvailable,
            }
          : null,
    }),
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Adds a product to the organization's catalogue from a reference entry: the form's input (which
 * the portal pre-fills from the entry), with the entry's images and specifications when the form
 * sends none; written by saveProducts (search index, history and records mirror included), then
 * kept in the organization's selected data as added.
 */
export async function addProductFromCatalogue(
  ctx: AppContext,
  actor: CatalogueActor,
  id: string,
  input: Record<string, unknown>,
) {
  assertCan(actor, 'products.manage');
  const organizationId = organizationOf(actor);
  const entry = await getProductCatalogueEntry(ctx, actor, id);
  const row = {
    ...input,
    imageUrls: input.imageUrls ?? entry.imageUrls,
    specifications: input.specifications ?? entry.specifications,
  };
  const [outcome] = await saveProducts(ctx, actor, [{ input: row }], { source: 'form' });
  throwIfFailed(outcome);
  await saveSelection(ctx.db, {
    organizationId,
    catalogueEntryId: id,
    userId: actor.id,
    productId: outcome.productId,
    now: ctx.now(),
  });
  return { message: messages.added, productId: outcome.productId, listingId: outcome.listingId };
}
