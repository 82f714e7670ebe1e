import { healthResponseSchema } from '@patchbay/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { tenant: false },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await ctx.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: ctx.dbKind === 'pglite' ? ('pglite' as const) : ('postgres' as const),
      };
    },
  );
};
