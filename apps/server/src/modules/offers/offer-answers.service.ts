import { type Offer, offerMessages, type SessionUser } from '@patchbay/contract';
import {
  compareMoney,
  type OfferItemAction,
  type OfferParty,
  type OfferRefusal,
  offerItemRefusal,
  offerQuantityProblem,
  offerStatusOf,
  offerValidTill,
  roundMoney,
  withinListPrice,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { offerItemEvents, offerItems } from '../../db/schema/index';
import type { OutboxMessage } from '../../jobs/outbox';
import { AppError, conflict, invalidData } from '../../lib/errors';
import { assertCan, inScope } from '../accounts/policy';
import { type CartOwner, findPlainCartItem, insertCartItem, updateCartItem } from '../cart/cart.service';
import { listingHeadlinePrice } from '../catalog/catalog.service';
import { findSellerRecipients } from '../organizations/organizations.service';
import {
  type BuyerAccess,
  checkAccess,
  describeBuyer,
  enqueueAll,
  firstError,
  isBuyerOf,
  mailOf,
  offerNotFound,
  onThisStorefront,
  quantityMessage,
  type RequestPlace,
  snapshot,
} from './offer-common';
import {
  formatValidTill,
  type OfferMailAction,
  offerCartItemRecord,
  offerItemPatch,
  offerStatusPatch,
} from './offer-notices';
import { offerView } from './offer-queries.service';
import { buyerContact, listPriceHidden, productTitle } from './offer-view';
import {
  findEventsOfItems,
  findItemRow,
  findItemStatuses,
  findOfferRow,
  insertHistory,
  insertOfferEvents,
  lockOffer,
  type OfferItemRow,
  type OfferRow,
  updateItemAtVersion,
  updateOfferStatus,
} from './offers.repository';

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
    // long-function: one transaction, its steps in the order they must happen.
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
