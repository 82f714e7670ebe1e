import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the edge rate limit (plugins/rate-limit.ts) when no Redis is configured: one
 * row per route class and client address, counted in a fixed window by one atomic upsert, so every
 * server process sees the same count (DESIGN.md §1). Rows past their window are deleted now and
 * then; they mean nothing once `resets_at` has passed.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAt)],
);
