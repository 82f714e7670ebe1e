import fastifyMultipart from '@fastify/multipart';
import {
  accountMessages,
  adminProductExportQuerySchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductSchema,
  errorResponseSchema,
  idParamsSchema,
  listingBulkBodySchema,
  listingBulkResponseSchema,
  listingPatchBodySchema,
  listingPatchResponseSchema,
  productFormOptionsSchema,
  productHistoryResponseSchema,
  productImagesBodySchema,
  productImagesResponseSchema,
  productMutationResponseSchema,
  productRemovedResponseSchema,
  productUpdateBodySchema,
  productWriteBodySchema,
  specDocumentResponseSchema,
  UPLOAD_MAX_BYTES,
} from '@patchbay/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireStaff } from '../../plugins/auth';
import { imageTypeError } from '../uploads/uploads.service';
import { updateProductWithShares } from './listing-requests.service';
import { bulkUpdateListings, listProductRows, patchListing } from './listings-admin.service';
import {
  addProductImage,
  arrangeProductImages,
  removeSpecDocument,
  SPEC_DOCUMENT_MAX_BYTES,
  setSpecDocument,
  specDocumentError,
} from './product-media.service';
import {
  createProduct,
  deleteProduct,
  getProduct,
  getProductFormOptions,
  getProductHistory,
} from './products.service';
import { exportProducts } from './products-export';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** The one file of a multipart request, or the given error when there is none or it is too large. */
async function readFile(
  request: FastifyRequest,
  maxBytes: number,
  wrongType: () => AppError,
): Promise<Buffer> {
  if (!request.isMultipart()) throw wrongType();
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file) throw wrongType();
    return await file.toBuffer();
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new AppError('invalid_data', accountMessages.fileTooLarge, {
        fields: { file: accountMessages.fileTooLarge },
      });
    }
    if (hasCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw wrongType();
    throw error;
  }
}

/**
 * Admin portal: the seller's catalogue (/myproducts, /myinventory, /filteredlistofproduct,
 * /product/new, /product/edit/{id}, /producthistory/{id}). Tenant-scoped: another organization's
 * product or listing answers 404; a role without the permission 403 (docs/permissions.md).
 */
export const productAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: "The organization's listings with their products: filtered, sorted, paged",
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductListResponseSchema, ...errors },
      },
    },
    async (request) => listProductRows(ctx, requireStaff(request), request.query),
  );

  app.get(
    '/products/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered set of the data table as CSV or XLSX',
        querystring: adminProductExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportProducts(ctx, requireStaff(request), request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/product-options',
    {
      schema: {
        tags: ['admin'],
        summary: "The product form's choices: categories with sub-categories, conditions",
        response: { 200: productFormOptionsSchema, ...errors },
      },
    },
    async (request) => getProductFormOptions(ctx, requireStaff(request)),
  );

  app.post(
    '/products',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a product with its listing',
        body: productWriteBodySchema,
        response: { 201: productMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createProduct(ctx, requireStaff(request), request.body)),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One product of the organization with its listing',
        params: idParamsSchema,
        response: { 200: adminProductSchema, ...errors },
      },
    },
    async (request) => getProduct(ctx, requireStaff(request), request.params.id),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Save the product form: the product with its listing, and (sharedWithOrgIds) the organizations it is offered to',
        params: idParamsSchema,
        body: productUpdateBodySchema,
        response: { 200: productMutationResponseSchema, ...errors },
      },
    },
    async (request) => updateProductWithShares(ctx, requireStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove the organization's listing of a product",
        params: idParamsSchema,
        response: { 200: productRemovedResponseSchema, ...errors },
      },
    },
    async (request) => deleteProduct(ctx, requireStaff(request), request.params.id),
  );

  app.get(
    '/products/:id/history',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who changed what and when, field by field',
        params: idParamsSchema,
        response: { 200: productHistoryResponseSchema, ...errors },
      },
    },
    async (request) => getProductHistory(ctx, requireStaff(request), request.params.id),
  );

  app.put(
    '/products/:id/images',
    {
      schema: {
        tags: ['admin'],
        summary: "The product's images in a new order, or fewer of them; the first is the main image",
        params: idParamsSchema,
        body: productImagesBodySchema,
        response: { 200: productImagesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const media = await arrangeProductImages(
        ctx,
        requireStaff(request),
        request.params.id,
        request.body.imageUrls,
      );
      return { imageUrls: media.imageUrls };
    },
  );

  app.delete(
    '/products/:id/spec-document',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove the product's spec document",
        params: idParamsSchema,
        response: { 200: specDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const media = await removeSpecDocument(ctx, requireStaff(request), request.params.id);
      return { specDocUrl: media.specDocUrl };
    },
  );

  app.patch(
    '/listings/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a listing's price or stock (the table's inline edit)",
        params: idParamsSchema,
        body: listingPatchBodySchema,
        response: { 200: listingPatchResponseSchema, ...errors },
      },
    },
    async (request) => patchListing(ctx, requireStaff(request), request.params.id, request.body),
  );

  app.post(
    '/listings/bulk',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the price or stock of selected listings, show or hide them, or remove them',
        body: listingBulkBodySchema,
        response: { 200: listingBulkResponseSchema, ...errors },
      },
    },
    async (request) => bulkUpdateListings(ctx, requireStaff(request), request.body),
  );

  // Multipart parsing only for the two file routes, registered in a scope of their own.
  const fileRoutes: FastifyPluginAsyncZod = async (files) => {
    await files.register(fastifyMultipart, {
      limits: { fileSize: SPEC_DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 100 },
    });

    files.post(
      '/products/:id/images',
      {
        schema: {
          tags: ['admin'],
          summary: 'Add an image to a product (png, jpeg or gif by content, at most 5 MB)',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: productImagesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = requireStaff(request);
        const file = await readFile(request, UPLOAD_MAX_BYTES, imageTypeError);
        const media = await addProductImage(ctx, actor, request.params.id, file);
        return { imageUrls: media.imageUrls };
      },
    );

    files.post(
      '/products/:id/spec-document',
      {
        schema: {
          tags: ['admin'],
          summary: 'Upload the product’s spec document (PDF, at most 10 MB)',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: specDocumentResponseSchema, ...errors },
        },
      },
      async (request) => {
        const actor = requireStaff(request);
        const file = await readFile(request, SPEC_DOCUMENT_MAX_BYTES, specDocumentError);
        const media = await setSpecDocument(ctx, actor, request.params.id, file);
        return { specDocUrl: media.specDocUrl };
      },
    );
  };
  await app.register(fileRoutes);
};
