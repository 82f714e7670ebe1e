import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, isIn } from './common';
import { outboxKinds, outboxStatuses } from './enums';

/**
 * Side effects that must survive a crash (mail, records mirror), written in the same transaction as
 * the business change and delivered by the worker with retries (DESIGN.md §6). The table is the
 * queue itself: each kind is a line of its own, and a worker claims rows with
 * `FOR UPDATE SKIP LOCKED` and a lease (docs/decisions/0014-outbox-lines.md).
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
    /** A pending row is not claimed before this time: now at first, later the retry's backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The claim's lease: a worker that died mid-delivery leaves the row to others after it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which claim holds the row: only its holder may record the outcome. */
    claimToken: uuid('claim_token'),
    /**
     * The records a mirror row is about (e.g. `CartItem:<id>`): rows sharing a key are delivered
     * one after another in the order they were written, and a pending cart item row takes later
     * changes of its cart item instead of a new row being added.
     */
    recordKeys: text('record_keys').array(),
  },
  (t) => [
    check('outbox_kind_check', isIn(t.kind, outboxKinds)),
    check('outbox_status_check', isIn(t.status, outboxStatuses)),
    check('outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('outbox_status_created_at_idx').on(t.status, t.createdAt),
    // The claim: pending rows of one line in the order they are due.
    index('outbox_pending_due_idx').on(t.kind, t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_pending_record_keys_idx').using('gin', t.recordKeys).where(sql`${t.status} = 'pending'`),
  ],
);
