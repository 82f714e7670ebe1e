import {
  adminCustomPageListSchema,
  adminCustomPageMutationSchema,
  adminCustomPageSchema,
  adminFaqListQuerySchema,
  adminFaqListSchema,
  contentDeleteSchema,
  createCustomPageBodySchema,
  createFaqBodySchema,
  customPageListQuerySchema,
  errorResponseSchema,
  faqMoveSchema,
  faqMutationSchema,
  idParamsSchema,
  moveFaqBodySchema,
  updateCustomPageBodySchema,
  updateFaqBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  createCustomPage,
  createFaq,
  deleteCustomPage,
  deleteFaq,
  getAdminCustomPage,
  listAdminFaq,
  listCustomPages,
  moveFaq,
  updateCustomPage,
  updateFaq,
} from './content-admin.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const schema = (summary: string) => ({ tags: ['admin'], summary });

/** Admin portal: custom pages (/mycustompage, /custompage/new, /custompage/edit) and FAQ (/add/faq). */
export const contentAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/custom-pages',
    {
      schema: {
        ...schema("The custom pages of the organization's storefronts"),
        querystring: customPageListQuerySchema,
        response: { 200: adminCustomPageListSchema, ...errors },
      },
    },
    async (request) => listCustomPages(ctx, requireStaff(request), request.query),
  );
  app.post(
    '/custom-pages',
    {
      schema: {
        ...schema('Write a custom page'),
        body: createCustomPageBodySchema,
        response: { 201: adminCustomPageMutationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomPage(ctx, requireStaff(request), request.body)),
  );
  app.get(
    '/custom-pages/:id',
    {
      schema: {
        ...schema('One custom page, draft or published'),
        params: idParamsSchema,
        response: { 200: adminCustomPageSchema, ...errors },
      },
    },
    async (request) => getAdminCustomPage(ctx, requireStaff(request), request.params.id),
  );
  app.patch(
    '/custom-pages/:id',
    {
      schema: {
        ...schema('Change a custom page'),
        params: idParamsSchema,
        body: updateCustomPageBodySchema,
        response: { 200: adminCustomPageMutationSchema, ...errors },
      },
    },
    async (request) => updateCustomPage(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.delete(
    '/custom-pages/:id',
    {
      schema: {
        ...schema('Delete a custom page'),
        params: idParamsSchema,
        response: { 200: contentDeleteSchema, ...errors },
      },
    },
    async (request) => deleteCustomPage(ctx, requireStaff(request), request.params.id),
  );
  app.get(
    '/faqs',
    {
      schema: {
        ...schema("A storefront's FAQ in its order"),
        querystring: adminFaqListQuerySchema,
        response: { 200: adminFaqListSchema, ...errors },
      },
    },
    async (request) => listAdminFaq(ctx, requireStaff(request), request.query.storefrontId),
  );
  app.post(
    '/faqs',
    {
      schema: {
        ...schema('Add a question and its answer'),
        body: createFaqBodySchema,
        response: { 201: faqMutationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFaq(ctx, requireStaff(request), request.body)),
  );
  app.patch(
    '/faqs/:id',
    {
      schema: {
        ...schema('Change a question or its answer'),
        params: idParamsSchema,
        body: updateFaqBodySchema,
        response: { 200: faqMutationSchema, ...errors },
      },
    },
    async (request) => updateFaq(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.post(
    '/faqs/:id/move',
    {
      schema: {
        ...schema('Move a question one place up or down'),
        params: idParamsSchema,
        body: moveFaqBodySchema,
        response: { 200: faqMoveSchema, ...errors },
      },
    },
    async (request) => moveFaq(ctx, requireStaff(request), request.params.id, request.body.direction),
  );
  app.delete(
    '/faqs/:id',
    {
      schema: {
        ...schema('Delete a question'),
        params: idParamsSchema,
        response: { 200: contentDeleteSchema, ...errors },
      },
    },
    async (request) => deleteFaq(ctx, requireStaff(request), request.params.id),
  );
};
