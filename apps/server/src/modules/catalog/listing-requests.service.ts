import {
  type CreateRelistingRequestBody,
  type CreateSharedListingRequestBody,
  type DecideListingRequestBody,
  type ListingRequestListing,
  type ListingRequestListQuery,
  listingRequestMessages as m,
  type ProductUpdateBody,
  productMessages,
  type RelistableListingQuery,
  type RelistableListingResponse,
  type RelistingRequest,
  type RelistingRequestListResponse,
  type RelistingRequestResponse,
  type SessionUser,
  type SharedListingRequest,
  type SharedListingRequestListResponse,
  type SharedListingRequestResponse,
  type StorefrontOwnerListResponse,
} from '@patchbay/contract';
import {
  formatMoney,
  type ListingRequestAction,
  type ListingRequestSide,
  listingRequestTransition,
  messages,
  priceWithinRange,
  relistingDecidedByListingOwner,
  relistingReason,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { enqueueOutbox } from '../../jobs/outbox';
import { conflict, forbidden, invalidData, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertCan, isOperator } from '../accounts/policy';
import { findSellerRecipients } from '../organizations/organizations.service';
import { syncListingSearch } from '../search/search.service';
import { adminOrigin } from '../storefronts/storefronts.service';
import {
  addListingShare,
  copyListing,
  findListingShareRequests,
  findListingSummary,
  findProductPriceRange,
  findRelistableListings,
  findRelistingRequest,
  findRelistingRequests,
  findSharedListingRequest,
  findSharedListingRequests,
  findStorefrontOwners,
  insertListingHistory,
  insertRelistingRequest,
  insertSharedListingRequest,
  type ListingSummaryRow,
  lockListing,
  lockRelistingRequest,
  lockSharedListingRequest,
  type RelistingRequestRow,
  removeListingShare,
  restoreListing,
  type SharedListingRequestRow,
  updateRelistingRequest,
  updateSharedListingRequest,
} from './listing-requests.repository';
import { getProduct, saveProductsIn, throwIfFailed } from './products.service';

/**
 * Relisting requests and shared-listing requests (docs/catalogue.md). Both are asked by one
 * organization and decided by another (or the operator); the statuses and who may move them are
 * packages/domain's. Every decision is mailed through the outbox in its transaction, and every
 * change of what a storefront shows re-syncs the search index in the same transaction.
 */

const listingNotFound = () => notFound(m.listingNotFound);
const requestNotFound = () => notFound(m.requestNotFound);

/** The actor's own organization: listing requests are made and decided for one. */
function organizationOf(actor: SessionUser): string {
  if (!actor.organization) throw forbidden();
  return actor.organization.id;
}

function toListing(row: ListingSummaryRow): ListingRequestListing {
  return {
    id: row.id,
    productId: row.productId,
    displayName: row.displayName,
    oemName: row.oemName,
    oemPartNumber: row.oemPartNumber,
    condition: row.condition,
    price: row.price,
    numAvailable: row.numAvailable,
    deleted: row.deletedAt !== null,
    productActive: row.productActive,
    organization: { id: row.organizationId, name: row.organizationName },
  };
}

/**
 * Which side of a request the actor is on, or null when the request is none of their business
 * (answered 404, like an unknown id). The operator decides every request.
 */
function sideOf(
  actor: SessionUser,
  requesterOrganizationId: string,
  deciderOrganizationId: string | null,
): ListingRequestSide | null {
  if (isOperator(actor)) return 'decider';
  const own = actor.organization?.id;
  if (own === requesterOrganizationId) return 'requester';
  if (deciderOrganizationId !== null && own === deciderOrganizationId) return 'decider';
  return null;
}

/** Moves a request, or refuses: a move of the other side is 403, a move no longer possible 409. */
function nextStatus(
  kind: 'relisting' | 'sharedListing',
  status: Parameters<typeof listingRequestTransition>[1],
  action: ListingRequestAction,
  side: ListingRequestSide,
) {
  const next = listingRequestTransition(kind, status, action, side);
  if (next) return next;
  const other: ListingRequestSide = side === 'requester' ? 'decider' : 'requester';
  if (listingRequestTransition(kind, status, action, other)) throw forbidden();
  throw conflict(m.notAllowed);
}

/** SPEC.md §5: the selling price lies between the product's minimum and maximum price. */
function assertPriceInRange(
  price: string,
  range: { minPrice: string | null; maxPrice: string | null } | undefined,
) {
  if (range && !priceWithinRange(price, range)) {
    throw invalidData(messages.salePriceRange, { price: messages.salePriceRange });
  }
}

async function recipients(ctx: AppContext, email: string | null, organizationId: string): Promise<string[]> {
  return email ? [email] : findSellerRecipients(ctx.db, organizationId);
}

async function mail(
  tx: Tx,
  input: { template: string; to: string[]; subject: string; lines: string[] },
): Promise<string | null> {
  if (input.to.length === 0) return null;
  return enqueueOutbox(tx, {
    kind: 'mail',
    payload: { template: input.template, to: input.to, subject: input.subject, text: input.lines.join('\n') },
  });
}

const listingLabel = (l: { displayName: string; oemPartNumber: string; condition: string }) =>
  `${l.displayName} (${l.oemPartNumber}, ${l.condition})`;

// ---- Relisting ---------------------------------------------------------------------------------

function toRelistingRequest(actor: SessionUser, row: RelistingRequestRow): RelistingRequest {
  const r = row.request;
  const decider = relistingDecidedByListingOwner(r.reason) ? row.listing.organizationId : null;
  const side = sideOf(actor, r.organizationId, decider);
  const can = (action: ListingRequestAction) =>
    side !== null && listingRequestTransition('relisting', r.status, action, side) !== null;
  return {
    id: r.id,
    status: r.status,
    reason: r.reason,
    listing: toListing(row.listing),
    organization: { id: r.organizationId, name: row.requesterOrganizationName },
    requestedBy: row.requestedBy,
    price: r.price,
    quantity: r.quantity,
    condition: r.condition,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decisionNote: r.decisionNote,
    resultListingId: r.resultListingId,
    canDecide: can('approve'),
    canWithdraw: can('withdraw'),
  };
}

/** GET /api/admin/relisting/listings: what the organization could ask to relist. */
export async function listRelistableListings(
  ctx: AppContext,
  actor: SessionUser,
  query: RelistableListingQuery,
): Promise<RelistableListingResponse> {
  assertCan(actor, 'listings.manage');
  const organizationId = organizationOf(actor);
  const rows = await findRelistableListings(ctx.db, { organizationId, q: query.q });
  const items = rows.flatMap((row) => {
    const reason = relistingReason(
      {
        organizationId: row.organizationId,
        deleted: row.deletedAt !== null,
        numAvailable: row.numAvailable,
        productActive: row.productActive,
      },
      organizationId,
    );
    return reason ? [{ ...toListing(row), reason }] : [];
  });
  return { items };
}

export async function listRelistingRequests(
  ctx: AppContext,
  actor: SessionUser,
  query: ListingRequestListQuery,
): Promise<RelistingRequestListResponse> {
  assertCan(actor, 'listings.manage');
  const rows = await findRelistingRequests(ctx.db, {
    organizationId: isOperator(actor) ? null : organizationOf(actor),
    side: query.side,
    status: query.status,
  });
  return { items: rows.map((row) => toRelistingRequest(actor, row)) };
}

/** POST /api/admin/relisting-requests: ask to relist a listing with a price and a quantity. */
export async function createRelistingRequest(
  ctx: AppContext,
  actor: SessionUser,
  body: CreateRelistingRequestBody,
): Promise<RelistingRequestResponse> {
  assertCan(actor, 'listings.manage');
  const organizationId = organizationOf(actor);
  const listing = await findListingSummary(ctx.db, body.listingId);
  if (!listing) throw listingNotFound();
  const reason = relistingReason(
    {
      organizationId: listing.organizationId,
      deleted: listing.deletedAt !== null,
      numAvailable: listing.numAvailable,
      productActive: listing.productActive,
    },
    organizationId,
  );
  if (!reason) {
    // Another seller's removed listing is not shown to anyone: 404, like an unknown id.
    if (listing.organizationId !== organizationId) throw listingNotFound();
    throw conflict(m.notRelistable);
  }
  assertPriceInRange(body.price, await findProductPriceRange(ctx.db, listing.productId));
  const id = await ctx.db.transaction(async (tx) => {
    try {
      return await insertRelistingRequest(tx, {
        listingId: listing.id,
        organizationId,
        requestedByUserId: actor.id,
        reason,
        price: body.price,
        quantity: body.quantity,
        condition: body.condition ?? listing.condition,
        note: body.note ?? '',
        createdAt: ctx.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  });
  if (!id) throw conflict(m.alreadyRequested);
  const row = await findRelistingRequest(ctx.db, id);
  if (!row) throw requestNotFound();
  return { request: toRelistingRequest(actor, row), message: m.relistingSent };
}

/**
 * The approval's effect: the own listing back on sale, or a new listing of the requester. The
 * price, quantity and condition are written through the catalogue's write path (saveProductsIn),
 * so the product history entry (source `relist`), the productSaveSheet mirror row and the search
 * index are written as for every other catalogue write, in the decision's transaction.
 */
async function applyRelisting(
  tx: Tx,
  ctx: AppContext,
  actor: SessionUser,
  request: NonNullable<Awaited<ReturnType<typeof lockRelistingRequest>>>,
  now: Date,
): Promise<string> {
  const source = await lockListing(tx, request.listingId);
  if (!source) throw requestNotFound();
  const product = await findProductPriceRange(tx, source.productId);
  assertPriceInRange(request.price, product);
  const after = { price: request.price, numAvailable: request.quantity, condition: request.condition };
  const reactivate = request.reason === 'expired' && product !== undefined && !product.isActive;
  let listingId = source.id;
  if (request.reason === 'otherSeller') {
    // The new listing starts as a copy with no stock; the write below gives it the request's terms.
    const created = await copyListing(tx, {
      source,
      organizationId: request.organizationId,
      createdByUserId: request.requestedByUserId,
      price: source.price,
      quantity: 0,
      condition: source.condition as typeof request.condition,
      now,
    });
    listingId = created.id;
  } else {
    await restoreListing(tx, { listingId: source.id, now });
  }
  const listingOrganization =
    request.reason === 'otherSeller' ? request.organizationId : source.organizationId;
  const [outcome] = await saveProductsIn(
    tx,
    ctx,
    actor,
    [
      {
        productId: source.productId,
        listingId,
        listingChange: {
          price: request.price,
          numAvailable: request.quantity,
          condition: request.condition,
          ...(reactivate ? { isActive: true } : {}),
        },
      },
    ],
    { source: 'relist', actingFor: listingOrganization },
  );
  if (!outcome || outcome.status === 'failed') throw requestNotFound();
  await insertListingHistory(tx, {
    listingId,
    action: 'relist',
    actorUserId: actor.id,
    organizationId: listingOrganization,
    before:
      request.reason === 'otherSeller'
        ? null
        : {
            price: source.price,
            numAvailable: source.numAvailable,
            condition: source.condition,
            deleted: source.deletedAt !== null,
            ...(reactivate ? { productActive: false } : {}),
          },
    after:
      request.reason === 'otherSeller'
        ? { ...after, relistedFrom: source.id }
        : { ...after, deleted: false, ...(reactivate ? { productActive: true } : {}) },
  });
  // A listing restored with its old terms is "unchanged" for the write path: index it all the same.
  await syncListingSearch(tx, reactivate ? { productIds: [source.productId] } : { listingIds: [listingId] });
  return listingId;
}

async function moveRelistingRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  action: ListingRequestAction,
  note: string | undefined,
): Promise<RelistingRequestResponse> {
  assertCan(actor, 'listings.manage');
  const now = ctx.now();
  const outboxIds: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const request = await lockRelistingRequest(tx, id);
    if (!request) throw requestNotFound();
    const row = await findRelistingRequest(tx, id);
    if (!row) throw requestNotFound();
    const decider = relistingDecidedByListingOwner(request.reason) ? row.listing.organizationId : null;
    const side = sideOf(actor, request.organizationId, decider);
    if (!side) throw requestNotFound();
    const status = nextStatus('relisting', request.status, action, side);
    const resultListingId = status === 'approved' ? await applyRelisting(tx, ctx, actor, request, now) : null;
    await updateRelistingRequest(tx, id, {
      status,
      ...(side === 'decider'
        ? { decidedAt: now, decidedByUserId: actor.id, decisionNote: note ?? '', resultListingId }
        : {}),
    });
    if (side === 'decider') {
      const outcome = status === 'approved' ? 'approved' : 'declined';
      const mailId = await mail(tx, {
        template: `relisting-${outcome}`,
        to: await recipients(ctx, row.requesterEmail, request.organizationId),
        subject: `Your relisting request was ${outcome}: ${row.listing.oemPartNumber}`,
        lines: [
          'Hello,',
          '',
          `Your request to relist ${listingLabel(row.listing)} at ${formatMoney(request.price)} x ${request.quantity} was ${outcome}.`,
          ...(status === 'approved' ? ['The listing is on sale again.'] : []),
          ...(note ? ['', `Note: ${note}`] : []),
          '',
          `See your requests: ${adminOrigin(ctx.config)}/relistingrequests`,
        ],
      });
      if (mailId) outboxIds.push(mailId);
    }
  });
  // An approved request lists or shares a listing: every process's catalogue caches read again.
  await ctx.cache.publish('catalog');
  ctx.outbox.wake(outboxIds);
  const row = await findRelistingRequest(ctx.db, id);
  if (!row) throw requestNotFound();
  const message = action === 'approve' ? m.approved : action === 'decline' ? m.declined : m.withdrawn;
  return { request: toRelistingRequest(actor, row), message };
}

export function decideRelistingRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: DecideListingRequestBody,
): Promise<RelistingRequestResponse> {
  return moveRelistingRequest(ctx, actor, id, body.decision, body.note);
}

