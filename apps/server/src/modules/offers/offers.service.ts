import {
  type adminOfferListQuerySchema,
  type buyerOfferListQuerySchema,
  type CreateOfferBody,
  cartMessages,
  type Offer,
  type OfferListResponse,
  offerMessages,
  type SessionUser,
} from '@patchbay/contract';
import {
  BUYER_OFFERS_QUERY_LIMIT,
  canMakeOffer,
  compareMoney,
  isOfferItemOpen,
  isOfferLapsed,
  LIST_QUERY_LIMIT,
  OFFER_REMINDER_HOURS_BEFORE_EXPIRY,
  type OfferItemAction,
  type OfferParty,
  type OfferQuantityProblem,
  type OfferRefusal,
  offerItemRefusal,
  offerQuantityProblem,
  offerReminderDue,
  offerStatusOf,
  offerTotal,
  offerValidTill,
  roundMoney,
  standingParty,
  withinListPrice,
} from '@patchbay/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import type { offerItemEvents, offerItems } from '../../db/schema/index';
import { enqueueOutbox, type OutboxMessage } from '../../jobs/outbox';
import { AppError, conflict, invalidData, notFound } from '../../lib/errors';
import { uuidv7 } from '../../lib/ids';
import { assertCan, can, inScope, organizationScope } from '../accounts/policy';
import { hashToken, newSecretToken } from '../accounts/tokens';
import { type CartOwner, findPlainCartItem, insertCartItem, updateCartItem } from '../cart/cart.service';
import { findVisibleListing, listingHeadlinePrice, listingPriceVisible } from '../catalog/catalog.service';
import { findSellerRecipients } from '../organizations/organizations.service';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import {
  formatValidTill,
  type OfferMailAction,
  offerCartItemRecord,
  offerItemPatch,
  offerItemRecords,
  offerMail,
  offerRecord,
  offerStatusPatch,
} from './offer-notices';
import {
  buyerContact,
  type ItemExtras,
  listPriceHidden,
  offerDisplayStatusFor,
  productTitle,
  toOffer,
} from './offer-view';
import {
  findCartLinesOfItems,
  findEventsOfItems,
  findItemRow,
  findItemStatuses,
  findItemsNearExpiry,
  findItemsOfOffers,
  findLapsedItems,
  findOfferRow,
  findOfferRows,
  findOpenItemOfBuyer,
  findOrderLinesOfItems,
  findScopedOfferRows,
  hasOfferBuyerLink,
  insertHistory,
  insertOffer,
  insertOfferBuyerLink,
  insertOfferEvents,
  insertOfferItems,
  lockOffer,
  markReminderSent,
  type OfferItemRow,
  type OfferRow,
  type OfferScope,
  updateItemAtVersion,
  updateOfferStatus,
} from './offers.repository';

/**
 * The offer negotiation (docs/offers.md). Every change runs in one transaction with the offer row
 * locked: the item is checked against the domain's rules, changed only at the version it was read
 * at, its thread and the entity history get a row, and the other party's mail and the records
 * mirror rows go into the outbox.
 */

const offerNotFound = () => notFound(offerMessages.notFound);

/** Who is asking on the buyer's side: the signed-in person, the browser's guest id, a mail link's token. */
export interface BuyerAccess {
  user: SessionUser | null;
  guestId: string | null;
  token: string | null;
}

/** BuyerAccess for one offer, with its link token checked against the stored hashes. */
type CheckedAccess = Omit<BuyerAccess, 'token'> & { linkOpensOffer: boolean };

async function checkAccess(ctx: AppContext, access: BuyerAccess, offerId: string): Promise<CheckedAccess> {
  const { token, ...rest } = access;
  // Tokens are 43 base64url characters; anything much longer is not worth a hash and a query.
  const linkOpensOffer =
    token !== null && token.length <= 200 && (await hasOfferBuyerLink(ctx.db, offerId, hashToken(token)));
  return { ...rest, linkOpensOffer };
}

/**
 * The token of a guest's offer link, made as the offer mail is written: random, only its hash is
 * stored, and it opens that one offer.
 */
export async function mintOfferLinkToken(db: Database, offerId: string): Promise<string> {
  const token = newSecretToken();
  await insertOfferBuyerLink(db, offerId, hashToken(token), new Date());
  return token;
}

