import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { categories, listingSearch, listings, organizations, products } from '../../db/schema/index';
import { runStatement, statement } from '../../db/statements';
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
  listing: { [K in keyof typeof listingRowColumns.listing]: (typeof listings.$inferSelect)[K] } & {
    /**
     * The price the listing is shown at: listing_search.price, the domain's headlinePrice (the unit
     * price at the minimum order quantity). `price` stays the listing's own price.
     */
    headlinePrice: string;
  };
  product: { [K in keyof typeof listingRowColumns.product]: (typeof products.$inferSelect)[K] };
  seller: { [K in keyof typeof listingRowColumns.seller]: (typeof organizations.$inferSelect)[K] };
};

/** What a listing card shows (search results, other sellers): a ListingRow without the rest. */
export type ListingCardRow = {
  listing: Pick<
    ListingRow['listing'],
    | 'id'
    | 'price'
    | 'headlinePrice'
    | 'msrpPrice'
    | 'condition'
    | 'numAvailable'
    | 'canMakeOfferIfQtyIsZero'
    | 'showPriceWOLogin'
    | 'isFeaturedListing'
    | 'isShippingIncluded'
    | 'minQuantity'
    | 'quantityMultiple'
    | 'minShippingEstimate'
    | 'maxShippingEstimate'
  >;
  product: Pick<
    ListingRow['product'],
    'id' | 'name' | 'displayName' | 'oemName' | 'oemPartNumber' | 'imageUrls' | 'categoryId' | 'subCategoryId'
  >;
  seller: Pick<ListingRow['seller'], 'id' | 'name' | 'brandName' | 'isDiscreteOrg'>;
};

/** The offers of a listing's product on the storefront (see offerGroupSql), the listing included. */
export interface OfferGroup {
  count: number;
  lowestPrice: string | null;
  lowestPublicPrice: string | null;
}

/** A card as the storefront's reads answer it: with its product's offers. */
export type ListingCardRowWithOffers = ListingCardRow & { offers: OfferGroup };

/**
 * The listings of the storefront that offer the same product as `ls` (a listing_search row): the
 * same product, or a product of another organization with the same brand and part number.
 * Written once for the cards' "3 offers from" and the product page's offers.
 */
export const sameProductSql = (other: string, ls: string) =>
  `(${other}.product_id = ${ls}.product_id or (${other}.brand_key = ${ls}.brand_key
    and ${other}.part_number_normalized = ${ls}.part_number_normalized))`;

/**
 * How many listings offer the product of listing_search row `ls` on its storefront and their lowest
 * headline price (for guests: among the prices shown to them). Read for a page's cards only: each
 * is two index probes (listing_search_product_idx, listing_search_part_number_idx).
 */
const offerGroupSql = (ls: string) => `(
  select json_build_object('count', count(*), 'lowestPrice', min(g.price)::text,
    'lowestPublicPrice', (min(g.price) filter (where g.show_price))::text)
  from listing_search g
  where g.storefront_id = ${ls}.storefront_id and ${sameProductSql('g', ls)}
) as g_offers`;

/**
 * The columns of a ListingCardRow, for listing `l`, product `p`, seller `o` and the headline price
 * expression `headline` (the listing's listing_search row's price).
 */
function listingCardSql(l: string, p: string, o: string, ls: string): string {
  return `${l}.id as l_id, ${l}.price::text as l_price, ${ls}.price::text as l_headline_price,
    ${l}.msrp_price::text as l_msrp_price,
    ${l}.condition as l_condition, ${l}.num_available as l_num_available,
    ${l}.can_make_offer_if_qty_is_zero as l_can_make_offer_if_qty_is_zero,
    ${l}.show_price_wo_login as l_show_price_wo_login, ${l}.is_featured_listing as l_is_featured_listing,
    ${l}.is_shipping_included as l_is_shipping_included,
    ${l}.min_quantity as l_min_quantity, ${l}.quantity_multiple as l_quantity_multiple,
    ${l}.min_shipping_estimate as l_min_shipping_estimate, ${l}.max_shipping_estimate as l_max_shipping_estimate,
    ${p}.id as p_id, ${p}.name as p_name, ${p}.display_name as p_display_name, ${p}.oem_name as p_oem_name,
    ${p}.oem_part_number as p_oem_part_number, ${p}.image_urls as p_image_urls,
    ${p}.category_id as p_category_id, ${p}.sub_category_id as p_sub_category_id,
    ${o}.id as o_id, ${o}.name as o_name, ${o}.brand_name as o_brand_name, ${o}.is_discrete_org as o_is_discrete_org,
    ${offerGroupSql(ls)}`;
}

