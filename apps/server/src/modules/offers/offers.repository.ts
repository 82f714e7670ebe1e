import { and, asc, desc, eq, gte, inArray, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client';
import {
  cartItems,
  entityHistory,
  listings,
  offerBuyerLinks,
  offerItemEvents,
  offerItems,
  offers,
  orderItems,
  organizations,
  products,
  storefronts,
  users,
} from '../../db/schema/index';

type Db = Database | Tx;

/**
 * Makes a guest's offers (on every storefront) the offers of the user who just signed in, with the
 * user's organization as the buyer. The guest's contact details stay on the offer. Runs inside
 * the sign-in transaction; returns how many offers were claimed.
 */
export async function claimGuestOffers(
  tx: Tx,
  guestId: string,
  userId: string,
  buyerOrganizationId: string | null,
): Promise<number> {
  const claimed = await tx
    .update(offers)
    .set({ buyerUserId: userId, buyerOrganizationId, guestId: null })
    .where(eq(offers.guestId, guestId))
    .returning({ id: offers.id });
  await tx.update(offerItems).set({ userId, guestId: null }).where(eq(offerItems.guestId, guestId));
  return claimed.length;
}

// ---- Reading --------------------------------------------------------------------------------

const buyerOrganization = alias(organizations, 'buyer_organization');

const offerColumns = {
  offer: offers,
  storefront: {
    id: storefronts.id,
    title: storefronts.storefrontTitle,
    localUrl: storefronts.localUrl,
    customerDomain: storefronts.customerDomain,
    offerValidFor: storefronts.offerValidFor,
    organizationName: sql<string>`(select o.name from organizations o where o.id = ${storefronts.organizationId})`,
  },
  seller: {
    id: organizations.id,
    name: organizations.name,
    brandName: organizations.brandName,
    isDiscreteOrg: organizations.isDiscreteOrg,
  },
  buyerUser: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    displayName: users.displayName,
  },
  buyerOrganization: { id: buyerOrganization.id, name: buyerOrganization.name },
};

export type OfferRow = {
  offer: typeof offers.$inferSelect;
  storefront: {
    id: string;
    title: string;
    localUrl: string;
    customerDomain: string | null;
    offerValidFor: number;
    organizationName: string;
  };
  seller: { id: string; name: string; brandName: string | null; isDiscreteOrg: boolean };
  buyerUser: {
    id: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    displayName: string | null;
  } | null;
  buyerOrganization: { id: string; name: string } | null;
};

function offerQuery(db: Db) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(storefronts, eq(storefronts.id, offers.storefrontId))
    .innerJoin(organizations, eq(organizations.id, offers.sellerOrganizationId))
    .leftJoin(users, eq(users.id, offers.buyerUserId))
    .leftJoin(buyerOrganization, eq(buyerOrganization.id, offers.buyerOrganizationId));
}

export async function findOfferRow(db: Db, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await offerQuery(db).where(eq(offers.id, offerId));
  return row as OfferRow | undefined;
}

export async function findOfferRows(db: Db, offerIds: readonly string[]): Promise<OfferRow[]> {
  if (offerIds.length === 0) return [];
  return (await offerQuery(db).where(inArray(offers.id, [...offerIds]))) as OfferRow[];
}

/** Whose offers a list shows (docs/offers.md); every scope is limited by the caller. */
export type OfferScope =
  | {
      /** The buyer's offers on one storefront: their own, their organization's, or this guest's. */
      kind: 'buyer';
      storefrontId: string;
      userId: string | null;
      organizationId: string | null;
      guestId: string | null;
    }
  /** Offers received by a seller organization; null means every organization (the operator). */
  | { kind: 'received'; sellerOrganizationId: string | null }
  /** Offers the people of an organization made as buyers. */
  | { kind: 'sent'; buyerOrganizationId: string };

function scopeCondition(scope: OfferScope): SQL | undefined {
  switch (scope.kind) {
    case 'buyer': {
      const who: SQL[] = [];
      if (scope.userId) who.push(eq(offers.buyerUserId, scope.userId));
      if (scope.organizationId) who.push(eq(offers.buyerOrganizationId, scope.organizationId));
      if (scope.guestId) who.push(eq(offers.guestId, scope.guestId));
      if (who.length === 0) return sql`false`;
      return and(eq(offers.storefrontId, scope.storefrontId), or(...who));
    }
    case 'received':
      return scope.sellerOrganizationId === null
        ? undefined
        : eq(offers.sellerOrganizationId, scope.sellerOrganizationId);
    case 'sent':
      return eq(offers.buyerOrganizationId, scope.buyerOrganizationId);
  }
}

