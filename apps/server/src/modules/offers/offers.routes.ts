import {
  adminOfferListQuerySchema,
  buyerOfferListQuerySchema,
  counterOfferBodySchema,
  createOfferBodySchema,
  createOfferResponseSchema,
  editOfferBodySchema,
  errorResponseSchema,
  offerAccessQuerySchema,
  offerAnswerBodySchema,
  offerListResponseSchema,
  offerMutationResponseSchema,
  offerSchema,
  offerTokenQuerySchema,
} from '@patchbay/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { csvDownloadHeaders } from '../../lib/csv-download';
import { ensureGuestId, readGuestId, requireStaff } from '../../plugins/auth';
import {
  answerAsBuyer,
  answerAsSeller,
  type BuyerAccess,
  getAdminOffer,
  getOffer,
  listAdminOffers,
  listBuyerOffers,
  makeOffer,
  type RequestPlace,
} from './offers.service';
import { exportAdminOffersCsv } from './offers-export';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const offerParams = z.strictObject({ id: z.uuid() });
const itemParams = z.strictObject({ id: z.uuid(), itemId: z.uuid() });

const placeOf = (request: FastifyRequest): RequestPlace => ({
  storefront: request.storefront,
  surface: request.surface,
});

const accessOf = (request: FastifyRequest, token: string | undefined): BuyerAccess => ({
  user: request.user,
  guestId: readGuestId(request),
  token: token ?? null,
});

/** The buyer's side of offers on a storefront (signed in, or a guest by guest id or mail link). */
export const offerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.post(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: 'Make an offer on listings of this storefront (one offer per seller)',
        body: createOfferBodySchema,
        response: { 201: createOfferResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const guestId = request.user ? null : ensureGuestId(request, reply, ctx.config);
      const created = await makeOffer(ctx, {
        place: placeOf(request),
        user: request.user,
        guestId,
        body: request.body,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/offers',
    {
      schema: {
        tags: ['offers'],
        summary: "The buyer's offers on this storefront, filtered by the status they see, sorted",
        querystring: buyerOfferListQuerySchema,
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listBuyerOffers(ctx, {
        place: placeOf(request),
        access: accessOf(request, undefined),
        query: request.query,
      }),
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['offers'],
        summary: "One offer with its thread, from the buyer's side or the seller's",
        params: offerParams,
        querystring: offerAccessQuerySchema,
        response: { 200: offerSchema, ...errors },
      },
    },
    async (request) =>
      getOffer(ctx, {
        place: placeOf(request),
        access: accessOf(request, request.query.token),
        offerId: request.params.id,
        from: request.query.from,
      }),
  );

  for (const action of ['accept', 'cancel'] as const) {
    app.post(
      `/offers/:id/items/:itemId/${action}`,
      {
        schema: {
          tags: ['offers'],
          summary:
            action === 'accept' ? "Accept the seller's counter-offer" : 'Cancel the offer on this item',
          params: itemParams,
          querystring: offerTokenQuerySchema,
          body: offerAnswerBodySchema,
          response: { 200: offerMutationResponseSchema, ...errors },
        },
      },
      async (request) =>
        answerAsBuyer(ctx, {
          place: placeOf(request),
          access: accessOf(request, request.query.token),
          offerId: request.params.id,
          itemId: request.params.itemId,
          action,
          body: request.body,
        }),
    );
  }

  app.post(
    '/offers/:id/items/:itemId/edit',
    {
      schema: {
        tags: ['offers'],
        summary: "Answer the seller's counter-offer with a new price or quantity",
        params: itemParams,
        querystring: offerTokenQuerySchema,
        body: editOfferBodySchema,
        response: { 200: offerMutationResponseSchema, ...errors },
      },
    },
    async (request) =>
      answerAsBuyer(ctx, {
        place: placeOf(request),
        access: accessOf(request, request.query.token),
        offerId: request.params.id,
        itemId: request.params.itemId,
        action: 'edit',
        body: request.body,
      }),
  );
};

/** The seller's side, in the admin API (staff with `offers.manage`, scoped to their organization). */
export const adminOfferRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/offers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Offers received by (box=received) or sent from (box=sent) the actor’s organization',
        querystring: adminOfferListQuerySchema,
        response: { 200: offerListResponseSchema, ...errors },
      },
    },
    async (request) => listAdminOffers(ctx, requireStaff(request), request.query),
  );

  app.get(
    '/offers.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The offers of the box, with the list’s filters, as CSV (one line per item)',
        querystring: adminOfferListQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportAdminOffersCsv(ctx, requireStaff(request), request.query);
      return reply.headers(csvDownloadHeaders(`offers-${request.query.box}.csv`)).send(csv);
    },
  );

  app.get(
    '/offers/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "One offer: the seller's side, or the buyer's for an offer the organization sent",
        params: offerParams,
        response: { 200: offerSchema, ...errors },
      },
    },
    async (request) => getAdminOffer(ctx, requireStaff(request), request.params.id),
  );

  for (const action of ['accept', 'reject'] as const) {
    app.post(
      `/offers/:id/items/:itemId/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: action === 'accept' ? "Accept the buyer's offer on this item" : "Reject the buyer's offer",
          params: itemParams,
          body: offerAnswerBodySchema,
          response: { 200: offerMutationResponseSchema, ...errors },
        },
      },
      async (request) =>
        answerAsSeller(ctx, {
          actor: requireStaff(request),
          offerId: request.params.id,
          itemId: request.params.itemId,
          action,
          body: request.body,
        }),
    );
  }

  app.post(
    '/offers/:id/items/:itemId/counter',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counter the buyer’s offer (at most 5 times, never above the listing price)',
        params: itemParams,
        body: counterOfferBodySchema,
        response: { 200: offerMutationResponseSchema, ...errors },
      },
    },
    async (request) =>
      answerAsSeller(ctx, {
        actor: requireStaff(request),
        offerId: request.params.id,
        itemId: request.params.itemId,
        action: 'counter',
        body: request.body,
      }),
  );
};
