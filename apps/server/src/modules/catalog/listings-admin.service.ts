/**
 * The seller's data table (/myproducts, /myinventory, /filteredlistofproduct): the organization's
 * listings with their products, filtered, sorted and paged on the server; the inline edit of price
 * and stock; bulk actions on selected rows. Every change writes history, the mirror row and the
 * search index in its transaction, like saveProducts.
 */
import type {
  AdminProductListQuery,
  AdminProductListResponse,
  ListingBulkBody,
  ListingBulkResponse,
  ListingPatchBody,
} from '@patchbay/contract';
import {
  type MyListingsQuery,
  type MyListingsResponse,
  productMessages,
  type SessionUser,
} from '@patchbay/contract';
import {
  type Condition,
  changedPrice,
  formatDate,
  messages,
  productPath,
  productTitle,
  roundMoney,
  tierIssues,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { enqueueOutbox } from '../../jobs/outbox';
import { AppError, notFound } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { syncListingSearch } from '../search/search.service';
import { adminOrigin } from '../storefronts/storefronts.service';
import {
  countListingRows,
  countLiveListings,
  findListingRows,
  findTiers,
  type HistoryInsert,
  insertHistory,
  type ListingFilter,
  type ListingTableRow,
  type LockedListing,
  lockListings,
  setProductsInactive,
  softDeleteListingIds,
  updateListingRow,
} from './products.repository';
import type { CatalogueActor } from './products.service';

/** The table's filters for the actor: always their own organization unless they are the operator. */
export function listingFilterFor(
  actor: CatalogueActor,
  query: Pick<
    AdminProductListQuery,
    'q' | 'category' | 'condition' | 'stock' | 'visibility' | 'minPrice' | 'maxPrice' | 'organizationId'
  >,
): ListingFilter {
  const own = organizationScope(actor);
  return {
    scope: own ?? query.organizationId ?? null,
    q: query.q,
    category: query.category,
    conditions: query.condition,
    stock: query.stock,
    visibility: query.visibility,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
  };
}

export function toRow(row: ListingTableRow) {
  return {
    listingId: row.listingId,
    productId: row.productId,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    name: row.name,
    displayName: row.displayName,
    oemName: row.oemName,
    oemPartNumber: row.oemPartNumber,
    sellerPartNumber: row.sellerPartNumber,
    categoryName: row.categoryName,
    subCategoryName: row.subCategoryName,
    condition: row.condition,
    price: roundMoney(row.price, 4),
    minPrice: row.minPrice === null ? null : roundMoney(row.minPrice, 4),
    maxPrice: row.maxPrice === null ? null : roundMoney(row.maxPrice, 4),
    numAvailable: row.numAvailable,
    excludeFromCollectorPortal: row.excludeFromCollectorPortal,
    isActive: row.isActive,
    imageUrl: row.imageUrls[0] ?? null,
    path: productPath(row.displayName, row.listingId),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProductRows(
  ctx: AppContext,
  actor: CatalogueActor,
  query: AdminProductListQuery,
): Promise<AdminProductListResponse> {
  assertCan(actor, 'products.manage');
  const filter = listingFilterFor(actor, query);
  const [rows, total] = await Promise.all([
    findListingRows(ctx.db, filter, {
      sort: query.sort,
      direction: query.direction,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countListingRows(ctx.db, filter),
  ]);
  return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /api/my-listings (storefront /product, "My Listings"): the live listings of the signed-in
 * seller's organization, newest change first, each with its storefront path and the absolute URL
 * of its edit screen in the admin portal. Needs products.manage (staff of a seller).
 */
export async function listMyListings(
  ctx: AppContext,
  user: SessionUser,
  query: MyListingsQuery,
): Promise<MyListingsResponse> {
  assertCan(user, 'products.manage');
  const organizationId = user.organization?.id;
  if (!organizationId) return { items: [], total: 0 };
  const filter = { scope: organizationId, q: query.q };
  const [rows, total] = await Promise.all([
    findListingRows(ctx.db, filter, {
      sort: 'updatedAt',
      direction: 'desc',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countListingRows(ctx.db, filter),
  ]);
  const admin = adminOrigin(ctx.config);
  return {
    items: rows.map((row) => ({
      listingId: row.listingId,
      productId: row.productId,
      title: productTitle(row),
      oemPartNumber: row.oemPartNumber,
      condition: row.condition as Condition,
      price: roundMoney(row.price, 4),
      numAvailable: row.numAvailable,
      imageUrl: row.imageUrls[0] ?? null,
      path: productPath(row.displayName, row.listingId),
      editUrl: `${admin}/product/edit/${encodeURIComponent(row.productId)}`,
    })),
    total,
  };
}

type Change = { field: string; before: string | null; after: string | null };

function historyOf(
  actor: CatalogueActor,
  listing: LockedListing,
  changes: Change[],
  now: Date,
  source: 'bulk' | 'form',
): HistoryInsert {
  return {
    entityId: listing.productId,
    action: 'update',
    source,
    actorUserId: actor.id,
    organizationId: listing.organizationId,
    before: Object.fromEntries(changes.map((c) => [c.field, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.field, c.after])),
    createdAt: now,
  };
}

function mirrorOf(
  listing: LockedListing,
  fields: Record<string, string | number | boolean | null>,
  now: Date,
) {
  return {
    id: listing.productId,
    fields: {
      productId: listing.productId,
      listingId: listing.id,
      organizationId: listing.organizationId,
      ...fields,
      date: formatDate(now, 'MM/DD/YYYY'),
    },
  };
}

/** A new price's problem, if any: outside the product's range, or not above every tier price. */
async function priceProblem(tx: Tx, listing: LockedListing, price: string): Promise<string | null> {
  const checked = changedPrice(price, { mode: 'set', value: price }, listing);
  if (!checked.ok) return checked.message;
  const tiers = await findTiers(tx, listing.productId);
  const issues = tierIssues(tiers, price).filter((issue) => issue.path[1] === 'price');
  return issues[0]?.message ?? null;
}

/** The table's inline edit: a listing's price and/or stock. */
export async function patchListing(
  ctx: AppContext,
  actor: CatalogueActor,
  listingId: string,
  body: ListingPatchBody,
) {
  assertCan(actor, 'listings.manage');
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [listing] = await lockListings(tx, [listingId], organizationScope(actor));
    if (!listing) throw notFound(productMessages.listingNotFound);
    const changes: Change[] = [];
    const values: { price?: string; numAvailable?: number; updatedAt: Date } = { updatedAt: now };
    if (body.price !== undefined) {
      const price = roundMoney(body.price, 4);
      const problem = await priceProblem(tx, listing, price);
      if (problem) throw new AppError('invalid_data', problem, { fields: { price: problem } });
      if (price !== roundMoney(listing.price, 4)) {
        changes.push({ field: 'price', before: roundMoney(listing.price, 4), after: price });
        values.price = price;
      }
    }
    if (body.numAvailable !== undefined && body.numAvailable !== listing.numAvailable) {
      changes.push({
        field: 'numAvailable',
        before: String(listing.numAvailable),
        after: String(body.numAvailable),
      });
      values.numAvailable = body.numAvailable;
    }
    if (changes.length > 0) {
      await updateListingRow(tx, listing.id, values);
      await insertHistory(tx, [historyOf(actor, listing, changes, now, 'form')]);
      await enqueueOutbox(tx, {
        kind: 'records',
        payload: {
          table: 'productSaveSheet',
          operation: 'patch',
          records: [
            mirrorOf(
              listing,
              {
                price: values.price ?? roundMoney(listing.price, 4),
                numAvailable: values.numAvailable ?? listing.numAvailable,
              },
              now,
            ),
          ],
        },
      });
      await syncListingSearch(tx, { listingIds: [listing.id] });
    }
    return {
      listingId: listing.id,
      price: values.price ?? roundMoney(listing.price, 4),
      numAvailable: values.numAvailable ?? listing.numAvailable,
    };
  });
}

/**
 * A bulk action on selected rows, in one transaction with the rows locked in id order: change the
 * price by a percentage or an amount, set the stock, show or hide on the marketplace, or remove.
 * A row the change cannot apply to (a price outside its product's range, another organization's
 * listing) is reported and left as it was; the others change.
 */
export async function bulkUpdateListings(
  ctx: AppContext,
  actor: CatalogueActor,
  body: ListingBulkBody,
): Promise<ListingBulkResponse> {
  // long-function: one bulk change: the rows checked, then one transaction, in order.
  const { change } = body;
  assertCan(actor, change.action === 'delete' ? 'products.manage' : 'listings.manage');
  const now = ctx.now();
  const ids = [...new Set(body.listingIds)];
  return ctx.db.transaction(async (tx) => {
    // long-function: one transaction, its steps in the order they must happen.
    const locked = await lockListings(tx, ids, organizationScope(actor));
    const found = new Set(locked.map((l) => l.id));
    const failed: ListingBulkResponse['failed'] = ids
      .filter((id) => !found.has(id))
      .map((listingId) => ({ listingId, message: productMessages.listingNotFound }));
    const history: HistoryInsert[] = [];
    const mirrors: ReturnType<typeof mirrorOf>[] = [];
    const changedIds: string[] = [];
    for (const listing of locked) {
      const before = {
        price: roundMoney(listing.price, 4),
        numAvailable: String(listing.numAvailable),
        excludeFromCollectorPortal: listing.excludeFromCollectorPortal ? 'true' : 'false',
      };
      if (change.action === 'price') {
        const result = changedPrice(listing.price, { mode: change.mode, value: change.value }, listing);
        const problem = result.ok ? await priceProblem(tx, listing, result.price) : result.message;
        if (!result.ok || problem) {
          failed.push({ listingId: listing.id, message: problem ?? messages.invalid.price });
          continue;
        }
        if (result.price === before.price) continue;
        await updateListingRow(tx, listing.id, { price: result.price, updatedAt: now });
        history.push(
          historyOf(
            actor,
            listing,
            [{ field: 'price', before: before.price, after: result.price }],
            now,
            'bulk',
          ),
        );
        mirrors.push(mirrorOf(listing, { price: result.price }, now));
      } else if (change.action === 'stock') {
        if (change.numAvailable === listing.numAvailable) continue;
        await updateListingRow(tx, listing.id, { numAvailable: change.numAvailable, updatedAt: now });
        history.push(
          historyOf(
            actor,
            listing,
            [{ field: 'numAvailable', before: before.numAvailable, after: String(change.numAvailable) }],
            now,
            'bulk',
          ),
        );
        mirrors.push(mirrorOf(listing, { numAvailable: change.numAvailable }, now));
      } else if (change.action === 'visibility') {
        const exclude = !change.marketplace;
        if (exclude === listing.excludeFromCollectorPortal) continue;
        await updateListingRow(tx, listing.id, { excludeFromCollectorPortal: exclude, updatedAt: now });
        history.push(
          historyOf(
            actor,
            listing,
            [
              {
                field: 'excludeFromCollectorPortal',
                before: before.excludeFromCollectorPortal,
                after: exclude ? 'true' : 'false',
              },
            ],
            now,
            'bulk',
          ),
        );
        mirrors.push(mirrorOf(listing, { excludeFromCollectorPortal: exclude }, now));
      } else {
        await softDeleteListingIds(tx, [listing.id], now);
        history.push({
          entityId: listing.productId,
          action: 'delete',
          source: 'bulk',
          actorUserId: actor.id,
          organizationId: listing.organizationId,
          before,
          after: null,
          createdAt: now,
        });
        mirrors.push(mirrorOf(listing, { isActive: false, numAvailable: 0 }, now));
        if (
          listing.createdByOrganizationId === listing.organizationId &&
          (await countLiveListings(tx, listing.productId)) === 0
        ) {
          await setProductsInactive(tx, [listing.productId], now);
        }
      }
      changedIds.push(listing.id);
    }
    await insertHistory(tx, history);
    if (mirrors.length > 0) {
      await enqueueOutbox(tx, {
        kind: 'records',
        payload: { table: 'productSaveSheet', operation: 'patch', records: mirrors },
      });
    }
    await syncListingSearch(tx, { listingIds: changedIds });
    return { updated: changedIds.length, failed };
  });
}