/** Where a request came in: a storefront host or the admin portal. */
export interface RequestPlace {
  storefront: ResolvedStorefront;
  surface: 'storefront' | 'admin';
}

/** The buyer of an offer: who made it, a member of the buying organization, its guest, or its link. */
export function isBuyerOf(row: OfferRow, access: CheckedAccess): boolean {
  const { offer } = row;
  const { user } = access;
  if (user && offer.buyerUserId === user.id) return true;
  if (user?.organization && offer.buyerOrganizationId === user.organization.id) return true;
  if (access.guestId && offer.guestId === access.guestId) return true;
  return access.linkOpensOffer;
}

/** Staff who may answer the offers of the seller organization (`offers.manage`, in scope). */
export function canAnswerFor(user: SessionUser | null, sellerOrganizationId: string): boolean {
  return user !== null && can(user, 'offers.manage') && inScope(user, sellerOrganizationId);
}

/** Storefront requests see the offers of their storefront; the admin portal sees them all. */
const onThisStorefront = (row: OfferRow, place: RequestPlace) =>
  place.surface === 'admin' || row.offer.storefrontId === place.storefront.id;

// ---- Views ----------------------------------------------------------------------------------

/** Loads what the views need for some offers and builds them for one side. */
async function buildOffers(
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

async function offerView(ctx: AppContext, offerId: string, side: OfferParty): Promise<Offer> {
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
        ...c.items.flatMap((i) => [productTitle(i.product), i.product.oemPartNumber, i.product.oemName]),
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

// ---- Making an offer ------------------------------------------------------------------------

function quantityMessage(problem: OfferQuantityProblem): string {
  switch (problem.kind) {
    case 'overAvailable':
      return offerMessages.overAvailable(problem.available);
    case 'belowMinimum':
      return cartMessages.belowMinimum(problem.minimum);
    case 'notMultiple':
      return cartMessages.notMultiple(problem.multiple);
  }
}

function firstError(fields: Record<string, string>): AppError {
  return invalidData(Object.values(fields)[0] ?? 'Invalid request', fields);
}

/**
 * POST /api/offers: a buyer (signed in, or a guest with contact details) offers on listings of
 * this storefront that take offers (SPEC.md §5 canMakeOffer). Items of several sellers become one
 * offer per seller. Every item is checked before anything is written; all problems are reported
 * at once, by field.
 */
export async function makeOffer(
  ctx: AppContext,
  input: { place: RequestPlace; user: SessionUser | null; guestId: string | null; body: CreateOfferBody },
): Promise<{ offers: Offer[]; message: string }> {
  const { place, user, body } = input;
  const storefront = place.storefront;
  const guest = user ? null : (body.guest ?? null);
  if (!user && !guest) {
    throw invalidData(offerMessages.guestDetailsRequired, { guest: offerMessages.guestDetailsRequired });
  }
  const guestId = user ? null : input.guestId;
  if (!user && !guestId) throw invalidData(offerMessages.guestDetailsRequired);

  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const accepted: {
    listing: NonNullable<Awaited<ReturnType<typeof findVisibleListing>>>;
    quantity: number;
    unitPrice: string;
  }[] = [];
  for (const [index, line] of body.items.entries()) {
    const at = (field: string) => `items.${index}.${field}`;
    if (seen.has(line.listingId)) {
      fields[at('listingId')] = offerMessages.duplicateListing;
      continue;
    }
    seen.add(line.listingId);
    const listing = await findVisibleListing(ctx, storefront, line.listingId);
    if (!listing) {
      fields[at('listingId')] = offerMessages.listingNotFound;
      continue;
    }
    if (!canMakeOffer(listing.listing)) {
      fields[at('listingId')] = offerMessages.cannotOffer;
      continue;
    }
    // A guest may not see this price, so no answer may depend on it (the cap would): refused
    // whatever the offered price.
    if (!listingPriceVisible(listing.listing, user !== null)) {
      fields[at('listingId')] = offerMessages.signInToOffer;
      continue;
    }
    if (user?.organization && user.organization.id === listing.seller.id) {
      fields[at('listingId')] = offerMessages.ownListing;
      continue;
    }
    if (await findOpenItemOfBuyer(ctx.db, { userId: user?.id ?? null, guestId }, listing.listing.id)) {
      fields[at('listingId')] = offerMessages.alreadyOpen;
      continue;
    }
    const unitPrice = roundMoney(line.unitPrice, 4);
    // Capped at the headline price: what the listing is shown at and the cart charges.
    if (!withinListPrice(unitPrice, listing.listing.headlinePrice)) {
      fields[at('unitPrice')] = offerMessages.offerAboveListPrice;
    }
    const problem = offerQuantityProblem(listing.listing, line.quantity);
    if (problem) fields[at('quantity')] = quantityMessage(problem);
    accepted.push({ listing, quantity: line.quantity, unitPrice });
  }
  if (Object.keys(fields).length > 0) throw firstError(fields);

  const now = ctx.now();
  const validTill = offerValidTill(now, storefront.offerValidFor);
  const bySeller = new Map<string, typeof accepted>();
  for (const line of accepted) {
    bySeller.set(line.listing.seller.id, [...(bySeller.get(line.listing.seller.id) ?? []), line]);
  }

  const offerIds: string[] = [];
  const outboxIds = await ctx.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const [sellerId, lines] of bySeller) {
      const offerId = uuidv7();
      offerIds.push(offerId);
      await insertOffer(tx, {
        id: offerId,
        storefrontId: storefront.id,
        sellerOrganizationId: sellerId,
        buyerOrganizationId: user?.organization?.id ?? null,
        buyerUserId: user?.id ?? null,
        guestId,
        guestUser: guest
          ? {
              firstName: guest.firstName,
              lastName: guest.lastName,
              displayName: `${guest.firstName} ${guest.lastName}`,
              email: guest.email.toLowerCase(),
              companyName: guest.companyName,
            }
          : null,
        status: 'pending',
        dateOffer: now,
        comments: body.comments?.trim() || null,
        createdAt: now,
        updatedAt: now,
      });
      const itemValues: (typeof offerItems.$inferInsert)[] = lines.map((line, position) => ({
        id: uuidv7(),
        offerId,
        listingId: line.listing.listing.id,
        storefrontId: storefront.id,
        listingOrgId: sellerId,
        userId: user?.id ?? null,
        guestId,
        purchaseQty: line.quantity,
        purchasePrice: line.unitPrice,
        price: line.listing.listing.headlinePrice,
        lastOfferUpdateDate: now,
        offerValidTill: validTill,
        isBuyerOfferActive: true,
        isSellerOfferActive: false,
        status: 'pending',
        // Items list in the order the buyer gave them.
        createdAt: new Date(now.getTime() + position),
      }));
      await insertOfferItems(tx, itemValues);
      await insertOfferEvents(
        tx,
        itemValues.map((item) => ({
          offerItemId: item.id!,
          party: 'buyer' as const,
          action: 'offer' as const,
          unitPrice: item.purchasePrice,
          quantity: item.purchaseQty,
          validTill,
          actorUserId: user?.id ?? null,
          createdAt: now,
        })),
      );
      await insertHistory(tx, [
        {
          entityType: 'offer',
          entityId: offerId,
          action: 'create',
          actorUserId: user?.id ?? null,
          organizationId: sellerId,
          storefrontId: storefront.id,
          after: { status: 'pending', items: itemValues.length },
        },
        ...itemValues.map((item) => ({
          entityType: 'offer_item',
          entityId: item.id!,
          action: 'offer',
          actorUserId: user?.id ?? null,
          organizationId: sellerId,
          storefrontId: storefront.id,
          after: snapshot(item),
        })),
      ]);

      const row = await findOfferRow(tx, offerId);
      const items = await findItemsOfOffers(tx, [offerId]);
      if (!row) throw new Error('offer was not stored');
      const messages: (OutboxMessage | null)[] = [
        mailOf(ctx, {
          action: 'MakeOffer',
          row,
          items,
          side: 'seller',
          to: await findSellerRecipients(tx, sellerId),
          subject: `New offer from ${buyerContact(row).name} on ${row.storefront.title}`,
          headline: `${describeBuyer(row)} made an offer. Accept, counter or reject it by ${formatValidTill(validTill)}.`,
        }),
        mailOf(ctx, {
          action: 'MakeOffer',
          row,
          items,
          side: 'buyer',
          to: [buyerContact(row).email],
          subject: `Your offer to ${row.seller.name} was sent`,
          headline: `Your offer was sent to ${row.seller.name}. It stays valid until ${formatValidTill(validTill)}; we will mail you the seller's answer.`,
        }),
        { kind: 'records', payload: offerRecord(row, ctx.config) },
        { kind: 'records', payload: offerItemRecords(row, items) },
      ];
      ids.push(...(await enqueueAll(tx, messages)));
    }
    return ids;
  });
  ctx.outbox.wake(outboxIds);
  const rows = await findOfferRows(ctx.db, offerIds);
  const ordered = offerIds.flatMap((id) => rows.filter((r) => r.offer.id === id));
  return { offers: await buildOffers(ctx, ordered, () => 'buyer'), message: offerMessages.created };
}

