import {
  errorResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscriberListQuerySchema,
  newsletterSubscriberListSchema,
  newsletterUnsubscribeBodySchema,
  newsletterUnsubscribeResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  exportNewsletterSubscribersCsv,
  listNewsletterSubscribers,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from './newsletter.service';

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
  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Unsubscribe with the link of a newsletter mail',
        body: newsletterUnsubscribeBodySchema,
        response: {
          200: newsletterUnsubscribeResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => unsubscribeNewsletter(ctx, request.body.token),
  );
};

const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

/** Admin portal: a storefront's newsletter subscribers and their CSV. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/newsletter-subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: "A storefront's newsletter subscribers",
        querystring: newsletterSubscriberListQuerySchema,
        response: { 200: newsletterSubscriberListSchema, ...adminErrors },
      },
    },
    async (request) => listNewsletterSubscribers(ctx, requireStaff(request), request.query),
  );
  app.get(
    '/newsletter-subscribers.csv',
    {
      schema: {
        tags: ['admin'],
        summary: "A storefront's newsletter subscribers as CSV, with the same filters",
        querystring: newsletterSubscriberListQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportNewsletterSubscribersCsv(ctx, requireStaff(request), request.query);
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="newsletter-subscribers.csv"',
          'cache-control': 'no-store',
        })
        .send(csv);
    },
  );
};
