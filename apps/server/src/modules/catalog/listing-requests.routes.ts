import {
  createRelistingRequestBodySchema,
  createSharedListingRequestBodySchema,
  decideListingRequestBodySchema,
  errorResponseSchema,
  idParamsSchema,
  listingRequestListQuerySchema,
  relistableListingQuerySchema,
  relistableListingResponseSchema,
  relistingRequestListResponseSchema,
  relistingRequestResponseSchema,
  sharedListingRequestListResponseSchema,
  sharedListingRequestResponseSchema,
  storefrontOwnerListResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  createRelistingRequest,
  createSharedListingRequest,
  decideRelistingRequest,
  decideSharedListingRequest,
  listRelistableListings,
  listRelistingRequests,
  listSharedListingRequests,
  listStorefrontOwners,
  withdrawRelistingRequest,
  withdrawSharedListingRequest,
} from './listing-requests.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const moveErrors = { ...errors, 409: errorResponseSchema };

/** Admin portal: relisting requests (/request/relisting, /relistingrequests) and shared listings. */
export const listingRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/relisting/listings',
    {
      schema: {
        tags: ['admin'],
        querystring: relistableListingQuerySchema,
        response: { 200: relistableListingResponseSchema, ...errors },
      },
    },
    async (request) => listRelistableListings(ctx, requireStaff(request), request.query),
  );
  app.get(
    '/relisting-requests',
    {
      schema: {
        tags: ['admin'],
        querystring: listingRequestListQuerySchema,
        response: { 200: relistingRequestListResponseSchema, ...errors },
      },
    },
    async (request) => listRelistingRequests(ctx, requireStaff(request), request.query),
  );
  app.post(
    '/relisting-requests',
    {
      schema: {
        tags: ['admin'],
        body: createRelistingRequestBodySchema,
        response: { 201: relistingRequestResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      const result = await createRelistingRequest(ctx, requireStaff(request), request.body);
      return reply.code(201).send(result);
    },
  );
  app.post(
    '/relisting-requests/:id/decision',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: decideListingRequestBodySchema,
        response: { 200: relistingRequestResponseSchema, ...moveErrors },
      },
    },
    async (request) => decideRelistingRequest(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.post(
    '/relisting-requests/:id/withdraw',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: relistingRequestResponseSchema, ...moveErrors },
      },
    },
    async (request) => withdrawRelistingRequest(ctx, requireStaff(request), request.params.id),
  );

  app.get(
    '/shared-listing-requests/storefront-owners',
    {
      schema: { tags: ['admin'], response: { 200: storefrontOwnerListResponseSchema, ...errors } },
    },
    async (request) => listStorefrontOwners(ctx, requireStaff(request)),
  );
  app.get(
    '/shared-listing-requests',
    {
      schema: {
        tags: ['admin'],
        querystring: listingRequestListQuerySchema,
        response: { 200: sharedListingRequestListResponseSchema, ...errors },
      },
    },
    async (request) => listSharedListingRequests(ctx, requireStaff(request), request.query),
  );
  app.post(
    '/shared-listing-requests',
    {
      schema: {
        tags: ['admin'],
        body: createSharedListingRequestBodySchema,
        response: { 201: sharedListingRequestResponseSchema, ...moveErrors },
      },
    },
    async (request, reply) => {
      const result = await createSharedListingRequest(ctx, requireStaff(request), request.body);
      return reply.code(201).send(result);
    },
  );
  app.post(
    '/shared-listing-requests/:id/decision',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: decideListingRequestBodySchema.omit({ note: true }),
        response: { 200: sharedListingRequestResponseSchema, ...moveErrors },
      },
    },
    async (request) =>
      decideSharedListingRequest(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.post(
    '/shared-listing-requests/:id/withdraw',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: sharedListingRequestResponseSchema, ...moveErrors },
      },
    },
    async (request) => withdrawSharedListingRequest(ctx, requireStaff(request), request.params.id),
  );
};
