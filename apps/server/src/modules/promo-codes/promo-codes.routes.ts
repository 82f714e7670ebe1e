import {
  createPromoCodeBodySchema,
  errorResponseSchema,
  idParamsSchema,
  promoCodeDeleteSchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  promoCodeMutationSchema,
  promoCodeSchema,
  updatePromoCodeBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  createPromoCode,
  deletePromoCode,
  getPromoCode,
  listPromoCodes,
  updatePromoCode,
} from './promo-codes.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Admin portal: promo codes (/promocodes, /promocode/new, /promocode/edit). */
export const promoCodeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: "The organization's promo codes",
        querystring: promoCodeListQuerySchema,
        response: { 200: promoCodeListSchema, ...errors },
      },
    },
    async (request) => listPromoCodes(ctx, requireStaff(request), request.query),
  );
  app.post(
    '/promo-codes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a promo code',
        body: createPromoCodeBodySchema,
        response: { 201: promoCodeMutationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPromoCode(ctx, requireStaff(request), request.body)),
  );
  app.get(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One promo code',
        params: idParamsSchema,
        response: { 200: promoCodeSchema, ...errors },
      },
    },
    async (request) => getPromoCode(ctx, requireStaff(request), request.params.id),
  );
  app.patch(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a promo code',
        params: idParamsSchema,
        body: updatePromoCodeBodySchema,
        response: { 200: promoCodeMutationSchema, ...errors },
      },
    },
    async (request) => updatePromoCode(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.delete(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a promo code nobody used',
        params: idParamsSchema,
        response: { 200: promoCodeDeleteSchema, ...errors },
      },
    },
    async (request) => deletePromoCode(ctx, requireStaff(request), request.params.id),
  );
};
