import { errorResponseSchema, healthResponseSchema, readyResponseSchema } from '@patchbay/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { checkReadiness, readLatestMigration } from './readiness.service';

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

  const latest = readLatestMigration();
  app.get(
    '/ready',
    {
      config: { tenant: false },
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers, migrations are current, the outbox is not stuck',
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
    },
    async (_request, reply) => {
      await checkReadiness(ctx, latest);
      reply.header('cache-control', 'no-store');
      return {
        status: 'ready' as const,
        checks: { database: 'ok', migrations: 'ok', outbox: 'ok' } as const,
      };
    },
  );
};