export function withdrawRelistingRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<RelistingRequestResponse> {
  return moveRelistingRequest(ctx, actor, id, 'withdraw', undefined);
}

// ---- Shared listings ---------------------------------------------------------------------------

function toSharedListingRequest(actor: SessionUser, row: SharedListingRequestRow): SharedListingRequest {
  const r = row.request;
  const side = sideOf(actor, row.listing.organizationId, r.organizationId);
  const can = (action: ListingRequestAction) =>
    side !== null && listingRequestTransition('sharedListing', r.status, action, side) !== null;
  return {
    id: r.id,
    status: r.status,
    listing: toListing(row.listing),
    organization: { id: r.organizationId, name: row.ownerName },
    storefronts: row.storefronts,
    requestedBy: row.requestedBy,
    requestDate: r.requestDate.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    visible: row.visible,
    canDecide: can('approve') || can('decline'),
    canWithdraw: can('withdraw'),
  };
}

export async function listStorefrontOwners(
  ctx: AppContext,
  actor: SessionUser,
): Promise<StorefrontOwnerListResponse> {
  assertCan(actor, 'listings.manage');
  const own = actor.organization?.id;
  const rows = await findStorefrontOwners(ctx.db);
  return { items: rows.filter((r) => r.id !== own) };
}

export async function listSharedListingRequests(
  ctx: AppContext,
  actor: SessionUser,
  query: ListingRequestListQuery,
): Promise<SharedListingRequestListResponse> {
  assertCan(actor, 'listings.manage');
  const rows = await findSharedListingRequests(ctx.db, {
    organizationId: isOperator(actor) ? null : organizationOf(actor),
    side: query.side,
    status: query.status,
  });
  return { items: rows.map((row) => toSharedListingRequest(actor, row)) };
}

