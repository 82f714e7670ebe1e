import {
  errorResponseSchema,
  externalListingsQuerySchema,
  externalListingsSchema,
  shippingEstimateBodySchema,
  shippingEstimateSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import { getExternalListings } from './external-listings.service';
import { estimateShipping } from './shipping-estimates.service';

const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Shipping estimates and the external channels of the admin portal, under /api/admin (staff only). */
export const channelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/shipping-estimates',
    {
      schema: {
        tags: ['admin'],
        summary: 'Carrier rates for a listing or a package to a destination, with the 30 % markup',
        body: shippingEstimateBodySchema,
        response: { 200: shippingEstimateSchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request) => estimateShipping(ctx, { actor: requireStaff(request), body: request.body }),
  );

  app.get(
    '/external-listings',
    {
      schema: {
        tags: ['admin'],
        summary: "The organization's Google feeds per storefront and its catalogue files, with their state",
        querystring: externalListingsQuerySchema,
        response: { 200: externalListingsSchema, ...errors },
      },
    },
    async (request) => getExternalListings(ctx, { actor: requireStaff(request), query: request.query }),
  );
};
