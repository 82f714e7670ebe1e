import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common';

/**
 * Before/after snapshots of changed rows (e.g. /producthistory/{id}). No foreign keys on purpose:
 * history outlives the rows it describes.
 */
export const entityHistory = pgTable(
  'entity_history',
  {
    id: id(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    /** Where the change came from: form, import, bulk or api (the catalogue's history shows it). */
    source: text('source'),
    actorUserId: uuid('actor_user_id'),
    organizationId: uuid('organization_id'),
    storefrontId: uuid('storefront_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('entity_history_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('entity_history_organization_id_idx').on(t.organizationId, t.createdAt),
  ],
);