// ---- Answers --------------------------------------------------------------------------------

type AnswerBody = {
  version?: number | undefined;
  unitPrice?: string | undefined;
  quantity?: number | undefined;
};

const REFUSAL_MESSAGE: Record<Exclude<OfferRefusal, 'wrongParty'>, string> = {
  closed: offerMessages.closed,
  expired: offerMessages.expired,
  notYourTurn: offerMessages.notYourTurn,
  counterLimit: offerMessages.counterLimit,
  editLimit: offerMessages.editLimit,
};

function snapshot(item: Partial<typeof offerItems.$inferSelect>) {
  return {
    status: item.status,
    purchasePrice: item.purchasePrice,
    purchaseQty: item.purchaseQty,
    sellerCounterOfferCount: item.sellerCounterOfferCount,
    buyerEditOfferCount: item.buyerEditOfferCount,
    isSellerOfferActive: item.isSellerOfferActive,
    isBuyerOfferActive: item.isBuyerOfferActive,
    offerValidTill: item.offerValidTill?.toISOString(),
  };
}

function describeBuyer(row: OfferRow): string {
  const buyer = buyerContact(row);
  return buyer.companyName ? `${buyer.name} of ${buyer.companyName}` : buyer.name;
}

function mailOf(ctx: AppContext, input: Parameters<typeof offerMail>[1]): OutboxMessage | null {
  const mail = offerMail(ctx.config, input);
  return mail ? { kind: 'mail', payload: mail } : null;
}

