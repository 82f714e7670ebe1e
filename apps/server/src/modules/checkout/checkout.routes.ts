import {
  checkoutBodySchema,
  checkoutMessages,
  checkoutQuoteBodySchema,
  checkoutQuoteSchema,
  checkoutResponseSchema,
  errorResponseSchema,
  IDEMPOTENCY_KEY_PATTERN,
} from '@patchbay/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, invalidData } from '../../lib/errors';
import type { CheckoutOutcome } from '../../lib/metrics';
import { cartOwnerOf } from '../cart/cart.routes';
import { quoteCheckout } from './checkout.service';
import { placeOrders } from './place-orders.service';

/** The Idempotency-Key header of checkout and payment calls (8 to 200 of [A-Za-z0-9_-]). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalidData(checkoutMessages.idempotencyKeyRequired, {
      'Idempotency-Key': checkoutMessages.idempotencyKeyRequired,
    });
  }
  return key;
}

/** What a refused checkout counts as in the metrics: a refused card, a conflict, or neither. */
function refusedOutcome(error: unknown): CheckoutOutcome | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'conflict') return 'conflict';
  if (error.code === 'invalid_data' && error.message === checkoutMessages.cardDeclined) return 'declined';
  return null;
}

export const checkoutRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/checkout/quote',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Price the cart as one order per seller: shipping, payment options, tax, fees, totals',
        body: checkoutQuoteBodySchema,
        response: { 200: checkoutQuoteSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) =>
      quoteCheckout(ctx, {
        storefront: request.storefront,
        owner: cartOwnerOf(request, reply, ctx),
        viewer: request.user,
        body: request.body,
      }),
  );

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Place one order per seller of the cart (Idempotency-Key header required)',
        body: checkoutBodySchema,
        response: {
          201: checkoutResponseSchema,
          400: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      let result: Awaited<ReturnType<typeof placeOrders>>;
      try {
        result = await placeOrders(ctx, {
          storefront: request.storefront,
          owner: cartOwnerOf(request, reply, ctx),
          viewer: request.user,
          body: request.body,
          idempotencyKey,
          log: (error) =>
            request.log.error(
              { err: error },
              'checkout step failed after a card authorization; voided or left to the reconciler',
            ),
        });
      } catch (error) {
        const outcome = refusedOutcome(error);
        if (outcome) ctx.metrics.checkouts.inc({ outcome });
        throw error;
      }
      ctx.metrics.checkouts.inc({ outcome: 'placed' });
      return reply.code(201).send(result);
    },
  );
};
