import {
  adminCategoryTreeResponseSchema,
  categoryChangeResponseSchema,
  createCategoryBodySchema,
  errorResponseSchema,
  idParamsSchema,
  mergeCategoryBodySchema,
  renameCategoryBodySchema,
  retireCategoryBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  createCategory,
  getCategoryTree,
  mergeCategory,
  renameCategory,
  retireCategory,
} from './categories.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const writeErrors = { ...errors, 409: errorResponseSchema };

/** Admin portal: the category tree (/categoryView); reads for staff, changes for the operator. */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/categories',
    { schema: { tags: ['admin'], response: { 200: adminCategoryTreeResponseSchema, ...errors } } },
    async (request) => getCategoryTree(ctx, requireStaff(request)),
  );
  app.post(
    '/categories',
    {
      schema: {
        tags: ['admin'],
        body: createCategoryBodySchema,
        response: { 201: categoryChangeResponseSchema, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(ctx, requireStaff(request), request.body)),
  );
  app.put(
    '/categories/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: renameCategoryBodySchema,
        response: { 200: categoryChangeResponseSchema, ...writeErrors },
      },
    },
    async (request) => renameCategory(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.post(
    '/categories/:id/merge',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: mergeCategoryBodySchema,
        response: { 200: categoryChangeResponseSchema, ...writeErrors },
      },
    },
    async (request) => mergeCategory(ctx, requireStaff(request), request.params.id, request.body),
  );
  app.post(
    '/categories/:id/retirement',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: retireCategoryBodySchema,
        response: { 200: categoryChangeResponseSchema, ...writeErrors },
      },
    },
    async (request) => retireCategory(ctx, requireStaff(request), request.params.id, request.body),
  );
};
