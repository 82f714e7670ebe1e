import {
  additionalFeeBodySchema,
  adminOrderListQuerySchema,
  cancelOrderBodySchema,
  errorResponseSchema,
  orderDetailSchema,
  orderListResponseSchema,
  orderMutationResponseSchema,
  recordPaymentBodySchema,
  shipOrderBodySchema,
  shippingQuoteBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { csvDownloadHeaders } from '../../lib/csv-download';
import { requireStaff } from '../../plugins/auth';
import {
  addAdditionalFee,
  cancelOrder,
  recordPayment,
  setShippingQuote,
  shipOrder,
} from './order-actions.service';
import { getSellerInvoice, getSellerOrder, listSellerOrders } from './orders.service';
import { exportSellerOrdersCsv } from './orders-export';

const idParams = z.object({ id: z.string().max(100) });
const mutationResponses = {
  200: orderMutationResponseSchema,
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The admin portal's orders (/allorder, /mysales): registered under /api/admin (staff only). */
export const orderAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "Orders of the actor's organization as seller (scope=mine), or all (scope=all, operator)",
        querystring: adminOrderListQuerySchema,
        response: { 200: orderListResponseSchema, 400: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => listSellerOrders(ctx, { actor: requireStaff(request), query: request.query }),
  );

  app.get(
    '/orders.csv',
    {
      schema: {
        tags: ['orders'],
        summary: 'The orders of the list, with its filters, as CSV',
        querystring: adminOrderListQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportSellerOrdersCsv(ctx, { actor: requireStaff(request), query: request.query });
      return reply.headers(csvDownloadHeaders('orders.csv')).send(csv);
    },
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order with items, addresses, transaction, payments, shipping, fees and allowed actions',
        params: idParams,
        response: { 200: orderDetailSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getSellerOrder(ctx, { actor: requireStaff(request), id: request.params.id }),
  );

  app.get(
    '/orders/:id/invoice',
    { schema: { tags: ['orders'], params: idParams } },
    async (request, reply) => {
      const file = await getSellerInvoice(ctx, { actor: requireStaff(request), id: request.params.id });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/orders/:id/shipping-quote',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Set the shipping fee of an order awaiting a shipping quote; the buyer is mailed the new total',
        params: idParams,
        body: shippingQuoteBodySchema,
        response: mutationResponses,
      },
    },
    async (request) =>
      setShippingQuote(ctx, {
        actor: requireStaff(request),
        id: request.params.id,
        amount: request.body.amount,
      }),
  );

  app.post(
    '/orders/:id/additional-fees',
    {
      schema: {
        tags: ['orders'],
        summary: 'Add a fee to an order',
        params: idParams,
        body: additionalFeeBodySchema,
        response: mutationResponses,
      },
    },
    async (request) =>
      addAdditionalFee(ctx, { actor: requireStaff(request), id: request.params.id, ...request.body }),
  );

  app.post(
    '/orders/:id/payments',
    {
      schema: {
        tags: ['orders'],
        summary: 'Record a payment received; the order becomes partially paid or paid by the sum',
        params: idParams,
        body: recordPaymentBodySchema,
        response: mutationResponses,
      },
    },
    async (request) =>
      recordPayment(ctx, { actor: requireStaff(request), id: request.params.id, body: request.body }),
  );

  app.post(
    '/orders/:id/shipment',
    {
      schema: {
        tags: ['orders'],
        summary: 'Mark an order shipped with courier, tracking number, tracking URL and date',
        params: idParams,
        body: shipOrderBodySchema,
        response: mutationResponses,
      },
    },
    async (request) =>
      shipOrder(ctx, { actor: requireStaff(request), id: request.params.id, shipment: request.body }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel an order: its units go back on sale and card payments are refunded',
        params: idParams,
        body: cancelOrderBodySchema,
        response: mutationResponses,
      },
    },
    async (request) =>
      cancelOrder(ctx, {
        actor: requireStaff(request),
        id: request.params.id,
        reason: request.body.reason,
        log: (error) =>
          request.log.error({ err: error }, 'refund after a cancel failed; the reconciler retries it'),
      }),
  );
};
