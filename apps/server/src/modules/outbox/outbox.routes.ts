import {
  errorResponseSchema,
  idParamsSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
  outboxRowSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { listOutbox, retryOutboxRow } from './outbox.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The operator's view of the outbox: rows parked after their retries, and sending one again. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Outbox rows parked after their retries, or still pending (operator only)',
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, ...errors },
      },
    },
    async (request) => listOutbox(ctx, requireStaff(request), request.query),
  );

  app.post(
    '/outbox/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a parked outbox row again (operator only)',
        params: idParamsSchema,
        response: { 200: outboxRowSchema, ...errors },
      },
    },
    async (request) => retryOutboxRow(ctx, requireStaff(request), request.params.id),
  );
};