type FlatCardRow = Pick<
  FlatListingRow,
  | 'l_id'
  | 'l_price'
  | 'l_headline_price'
  | 'l_msrp_price'
  | 'l_condition'
  | 'l_num_available'
  | 'l_can_make_offer_if_qty_is_zero'
  | 'l_show_price_wo_login'
  | 'l_is_featured_listing'
  | 'l_is_shipping_included'
  | 'l_min_quantity'
  | 'l_quantity_multiple'
  | 'l_min_shipping_estimate'
  | 'l_max_shipping_estimate'
  | 'p_id'
  | 'p_name'
  | 'p_display_name'
  | 'p_oem_name'
  | 'p_oem_part_number'
  | 'p_image_urls'
  | 'p_category_id'
  | 'p_sub_category_id'
  | 'o_id'
  | 'o_name'
  | 'o_brand_name'
  | 'o_is_discrete_org'
> & { g_offers: OfferGroup };

function toListingCardRow(r: FlatCardRow): ListingCardRowWithOffers {
  return {
    listing: {
      id: r.l_id,
      price: r.l_price,
      headlinePrice: r.l_headline_price,
      msrpPrice: r.l_msrp_price,
      condition: r.l_condition,
      numAvailable: r.l_num_available,
      canMakeOfferIfQtyIsZero: r.l_can_make_offer_if_qty_is_zero,
      showPriceWOLogin: r.l_show_price_wo_login,
      isFeaturedListing: r.l_is_featured_listing,
      isShippingIncluded: r.l_is_shipping_included,
      minQuantity: r.l_min_quantity,
      quantityMultiple: r.l_quantity_multiple,
      minShippingEstimate: r.l_min_shipping_estimate,
      maxShippingEstimate: r.l_max_shipping_estimate,
    },
    product: {
      id: r.p_id,
      name: r.p_name,
      displayName: r.p_display_name,
      oemName: r.p_oem_name,
      oemPartNumber: r.p_oem_part_number,
      imageUrls: r.p_image_urls,
      categoryId: r.p_category_id,
      subCategoryId: r.p_sub_category_id,
    },
    seller: { id: r.o_id, name: r.o_name, brandName: r.o_brand_name, isDiscreteOrg: r.o_is_discrete_org },
    offers: r.g_offers,
  };
}

/**
 * The columns of a ListingRow in plain SQL, for listing `l`, product `p` and seller `o` (or other
 * aliases): the per-request reads below are fixed statements (db/statements.ts), since building
 * this 48-column select with the query builder costs more CPU than running it. Numerics and dates
 * are read as text, so money stays a decimal string on both drivers.
 */
