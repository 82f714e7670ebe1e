import { newsletterSubscribeBodySchema, newsletterSubscribeResponseSchema } from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { subscribeNewsletter } from './newsletter.service';

export const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Subscribe an email to the current storefront newsletter',
        body: newsletterSubscribeBodySchema,
        response: { 200: newsletterSubscribeResponseSchema },
      },
    },
    async (request) =>
      subscribeNewsletter(ctx, { storefront: request.storefront, email: request.body.email }),
  );
};