/** The offers of a scope, newest first, at most `limit` (SPEC.md §9 query limits). */
export async function findScopedOfferRows(db: Db, scope: OfferScope, limit: number): Promise<OfferRow[]> {
  return (await offerQuery(db)
    .where(scopeCondition(scope))
    .orderBy(desc(offers.dateOffer), desc(offers.id))
    .limit(limit)) as OfferRow[];
}

const itemColumns = {
  item: offerItems,
  listing: {
    id: listings.id,
    price: listings.price,
    condition: listings.condition,
    numAvailable: listings.numAvailable,
    minQuantity: listings.minQuantity,
    quantityMultiple: listings.quantityMultiple,
    canMakeOfferIfQtyIsZero: listings.canMakeOfferIfQtyIsZero,
    showPriceWOLogin: listings.showPriceWOLogin,
    deletedAt: listings.deletedAt,
  },
  product: {
    id: products.id,
    name: products.name,
    displayName: products.displayName,
    oemName: products.oemName,
    oemPartNumber: products.oemPartNumber,
    imageUrls: products.imageUrls,
  },
};

export type OfferItemRow = {
  item: typeof offerItems.$inferSelect;
  listing: {
    id: string;
    price: string;
    condition: string;
    numAvailable: number;
    minQuantity: number;
    quantityMultiple: number;
    canMakeOfferIfQtyIsZero: boolean;
    showPriceWOLogin: boolean;
    deletedAt: Date | null;
  };
  product: {
    id: string;
    name: string;
    displayName: string;
    oemName: string;
    oemPartNumber: string;
    imageUrls: string[] | null;
  };
};

function itemQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(offerItems)
    .innerJoin(listings, eq(listings.id, offerItems.listingId))
    .innerJoin(products, eq(products.id, listings.productId));
}

/** The items of some offers, in the order they were added. */
export async function findItemsOfOffers(db: Db, offerIds: readonly string[]): Promise<OfferItemRow[]> {
  if (offerIds.length === 0) return [];
  return (await itemQuery(db)
    .where(inArray(offerItems.offerId, [...offerIds]))
    .orderBy(asc(offerItems.createdAt), asc(offerItems.id))) as OfferItemRow[];
}

export async function findItemRow(
  db: Db,
  offerId: string,
  itemId: string,
): Promise<OfferItemRow | undefined> {
  const [row] = await itemQuery(db).where(and(eq(offerItems.id, itemId), eq(offerItems.offerId, offerId)));
  return row as OfferItemRow | undefined;
}

export type OfferEventRow = typeof offerItemEvents.$inferSelect;

/** The threads of some items, oldest first. */
export async function findEventsOfItems(db: Db, itemIds: readonly string[]): Promise<OfferEventRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(offerItemEvents)
    .where(inArray(offerItemEvents.offerItemId, [...itemIds]))
    .orderBy(asc(offerItemEvents.createdAt), asc(offerItemEvents.id));
}

/** The cart line holding each accepted item's agreed price, while there is one. */
export async function findCartLinesOfItems(db: Db, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ offerItemId: cartItems.offerItemId, cartItemId: cartItems.id })
    .from(cartItems)
    .where(inArray(cartItems.offerItemId, [...itemIds]))
    .orderBy(asc(cartItems.createdAt));
}

/** The order line that bought each item at the agreed price, once bought. */
export async function findOrderLinesOfItems(db: Db, itemIds: readonly string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ offerItemId: orderItems.offerItemId, orderId: orderItems.orderId })
    .from(orderItems)
    .where(inArray(orderItems.offerItemId, [...itemIds]));
}

/**
 * An open (pending or countered) item of this buyer on a listing, on any storefront: a buyer
 * negotiates one listing in one thread at a time.
 */
export async function findOpenItemOfBuyer(
  db: Db,
  buyer: { userId: string | null; guestId: string | null },
  listingId: string,
): Promise<string | undefined> {
  const owner = buyer.userId
    ? eq(offerItems.userId, buyer.userId)
    : buyer.guestId
      ? eq(offerItems.guestId, buyer.guestId)
      : undefined;
  if (!owner) return undefined;
  const [row] = await db
    .select({ id: offerItems.id })
    .from(offerItems)
    .where(
      and(owner, eq(offerItems.listingId, listingId), inArray(offerItems.status, ['pending', 'countered'])),
    )
    .limit(1);
  return row?.id;
}

// ---- Writing --------------------------------------------------------------------------------