async function enqueueAll(tx: Tx, messages: readonly (OutboxMessage | null)[]): Promise<string[]> {
  const ids: string[] = [];
  for (const message of messages) if (message) ids.push(await enqueueOutbox(tx, message));
  return ids;
}

/** The buyer's latest own proposal on an item (their offer or last edit), from its thread. */
function lastBuyerProposal(events: readonly (typeof offerItemEvents.$inferSelect)[]) {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.party === 'buyer' && (event.action === 'offer' || event.action === 'edit')) return event;
  }
  return undefined;
}

interface AnswerInput {
  offerId: string;
  itemId: string;
  party: OfferParty;
  action: OfferItemAction;
  body: AnswerBody;
  actorUserId: string | null;
  /** Whether the asker may act on this offer on that side; false answers 404. */
  mayAct: (row: OfferRow) => boolean;
}

const SUCCESS: Record<OfferItemAction, string> = {
  accept: offerMessages.accepted,
  reject: offerMessages.rejected,
  counter: offerMessages.countered,
  edit: offerMessages.edited,
  cancel: offerMessages.cancelled,
};

/**
 * One answer to one offer item, as one transaction: lock the offer, check the asker, the version
 * they saw and the domain's rules, work out the new proposal, change the item at the version it
 * was read at (else 409 changed), recompute the offer's status, and write the thread, the entity
 * history, the buyer's cart line (acceptance), the other party's mail and the mirror rows.
 */
