import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount, createdAt, id, isIn, tsvector, unitPrice, updatedAt } from './common';
import {
  listingConditions,
  productInsightBadges,
  relistingReasons,
  relistingRequestStatuses,
  sharedListingRequestStatuses,
} from './enums';
import { organizations, users } from './organizations';
import type { ShippingDimensions } from './types';

/** Categories (parentId null) and their sub-categories, as in /{category}/{subCategory}. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Set when the operator retires the category: hidden from the storefront's navigation and
     * sitemap, while its listings stay searchable and its URL keeps answering (docs/catalogue.md).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('categories_parent_id_slug_unique').on(t.parentId, t.slug).nullsNotDistinct(),
    check('categories_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Storefront paths that no longer name a category, after a rename or a merge: /{fromCategory}
 * (fromSubCategory '') or /{fromCategory}/{fromSubCategory} answers 301 to the current path of
 * `categoryId` (a category or a sub-category), read when the redirect is followed, so a category
 * renamed twice sends its oldest URL straight to its newest. A live category with the same path
 * wins over a redirect.
 */
export const categoryRedirects = pgTable(
  'category_redirects',
  {
    fromCategorySlug: text('from_category_slug').notNull(),
    fromSubCategorySlug: text('from_sub_category_slug').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'category_redirects_pk', columns: [t.fromCategorySlug, t.fromSubCategorySlug] }),
    index('category_redirects_category_idx').on(t.categoryId),
  ],
);

