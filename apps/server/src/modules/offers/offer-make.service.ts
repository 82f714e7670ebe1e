import { type CreateOfferBody, type Offer, offerMessages, type SessionUser } from '@patchbay/contract';
import {
  canMakeOffer,
  offerQuantityProblem,
  offerValidTill,
  roundMoney,
  withinListPrice,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { offerItems } from '../../db/schema/index';
import type { OutboxMessage } from '../../jobs/outbox';
import { invalidData } from '../../lib/errors';
import { uuidv7 } from '../../lib/ids';
import { findVisibleListing, listingPriceVisible } from '../catalog/catalog.service';
import { findSellerRecipients } from '../organizations/organizations.service';
import {
  describeBuyer,
  enqueueAll,
  firstError,
  mailOf,
  quantityMessage,
  type RequestPlace,
  snapshot,
} from './offer-common';
import { formatValidTill, offerItemRecords, offerRecord } from './offer-notices';
import { buildOffers } from './offer-queries.service';
import { buyerContact } from './offer-view';
import {
  findItemsOfOffers,
  findOfferRow,
  findOfferRows,
  findOpenItemOfBuyer,
  insertHistory,
  insertOffer,
  insertOfferEvents,
  insertOfferItems,
} from './offers.repository';

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
    // long-function: one transaction, its steps in the order they must happen.
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
