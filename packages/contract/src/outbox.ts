import { z } from 'zod';

/** GET /api/admin/outbox: the operator's view of side effects waiting or parked after their retries. */
export const outboxListQuerySchema = z.strictObject({
  /** `failed`: parked after the last retry (the default); `pending`: still to be sent or retried. */
  status: z.enum(['failed', 'pending']).default('failed'),
  kind: z.enum(['mail', 'records']).optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** One outbox row as an operator sees it: what it is about, never a mail's body (it may hold links). */
export const outboxRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['mail', 'records']),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  nextAttemptAt: z.iso.datetime({ offset: true }),
  /** Mail: the template and subject; records: the table, the operation and how many records. */
  summary: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;

export const outboxListResponseSchema = z.object({
  rows: z.array(outboxRowSchema),
  /** Rows of this status and kind in all (the list shows the newest 200). */
  total: z.number().int(),
});
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;
