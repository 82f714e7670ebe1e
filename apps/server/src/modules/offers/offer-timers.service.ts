import {
  isOfferItemOpen,
  isOfferLapsed,
  OFFER_REMINDER_HOURS_BEFORE_EXPIRY,
  type OfferParty,
  offerReminderDue,
  offerStatusOf,
  standingParty,
} from '@patchbay/domain';
import type { AppContext } from '../../context';
import { findSellerRecipients } from '../organizations/organizations.service';
import { describeBuyer, enqueueAll, mailOf, snapshot } from './offer-common';
import { formatValidTill, offerItemPatch, offerStatusPatch } from './offer-notices';
import { buyerContact, productTitle } from './offer-view';
import {
  findItemRow,
  findItemStatuses,
  findItemsNearExpiry,
  findLapsedItems,
  findOfferRow,
  findOrderLinesOfItems,
  insertHistory,
  insertOfferEvents,
  lockOffer,
  markReminderSent,
  updateItemAtVersion,
  updateOfferStatus,
} from './offers.repository';

// ---- Timers: expiry and reminders -------------------------------------------------------------

/** How many items one run handles at most; the next run (a minute later) takes the rest. */
const TIMER_BATCH = 200;

/**
 * Expires what has lapsed (offer expiry job): open items whose proposal ran out unanswered, and
 * accepted items whose reserved price ran out without an order. Each item is its own transaction
 * (offer locked, state re-read), so an answer that got in first wins. Both parties are mailed.
 */
export async function expireLapsedOffers(ctx: AppContext): Promise<number> {
  // long-function: one mapping or pass, its steps in order; split, they would pass the same rows around.
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
