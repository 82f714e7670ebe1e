import { customPageSchema, errorResponseSchema, faqListSchema } from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getCustomPage } from './content.service';
import { getStorefrontFaq } from './content-admin.service';

export const contentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/pages/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A published custom page of this storefront, by id or slug (HTML sanitised)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: customPageSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getCustomPage(ctx, { storefront: request.storefront, idOrSlug: request.params.id }),
  );
  app.get(
    '/faq',
    {
      schema: {
        tags: ['content'],
        summary: "This storefront's FAQ, in the seller's order",
        response: { 200: faqListSchema },
      },
    },
    async (request) => getStorefrontFaq(ctx, request.storefront.id),
  );
};
