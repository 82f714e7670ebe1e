import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { amount, createdAt, isIn } from './common';

export const idempotencyStates = ['pending', 'done'] as const;

/**
 * Requests made with an Idempotency-Key (checkout, paying an order): one row per owner and key.
 * The first request claims the row ('pending'); the transaction that places the orders writes the
 * final response into it ('done'), so a retry answers the same response and never charges twice.
 * A request that fails deletes its claim, so the key may be tried again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it and for what: 'checkout:user:<id>', 'pay:guest:<id>:<order id>', ... */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    /** sha256 of the canonical request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: idempotencyStates }).notNull().default('pending'),
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    /** Renewed while the first request works; a stale claim may be taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Random token of whoever holds the claim now: every write under the claim checks it, so a
     * request whose claim was taken over can no longer complete, release or give money back.
     */
    fence: text('fence'),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.owner, t.key] }),
    check('idempotency_keys_state_check', isIn(t.state, idempotencyStates)),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

export const sandboxOutcomes = ['approve', 'decline'] as const;
/** 'succeeded' is a captured charge; 'authorized' is held until captured or voided. */
export const sandboxChargeStatuses = ['authorized', 'succeeded', 'declined', 'refunded', 'voided'] as const;

/**
 * The built-in sandbox payment gateway's card tokens (integrations/payments/sandbox-payments.ts).
 * Like a real gateway it keeps what the card stands for, never the number: brand, last four, and
 * the outcome its test number stands for.
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    token: text('token').primaryKey(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    outcome: text('outcome', { enum: sandboxOutcomes }).notNull(),
    declineMessage: text('decline_message'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_card_tokens_outcome_check', isIn(t.outcome, sandboxOutcomes)),
    check('sandbox_card_tokens_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** The sandbox gateway's charges, idempotent by the caller's key like a real gateway's. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    token: text('token').notNull(),
    amount: amount('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: sandboxChargeStatuses }).notNull(),
    declineMessage: text('decline_message'),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>(),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [
    check('sandbox_charges_status_check', isIn(t.status, sandboxChargeStatuses)),
    check('sandbox_charges_amount_check', sql`${t.amount} > 0`),
    index('sandbox_charges_token_idx').on(t.token),
  ],
);
