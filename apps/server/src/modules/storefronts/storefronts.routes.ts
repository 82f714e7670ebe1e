import { storefrontBrandingSchema, storefrontLinksResponseSchema } from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { listStorefrontLinks, toStorefrontBranding } from './storefronts.service';

export const storefrontRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/storefront',
    {
      schema: {
        tags: ['storefront'],
        summary: "The current host's storefront branding",
        response: { 200: storefrontBrandingSchema },
      },
    },
    async (request) => toStorefrontBranding(request.storefront, ctx.config.companyWebsiteUrl),
  );

  app.get(
    '/storefronts',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Every storefront and its host, for links and cross-domain sign-in',
        response: { 200: storefrontLinksResponseSchema },
      },
    },
    async () => listStorefrontLinks(ctx),
  );
};
