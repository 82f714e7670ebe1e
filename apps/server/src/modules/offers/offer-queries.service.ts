import type {
  adminOfferListQuerySchema,
  buyerOfferListQuerySchema,
  Offer,
  OfferListResponse,
  SessionUser,
} from '@patchbay/contract';
import {
  BUYER_OFFERS_QUERY_LIMIT,
  compareMoney,
  LIST_QUERY_LIMIT,
  type OfferParty,
  offerTotal,
} from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { assertCan, inScope, organizationScope } from '../accounts/policy';
import {
  type BuyerAccess,
  canAnswerFor,
  checkAccess,
  isBuyerOf,
  offerNotFound,
  onThisStorefront,
  type RequestPlace,
} from './offer-common';
import { buyerContact, type ItemExtras, offerDisplayStatusFor, productTitle, toOffer } from './offer-view';
import {
  findCartLinesOfItems,
  findEventsOfItems,
  findItemsOfOffers,
  findOfferRow,
  findOrderLinesOfItems,
  findScopedOfferRows,
  type OfferItemRow,
  type OfferRow,
  type OfferScope,
} from './offers.repository';

// ---- Views ----------------------------------------------------------------------------------

/** Loads what the views need for some offers and builds them for one side. */
export async function buildOffers(
  ctx: AppContext,
  rows: readonly OfferRow[],
  sideOf: (row: OfferRow) => OfferParty,
  itemsByOffer?: Map<string, OfferItemRow[]>,
): Promise<Offer[]> {
  const ids = rows.map((r) => r.offer.id);
  const items = itemsByOffer ?? groupItems(await findItemsOfOffers(ctx.db, ids));
  const itemIds = rows.flatMap((r) => (items.get(r.offer.id) ?? []).map((i) => i.item.id));
  const [events, cartLines, orderLines] = await Promise.all([
    findEventsOfItems(ctx.db, itemIds),
    findCartLinesOfItems(ctx.db, itemIds),
    findOrderLinesOfItems(ctx.db, itemIds),
  ]);
  const eventsOf = new Map<string, typeof events>();
  for (const event of events)
    eventsOf.set(event.offerItemId, [...(eventsOf.get(event.offerItemId) ?? []), event]);
  const cartOf = new Map<string, string>();
  for (const line of cartLines)
    if (line.offerItemId && !cartOf.has(line.offerItemId)) cartOf.set(line.offerItemId, line.cartItemId);
  const orderOf = new Map<string, string>();
  for (const line of orderLines) if (line.offerItemId) orderOf.set(line.offerItemId, line.orderId);
  const extrasOf = (itemId: string): ItemExtras => ({
    events: eventsOf.get(itemId) ?? [],
    cartItemId: cartOf.get(itemId) ?? null,
    orderId: orderOf.get(itemId) ?? null,
  });
  const now = ctx.now();
  return rows.map((row) => toOffer(row, items.get(row.offer.id) ?? [], sideOf(row), now, extrasOf));
}

function groupItems(items: readonly OfferItemRow[]): Map<string, OfferItemRow[]> {
  const byOffer = new Map<string, OfferItemRow[]>();
  for (const item of items) byOffer.set(item.item.offerId, [...(byOffer.get(item.item.offerId) ?? []), item]);
  return byOffer;
}

export async function offerView(ctx: AppContext, offerId: string, side: OfferParty): Promise<Offer> {
  const row = await findOfferRow(ctx.db, offerId);
  if (!row) throw offerNotFound();
  const [view] = await buildOffers(ctx, [row], () => side);
  if (!view) throw offerNotFound();
  return view;
}

// ---- Lists ----------------------------------------------------------------------------------

type ListQuery = z.infer<typeof buyerOfferListQuerySchema>;

/**
 * Filters (by the status the viewer sees, 'in negotiation' included), sorts and pages a scope's
 * offers. The status is the domain's display rule, which depends on the clock, so it is applied
 * here to the scope's offers (at most the SPEC.md §9 query limit), not in SQL.
 */
