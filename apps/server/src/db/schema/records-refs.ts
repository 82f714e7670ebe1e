import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/**
 * The records service's own row id (Airtable's `rec...`, SPEC's airtableRef) of each mirrored record,
 * kept from the create's answer: Airtable patches and deletes only by that id. One table for every
 * mirrored table, since most (cart items, product sheets) have no column of their own for it.
 */
export const recordsRefs = pgTable(
  'records_refs',
  {
    /** The mirror table, e.g. `CartItem`. */
    recordTable: text('record_table').notNull(),
    /** Patchbay's id of the record (the row's `id`, or its `<table>Id` field). */
    recordKey: text('record_key').notNull(),
    /** The records service's id of the row. */
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recordTable, t.recordKey] })],
);
