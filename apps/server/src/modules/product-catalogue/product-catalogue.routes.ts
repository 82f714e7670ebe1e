import {
  errorResponseSchema,
  idParamsSchema,
  insertOriginalDataBodySchema,
  insertOriginalDataResponseSchema,
  productCatalogueAddResponseSchema,
  productCatalogueEntryResponseSchema,
  productCatalogueEntrySchema,
  productCatalogueListSchema,
  productCatalogueMessageSchema,
  productCatalogueQuerySchema,
  productCatalogueSelectionListSchema,
  productCatalogueSelectionQuerySchema,
  productInsightApplyBodySchema,
  productInsightApplyResponseSchema,
  productInsightListQuerySchema,
  productInsightListSchema,
  productInsightResultSchema,
  productOriginalDataSchema,
  productWriteBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  addProductFromCatalogue,
  getProductCatalogueEntry,
  insertProductOriginalData,
  listProductCatalogueSelections,
  searchProductCatalogue,
  selectProductCatalogueEntry,
  unselectProductCatalogueEntry,
  updateProductCatalogueEntry,
} from './product-catalogue.service';
import { applyProductInsights, listProductInsights, lookUpProductInsights } from './product-insights.service';

const errors = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The reference catalogue and product insights (docs/insights.md), under /api/admin (staff only). */
export const productCatalogueRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/product-catalogue',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search the reference catalogue by brand and MPN (lower-case)',
        querystring: productCatalogueQuerySchema,
        response: { 200: productCatalogueListSchema, ...errors },
      },
    },
    async (request) => searchProductCatalogue(ctx, requireStaff(request), request.query),
  );

  app.post(
    '/product-catalogue/insertproductoriginaldata',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Add manufacturer records to the reference catalogue, or update those of the same brand and MPN',
        body: insertOriginalDataBodySchema,
        response: { 200: insertOriginalDataResponseSchema, ...errors },
      },
    },
    async (request) => insertProductOriginalData(ctx, requireStaff(request), request.body),
  );

  app.get(
    '/product-catalogue/selections',
    {
      schema: {
        tags: ['admin'],
        summary: "The organization's selected reference data; added=true: the products made from it",
        querystring: productCatalogueSelectionQuerySchema,
        response: { 200: productCatalogueSelectionListSchema, ...errors },
      },
    },
    async (request) => listProductCatalogueSelections(ctx, requireStaff(request), request.query),
  );

  app.get(
    '/product-catalogue/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One reference product',
        params: idParamsSchema,
        response: { 200: productCatalogueEntrySchema, ...errors },
      },
    },
    async (request) => getProductCatalogueEntry(ctx, requireStaff(request), request.params.id),
  );

  app.put(
    '/product-catalogue/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit one reference product',
        params: idParamsSchema,
        body: productOriginalDataSchema,
        response: { 200: productCatalogueEntryResponseSchema, ...errors },
      },
    },
    async (request) =>
      updateProductCatalogueEntry(ctx, requireStaff(request), request.params.id, request.body),
  );

  app.put(
    '/product-catalogue/:id/selection',
    {
      schema: {
        tags: ['admin'],
        summary: "Keep a reference product in the organization's selected data",
        params: idParamsSchema,
        response: { 200: productCatalogueMessageSchema, ...errors },
      },
    },
    async (request) => selectProductCatalogueEntry(ctx, requireStaff(request), request.params.id),
  );

  app.delete(
    '/product-catalogue/:id/selection',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove a reference product from the organization's selected data",
        params: idParamsSchema,
        response: { 200: productCatalogueMessageSchema, ...errors },
      },
    },
    async (request) => unselectProductCatalogueEntry(ctx, requireStaff(request), request.params.id),
  );

  app.post(
    '/product-catalogue/:id/products',
    {
      schema: {
        tags: ['admin'],
        summary: "Add a product to the organization's catalogue from a reference product",
        params: idParamsSchema,
        body: productWriteBodySchema,
        response: { 201: productCatalogueAddResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addProductFromCatalogue(ctx, requireStaff(request), request.params.id, request.body)),
  );

  app.get(
    '/product-insights',
    {
      schema: {
        tags: ['admin'],
        summary: "The organization's products with their insight flags",
        querystring: productInsightListQuerySchema,
        response: { 200: productInsightListSchema, ...errors },
      },
    },
    async (request) => listProductInsights(ctx, requireStaff(request), request.query),
  );

  app.post(
    '/product-insights/:id/lookup',
    {
      schema: {
        tags: ['admin'],
        summary: 'Look a product up: its reference data and retail prices, badged, with a suggested price',
        params: idParamsSchema,
        response: { 200: productInsightResultSchema, ...errors },
      },
    },
    async (request) => lookUpProductInsights(ctx, requireStaff(request), request.params.id),
  );

  app.post(
    '/product-insights/:id/apply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Use the insight data: the suggested price and/or the reference data, on the product',
        params: idParamsSchema,
        body: productInsightApplyBodySchema,
        response: { 200: productInsightApplyResponseSchema, ...errors },
      },
    },
    async (request) => applyProductInsights(ctx, requireStaff(request), request.params.id, request.body),
  );
};
