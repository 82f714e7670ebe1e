import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import {
  categories,
  listingSearch,
  listings,
  organizations,
  productSpecifications,
  products,
  productTieredPrices,
  users,
} from '../../db/schema/index';
import { pgTextArray } from '../search/search-query';

const listingRowColumns = {
  listing: {
    id: listings.id,
    price: listings.price,
    msrpPrice: listings.msrpPrice,
    condition: listings.condition,
    minQuantity: listings.minQuantity,
    numAvailable: listings.numAvailable,
    quantityMultiple: listings.quantityMultiple,
    pickupLocation: listings.pickupLocation,
    shippingOption: listings.shippingOption,
    arrivalDate: listings.arrivalDate,
    unitWeight: listings.unitWeight,
    isShippingIncluded: listings.isShippingIncluded,
    minShippingEstimate: listings.minShippingEstimate,
    maxShippingEstimate: listings.maxShippingEstimate,
    canMakeOfferIfQtyIsZero: listings.canMakeOfferIfQtyIsZero,
    showPriceWOLogin: listings.showPriceWOLogin,
    isFeaturedListing: listings.isFeaturedListing,
    googleProductId: listings.googleProductId,
    updatedAt: listings.updatedAt,
  },
  product: {
    id: products.id,
    name: products.name,
    displayName: products.displayName,
    description: products.description,
    oemName: products.oemName,
    oemPartNumber: products.oemPartNumber,
    oemModelName: products.oemModelName,
    imageUrls: products.imageUrls,
    specDocUrl: products.specDocUrl,
    categoryId: products.categoryId,
    subCategoryId: products.subCategoryId,
    googleShoppingTargetCountry: products.googleShoppingTargetCountry,
    updatedAt: products.updatedAt,
  },
  seller: {
    id: organizations.id,
    name: organizations.name,
    brandName: organizations.brandName,
    isDiscreteOrg: organizations.isDiscreteOrg,
    email: organizations.email,
    country: organizations.country,
    isAuthorizedReseller: organizations.isAuthorizedReseller,
    returnPolicy: organizations.returnPolicy,
    warrantyPolicy: organizations.warrantyPolicy,
    estimatedToShip: organizations.estimatedToShip,
    isOfferCredit: organizations.isOfferCredit,
    creditAppLink: organizations.creditAppLink,
    creditTermType: organizations.creditTermType,
    minimumCreditOrderValue: organizations.minimumCreditOrderValue,
    freeShippingMinOrderAmount: organizations.freeShippingMinOrderAmount,
  },
};

export type ListingRow = {
  listing: { [K in keyof typeof listingRowColumns.listing]: (typeof listings.$inferSelect)[K] };
  product: { [K in keyof typeof listingRowColumns.product]: (typeof products.$inferSelect)[K] };
  seller: { [K in keyof typeof listingRowColumns.seller]: (typeof organizations.$inferSelect)[K] };
};

/** Listings with their product and seller, by id, in no particular order. */
export async function findListingRows(
  db: Database | Tx,
  listingIds: readonly string[],
): Promise<ListingRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select(listingRowColumns)
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .where(inArray(listings.id, [...listingIds]));
}

/** One listing with product and seller, only when it is visible on the storefront. */
export async function findVisibleListingRow(
  db: Database | Tx,
  storefrontId: string,
  listingId: string,
): Promise<ListingRow | undefined> {
  const [row] = await db
    .select(listingRowColumns)
    .from(listingSearch)
    .innerJoin(listings, eq(listings.id, listingSearch.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .where(and(eq(listingSearch.storefrontId, storefrontId), eq(listingSearch.listingId, listingId)));
  return row;
}

export async function findSpecifications(db: Database, productId: string) {
  return db
    .select({ type: productSpecifications.type, value: productSpecifications.value })
    .from(productSpecifications)
    .where(eq(productSpecifications.productId, productId))
    .orderBy(asc(productSpecifications.sortOrder), asc(productSpecifications.id));
}

export async function findTiers(db: Database, productId: string) {
  return db
    .select({
      minQty: productTieredPrices.minQty,
      maxQty: productTieredPrices.maxQty,
      price: productTieredPrices.price,
    })
    .from(productTieredPrices)
    .where(eq(productTieredPrices.productId, productId))
    .orderBy(asc(productTieredPrices.minQty));
}

/** Other listings of a product visible on the storefront, featured and newest first. */
export async function findOtherVisibleListingIds(
  db: Database,
  storefrontId: string,
  productId: string,
  exceptListingId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: listingSearch.listingId })
    .from(listingSearch)
    .where(
      and(
        eq(listingSearch.storefrontId, storefrontId),
        eq(listingSearch.productId, productId),
        sql`${listingSearch.listingId} <> ${exceptListingId}`,
      ),
    )
    .orderBy(sql`${listingSearch.isFeatured} desc`, asc(listingSearch.price), asc(listingSearch.listingId))
    .limit(limit);
  return rows.map((r) => r.id);
}

export type CategoryRow = typeof categories.$inferSelect;

export async function findAllCategories(db: Database): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/**
 * Adds the views counted since the last flush: one statement for many listings, so a busy
 * product page costs one write a second, not one per view.
 */
export async function addListingViews(
  db: Database,
  views: ReadonlyMap<string, number>,
  lastViewedAt: Date,
): Promise<void> {
  if (views.size === 0) return;
  const ids = [...views.keys()];
  const counts = ids.map((id) => views.get(id) ?? 0);
  await db.execute(sql`
    update listings l
    set view_count = l.view_count + v.n,
      last_viewed_date = greatest(l.last_viewed_date, ${lastViewedAt.toISOString()}::timestamptz)
    from unnest(${pgTextArray(ids)}::uuid[], ${`{${counts.join(',')}}`}::int[]) as v(id, n)
    where l.id = v.id`);
}

/** Who hears about a quote request: the seller's address, else its company admins. */
export async function findSellerRecipients(db: Database | Tx, organizationId: string): Promise<string[]> {
  const [org] = await db
    .select({ email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.email) return [org.email];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'companyAdmin')))
    .orderBy(asc(users.email));
  return admins.map((a) => a.email);
}

/** The storefront organization's country, for the feed's shipping country. */
export async function findOrganizationCountry(db: Database, organizationId: string) {
  const [row] = await db
    .select({ country: organizations.country })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.country ?? null;
}

/**
 * A page of a storefront's visible listings in id order (keyset), with product and seller: the
 * sitemap and the product feed walk a whole storefront this way without holding it in memory.
 */
export async function findVisibleListingRowsAfter(
  db: Database,
  storefrontId: string,
  afterListingId: string | null,
  limit: number,
): Promise<ListingRow[]> {
  return db
    .select(listingRowColumns)
    .from(listingSearch)
    .innerJoin(listings, eq(listings.id, listingSearch.listingId))
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(organizations, eq(organizations.id, listings.organizationId))
    .where(
      and(
        eq(listingSearch.storefrontId, storefrontId),
        afterListingId ? gt(listingSearch.listingId, afterListingId) : undefined,
      ),
    )
    .orderBy(asc(listingSearch.listingId))
    .limit(limit);
}