type ListingSummary = NonNullable<Awaited<ReturnType<typeof findListingSummary>>>;
type StorefrontOwner = Awaited<ReturnType<typeof findStorefrontOwners>>[number];

/** Asks the owner to show the listing, in the caller's transaction; null when a request is open already. */
async function requestShareIn(
  tx: Tx,
  ctx: AppContext,
  actor: SessionUser,
  listing: ListingSummary,
  owner: StorefrontOwner,
  outboxIds: string[],
): Promise<string | null> {
  let created: string | null;
  try {
    // A savepoint: a request that races another one leaves the caller's transaction usable.
    created = await tx.transaction((savepoint) =>
      insertSharedListingRequest(savepoint, {
        listingId: listing.id,
        organizationId: owner.id,
        requestedByUserId: actor.id,
        requestDate: ctx.now(),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  if (!created) return null;
  const mailId = await mail(tx, {
    template: 'shared-listing-requested',
    to: await findSellerRecipients(tx, owner.id),
    subject: `${listing.organizationName} asks to sell ${listing.oemPartNumber} on your storefront`,
    lines: [
      'Hello,',
      '',
      `${listing.organizationName} asks to sell ${listingLabel(listing)} at ${formatMoney(listing.price)} on ${owner.storefronts.join(', ')}.`,
      `Approve or decline it here: ${adminOrigin(ctx.config)}/relistingrequests`,
    ],
  });
  if (mailId) outboxIds.push(mailId);
  return created;
}

/** The actor's own live listing, and the storefront owner it may be offered to (else 404 / 400). */
async function shareTarget(
  db: Tx | AppContext['db'],
  actor: SessionUser,
  listingId: string,
  organizationId: string,
  field: string,
) {
  const own = organizationOf(actor);
  const listing = await findListingSummary(db, listingId);
  // Only the listing's own organization may offer it; a removed listing has nothing to show.
  if (!listing || listing.organizationId !== own || listing.deletedAt) throw listingNotFound();
  if (organizationId === own) throw invalidData(m.ownOrganization, { [field]: m.ownOrganization });
  const owner = (await findStorefrontOwners(db)).find((o) => o.id === organizationId);
  if (!owner) throw notFound(m.organizationNotFound);
  return { listing, owner };
}

/** POST /api/admin/shared-listing-requests: offer an own listing to another organization's storefronts. */
export async function createSharedListingRequest(
  ctx: AppContext,
  actor: SessionUser,
  body: CreateSharedListingRequestBody,
): Promise<SharedListingRequestResponse> {
  assertCan(actor, 'listings.manage');
  const { listing, owner } = await shareTarget(
    ctx.db,
    actor,
    body.listingId,
    body.organizationId,
    'organizationId',
  );
  const outboxIds: string[] = [];
  const id = await ctx.db.transaction((tx) => requestShareIn(tx, ctx, actor, listing, owner, outboxIds));
  if (!id) throw conflict(m.alreadyRequested);
  ctx.outbox.wake(outboxIds);
  const row = await findSharedListingRequest(ctx.db, id);
  if (!row) throw requestNotFound();
  return { request: toSharedListingRequest(actor, row), message: m.sharedListingSent };
}

/** One step of a shared-listing request (approve, decline, withdraw), in the caller's transaction. */
async function moveSharedListingRequestIn(
  tx: Tx,
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  action: ListingRequestAction,
  outboxIds: string[],
): Promise<void> {
  const now = ctx.now();
  const locked = await lockSharedListingRequest(tx, id);
  if (!locked) throw requestNotFound();
  const { request, listingOrganizationId } = locked;
  const side = sideOf(actor, listingOrganizationId, request.organizationId);
  if (!side) throw requestNotFound();
  const status = nextStatus('sharedListing', request.status, action, side);
  await updateSharedListingRequest(tx, id, {
    status,
    ...(side === 'decider' ? { decidedAt: now, decidedByUserId: actor.id } : {}),
  });
  // What the storefront shows follows the status: a share row while approved, none otherwise.
  if (status === 'approved') await addListingShare(tx, request.listingId, request.organizationId);
  else await removeListingShare(tx, request.listingId, request.organizationId);
  await syncListingSearch(tx, { listingIds: [request.listingId] });
  const row = await findSharedListingRequest(tx, id);
  if (!row) throw requestNotFound();
  const to =
    side === 'decider'
      ? await recipients(ctx, row.requesterEmail, listingOrganizationId)
      : await findSellerRecipients(tx, request.organizationId);
  const what = listingLabel(row.listing);
  const mailId = await mail(tx, {
    template: `shared-listing-${status}`,
    to,
    subject: `Shared listing ${status}: ${row.listing.oemPartNumber} on ${row.storefronts.join(', ')}`,
    lines: [
      'Hello,',
      '',
      status === 'approved'
        ? `${row.ownerName} approved ${what}: it now shows on ${row.storefronts.join(', ')}.`
        : status === 'declined'
          ? `${row.ownerName} declined ${what}: it does not show on ${row.storefronts.join(', ')}.`
          : `${row.listing.organizationName} withdrew ${what}: it no longer shows on ${row.storefronts.join(', ')}.`,
      '',
      `See the requests: ${adminOrigin(ctx.config)}/relistingrequests`,
    ],
  });
  if (mailId) outboxIds.push(mailId);
}

async function moveSharedListingRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  action: ListingRequestAction,
): Promise<SharedListingRequestResponse> {
  assertCan(actor, 'listings.manage');
  const outboxIds: string[] = [];
  await ctx.db.transaction((tx) => moveSharedListingRequestIn(tx, ctx, actor, id, action, outboxIds));
  // An approved request lists or shares a listing: every process's catalogue caches read again.
  await ctx.cache.publish('catalog');
  ctx.outbox.wake(outboxIds);
  const row = await findSharedListingRequest(ctx.db, id);
  if (!row) throw requestNotFound();
  const message = action === 'approve' ? m.approved : action === 'decline' ? m.declined : m.withdrawn;
  return { request: toSharedListingRequest(actor, row), message };
}

/**
 * The product form's "shared with" list (PUT /api/admin/products/{id} with sharedWithOrgIds), in
 * the form's transaction: a request to each organization newly chosen, and the open (pending or
 * approved) requests of those taken off the list withdrawn, as the requests screen would.
 */
export async function setListingShareRequestsIn(
  tx: Tx,
  ctx: AppContext,
  actor: SessionUser,
  listingId: string,
  organizationIds: readonly string[],
  outboxIds: string[],
): Promise<void> {
  assertCan(actor, 'listings.manage');
  const chosen = new Set(organizationIds);
  const open = (await findListingShareRequests(tx, listingId)).filter(
    (r) => r.status === 'pending' || r.status === 'approved',
  );
  for (const organizationId of chosen) {
    if (open.some((r) => r.organization.id === organizationId)) continue;
    const { listing, owner } = await shareTarget(tx, actor, listingId, organizationId, 'sharedWithOrgIds');
    await requestShareIn(tx, ctx, actor, listing, owner, outboxIds);
  }
  for (const request of open) {
    if (!chosen.has(request.organization.id))
      await moveSharedListingRequestIn(tx, ctx, actor, request.id, 'withdraw', outboxIds);
  }
}

/**
 * PUT /api/admin/products/{id}: the product form saved and, with sharedWithOrgIds, its listing's
 * shared-listing requests set to match, in one transaction: a refused organization saves nothing.
 */
export async function updateProductWithShares(
  ctx: AppContext,
  actor: SessionUser,
  productId: string,
  body: ProductUpdateBody,
) {
  const { sharedWithOrgIds, ...input } = body;
  assertCan(actor, 'products.manage');
  if (sharedWithOrgIds) assertCan(actor, 'listings.manage');
  const outboxIds: string[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    const [saved] = await saveProductsIn(tx, ctx, actor, [{ productId, input }], { source: 'form' });
    throwIfFailed(saved);
    if (sharedWithOrgIds)
      await setListingShareRequestsIn(tx, ctx, actor, saved.listingId, sharedWithOrgIds, outboxIds);
    return saved;
  });
  await ctx.cache.publish('catalog');
  ctx.outbox.wake(outboxIds);
  return { message: productMessages.saved, product: await getProduct(ctx, actor, outcome.productId) };
}

export function decideSharedListingRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: Pick<DecideListingRequestBody, 'decision'>,
): Promise<SharedListingRequestResponse> {
  return moveSharedListingRequest(ctx, actor, id, body.decision);
}

export function withdrawSharedListingRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<SharedListingRequestResponse> {
  return moveSharedListingRequest(ctx, actor, id, 'withdraw');
}
