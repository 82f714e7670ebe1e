import { customPageSchema, errorResponseSchema } from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getCustomPage } from './content.service';

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
};