async function listScope(
  ctx: AppContext,
  scope: OfferScope,
  side: OfferParty,
  query: ListQuery & { q?: string | undefined },
  limit: number,
): Promise<OfferListResponse> {
  const rows = await findScopedOfferRows(ctx.db, scope, limit);
  const items = groupItems(
    await findItemsOfOffers(
      ctx.db,
      rows.map((r) => r.offer.id),
    ),
  );
  const now = ctx.now();
  const needle = query.q?.trim().toLowerCase();
  const candidates = rows
    .map((row) => {
      const its = items.get(row.offer.id) ?? [];
      return {
        row,
        items: its,
        status: its.length > 0 ? offerDisplayStatusFor(its, side, now) : null,
        total: offerTotal(
          its.map((i) => ({ unitPrice: i.item.purchasePrice, quantity: i.item.purchaseQty })),
        ),
      };
    })
    .filter((c) => c.status !== null)
    .filter((c) => query.status === undefined || c.status === query.status)
    .filter((c) => {
      if (!needle) return true;
      const buyer = buyerContact(c.row);
      const haystack = [
        c.row.offer.id,
        buyer.name,
        buyer.email,
        buyer.companyName ?? '',
        c.row.seller.name,
        c.row.storefront.title,
        ...c.items.flatMap((i) => [
          productTitle(i.product),
          i.product.name,
          i.product.oemPartNumber,
          i.product.oemName,
        ]),
      ]
        .join('\n')
        .toLowerCase();
      return haystack.includes(needle);
    });
  const direction = query.direction === 'asc' ? 1 : -1;
  candidates.sort((a, b) => {
    const primary =
      query.sort === 'amount'
        ? compareMoney(a.total, b.total)
        : a.row.offer.dateOffer.getTime() - b.row.offer.dateOffer.getTime();
    const tie = a.row.offer.id < b.row.offer.id ? -1 : a.row.offer.id > b.row.offer.id ? 1 : 0;
    return direction * (primary !== 0 ? primary : tie);
  });
  const start = (query.page - 1) * query.pageSize;
  const page = candidates.slice(start, start + query.pageSize);
  const pageItems = new Map(page.map((c) => [c.row.offer.id, c.items]));
  return {
    items: await buildOffers(
      ctx,
      page.map((c) => c.row),
      () => side,
      pageItems,
    ),
    total: candidates.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/offers: the offers this buyer made on this storefront (theirs and their organization's). */
export async function listBuyerOffers(
  ctx: AppContext,
  input: { place: RequestPlace; access: BuyerAccess; query: ListQuery },
): Promise<OfferListResponse> {
  const { user, guestId } = input.access;
  return listScope(
    ctx,
    {
      kind: 'buyer',
      storefrontId: input.place.storefront.id,
      userId: user?.id ?? null,
      organizationId: user?.organization?.id ?? null,
      guestId: user ? null : guestId,
    },
    'buyer',
    input.query,
    BUYER_OFFERS_QUERY_LIMIT,
  );
}

/**
 * GET /api/admin/offers: `received` the offers to the actor's organization as seller (the
 * operator: every organization's), `sent` those its people made as buyers.
 */
export async function listAdminOffers(
  ctx: AppContext,
  actor: SessionUser,
  query: z.infer<typeof adminOfferListQuerySchema>,
): Promise<OfferListResponse> {
  assertCan(actor, 'offers.manage');
  if (query.box === 'sent') {
    const organizationId = actor.organization?.id;
    if (!organizationId) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    return listScope(
      ctx,
      { kind: 'sent', buyerOrganizationId: organizationId },
      'buyer',
      query,
      LIST_QUERY_LIMIT,
    );
  }
  return listScope(
    ctx,
    { kind: 'received', sellerOrganizationId: organizationScope(actor) },
    'seller',
    query,
    LIST_QUERY_LIMIT,
  );
}

// ---- One offer ------------------------------------------------------------------------------

/**
 * GET /api/offers/{id}: the buyer's side for its buyer (see isBuyerOf), the seller's side for staff
 * who may answer for the seller; `from` picks when both apply. Anyone else, or an offer of
 * another storefront, gets 404.
 */
export async function getOffer(
  ctx: AppContext,
  input: { place: RequestPlace; access: BuyerAccess; offerId: string; from?: OfferParty | undefined },
): Promise<Offer> {
  const row = await findOfferRow(ctx.db, input.offerId);
  if (!row || !onThisStorefront(row, input.place)) throw offerNotFound();
  const buyer = isBuyerOf(row, await checkAccess(ctx, input.access, row.offer.id));
  const seller = canAnswerFor(input.access.user, row.offer.sellerOrganizationId);
  const side: OfferParty | null =
    input.from === 'seller' && seller ? 'seller' : buyer ? 'buyer' : seller ? 'seller' : null;
  if (!side) throw offerNotFound();
  return offerView(ctx, row.offer.id, side);
}

/** GET /api/admin/offers/{id}: the seller's side in scope, else the buyer's for its organization. */
export async function getAdminOffer(ctx: AppContext, actor: SessionUser, offerId: string): Promise<Offer> {
  assertCan(actor, 'offers.manage');
  const row = await findOfferRow(ctx.db, offerId);
  if (!row) throw offerNotFound();
  if (inScope(actor, row.offer.sellerOrganizationId)) return offerView(ctx, offerId, 'seller');
  if (actor.organization && row.offer.buyerOrganizationId === actor.organization.id) {
    return offerView(ctx, offerId, 'buyer');
  }
  throw offerNotFound();
}
