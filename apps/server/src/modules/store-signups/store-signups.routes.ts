import {
  errorResponseSchema,
  idParamsSchema,
  storeSignupBodySchema,
  storeSignupConvertedSchema,
  storeSignupListSchema,
  storeSignupReceivedSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { convertStoreSignup, createStoreSignup, listStoreSignups } from './store-signups.service';

/** "Open your store" on the marketplace (public, rate-limited). */
export const storeSignupRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/store-signups',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Ask to open a store on the marketplace',
        body: storeSignupBodySchema,
        response: { 201: storeSignupReceivedSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createStoreSignup(ctx, { storefront: request.storefront, body: request.body })),
  );
};

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Admin portal: the operator's list of sign-ups and their conversion into stores. */
export const storeSignupAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/store-signups',
    {
      schema: {
        tags: ['admin'],
        summary: 'Store sign-ups, newest first',
        response: { 200: storeSignupListSchema, ...errors },
      },
    },
    async (request) => listStoreSignups(ctx, requireStaff(request)),
  );
  app.post(
    '/store-signups/:id/convert',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turn a sign-up into an organization with its storefront and first company admin',
        params: idParamsSchema,
        response: { 200: storeSignupConvertedSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => convertStoreSignup(ctx, requireStaff(request), request.params.id),
  );
};
