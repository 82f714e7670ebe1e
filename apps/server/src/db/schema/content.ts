import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common';
import { storefronts } from './storefronts';

/** A storefront's own page at /pages/{slug}; html is sanitised on write and on render. */
export const customPages = pgTable(
  'custom_pages',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
    published: boolean('published').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('custom_pages_storefront_id_slug_unique').on(t.storefrontId, t.slug),
    check('custom_pages_slug_check', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    storefrontId: uuid('storefront_id')
      .notNull()
      .references(() => storefronts.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_storefront_id_idx').on(t.storefrontId, t.sortOrder)],
);
