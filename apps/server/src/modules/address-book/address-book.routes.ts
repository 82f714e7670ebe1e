import {
  errorResponseSchema,
  savedAddressBodySchema,
  savedAddressDeleteSchema,
  savedAddressListSchema,
  savedAddressMutationSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireUser } from '../../plugins/auth';
import {
  createSavedAddress,
  deleteSavedAddress,
  listSavedAddresses,
  updateSavedAddress,
} from './address-book.service';

const idParams = z.object({ id: z.string().max(100) });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** The signed-in buyer's address book (the account area's Addresses, picked at checkout). */
export const addressBookRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/addresses',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's saved addresses and those shared in their organization",
        response: { 200: savedAddressListSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ items: await listSavedAddresses(ctx, requireUser(request)) }),
  );

  app.post(
    '/addresses',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save an address',
        body: savedAddressBodySchema,
        response: { 201: savedAddressMutationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await createSavedAddress(ctx, { viewer: requireUser(request), body: request.body });
      return reply.code(201).send(result);
    },
  );

  app.put(
    '/addresses/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change a saved address',
        params: idParams,
        body: savedAddressBodySchema,
        response: { 200: savedAddressMutationSchema, ...errors },
      },
    },
    async (request) =>
      updateSavedAddress(ctx, { viewer: requireUser(request), id: request.params.id, body: request.body }),
  );

  app.delete(
    '/addresses/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete a saved address',
        params: idParams,
        response: { 200: savedAddressDeleteSchema, ...errors },
      },
    },
    async (request) => deleteSavedAddress(ctx, { viewer: requireUser(request), id: request.params.id }),
  );
};
