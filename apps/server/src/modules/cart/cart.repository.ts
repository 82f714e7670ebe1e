import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  cartItems,
  listingSearch,
  listings,
  offerItems,
  organizations,
  products,
  productTieredPrices,
  type SharedCartItem,
  sharedCarts,
} from '../../db/schema/index';

type Executor = Database | Tx;

/** Whose cart: a signed-in user's, else a browser's guest id. */
export type CartOwner = { userId: string; guestId?: undefined } | { guestId: string; userId?: undefined };

export function ownerCondition(owner: CartOwner) {
  return owner.userId !== undefined
    ? eq(cartItems.userId, owner.userId)
    : eq(cartItems.guestId, owner.guestId);
}

const cartLineColumns = {
  item: {
    id: cartItems.id,
    purchaseQty: cartItems.purchaseQty,
    purchasePrice: cartItems.purchasePrice,
    offerPrice: cartItems.offerPrice,
    offerItemId: cartItems.offerItemId,
    originalPrice: cartItems.originalPrice,
    createdAt: cartItems.createdAt,
  },
  listing: {
    id: listings.id,
    price: listings.price,
    condition: listings.condition,
    minQuantity: listings.minQuantity,
    numAvailable: listings.numAvailable,
    quantityMultiple: listings.quantityMultiple,
    isShippingIncluded: listings.isShippingIncluded,
    showPriceWOLogin: listings.showPriceWOLogin,
    unitWeight: listings.unitWeight,
    shippingDimensions: listings.shippingDimensions,
    organizationId: listings.organizationId,
  },
  product: {
    id: products.id,
    name: products.name,
    displayName: products.displayName,
    oemName: products.oemName,
    oemPartNumber: products.oemPartNumber,
    imageUrls: products.imageUrls,
    weight: products.weight,
    length: products.length,
    width: products.width,
    height: products.height,
  },
  seller: {
    id: organizations.id,
    name: organizations.name,
    brandName: organizations.brandName,
    isDiscreteOrg: organizations.isDiscreteOrg,
    email: organizations.email,
    country: organizations.country,
    state: organizations.state,
    zip: organizations.zip,
    city: organizations.city,
    isOfferCredit: organizations.isOfferCredit,
    minimumCreditOrderValue: organizations.minimumCreditOrderValue,
    freeShippingMinOrderAmount: organizations.freeShippingMinOrderAmount,
    creditCardPayPalFlag: organizations.creditCardPayPalFlag,
    bankTransferInstructions: organizations.bankTransferInstructions,
    paypalLink: organizations.paypalLink,
  },
  offer: {
    status: offerItems.status,
    offerValidTill: offerItems.offerValidTill,
  },
  /** Whether the listing is visible on the cart's storefront (listing_search holds the pair). */
  visible: sql<boolean>`(${listingSearch.listingId} is not null)`,
};

export type CartLineRow = {
  item: { [K in keyof typeof cartLineColumns.item]: (typeof cartItems.$inferSelect)[K] };
  listing: { [K in keyof typeof cartLineColumns.listing]: (typeof listings.$inferSelect)[K] };
  product: { [K in keyof typeof cartLineColumns.product]: (typeof products.$inferSelect)[K] };
  seller: { [K in keyof typeof cartLineColumns.seller]: (typeof organizations.$inferSelect)[K] };
  offer: { status: string | null; offerValidTill: Date | null };
  visible: boolean;
};

function lineQuery(db: Executor, storefrontId: string) {
  return db
    .select(cartLineColumns)
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .leftJoin(offerItems, eq(offerItems.id, cartItems.offerItemId))
    .leftJoin(
      listingSearch,
      and(eq(listingSearch.listingId, listings.id), eq(listingSearch.storefrontId, storefrontId)),
    );
}

/** The owner's lines on a storefront, oldest first, with listing, product, seller and offer. */
export async function findCartLineRows(
  db: Executor,
  storefrontId: string,
  owner: CartOwner,
): Promise<CartLineRow[]> {
  const rows = await lineQuery(db, storefrontId)
    .where(and(eq(cartItems.storefrontId, storefrontId), ownerCondition(owner)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows as CartLineRow[];
}

/** Listings (not cart lines) priced the same way, for shared carts and adding. */
export async function findListingForCart(db: Executor, storefrontId: string, listingIds: readonly string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({
      listing: cartLineColumns.listing,
      product: cartLineColumns.product,
      seller: {
        id: organizations.id,
        name: organizations.name,
        brandName: organizations.brandName,
        isDiscreteOrg: organizations.isDiscreteOrg,
      },
      visible: cartLineColumns.visible,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .leftJoin(
      listingSearch,
      and(eq(listingSearch.listingId, listings.id), eq(listingSearch.storefrontId, storefrontId)),
    )
    .where(inArray(listings.id, [...listingIds]));
}
export type ListingForCart = Awaited<ReturnType<typeof findListingForCart>>[number];

/** Price tiers of products, by product id. */
export async function findTiersByProduct(db: Executor, productIds: readonly string[]) {
  const byProduct = new Map<string, { minQty: number; maxQty: number | null; price: string }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productTieredPrices.productId,
      minQty: productTieredPrices.minQty,
      maxQty: productTieredPrices.maxQty,
      price: productTieredPrices.price,
    })
    .from(productTieredPrices)
    .where(inArray(productTieredPrices.productId, [...new Set(productIds)]))
    .orderBy(asc(productTieredPrices.minQty));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ minQty: row.minQty, maxQty: row.maxQty, price: row.price });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

export async function findCartItem(db: Executor, storefrontId: string, owner: CartOwner, id: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.storefrontId, storefrontId), ownerCondition(owner)));
  return row;
}

