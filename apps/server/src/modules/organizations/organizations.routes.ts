import {
  createOrganizationBodySchema,
  errorResponseSchema,
  idParamsSchema,
  organizationListResponseSchema,
  organizationMutationResponseSchema,
  organizationSchema,
  updateOrganizationBodySchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  createOrganization,
  getOrganization,
  listOrganizationsFor,
  updateOrganization,
} from './organizations.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Admin portal: organizations (/organization, /organization/new, /organization/{id}). */
export const organizationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/organizations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Organizations: all for the operator, else only the own one',
        response: { 200: organizationListResponseSchema, ...errors },
      },
    },
    async (request) => listOrganizationsFor(ctx, requireStaff(request)),
  );

  app.post(
    '/organizations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create an organization (operator only)',
        body: createOrganizationBodySchema,
        response: { 201: organizationMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganization(ctx, requireStaff(request), request.body)),
  );

  app.get(
    '/organizations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One organization',
        params: idParamsSchema,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => getOrganization(ctx, requireStaff(request), request.params.id),
  );

  app.patch(
    '/organizations/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit an organization (type and verified: operator only)',
        params: idParamsSchema,
        body: updateOrganizationBodySchema,
        response: { 200: organizationMutationResponseSchema, ...errors },
      },
    },
    async (request) => updateOrganization(ctx, requireStaff(request), request.params.id, request.body),
  );
};
