import {
  brandsResponseSchema,
  categoryTreeResponseSchema,
  errorResponseSchema,
  listingDetailSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  myListingsQuerySchema,
  myListingsResponseSchema,
  quoteRequestBodySchema,
  quoteRequestResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { jsonSchemaSerializerCompiler } from '../../lib/json-serializer';
import { readGuestId, requireUser } from '../../plugins/auth';
import { ensureListingSearch } from '../search/search.service';
import { createSearchKeywordRecorder } from '../search/search-keywords.service';
import { getListing, listBrands, listCategories, searchListings, viewerOf } from './catalog.service';
import { listMyListings } from './listings-admin.service';
import { brandImageSvg, noImageSvg } from './media';
import { requestQuote } from './quote-requests.service';
import { createViewCounter } from './view-counter';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema };

/** SVGs served as images only: nothing in them may run or load anything. */
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=86400',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  const views = createViewCounter(ctx, app.log);
  const searchKeywords = createSearchKeywordRecorder(ctx, app.log);
  app.addHook('onClose', async () => {
    await views.close();
    await searchKeywords.close();
  });
  // A database migrated under demo data that predates the search index gets it built once.
  app.addHook('onReady', async () => {
    if (await ensureListingSearch(ctx.db)) app.log.info('built the catalogue search index');
  });

  app.get(
    '/listings',
    {
      // Guests' answers carry an ETag and may be kept by a CDN briefly (plugins/guest-cache.ts).
      config: { guestCache: true },
      // The busiest replies: written from the JSON Schema of the same zod schema (no zod per reply).
      serializerCompiler: jsonSchemaSerializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: "Search and browse the storefront's listings, with facet counts",
        querystring: listingSearchQuerySchema,
        response: { 200: listingSearchResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const result = await searchListings(ctx, {
        storefront: request.storefront,
        query: request.query,
        viewer,
      });
      const keyword = request.query.q?.trim();
      if (keyword) {
        const header = request.headers['x-time-zone'];
        searchKeywords.record({
          storefront: request.storefront,
          keyword,
          user: viewer,
          guestId: readGuestId(request),
          productSearchCount: result.total,
          ip: request.ip,
          timeZone: typeof header === 'string' ? header : undefined,
          searchedAt: ctx.now(),
        });
      }
      return result;
    },
  );

  app.get(
    '/listings/:id',
    {
      // Guests' answers carry an ETag and may be kept by a CDN briefly (plugins/guest-cache.ts).
      config: { guestCache: true },
      // The busiest replies: written from the JSON Schema of the same zod schema (no zod per reply).
      serializerCompiler: jsonSchemaSerializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: 'One listing visible on this storefront, with its product and seller',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: listingDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await getListing(ctx, {
        storefront: request.storefront,
        listingId: request.params.id,
        viewer: viewerOf(request),
      });
      views.record({
        storefrontId: request.storefront.id,
        listingId: detail.id,
        organizationId: detail.seller.id,
      });
      return detail;
    },
  );

  app.get(
    '/my-listings',
    {
      schema: {
        tags: ['catalog'],
        querystring: myListingsQuerySchema,
        response: {
          200: myListingsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => listMyListings(ctx, requireUser(request), request.query),
  );
  app.get(
    '/categories',
    {
      // The busiest replies: written from the JSON Schema of the same zod schema (no zod per reply).
      serializerCompiler: jsonSchemaSerializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: 'Categories and sub-categories with counts of visible listings',
        response: { 200: categoryTreeResponseSchema },
      },
    },
    async (request) => listCategories(ctx, request.storefront),
  );

  app.get(
    '/brands',
    {
      // The busiest replies: written from the JSON Schema of the same zod schema (no zod per reply).
      serializerCompiler: jsonSchemaSerializerCompiler,
      schema: {
        tags: ['catalog'],
        summary: 'Brands (OEMs) with counts of visible listings, A-Z',
        response: { 200: brandsResponseSchema },
      },
    },
    async (request) => listBrands(ctx, request.storefront),
  );

  app.post(
    '/quote-requests',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Ask the seller of a listing for a quote',
        body: quoteRequestBodySchema,
        response: { 201: quoteRequestResponseSchema, ...errors, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await requestQuote(ctx, {
        storefront: request.storefront,
        viewer: viewerOf(request),
        body: request.body,
        ip: request.ip,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/media/brand/:file',
    {
      config: { tenant: false },
      schema: {
        tags: ['catalog'],
        summary: 'Default product image of a brand: /api/media/brand/{OEM name}.svg',
        params: z.object({ file: z.string().min(5).max(200) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!file.endsWith('.svg')) {
        return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
      }
      return reply.headers(SVG_HEADERS).send(brandImageSvg(file.slice(0, -'.svg'.length)));
    },
  );

  app.get(
    '/media/no-image.svg',
    { config: { tenant: false }, schema: { tags: ['catalog'], summary: 'The no-image placeholder' } },
    async (_request, reply) => reply.headers(SVG_HEADERS).send(noImageSvg()),
  );
};