async function answer(ctx: AppContext, input: AnswerInput): Promise<{ offer: Offer; message: string }> {
  const now = ctx.now();
  const { party, action, body } = input;
  const outboxIds = await ctx.db.transaction(async (tx) => {
    if (!(await lockOffer(tx, input.offerId))) throw offerNotFound();
    const row = await findOfferRow(tx, input.offerId);
    if (!row || !input.mayAct(row)) throw offerNotFound();
    const itemRow = await findItemRow(tx, input.offerId, input.itemId);
    if (!itemRow) throw offerNotFound();
    const { item, listing } = itemRow;
    if (body.version !== undefined && body.version !== item.version) throw conflict(offerMessages.changed);

    const refusal = offerItemRefusal(item, party, action, now);
    if (refusal === 'wrongParty') throw new AppError('forbidden', 'You are not allowed to do that');
    if (refusal) throw conflict(REFUSAL_MESSAGE[refusal]);
    if (listing.deletedAt && action !== 'cancel' && action !== 'reject')
      throw conflict(offerMessages.cannotOffer);

    const validTill = offerValidTill(now, row.storefront.offerValidFor);
    let patch: Partial<typeof offerItems.$inferInsert>;
    let event: Omit<typeof offerItemEvents.$inferInsert, 'offerItemId'>;
    if (action === 'counter' || action === 'edit') {
      const previous =
        action === 'edit' ? lastBuyerProposal(await findEventsOfItems(tx, [item.id])) : undefined;
      // The buyer of a guest offer may not see a hidden listing price: a new offer is refused
      // whatever its price, since the cap would answer by it (they may still accept or cancel).
      if (listPriceHidden(row.offer, itemRow, party)) {
        throw invalidData(offerMessages.signInToOffer, { unitPrice: offerMessages.signInToOffer });
      }
      const unitPrice = roundMoney(body.unitPrice ?? previous?.unitPrice ?? item.purchasePrice, 4);
      const quantity = body.quantity ?? previous?.quantity ?? item.purchaseQty;
      const fields: Record<string, string> = {};
      const cap = (await listingHeadlinePrice(tx, listing.id)) ?? listing.price;
      if (!withinListPrice(unitPrice, cap)) {
        fields.unitPrice =
          action === 'counter' ? offerMessages.counterAboveListPrice : offerMessages.offerAboveListPrice;
      }
      const problem = offerQuantityProblem(listing, quantity);
      if (problem) fields.quantity = quantityMessage(problem);
      if (
        Object.keys(fields).length === 0 &&
        compareMoney(unitPrice, item.purchasePrice) === 0 &&
        quantity === item.purchaseQty
      ) {
        fields.unitPrice = offerMessages.unchanged;
      }
      if (Object.keys(fields).length > 0) throw firstError(fields);
      const seller = action === 'counter';
      patch = {
        purchasePrice: unitPrice,
        purchaseQty: quantity,
        status: seller ? 'countered' : 'pending',
        isSellerOfferActive: seller,
        isBuyerOfferActive: !seller,
        ...(seller
          ? { sellerCounterOfferCount: item.sellerCounterOfferCount + 1 }
          : { buyerEditOfferCount: item.buyerEditOfferCount + 1 }),
        lastOfferUpdateDate: now,
        offerValidTill: validTill,
        reminderSentAt: null,
      };
      event = { party, action, unitPrice, quantity, validTill };
    } else if (action === 'accept') {
      // Both agree; the agreed price is reserved in the buyer's cart for a new window.
      patch = {
        status: 'accepted',
        isSellerOfferActive: true,
        isBuyerOfferActive: true,
        lastOfferUpdateDate: now,
        offerValidTill: validTill,
        reminderSentAt: null,
      };
      event = { party, action, unitPrice: item.purchasePrice, quantity: item.purchaseQty, validTill };
    } else {
      patch = {
        status: action === 'reject' ? 'rejected' : 'cancelled',
        isSellerOfferActive: false,
        isBuyerOfferActive: false,
        lastOfferUpdateDate: now,
      };
      event = { party, action, unitPrice: null, quantity: null, validTill: null };
    }

    const updated = await updateItemAtVersion(tx, item.id, item.version, patch);
    if (!updated) throw conflict(offerMessages.changed);
    await insertOfferEvents(tx, [
      { ...event, offerItemId: item.id, actorUserId: input.actorUserId, createdAt: now },
    ]);
    const statuses = await findItemStatuses(tx, row.offer.id);
    const offerStatus = offerStatusOf(statuses.map((s) => s.status));
    if (offerStatus !== row.offer.status) await updateOfferStatus(tx, row.offer.id, offerStatus, now);
    await insertHistory(tx, [
      {
        entityType: 'offer_item',
        entityId: item.id,
        action,
        actorUserId: input.actorUserId,
        organizationId: row.offer.sellerOrganizationId,
        storefrontId: row.offer.storefrontId,
        before: snapshot(item),
        after: snapshot(updated),
      },
    ]);

    const after: OfferItemRow = { ...itemRow, item: updated };
    const messages: (OutboxMessage | null)[] = [
      { kind: 'records', payload: offerItemPatch(updated) },
      ...(offerStatus !== row.offer.status
        ? [{ kind: 'records' as const, payload: offerStatusPatch(row.offer.id, offerStatus) }]
        : []),
    ];
    if (action === 'accept') {
      const owner: CartOwner | null = row.offer.buyerUserId
        ? { userId: row.offer.buyerUserId }
        : row.offer.guestId
          ? { guestId: row.offer.guestId }
          : null;
      if (!owner) throw new Error(`offer ${row.offer.id} has no buyer`);
      const cartItemId = await putAcceptedOfferInCart(tx, {
        owner,
        storefrontId: row.offer.storefrontId,
        listingId: listing.id,
        offerItemId: item.id,
        quantity: updated.purchaseQty,
        offerPrice: updated.purchasePrice,
        listPrice: listing.price,
        now,
      });
      messages.push({
        kind: 'records',
        payload: offerCartItemRecord({ cartItemId, row, itemRow: after, now }),
      });
    }
    messages.push(await answerMail(ctx, tx, { row, item: after, party, action }));
    return enqueueAll(tx, messages);
  });
  ctx.outbox.wake(outboxIds);
  const view = await offerView(ctx, input.offerId, party);
  const message =
    action === 'accept' && party === 'buyer' ? offerMessages.acceptedAddedToCart : SUCCESS[action];
  return { offer: view, message };
}