function listingRowSql(l: string, p: string, o: string, headline: string): string {
  return `${l}.id as l_id, ${l}.price::text as l_price, ${headline}::text as l_headline_price,
    ${l}.msrp_price::text as l_msrp_price,
    ${l}.condition as l_condition, ${l}.min_quantity as l_min_quantity, ${l}.num_available as l_num_available,
    ${l}.quantity_multiple as l_quantity_multiple, ${l}.pickup_location as l_pickup_location,
    ${l}.shipping_option as l_shipping_option, ${l}.arrival_date::text as l_arrival_date,
    ${l}.unit_weight::text as l_unit_weight, ${l}.is_shipping_included as l_is_shipping_included,
    ${l}.min_shipping_estimate as l_min_shipping_estimate, ${l}.max_shipping_estimate as l_max_shipping_estimate,
    ${l}.can_make_offer_if_qty_is_zero as l_can_make_offer_if_qty_is_zero,
    ${l}.show_price_wo_login as l_show_price_wo_login, ${l}.is_featured_listing as l_is_featured_listing,
    ${l}.google_product_id as l_google_product_id, ${l}.updated_at as l_updated_at,
    ${p}.id as p_id, ${p}.name as p_name, ${p}.display_name as p_display_name, ${p}.description as p_description,
    ${p}.oem_name as p_oem_name, ${p}.oem_part_number as p_oem_part_number, ${p}.oem_model_name as p_oem_model_name,
    ${p}.image_urls as p_image_urls, ${p}.spec_doc_url as p_spec_doc_url, ${p}.category_id as p_category_id,
    ${p}.sub_category_id as p_sub_category_id,
    ${p}.google_shopping_target_country as p_google_shopping_target_country, ${p}.updated_at as p_updated_at,
    ${o}.id as o_id, ${o}.name as o_name, ${o}.brand_name as o_brand_name, ${o}.is_discrete_org as o_is_discrete_org,
    ${o}.email as o_email, ${o}.country as o_country, ${o}.is_authorized_reseller as o_is_authorized_reseller,
    ${o}.return_policy as o_return_policy, ${o}.warranty_policy as o_warranty_policy,
    ${o}.estimated_to_ship as o_estimated_to_ship, ${o}.is_offer_credit as o_is_offer_credit,
    ${o}.credit_app_link as o_credit_app_link, ${o}.credit_term_type as o_credit_term_type,
    ${o}.minimum_credit_order_value::text as o_minimum_credit_order_value,
    ${o}.free_shipping_min_order_amount::text as o_free_shipping_min_order_amount`;
}

