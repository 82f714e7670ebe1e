import fastifyMultipart from '@fastify/multipart';
import {
  errorResponseSchema,
  idParamsSchema,
  importTemplateQuerySchema,
  PRODUCT_IMPORT_MAX_BYTES,
  productImportListQuerySchema,
  productImportListResponseSchema,
  productImportMappingBodySchema,
  productImportMessages,
  productImportPreviewResponseSchema,
  productImportResponseSchema,
  productImportSchema,
  productImportUploadQuerySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { invalidData } from '../../lib/errors';
import { requireStaff } from '../../plugins/auth';
import {
  cancelImport,
  failedRowsFile,
  getImport,
  importTemplate,
  listImports,
  previewImport,
  startImport,
  uploadImport,
} from './product-imports.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/["\\\r\n]/g, '_')}"`;

/**
 * Catalogue imports (/product/import, /product/updateimport, /uploadstatus,
 * /allbackendbulkdataupdate). Multipart parsing is registered inside this plugin only.
 */
export const productImportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  await app.register(fastifyMultipart, {
    limits: { fileSize: PRODUCT_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 100 },
  });

  app.post(
    '/product-imports',
    {
      schema: {
        tags: ['admin'],
        consumes: ['multipart/form-data'],
        querystring: productImportUploadQuerySchema,
        response: { 201: productImportResponseSchema, ...errors, 413: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireStaff(request);
      if (!request.isMultipart())
        throw invalidData(productImportMessages.fileType, { file: productImportMessages.fileType });
      const file = await request.file();
      if (!file) throw invalidData(productImportMessages.fileType, { file: productImportMessages.fileType });
      const result = await uploadImport(ctx, actor, request.query, {
        stream: file.file,
        fileName: file.filename,
      });
      return reply.code(201).send(result);
    },
  );
  app.get(
    '/product-imports',
    {
      schema: {
        tags: ['admin'],
        querystring: productImportListQuerySchema,
        response: { 200: productImportListResponseSchema, ...errors },
      },
    },
    async (request) => listImports(ctx, requireStaff(request), request.query),
  );
  app.get(
    '/product-imports/template',
    { schema: { tags: ['admin'], querystring: importTemplateQuerySchema } },
    async (request, reply) => {
      requireStaff(request);
      const file = await importTemplate(request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .send(file.body);
    },
  );
  app.get(
    '/product-imports/:id',
    {
      schema: { tags: ['admin'], params: idParamsSchema, response: { 200: productImportSchema, ...errors } },
    },
    async (request) => getImport(ctx, requireStaff(request), request.params.id),
  );
  app.post(
    '/product-imports/:id/preview',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: productImportMappingBodySchema,
        response: { 200: productImportPreviewResponseSchema, ...errors },
      },
    },
    async (request) => previewImport(ctx, requireStaff(request), request.params.id, request.body.mapping),
  );
  app.post(
    '/product-imports/:id/start',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        body: productImportMappingBodySchema,
        response: { 202: productImportResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await startImport(ctx, requireStaff(request), request.params.id, request.body.mapping);
      return reply.code(202).send(result);
    },
  );
  app.post(
    '/product-imports/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        params: idParamsSchema,
        response: { 200: productImportResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => cancelImport(ctx, requireStaff(request), request.params.id),
  );
  app.get(
    '/product-imports/:id/failed-rows',
    { schema: { tags: ['admin'], params: idParamsSchema } },
    async (request, reply) => {
      const file = await failedRowsFile(ctx, requireStaff(request), request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .send(file.body);
    },
  );
};
