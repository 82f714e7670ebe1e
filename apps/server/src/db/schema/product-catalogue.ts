import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories, products } from './catalog';
import { createdAt, id, unitPrice, updatedAt } from './common';
import { organizations, users } from './organizations';

/**
 * The platform's reference catalogue of manufacturer products (SPEC.md §7 ProductDataCatalogue):
 * one entry per brand + MPN, written by the operator (insertproductoriginaldata) and read by every
 * seller, who adds products from it to their own catalogue. `mpn` is kept lower-case, so the
 * lookup by brand + MPN is an equality on lower(brand) and mpn.
 */
export const productDataCatalogue = pgTable(
  'product_data_catalogue',
  {
    id: id(),
    brand: text('brand').notNull(),
    /** Lower-case manufacturer part number. */
    mpn: text('mpn').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    modelName: text('model_name'),
    productType: text('product_type'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: uuid('sub_category_id').references(() => categories.id, { onDelete: 'set null' }),
    /** The manufacturer's list price, when known: the Original match's price. */
    listPrice: unitPrice('list_price'),
    specifications: jsonb('specifications').$type<{ type: string; value: string }[]>().notNull().default([]),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    /** The manufacturer's record as it was received, kept whole. */
    originalData: jsonb('original_data').$type<Record<string, unknown>>().notNull().default({}),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_data_catalogue_mpn_lower_check', sql`${t.mpn} = lower(${t.mpn})`),
    check('product_data_catalogue_list_price_check', sql`${t.listPrice} >= 0`),
    uniqueIndex('product_data_catalogue_brand_mpn_idx').on(sql`lower(${t.brand})`, t.mpn),
    index('product_data_catalogue_mpn_idx').on(t.mpn),
  ],
);

/**
 * A seller's selected reference data (/myproductuserselecteddata): the entries an organization
 * keeps, and, once it added one to its catalogue, the product made from it (/myproductcatalogue).
 */
export const productCatalogueSelections = pgTable(
  'product_catalogue_selections',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    catalogueEntryId: uuid('catalogue_entry_id')
      .notNull()
      .references(() => productDataCatalogue.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    selectedByUserId: uuid('selected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    addedAt: timestamp('added_at', { withTimezone: true }),
  },
  (t) => [
    unique('product_catalogue_selections_organization_entry_unique').on(t.organizationId, t.catalogueEntryId),
    index('product_catalogue_selections_entry_idx').on(t.catalogueEntryId),
  ],
);