/**
 * Puts an accepted item into the buyer's cart on the offer's storefront at the agreed unit price
 * (cart_items.offer_price + offer_item_id, quantity = agreed quantity), through the cart module's
 * repository. A line of the same listing that holds no offer becomes this line (one line per
 * listing); otherwise a line is added. The cart prices it at offer_price while the item is
 * accepted and its window lasts.
 */
async function putAcceptedOfferInCart(
  tx: Tx,
  input: {
    owner: CartOwner;
    storefrontId: string;
    listingId: string;
    offerItemId: string;
    quantity: number;
    offerPrice: string;
    listPrice: string;
    now: Date;
  },
): Promise<string> {
  const values = {
    purchaseQty: input.quantity,
    purchasePrice: input.listPrice,
    offerPrice: input.offerPrice,
    offerItemId: input.offerItemId,
    lastCartUpdateDate: input.now,
  };
  const plain = await findPlainCartItem(tx, input.storefrontId, input.owner, input.listingId);
  if (plain) {
    await updateCartItem(tx, plain.id, values);
    return plain.id;
  }
  const line = await insertCartItem(tx, {
    listingId: input.listingId,
    storefrontId: input.storefrontId,
    ...input.owner,
    ...values,
    originalPrice: input.listPrice,
    createdAt: input.now,
  });
  return line.id;
}

/** The other party's mail about an answer. */
async function answerMail(
  ctx: AppContext,
  tx: Tx,
  input: { row: OfferRow; item: OfferItemRow; party: OfferParty; action: OfferItemAction },
): Promise<OutboxMessage | null> {
  const { row, item, party, action } = input;
  const title = productTitle(item.product);
  const till = formatValidTill(item.item.offerValidTill);
  const toSeller = party === 'buyer';
  const to = toSeller
    ? await findSellerRecipients(tx, row.offer.sellerOrganizationId)
    : [buyerContact(row).email];
  const side: OfferParty = toSeller ? 'seller' : 'buyer';
  const buyer = describeBuyer(row);
  const seller = row.seller.name;
  const texts: Record<OfferItemAction, { mail: OfferMailAction; subject: string; headline: string }> = {
    counter: {
      mail: 'CounterOffer',
      subject: `${seller} countered your offer on ${title}`,
      headline: `${seller} answered your offer with a counter-offer. Accept it, make a new offer or cancel by ${till}.`,
    },
    edit: {
      mail: 'EditOffer',
      subject: `${buyerContact(row).name} made a new offer on ${title}`,
      headline: `${buyer} answered your counter-offer with a new offer. Accept, counter or reject it by ${till}.`,
    },
    accept: toSeller
      ? {
          mail: 'AcceptOffer',
          subject: `${buyerContact(row).name} accepted your counter-offer on ${title}`,
          headline: `${buyer} accepted your counter-offer. The item is in the buyer's cart at the agreed price until ${till}.`,
        }
      : {
          mail: 'AcceptOffer',
          subject: `${seller} accepted your offer on ${title}`,
          headline: `${seller} accepted your offer. The item is in your cart at the agreed price until ${till}: check out before then.`,
        },
    reject: {
      mail: 'RejectOffer',
      subject: `${seller} declined your offer on ${title}`,
      headline: `${seller} declined your offer.`,
    },
    cancel: {
      mail: 'CancelOffer',
      subject: `${buyerContact(row).name} withdrew the offer on ${title}`,
      headline: `${buyer} cancelled this offer.`,
    },
  };
  const text = texts[action];
  return mailOf(ctx, {
    action: text.mail,
    row,
    items: [item],
    side,
    to,
    subject: text.subject,
    headline: text.headline,
  });
}

