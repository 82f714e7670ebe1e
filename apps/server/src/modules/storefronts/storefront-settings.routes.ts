import {
  errorResponseSchema,
  idParamsSchema,
  storefrontSettingsListSchema,
  storefrontSettingsMutationSchema,
  storefrontSettingsSchema,
  updateStorefrontSettingsBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  getStorefrontSettings,
  listOwnedStorefronts,
  updateStorefrontSettings,
} from './storefront-settings.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Admin portal: the settings of the storefronts an organization owns. */
export const storefrontSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/storefronts',
    {
      schema: {
        tags: ['admin'],
        summary: "The organization's storefronts with their settings",
        response: { 200: storefrontSettingsListSchema, ...errors },
      },
    },
    async (request) => listOwnedStorefronts(ctx, requireStaff(request)),
  );

  app.get(
    '/storefronts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "One storefront's settings",
        params: idParamsSchema,
        response: { 200: storefrontSettingsSchema, ...errors },
      },
    },
    async (request) => getStorefrontSettings(ctx, requireStaff(request), request.params.id),
  );

  app.patch(
    '/storefronts/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a storefront's branding and settings",
        params: idParamsSchema,
        body: updateStorefrontSettingsBodySchema,
        response: { 200: storefrontSettingsMutationSchema, ...errors },
      },
    },
    async (request) => updateStorefrontSettings(ctx, requireStaff(request), request.params.id, request.body),
  );
};
