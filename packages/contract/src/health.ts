import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /api/ready: every check passed (a failed one answers 503 in the error shape, naming it). */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('ok'),
    migrations: z.literal('ok'),
    outbox: z.literal('ok'),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
