import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isIn, updatedAt } from './common';
import { addressKinds } from './enums';
import { organizations, users } from './organizations';
import type { Address } from './types';

/**
 * The buyer's address book: saved shipping and billing addresses (SPEC.md §3 Address). A row
 * belongs to the user who saved it; `shared` shows it to every member of that user's
 * organization (read and pick, not change). One default per user and kind.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's organization when saved: who a shared address is shown to. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: addressKinds }).notNull(),
    label: text('label').notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    shared: boolean('shared').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_addresses_kind_check', isIn(t.kind, addressKinds)),
    index('saved_addresses_user_id_idx').on(t.userId),
    index('saved_addresses_organization_id_idx').on(t.organizationId),
    uniqueIndex('saved_addresses_one_default_idx').on(t.userId, t.kind).where(sql`${t.isDefault}`),
  ],
);
