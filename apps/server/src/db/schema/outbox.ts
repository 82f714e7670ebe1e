import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, isIn } from './common';
import { outboxKinds, outboxStatuses } from './enums';

/**
 * Side effects that must survive a crash (mail, records mirror), written in the same transaction as
 * the business change and delivered by the worker with retries (DESIGN.md §6).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_kind_check', isIn(t.kind, outboxKinds)),
    check('outbox_status_check', isIn(t.status, outboxStatuses)),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_status_created_at_idx').on(t.status, t.createdAt),
  ],
);
