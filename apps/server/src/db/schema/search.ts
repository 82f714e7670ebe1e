import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories, listings, products } from './catalog';
import { tsvector, unitPrice } from './common';
import { storefronts } from './storefronts';

/**
 * The catalogue's search index (docs/decisions/0005-catalogue-search.md): one row per listing per
 * storefront it is visible on (DESIGN.md §3), holding every filter, facet and sort key, so that a
 * search is one scan of rows that all start with the storefront. Written only by
 * modules/search/listing-search.repository.ts, in the transaction that changes a listing, product,
 * share or storefront; never edited by hand.
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'cascade' }),
    /** The OEM name as a slug ('Hewlett Packard' -> 'hewlett-packard'): filters, facets, sort. */
    brandKey: text('brand_key').notNull(),
    condition: text('condition').notNull(),
    price: unitPrice('price').notNull(),
    /** listings.show_price_wo_login: price facets shown to guests only use these rows. */
    showPrice: boolean('show_price').notNull(),
    numAvailable: integer('num_available').notNull(),
    isFeatured: boolean('is_featured').notNull(),
    /** The listing's created_at: "newest" within a sort. */
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /** products.part_number_normalized: 'ASR-9001' -> 'asr9001'. */
    partNumberNormalized: text('part_number_normalized').notNull(),
    /**
     * The product's searchable names with the weights of products.search_vector (A: part number,
     * OEM, model; B: names; C: types and tags), split into words the way queries are split: the
     * default parser reads 'ASR-9001' as 'asr' and the number '-9001'. The description is left
     * out to keep rows narrow; it is searched only when nothing else matches.
     */
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_search_pk', columns: [t.storefrontId, t.listingId] }),
    // The sort indexes end with the filter columns (after the unique listing_id, so the order is
    // unchanged): a filtered page walks the index in sort order and skips non-matching entries
    // without visiting the table (an index-only scan).
    index('listing_search_featured_idx').on(
      t.storefrontId,
      t.isFeatured.desc(),
      t.listedAt.desc(),
      t.listingId,
      t.categoryId,
      t.subCategoryId,
      t.brandKey,
      t.condition,
      t.numAvailable,
    ),
    index('listing_search_price_idx').on(
      t.storefrontId,
      t.price,
      t.listingId,
      t.categoryId,
      t.subCategoryId,
      t.brandKey,
      t.condition,
      t.numAvailable,
    ),
    // A category or sub-category page sorted by price walks its own rows in price order.
    index('listing_search_category_price_idx').on(
      t.storefrontId,
      t.categoryId,
      t.price,
      t.listingId,
      t.subCategoryId,
      t.brandKey,
      t.condition,
      t.numAvailable,
    ),
    index('listing_search_sub_category_price_idx').on(
      t.storefrontId,
      t.subCategoryId,
      t.price,
      t.listingId,
      t.categoryId,
      t.brandKey,
      t.condition,
      t.numAvailable,
    ),
    // A filtered browse that matches few listings reads exactly its entries here (category,
    // sub-category, brand, condition, stock), with every sort key, and sorts them: an index-only
    // range scan instead of visiting each matching row.
    index('listing_search_filter_idx').on(
      t.storefrontId,
      t.categoryId,
      t.subCategoryId,
      t.brandKey,
      t.condition,
      t.numAvailable,
      t.isFeatured,
      t.listedAt,
      t.price,
      t.listingId,
    ),
    index('listing_search_inventory_idx').on(t.storefrontId, t.numAvailable.desc(), t.listingId),
    index('listing_search_brand_idx').on(t.storefrontId, t.brandKey, t.listingId),
    index('listing_search_product_idx').on(t.storefrontId, t.productId),
    index('listing_search_part_number_idx').on(t.storefrontId, t.partNumberNormalized.op('text_pattern_ops')),
    index('listing_search_listing_id_idx').on(t.listingId),
    index('listing_search_vector_idx').using('gin', t.searchVector),
    // The sample a broad text is counted over (a fixed 1/32 of the rows, by the random last byte
    // of the listing id): modules/search/listing-search.engine.ts SAMPLE_SQL repeats the predicate.
    index('listing_search_vector_sample_idx')
      .using('gin', t.searchVector)
      .where(sql`get_byte(uuid_send(${t.listingId}), 15) < 8`),
  ],
);

/**
 * Words of the searchable names (part numbers, OEMs, models, product names), for typo tolerance:
 * a query word that is not here is replaced by its nearest trigram neighbours ('cisko' -> 'cisco').
 * Grows with the catalogue; a word no longer used only costs a useless alternative.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops'))],
);