/** POST /api/offers/{id}/items/{itemId}/accept|edit|cancel: the buyer answers. */
export async function answerAsBuyer(
  ctx: AppContext,
  input: {
    place: RequestPlace;
    access: BuyerAccess;
    offerId: string;
    itemId: string;
    action: 'accept' | 'edit' | 'cancel';
    body: AnswerBody | null | undefined;
  },
) {
  const access = await checkAccess(ctx, input.access, input.offerId);
  return answer(ctx, {
    offerId: input.offerId,
    itemId: input.itemId,
    party: 'buyer',
    action: input.action,
    body: input.body ?? {},
    actorUserId: input.access.user?.id ?? null,
    mayAct: (row) => onThisStorefront(row, input.place) && isBuyerOf(row, access),
  });
}

/** POST /api/admin/offers/{id}/items/{itemId}/accept|reject|counter: the seller answers. */
export async function answerAsSeller(
  ctx: AppContext,
  input: {
    actor: SessionUser;
    offerId: string;
    itemId: string;
    action: 'accept' | 'reject' | 'counter';
    body: AnswerBody | null | undefined;
  },
) {
  assertCan(input.actor, 'offers.manage');
  return answer(ctx, {
    offerId: input.offerId,
    itemId: input.itemId,
    party: 'seller',
    action: input.action,
    body: input.body ?? {},
    actorUserId: input.actor.id,
    mayAct: (row) => inScope(input.actor, row.offer.sellerOrganizationId),
  });
}

// ---- Timers: expiry and reminders -------------------------------------------------------------

/** How many items one run handles at most; the next run (a minute later) takes the rest. */
const TIMER_BATCH = 200;

/**
 * Expires what has lapsed (offer expiry job): open items whose proposal ran out unanswered, and
 * accepted items whose reserved price ran out without an order. Each item is its own transaction
 * (offer locked, state re-read), so an answer that got in first wins. Both parties are mailed.
 */