export async function insertOffer(tx: Tx, values: typeof offers.$inferInsert): Promise<void> {
  await tx.insert(offers).values(values);
}

export async function insertOfferItems(tx: Tx, values: (typeof offerItems.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(offerItems).values(values);
}

export async function insertOfferEvents(
  tx: Tx,
  values: (typeof offerItemEvents.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(offerItemEvents).values(values);
}

export async function insertHistory(tx: Tx, values: (typeof entityHistory.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await tx.insert(entityHistory).values(values);
}

/**
 * Serialises every change to one offer (row lock) until the transaction ends: two answers to the
 * same offer never interleave, so each sees the other's result and the offer's status is computed
 * from committed items.
 */
export async function lockOffer(tx: Tx, offerId: string): Promise<boolean> {
  const rows = await tx.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).for('update');
  return rows.length > 0;
}

/**
 * Changes an item only if it is still at `version` (and bumps the version): the guard that makes
 * one of two concurrent answers win. Returns the new row, or undefined when the item moved on.
 */
export async function updateItemAtVersion(
  tx: Tx,
  itemId: string,
  version: number,
  patch: Partial<typeof offerItems.$inferInsert>,
): Promise<typeof offerItems.$inferSelect | undefined> {
  const [row] = await tx
    .update(offerItems)
    .set({ ...patch, version: sql`${offerItems.version} + 1` })
    .where(and(eq(offerItems.id, itemId), eq(offerItems.version, version)))
    .returning();
  return row;
}

export async function findItemStatuses(tx: Tx, offerId: string) {
  return tx.select({ status: offerItems.status }).from(offerItems).where(eq(offerItems.offerId, offerId));
}

export async function updateOfferStatus(
  tx: Tx,
  offerId: string,
  status: (typeof offers.$inferSelect)['status'],
  now: Date,
): Promise<void> {
  await tx.update(offers).set({ status, updatedAt: now }).where(eq(offers.id, offerId));
}

/** Marks the reminder of the item's current window as sent, unless the item changed meanwhile. */
export async function markReminderSent(tx: Tx, itemId: string, version: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(offerItems)
    .set({ reminderSentAt: now })
    .where(and(eq(offerItems.id, itemId), eq(offerItems.version, version), isNull(offerItems.reminderSentAt)))
    .returning({ id: offerItems.id });
  return rows.length > 0;
}

// ---- The timers' work lists ------------------------------------------------------------------

/** Open items whose proposal lapsed before `now`, and accepted ones whose reserved price lapsed unbought. */
export async function findLapsedItems(db: Db, now: Date, limit: number) {
  return db
    .select({ id: offerItems.id, offerId: offerItems.offerId })
    .from(offerItems)
    .where(
      and(
        sql`${offerItems.offerValidTill} < ${now.toISOString()}::timestamptz`,
        or(
          inArray(offerItems.status, ['pending', 'countered']),
          and(
            eq(offerItems.status, 'accepted'),
            notExists(
              db.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.offerItemId, offerItems.id)),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(offerItems.offerValidTill))
    .limit(limit);
}

/** Items whose window ends within `leadMs` and has not ended, without a reminder yet. */
export async function findItemsNearExpiry(db: Db, now: Date, leadMs: number, limit: number) {
  return db
    .select({ id: offerItems.id, offerId: offerItems.offerId })
    .from(offerItems)
    .where(
      and(
        inArray(offerItems.status, ['pending', 'countered', 'accepted']),
        isNull(offerItems.reminderSentAt),
        gte(offerItems.offerValidTill, now),
        lte(offerItems.offerValidTill, new Date(now.getTime() + leadMs)),
        notExists(
          db.select({ one: sql`1` }).from(orderItems).where(eq(orderItems.offerItemId, offerItems.id)),
        ),
      ),
    )
    .orderBy(asc(offerItems.offerValidTill))
    .limit(limit);
}

// ---- Guest offer links ----------------------------------------------------------------------

/** Stores the hash of a guest's offer link token (made when the mail is written). */
export async function insertOfferBuyerLink(
  db: Db,
  offerId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db.insert(offerBuyerLinks).values({ offerId, tokenHash, createdAt: now });
}

/** Whether a link token (by its hash) is one of those mailed for this offer. */
export async function hasOfferBuyerLink(db: Db, offerId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: offerBuyerLinks.id })
    .from(offerBuyerLinks)
    .where(and(eq(offerBuyerLinks.offerId, offerId), eq(offerBuyerLinks.tokenHash, tokenHash)))
    .limit(1);
  return row !== undefined;
}