/** The owner's line for a listing that holds no offer (adding the same listing adds to it). */
export async function findPlainCartItem(
  db: Executor,
  storefrontId: string,
  owner: CartOwner,
  listingId: string,
) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.storefrontId, storefrontId),
        eq(cartItems.listingId, listingId),
        isNull(cartItems.offerItemId),
        ownerCondition(owner),
      ),
    )
    .orderBy(asc(cartItems.createdAt))
    .limit(1);
  return row;
}

export async function insertCartItem(tx: Executor, values: typeof cartItems.$inferInsert) {
  const [row] = await tx.insert(cartItems).values(values).returning();
  if (!row) throw new Error('cart item was not stored');
  return row;
}

export async function updateCartItem(
  tx: Executor,
  id: string,
  values: Partial<
    Pick<
      typeof cartItems.$inferInsert,
      'purchaseQty' | 'purchasePrice' | 'offerPrice' | 'offerItemId' | 'lastCartUpdateDate'
    >
  >,
) {
  const [row] = await tx.update(cartItems).set(values).where(eq(cartItems.id, id)).returning();
  return row;
}

export async function deleteCartItems(tx: Executor, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(cartItems).where(inArray(cartItems.id, [...ids]));
}

export async function insertSharedCart(tx: Executor, values: typeof sharedCarts.$inferInsert) {
  const [row] = await tx.insert(sharedCarts).values(values).returning();
  if (!row) throw new Error('shared cart was not stored');
  return row;
}

export async function findSharedCart(db: Executor, storefrontId: string, id: string) {
  const [row] = await db
    .select()
    .from(sharedCarts)
    .where(and(eq(sharedCarts.id, id), eq(sharedCarts.storefrontId, storefrontId)));
  return row as (typeof sharedCarts.$inferSelect & { items: SharedCartItem[] }) | undefined;
}

/** The largest quantity up to `wanted` that stock allows, in whole order multiples (at least 1). */
function capToStock(wanted: number, numAvailable: number, multiple: number): number {
  if (wanted <= numAvailable) return wanted;
  const step = Math.max(1, multiple);
  return Math.max(1, Math.floor(Math.max(numAvailable, 0) / step) * step);
}

/**
 * Moves a guest's cart lines (on every storefront) to a user who just signed in. A line for a
 * listing the user already has in the cart of the same storefront adds its quantity to the user's
 * line and disappears; any other line becomes the user's. Lines holding an accepted offer are
 * moved as they are, never merged (their price and quantity belong to the offer). Merged and
 * moved quantities are capped to the stock available now, in whole order multiples; a sold-out
 * line keeps 1 and shows as sold out. Runs inside the sign-in transaction. Returns how many guest
 * lines were merged or moved.
 */
export async function mergeGuestCart(tx: Tx, guestId: string, userId: string): Promise<number> {
  const guestLines = await tx
    .select({
      id: cartItems.id,
      listingId: cartItems.listingId,
      storefrontId: cartItems.storefrontId,
      purchaseQty: cartItems.purchaseQty,
      offerItemId: cartItems.offerItemId,
      numAvailable: listings.numAvailable,
      quantityMultiple: listings.quantityMultiple,
    })
    .from(cartItems)
    .innerJoin(listings, eq(listings.id, cartItems.listingId))
    .where(eq(cartItems.guestId, guestId))
    .orderBy(asc(cartItems.createdAt));
  if (guestLines.length === 0) return 0;

  const userLines = await tx
    .select({
      id: cartItems.id,
      listingId: cartItems.listingId,
      storefrontId: cartItems.storefrontId,
      purchaseQty: cartItems.purchaseQty,
    })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        isNull(cartItems.offerItemId),
        inArray(
          cartItems.listingId,
          guestLines.map((l) => l.listingId),
        ),
      ),
    )
    .orderBy(asc(cartItems.createdAt));
  const keyOf = (line: { listingId: string; storefrontId: string }) =>
    `${line.storefrontId}/${line.listingId}`;
  const target = new Map<string, { id: string; quantity: number }>();
  for (const line of userLines) {
    if (!target.has(keyOf(line))) target.set(keyOf(line), { id: line.id, quantity: line.purchaseQty });
  }

  for (const line of guestLines) {
    if (line.offerItemId !== null) {
      await tx.update(cartItems).set({ userId, guestId: null }).where(eq(cartItems.id, line.id));
      continue;
    }
    const into = target.get(keyOf(line));
    if (into) {
      const quantity = capToStock(into.quantity + line.purchaseQty, line.numAvailable, line.quantityMultiple);
      await tx.update(cartItems).set({ purchaseQty: quantity }).where(eq(cartItems.id, into.id));
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
      into.quantity = quantity;
    } else {
      const quantity = capToStock(line.purchaseQty, line.numAvailable, line.quantityMultiple);
      await tx
        .update(cartItems)
        .set({ userId, guestId: null, purchaseQty: quantity })
        .where(eq(cartItems.id, line.id));
      target.set(keyOf(line), { id: line.id, quantity });
    }
  }
  return guestLines.length;
}

export type CartItemRow = typeof cartItems.$inferSelect;

/** Deletes these cart lines and answers them as they were: a checkout consumes its cart once. */
export async function takeCartItems(tx: Tx, ids: readonly string[]): Promise<CartItemRow[]> {
  if (ids.length === 0) return [];
  return tx
    .delete(cartItems)
    .where(inArray(cartItems.id, [...ids]))
    .returning();
}

/** Puts consumed lines back (a checkout that placed nothing); lines already back are left alone. */
export async function restoreCartItems(tx: Tx, rows: readonly CartItemRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(cartItems)
    .values([...rows])
    .onConflictDoNothing({ target: cartItems.id });
}