export async function expireLapsedOffers(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await findLapsedItems(ctx.db, now, TIMER_BATCH);
  let expired = 0;
  for (const { id, offerId } of due) {
    const outboxIds = await ctx.db.transaction(async (tx) => {
      await lockOffer(tx, offerId);
      const row = await findOfferRow(tx, offerId);
      const itemRow = await findItemRow(tx, offerId, id);
      if (!row || !itemRow) return [];
      const { item } = itemRow;
      if (!isOfferLapsed(item.offerValidTill, now)) return [];
      const wasAccepted = item.status === 'accepted';
      if (wasAccepted) {
        if ((await findOrderLinesOfItems(tx, [item.id])).length > 0) return [];
      } else if (!isOfferItemOpen(item.status)) {
        return [];
      }
      const updated = await updateItemAtVersion(tx, item.id, item.version, {
        status: 'expired',
        isSellerOfferActive: false,
        isBuyerOfferActive: false,
        lastOfferUpdateDate: now,
      });
      if (!updated) return [];
      expired++;
      await insertOfferEvents(tx, [
        {
          offerItemId: item.id,
          party: 'system',
          action: 'expire',
          createdAt: now,
          validTill: item.offerValidTill,
        },
      ]);
      const statuses = await findItemStatuses(tx, offerId);
      const offerStatus = offerStatusOf(statuses.map((s) => s.status));
      if (offerStatus !== row.offer.status) await updateOfferStatus(tx, offerId, offerStatus, now);
      await insertHistory(tx, [
        {
          entityType: 'offer_item',
          entityId: item.id,
          action: 'expire',
          organizationId: row.offer.sellerOrganizationId,
          storefrontId: row.offer.storefrontId,
          before: snapshot(item),
          after: snapshot(updated),
        },
      ]);
      const after = { ...itemRow, item: updated };
      const title = productTitle(itemRow.product);
      const lapsed = formatValidTill(item.offerValidTill);
      const headline = wasAccepted
        ? `The agreed price for ${title} was reserved until ${lapsed} and the item was not bought, so the reservation has ended.`
        : `This offer on ${title} was not answered by ${lapsed} and has expired.`;
      return enqueueAll(tx, [
        { kind: 'records', payload: offerItemPatch(updated) },
        ...(offerStatus !== row.offer.status
          ? [{ kind: 'records' as const, payload: offerStatusPatch(offerId, offerStatus) }]
          : []),
        mailOf(ctx, {
          action: 'ExpireOffer',
          row,
          items: [after],
          side: 'buyer',
          to: [buyerContact(row).email],
          subject: `Your offer on ${title} has expired`,
          headline,
        }),
        mailOf(ctx, {
          action: 'ExpireOffer',
          row,
          items: [after],
          side: 'seller',
          to: await findSellerRecipients(tx, row.offer.sellerOrganizationId),
          subject: `The offer from ${buyerContact(row).name} on ${title} has expired`,
          headline,
        }),
      ]);
    });
    ctx.outbox.wake(outboxIds);
  }
  return expired;
}

/**
 * Mails the reminder 24 hours before a window ends (domain offerReminderDue): to the party who
 * has to answer an open item, to the buyer of an accepted one not yet bought. Once per window.
 */
export async function sendOfferReminders(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const due = await findItemsNearExpiry(
    ctx.db,
    now,
    OFFER_REMINDER_HOURS_BEFORE_EXPIRY * 60 * 60 * 1000,
    TIMER_BATCH,
  );
  let sent = 0;
  for (const { id, offerId } of due) {
    const outboxIds = await ctx.db.transaction(async (tx) => {
      await lockOffer(tx, offerId);
      const row = await findOfferRow(tx, offerId);
      const itemRow = await findItemRow(tx, offerId, id);
      if (!row || !itemRow) return [];
      const { item } = itemRow;
      if (!offerReminderDue(item, now)) return [];
      if (item.status === 'accepted' && (await findOrderLinesOfItems(tx, [item.id])).length > 0) return [];
      const to: OfferParty | null =
        item.status === 'accepted' ? 'buyer' : standingParty(item) === 'buyer' ? 'seller' : 'buyer';
      if (!(await markReminderSent(tx, item.id, item.version, now))) return [];
      sent++;
      const title = productTitle(itemRow.product);
      const till = formatValidTill(item.offerValidTill);
      const headline =
        item.status === 'accepted'
          ? `Reminder: the agreed price for ${title} is reserved in your cart until ${till}. Check out before then to keep it.`
          : to === 'seller'
            ? `Reminder: ${describeBuyer(row)} is waiting for your answer. The offer on ${title} expires at ${till}.`
            : `Reminder: ${row.seller.name} is waiting for your answer. The offer on ${title} expires at ${till}.`;
      return enqueueAll(tx, [
        mailOf(ctx, {
          action: 'OfferReminder',
          row,
          items: [itemRow],
          side: to,
          to:
            to === 'seller'
              ? await findSellerRecipients(tx, row.offer.sellerOrganizationId)
              : [buyerContact(row).email],
          subject: `Reminder: the offer on ${title} expires at ${till}`,
          headline,
        }),
      ]);
    });
    ctx.outbox.wake(outboxIds);
  }
  return sent;
}

/** The offer job: expire what has lapsed, then send the reminders that are due. */
export async function runOfferTimers(ctx: AppContext): Promise<{ expired: number; reminded: number }> {
  const expired = await expireLapsedOffers(ctx);
  const reminded = await sendOfferReminders(ctx);
  return { expired, reminded };
}

/** Guest offers become the account's at sign-in (accounts). */
export { claimGuestOffers } from './offers.repository';
