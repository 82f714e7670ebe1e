import {
  buyerOrderListQuerySchema,
  errorResponseSchema,
  orderAccessQuerySchema,
  orderDetailSchema,
  orderListResponseSchema,
  orderMutationResponseSchema,
  payOrderBodySchema,
  reorderResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import { cartOwnerOf } from '../cart/cart.routes';
import { idempotencyKeyOf } from '../checkout/checkout.routes';
import { payOrder } from './order-actions.service';
import { getBuyerInvoice, getBuyerOrder, listBuyerOrders, reorderOrder } from './orders.service';

const idParams = z.object({ id: z.string().max(100) });

/** The buyer's orders on this storefront (/mypurchases, /orders, /orderdetails/{id}). */
export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The signed-in buyer's orders (scope=mine) or the buyer organization's (scope=organization)",
        querystring: buyerOrderListQuerySchema,
        response: { 200: orderListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) =>
      listBuyerOrders(ctx, {
        storefront: request.storefront,
        viewer: requireUser(request),
        query: request.query,
      }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order: its buyer signed in, or a guest with the token of the order link',
        params: idParams,
        querystring: orderAccessQuerySchema,
        response: { 200: orderDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      getBuyerOrder(ctx, {
        storefront: request.storefront,
        viewer: request.user,
        id: request.params.id,
        token: request.query.token,
      }),
  );

  app.post(
    '/orders/:id/pay',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay the balance of an order by card (Idempotency-Key header required)',
        params: idParams,
        body: payOrderBodySchema,
        response: {
          200: orderMutationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) =>
      payOrder(ctx, {
        storefront: request.storefront,
        viewer: request.user,
        id: request.params.id,
        body: request.body,
        idempotencyKey: idempotencyKeyOf(request),
        log: (error) =>
          request.log.error({ err: error }, 'card payment step failed; the reconciler settles it'),
      }),
  );

  app.post(
    '/orders/:id/reorder',
    {
      schema: {
        tags: ['orders'],
        summary: "Put an order's items back into the cart, saying what changed in price or stock",
        params: idParams,
        response: { 200: reorderResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reorderOrder(ctx, {
        storefront: request.storefront,
        viewer: requireUser(request),
        owner: cartOwnerOf(request, reply, ctx),
        id: request.params.id,
      }),
  );

  app.get(
    '/orders/:id/invoice',
    { schema: { tags: ['orders'], params: idParams, querystring: orderAccessQuerySchema } },
    async (request, reply) => {
      const file = await getBuyerInvoice(ctx, {
        storefront: request.storefront,
        viewer: request.user,
        id: request.params.id,
        token: request.query.token,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );
};
