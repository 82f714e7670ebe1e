import { cartMessages, offerMessages, type SessionUser } from '@patchbay/contract';
import type { OfferQuantityProblem } from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import type { offerItems } from '../../db/schema/index';
import { enqueueOutbox, type OutboxMessage } from '../../jobs/outbox';
import { type AppError, invalidData, notFound } from '../../lib/errors';
import { can, inScope } from '../accounts/policy';
import { hashToken, newSecretToken } from '../accounts/tokens';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { offerMail } from './offer-notices';
import { buyerContact } from './offer-view';
import { hasOfferBuyerLink, insertOfferBuyerLink, type OfferRow } from './offers.repository';

/**
 * What the parts of the offer negotiation share: who may see and answer an offer, and how its
 * mails and history rows are written.
 */
export const offerNotFound = () => notFound(offerMessages.notFound);

/** Who is asking on the buyer's side: the signed-in person, the browser's guest id, a mail link's token. */
export interface BuyerAccess {
  user: SessionUser | null;
  guestId: string | null;
  token: string | null;
}

/** BuyerAccess for one offer, with its link token checked against the stored hashes. */
export type CheckedAccess = Omit<BuyerAccess, 'token'> & { linkOpensOffer: boolean };

export async function checkAccess(
  ctx: AppContext,
  access: BuyerAccess,
  offerId: string,
): Promise<CheckedAccess> {
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
export const onThisStorefront = (row: OfferRow, place: RequestPlace) =>
  place.surface === 'admin' || row.offer.storefrontId === place.storefront.id;

export function quantityMessage(problem: OfferQuantityProblem): string {
  switch (problem.kind) {
    case 'overAvailable':
      return offerMessages.overAvailable(problem.available);
    case 'belowMinimum':
      return cartMessages.belowMinimum(problem.minimum);
    case 'notMultiple':
      return cartMessages.notMultiple(problem.multiple);
  }
}

export function firstError(fields: Record<string, string>): AppError {
  return invalidData(Object.values(fields)[0] ?? 'Invalid request', fields);
}

export function snapshot(item: Partial<typeof offerItems.$inferSelect>) {
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

export function describeBuyer(row: OfferRow): string {
  const buyer = buyerContact(row);
  return buyer.companyName ? `${buyer.name} of ${buyer.companyName}` : buyer.name;
}

export function mailOf(ctx: AppContext, input: Parameters<typeof offerMail>[1]): OutboxMessage | null {
  const mail = offerMail(ctx.config, input);
  return mail ? { kind: 'mail', payload: mail } : null;
}

export async function enqueueAll(tx: Tx, messages: readonly (OutboxMessage | null)[]): Promise<string[]> {
  const ids: string[] = [];
  for (const message of messages) if (message) ids.push(await enqueueOutbox(tx, message));
  return ids;
}