/**
 * The shared catalogue: one product (an OEM part), many listings by different sellers.
 * search_vector and part_number_normalized are STORED generated columns, so no write path can
 * forget them.
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    isManuProduct: boolean('is_manu_product').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    partType: text('part_type'),
    minPrice: unitPrice('min_price'),
    maxPrice: unitPrice('max_price'),
    name: text('name').notNull(),
    /** SPEC.md §9: defaults to OEM name + part number. */
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type'),
    /** The brand (OEM) name, e.g. 'Cisco'; /brand/{brandName} matches it case-insensitively. */
    oemName: text('oem_name').notNull(),
    imageStatus: text('image_status'),
    oemModelName: text('oem_model_name'),
    oemPartNumber: text('oem_part_number').notNull(),
    /** 'ASR-9001' -> 'asr9001': lower-case, non-alphanumerics removed, for part-number search. */
    partNumberNormalized: text('part_number_normalized')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(oem_part_number), '[^a-z0-9]+', '', 'g')`),
    country: text('country'),
    sellerPartNumber: text('seller_part_number'),
    sellerInternalLocation: text('seller_internal_location'),
    isProductInsightDataExist: boolean('is_product_insight_data_exist').notNull().default(false),
    isProductInsightDataUsed: boolean('is_product_insight_data_used').notNull().default(false),
    productInsightDataUsedDate: timestamp('product_insight_data_used_date', { withTimezone: true }),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Pounds (SPEC.md §9). */
    weight: numeric('weight', { precision: 10, scale: 2 }),
    /** Inches (SPEC.md §9). */
    length: numeric('length', { precision: 10, scale: 2 }),
    height: numeric('height', { precision: 10, scale: 2 }),
    width: numeric('width', { precision: 10, scale: 2 }),
    priceMultiplier: numeric('price_multiplier', { precision: 10, scale: 4 }),
    manufacturerName: text('manufacturer_name'),
    manufacturerCountry: text('manufacturer_country'),
    googleShoppingTargetCountry: text('google_shopping_target_country'),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    specDocUrl: text('spec_doc_url'),
    subProducts: jsonb('sub_products').$type<string[]>().notNull().default([]),
    models: jsonb('models').$type<string[]>().notNull().default([]),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'restrict' }),
    industry: text('industry'),
    /** The organization that added the product to the catalogue; null for platform-curated rows. */
    createdByOrganizationId: uuid('created_by_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    /** Weighted: part numbers and OEM A, names B, types and tags C, description D. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(oem_part_number, '') || ' ' || regexp_replace(lower(coalesce(oem_part_number, '')), '[^a-z0-9]+', '', 'g') || ' ' || coalesce(oem_name, '') || ' ' || coalesce(oem_model_name, '') || ' ' || coalesce(seller_part_number, '')), 'A') || setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(display_name, '')), 'B') || setweight(to_tsvector('simple', coalesce(product_type, '') || ' ' || coalesce(part_type, '') || ' ' || coalesce(industry, '') || ' ' || coalesce(manufacturer_name, '')) || jsonb_to_tsvector('simple', tags, '["string"]'), 'C') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'products_price_range_check',
      sql`${t.minPrice} >= 0 and ${t.maxPrice} >= 0 and ${t.minPrice} <= ${t.maxPrice}`,
    ),
    check(
      'products_dimensions_check',
      sql`${t.weight} >= 0 and ${t.length} >= 0 and ${t.height} >= 0 and ${t.width} >= 0`,
    ),
    index('products_category_idx').on(t.categoryId, t.subCategoryId),
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_oem_name_idx').on(sql`lower(${t.oemName})`),
    /** The brand statistics' names: the first spelling of each brand (lower-case, trimmed). */
    index('products_brand_name_idx').on(sql`lower(trim(${t.oemName}))`, t.oemName),
    index('products_part_number_normalized_idx').on(t.partNumberNormalized),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_part_number_trgm_idx').using('gin', t.partNumberNormalized.op('gin_trgm_ops')),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Imports match rows to products by seller part number (saveProducts' matchBy, update mode).
    index('products_seller_part_number_idx').on(t.sellerPartNumber),
  ],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_specifications_product_id_idx').on(t.productId, t.sortOrder)],
);

/** Quantity breaks of a product: from minQty to maxQty (null = and up), unit price. */
export const productTieredPrices = pgTable(
  'product_tiered_prices',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    maxQty: integer('max_qty'),
    price: unitPrice('price').notNull(),
  },
  (t) => [
    uniqueIndex('product_tiered_prices_product_id_min_qty_idx').on(t.productId, t.minQty),
    check(
      'product_tiered_prices_qty_check',
      sql`${t.minQty} >= 1 and (${t.maxQty} is null or ${t.maxQty} >= ${t.minQty})`,
    ),
    check('product_tiered_prices_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * A seller organization's offer of a product. Visible on the marketplace storefront unless
 * excludeFromCollectorPortal, on its organization's storefronts, and on the storefronts of the
 * organizations in listing_shares (DESIGN.md §3). Removed listings keep their row (deletedAt) because
 * orders and offers point at them.
 */
export const listings = pgTable(
  'listings',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    price: unitPrice('price').notNull(),
    msrpPrice: unitPrice('msrp_price'),
    /** SPEC.md §9: (msrp - price) / msrp x 100, rounded; 0 without an msrp. */
    discountPercentage: integer('discount_percentage')
      .notNull()
      .generatedAlwaysAs(
        sql`case when msrp_price > 0 then round((msrp_price - price) / msrp_price * 100)::integer else 0 end`,
      ),
    condition: text('condition', { enum: listingConditions }).notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    numAvailable: integer('num_available').notNull().default(0),
    quantityMultiple: integer('quantity_multiple').notNull().default(1),
    lotType: text('lot_type'),
    totalPrice: amount('total_price'),
    pickupLocation: text('pickup_location'),
    shippingOption: text('shipping_option'),
    arrivalDate: date('arrival_date', { mode: 'string' }),
    unitMeasure: text('unit_measure'),
    /** Pounds. */
    unitWeight: numeric('unit_weight', { precision: 10, scale: 2 }),
    shippingDimensions: jsonb('shipping_dimensions').$type<ShippingDimensions>(),
    hsCode: text('hs_code'),
    notes: text('notes'),
    /** SPEC's viewedBy list is kept as a count and the last date. */
    viewCount: integer('view_count').notNull().default(0),
    lastViewedDate: timestamp('last_viewed_date', { withTimezone: true }),
    isShippingIncluded: boolean('is_shipping_included').notNull().default(false),
    /** Days. */
    minShippingEstimate: integer('min_shipping_estimate'),
    maxShippingEstimate: integer('max_shipping_estimate'),
    manufacturerListing: boolean('manufacturer_listing').notNull().default(false),
    canMakeOfferIfQtyIsZero: boolean('can_make_offer_if_qty_is_zero').notNull().default(false),
    showPriceWOLogin: boolean('show_price_wo_login').notNull().default(true),
    isFeaturedListing: boolean('is_featured_listing').notNull().default(false),
    excludeFromCollectorPortal: boolean('exclude_from_collector_portal').notNull().default(false),
    googleProductId: text('google_product_id'),
    isOnOffer: boolean('is_on_offer').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('listings_condition_check', isIn(t.condition, listingConditions)),
    check('listings_price_check', sql`${t.price} >= 0 and (${t.msrpPrice} is null or ${t.msrpPrice} >= 0)`),
    check(
      'listings_quantities_check',
      sql`${t.numAvailable} >= 0 and ${t.minQuantity} >= 1 and ${t.quantityMultiple} >= 1`,
    ),
    check('listings_total_price_check', sql`${t.totalPrice} >= 0`),
    check(
      'listings_shipping_estimate_check',
      sql`${t.minShippingEstimate} >= 0 and ${t.maxShippingEstimate} >= ${t.minShippingEstimate}`,
    ),
    check('listings_view_count_check', sql`${t.viewCount} >= 0`),
    index('listings_organization_id_idx').on(t.organizationId, t.createdAt),
    index('listings_product_id_idx').on(t.productId, t.price),
    index('listings_condition_price_idx').on(t.condition, t.price),
    index('listings_price_idx').on(t.price),
    index('listings_marketplace_idx')
      .on(t.productId)
      .where(sql`${t.excludeFromCollectorPortal} = false and ${t.deletedAt} is null`),
    // The dashboard's low-stock listings of a seller, fewest units first, ties by listing: read in
    // its order, so the first ten rows are the answer (the operator's: ten per seller, merged).
    index('listings_low_stock_idx')
      .on(t.organizationId, t.numAvailable, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('listings_featured_idx')
      .on(t.organizationId)
      .where(sql`${t.isFeaturedListing} = true and ${t.deletedAt} is null`),
  ],
);

/** SPEC's listing.sharedWithOrgs: the listing also shows on these organizations' storefronts. */
export const listingShares = pgTable(
  'listing_shares',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'listing_shares_pk', columns: [t.listingId, t.organizationId] }),
    index('listing_shares_organization_id_idx').on(t.organizationId),
  ],
);

/**
 * SPEC.md §3 SharedListingRequest: the listing's organization asks to sell the listing on the
 * storefronts of `organizationId`, whose staff approve or decline (docs/catalogue.md). While
 * approved, a listing_shares row makes it visible there; decline or withdrawal removes that row.
 */
export const sharedListingRequests = pgTable(
  'shared_listing_requests',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The storefront owner: the organization whose storefronts would show the listing. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestDate: timestamp('request_date', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: sharedListingRequestStatuses }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('shared_listing_requests_status_check', isIn(t.status, sharedListingRequestStatuses)),
    index('shared_listing_requests_listing_id_idx').on(t.listingId),
    index('shared_listing_requests_organization_id_idx').on(t.organizationId, t.requestDate),
    // One open request per listing and storefront owner: asking twice answers 409.
    uniqueIndex('shared_listing_requests_open_idx')
      .on(t.listingId, t.organizationId)
      .where(sql`${t.status} in ('pending', 'approved')`),
  ],
);

/**
 * An organization asking to relist a listing (docs/catalogue.md): its own deleted, sold-out or
 * expired listing (the operator decides), or another seller's listing of a product it wants to
 * list too (that seller or the operator decides). Approval restores the listing, or makes a new
 * one of the requester's, with the price and quantity asked; `resultListingId` points at it.
 */
export const relistingRequests = pgTable(
  'relisting_requests',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The requesting organization. */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: relistingReasons }).notNull(),
    price: unitPrice('price').notNull(),
    quantity: integer('quantity').notNull(),
    condition: text('condition', { enum: listingConditions }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: relistingRequestStatuses }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note').notNull().default(''),
    resultListingId: uuid('result_listing_id').references((): AnyPgColumn => listings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    check('relisting_requests_status_check', isIn(t.status, relistingRequestStatuses)),
    check('relisting_requests_reason_check', isIn(t.reason, relistingReasons)),
    check('relisting_requests_condition_check', isIn(t.condition, listingConditions)),
    check('relisting_requests_amounts_check', sql`${t.price} >= 0 and ${t.quantity} >= 1`),
    index('relisting_requests_organization_id_idx').on(t.organizationId, t.createdAt),
    index('relisting_requests_listing_id_idx').on(t.listingId),
    // One pending request per listing and requester: asking twice answers 409.
    uniqueIndex('relisting_requests_pending_idx')
      .on(t.listingId, t.organizationId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Third-party retail data found for a brand + mpn (SPEC.md §7 ProductDataCatalogue, §9 badges). */
export const productInsightData = pgTable(
  'product_insight_data',
  {
    id: id(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    /** Lower-case manufacturer part number. */
    mpn: text('mpn').notNull(),
    source: text('source').notNull(),
    title: text('title'),
    url: text('url'),
    price: unitPrice('price'),
    badge: text('badge', { enum: productInsightBadges }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_insight_data_badge_check', isIn(t.badge, productInsightBadges)),
    check('product_insight_data_mpn_lower_check', sql`${t.mpn} = lower(${t.mpn})`),
    index('product_insight_data_brand_mpn_idx').on(sql`lower(${t.brand})`, t.mpn),
    index('product_insight_data_product_id_idx').on(t.productId),
  ],
);