/** A ListingRow as listingRowSql() reads it (through Drizzle, in a transaction, timestamps are text). */
interface FlatListingRow {
  l_id: string;
  l_price: string;
  l_headline_price: string;
  l_msrp_price: string | null;
  l_condition: ListingRow['listing']['condition'];
  l_min_quantity: number;
  l_num_available: number;
  l_quantity_multiple: number;
  l_pickup_location: string | null;
  l_shipping_option: string | null;
  l_arrival_date: string | null;
  l_unit_weight: string | null;
  l_is_shipping_included: boolean;
  l_min_shipping_estimate: number | null;
  l_max_shipping_estimate: number | null;
  l_can_make_offer_if_qty_is_zero: boolean;
  l_show_price_wo_login: boolean;
  l_is_featured_listing: boolean;
  l_google_product_id: string | null;
  l_updated_at: Date | string;
  p_id: string;
  p_name: string;
  p_display_name: string;
  p_description: string;
  p_oem_name: string;
  p_oem_part_number: string;
  p_oem_model_name: string | null;
  p_image_urls: string[];
  p_spec_doc_url: string | null;
  p_category_id: string;
  p_sub_category_id: string | null;
  p_google_shopping_target_country: string | null;
  p_updated_at: Date | string;
  o_id: string;
  o_name: string;
  o_brand_name: string | null;
  o_is_discrete_org: boolean;
  o_email: string | null;
  o_country: string | null;
  o_is_authorized_reseller: boolean;
  o_return_policy: string | null;
  o_warranty_policy: string | null;
  o_estimated_to_ship: string | null;
  o_is_offer_credit: boolean;
  o_credit_app_link: string | null;
  o_credit_term_type: string | null;
  o_minimum_credit_order_value: string | null;
  o_free_shipping_min_order_amount: string | null;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function toListingRow(r: FlatListingRow): ListingRow {
  return {
    listing: {
      id: r.l_id,
      price: r.l_price,
      headlinePrice: r.l_headline_price,
      msrpPrice: r.l_msrp_price,
      condition: r.l_condition,
      minQuantity: r.l_min_quantity,
      numAvailable: r.l_num_available,
      quantityMultiple: r.l_quantity_multiple,
      pickupLocation: r.l_pickup_location,
      shippingOption: r.l_shipping_option,
      arrivalDate: r.l_arrival_date,
      unitWeight: r.l_unit_weight,
      isShippingIncluded: r.l_is_shipping_included,
      minShippingEstimate: r.l_min_shipping_estimate,
      maxShippingEstimate: r.l_max_shipping_estimate,
      canMakeOfferIfQtyIsZero: r.l_can_make_offer_if_qty_is_zero,
      showPriceWOLogin: r.l_show_price_wo_login,
      isFeaturedListing: r.l_is_featured_listing,
      googleProductId: r.l_google_product_id,
      updatedAt: asDate(r.l_updated_at),
    },
    product: {
      id: r.p_id,
      name: r.p_name,
      displayName: r.p_display_name,
      description: r.p_description,
      oemName: r.p_oem_name,
      oemPartNumber: r.p_oem_part_number,
      oemModelName: r.p_oem_model_name,
      imageUrls: r.p_image_urls,
      specDocUrl: r.p_spec_doc_url,
      categoryId: r.p_category_id,
      subCategoryId: r.p_sub_category_id,
      googleShoppingTargetCountry: r.p_google_shopping_target_country,
      updatedAt: asDate(r.p_updated_at),
    },
    seller: {
      id: r.o_id,
      name: r.o_name,
      brandName: r.o_brand_name,
      isDiscreteOrg: r.o_is_discrete_org,
      email: r.o_email,
      country: r.o_country,
      isAuthorizedReseller: r.o_is_authorized_reseller,
      returnPolicy: r.o_return_policy,
      warrantyPolicy: r.o_warranty_policy,
      estimatedToShip: r.o_estimated_to_ship,
      isOfferCredit: r.o_is_offer_credit,
      creditAppLink: r.o_credit_app_link,
      creditTermType: r.o_credit_term_type,
      minimumCreditOrderValue: r.o_minimum_credit_order_value,
      freeShippingMinOrderAmount: r.o_free_shipping_min_order_amount,
    },
  };
}

const visibleListingCards = statement<FlatCardRow>(
  'catalog_visible_listing_cards',
  `select ${listingCardSql('l', 'p', 'o', 'ls')}
   from listing_search ls
   join listings l on l.id = ls.listing_id
   join products p on p.id = l.product_id
   join organizations o on o.id = l.organization_id
   where ls.storefront_id = $1 and ls.listing_id = any($2::uuid[])`,
);

/**
 * Listings as cards (the listing, product and seller columns a card shows), by id, in no
 * particular order; only those visible on the storefront now, so a page of ids read a moment ago
 * never shows a listing that has since been deleted, hidden or unshared.
 */
export async function findVisibleListingCardRows(
  db: Database | Tx,
  storefrontId: string,
  listingIds: readonly string[],
): Promise<ListingCardRowWithOffers[]> {
  if (listingIds.length === 0) return [];
  return (await runStatement(db, visibleListingCards, [storefrontId, listingIds])).map(toListingCardRow);
}

/**
 * A listing's headline price when no storefront row is at hand: every listing_search row of a
 * listing has the same price; a listing visible nowhere falls back to its own price.
 */
const HEADLINE_OF_ANY_STOREFRONT =
  '(coalesce((select x.price from listing_search x where x.listing_id = l.id limit 1), l.price))';

const listingRowsById = statement<FlatListingRow>(
  'catalog_listing_rows_by_id',
  `select ${listingRowSql('l', 'p', 'o', HEADLINE_OF_ANY_STOREFRONT)}
   from listings l
   join products p on p.id = l.product_id
   join organizations o on o.id = l.organization_id
   where l.id = any($1::uuid[])`,
);

/** Listings with their product and seller, by id, in no particular order, visible or not. */
export async function findListingRows(
  db: Database | Tx,
  listingIds: readonly string[],
): Promise<ListingRow[]> {
  if (listingIds.length === 0) return [];
  return (await runStatement(db, listingRowsById, [listingIds])).map(toListingRow);
}

const visibleListingRow = statement<FlatListingRow>(
  'catalog_visible_listing_row',
  `select ${listingRowSql('l', 'p', 'o', 'ls.price')}
   from listing_search ls
   join listings l on l.id = ls.listing_id
   join products p on p.id = l.product_id
   join organizations o on o.id = l.organization_id
   where ls.storefront_id = $1 and ls.listing_id = $2`,
);

/** One listing with product and seller, only when it is visible on the storefront. */
export async function findVisibleListingRow(
  db: Database | Tx,
  storefrontId: string,
  listingId: string,
): Promise<ListingRow | undefined> {
  const [row] = await runStatement(db, visibleListingRow, [storefrontId, listingId]);
  return row ? toListingRow(row) : undefined;
}

/** Other sellers shown on a product page: featured first, then the cheapest. */
export const OTHER_LISTINGS_LIMIT = 20;

export interface ListingDetailRows {
  row: ListingRow;
  specifications: { type: string; value: string }[];
  tiers: { minQty: number; maxQty: number | null; price: string }[];
  /**
   * Other listings of the product visible on the storefront (the same product, or the same brand
   * and part number of another organization's product), cheapest first.
   */
  others: ListingCardRowWithOffers[];
  /** The offers of the product on the storefront, this listing included. */
  offers: OfferGroup;
}

const listingDetail = statement<
  FlatListingRow & {
    specifications: ListingDetailRows['specifications'];
    tiers: ListingDetailRows['tiers'];
    others: FlatCardRow[];
    g_offers: OfferGroup;
  }
>(
  'catalog_listing_detail',
  `select ${listingRowSql('l', 'p', 'o', 'ls.price')}, ${offerGroupSql('ls')},
     (select coalesce(json_agg(json_build_object('type', s.type, 'value', s.value) order by s.sort_order, s.id), '[]')
      from product_specifications s where s.product_id = p.id) as specifications,
     (select coalesce(json_agg(json_build_object('minQty', t.min_qty, 'maxQty', t.max_qty, 'price', t.price::text)
        order by t.min_qty), '[]')
      from product_tiered_prices t where t.product_id = p.id) as tiers,
     (select coalesce(json_agg(other order by other.position), '[]')
      from (
        select ${listingCardSql('ol', 'op', 'oo', 'ols')},
          row_number() over (order by ols.price, ols.is_featured desc, ols.listing_id) as position
        from listing_search ols
        join listings ol on ol.id = ols.listing_id
        join products op on op.id = ol.product_id
        join organizations oo on oo.id = ol.organization_id
        where ols.storefront_id = ls.storefront_id and ${sameProductSql('ols', 'ls')} and ols.listing_id <> l.id
        order by ols.price, ols.is_featured desc, ols.listing_id
        limit ${OTHER_LISTINGS_LIMIT}
      ) other) as others
   from listing_search ls
   join listings l on l.id = ls.listing_id
   join products p on p.id = l.product_id
   join organizations o on o.id = l.organization_id
   where ls.storefront_id = $1 and ls.listing_id = $2`,
);

/**
 * A product page's data in one round trip: the listing (when visible on the storefront) with its
 * product and seller, the product's specifications and tier prices, and the other listings of the
 * product visible there.
 */
export async function findListingDetailRows(
  db: Database | Tx,
  storefrontId: string,
  listingId: string,
): Promise<ListingDetailRows | undefined> {
  const [found] = await runStatement(db, listingDetail, [storefrontId, listingId]);
  if (!found) return undefined;
  return {
    row: toListingRow(found),
    specifications: found.specifications,
    tiers: found.tiers,
    others: found.others.map(toListingCardRow),
    offers: found.g_offers,
  };
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
    .select({
      ...listingRowColumns,
      listing: { ...listingRowColumns.listing, headlinePrice: sql<string>`${listingSearch.price}::text` },
    })
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
