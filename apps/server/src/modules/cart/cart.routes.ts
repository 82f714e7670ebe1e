import {
  addCartItemBodySchema,
  cartSchema,
  copySharedCartResponseSchema,
  errorResponseSchema,
  quickOrderAddBodySchema,
  quickOrderAddResponseSchema,
  quickOrderMatchBodySchema,
  quickOrderMatchResponseSchema,
  shareCartResponseSchema,
  sharedCartSchema,
  updateCartItemBodySchema,
} from '@patchbay/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ensureGuestId, requireUser } from '../../plugins/auth';
import {
  addCartItem,
  type CartOwner,
  copySharedCart,
  getCart,
  getSharedCart,
  removeCartItem,
  shareCart,
  updateCartItemQuantity,
} from './cart.service';
import { addQuickOrder, matchQuickOrder } from './quick-order.service';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };
const idParams = z.object({ id: z.string().max(100) });

/** The cart of the signed-in user, else of this browser's guest id (given one if it has none). */
export function cartOwnerOf(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): CartOwner {
  if (request.user) return { userId: request.user.id };
  return { guestId: ensureGuestId(request, reply, ctx.config) };
}

export const cartRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  const at = (request: FastifyRequest, reply: FastifyReply) => ({
    storefront: request.storefront,
    owner: cartOwnerOf(request, reply, ctx),
    viewer: request.user,
  });

  app.get(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "This storefront's cart of the signed-in user or guest, priced now",
        response: { 200: cartSchema },
      },
    },
    async (request, reply) => getCart(ctx, at(request, reply)),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a listing to the cart (or more of it to its line)',
        body: addCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => addCartItem(ctx, { ...at(request, reply), body: request.body }),
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change the quantity of a cart line',
        params: idParams,
        body: updateCartItemBodySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) =>
      updateCartItemQuantity(ctx, {
        ...at(request, reply),
        id: request.params.id,
        quantity: request.body.quantity,
      }),
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a cart line',
        params: idParams,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request, reply) => removeCartItem(ctx, { ...at(request, reply), id: request.params.id }),
  );

  app.post(
    '/cart/quick-order/match',
    {
      schema: {
        tags: ['cart'],
        summary: 'Quick order: match pasted "part number, quantity" lines to listings, line by line',
        body: quickOrderMatchBodySchema,
        response: { 200: quickOrderMatchResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return matchQuickOrder(ctx, { ...at(request, reply), viewer, text: request.body.text });
    },
  );

  app.post(
    '/cart/quick-order',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Quick order: add the matched listings to the cart in one go, saying what could not be added',
        body: quickOrderAddBodySchema,
        response: { 200: quickOrderAddResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      return addQuickOrder(ctx, { ...at(request, reply), viewer, body: request.body });
    },
  );

  app.post(
    '/cart/share',
    {
      schema: {
        tags: ['cart'],
        summary: 'A link that opens a copy of this cart for whoever opens it',
        response: { 201: shareCartResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await shareCart(ctx, at(request, reply))),
  );

  app.get(
    '/shared-carts/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'What a cart link holds, priced for the viewer',
        params: idParams,
        response: { 200: sharedCartSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      getSharedCart(ctx, { storefront: request.storefront, viewer: request.user, id: request.params.id }),
  );

  app.post(
    '/shared-carts/:id/copy',
    {
      schema: {
        tags: ['cart'],
        summary: "Copy a cart link's items into the viewer's cart",
        params: idParams,
        response: { 200: copySharedCartResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => copySharedCart(ctx, { ...at(request, reply), id: request.params.id }),
  );
};
