import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  createUserBodySchema,
  deleteUserResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  inviteUsersBodySchema,
  inviteUsersResponseSchema,
  revokeInvitationResponseSchema,
  updateUserBodySchema,
  userMutationResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireStaff } from '../../plugins/auth';
import {
  createUser,
  deleteUser,
  getUser,
  inviteUsers,
  listUsersFor,
  resendInvitation,
  revokeInvitation,
  updateUser,
} from './users.service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Admin portal: the people of an organization (/users, /user/new, /user/{id}, /registerusers). */
export const userRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: "The users of the actor's organization (the operator: all, or one organization)",
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors },
      },
    },
    async (request) => listUsersFor(ctx, requireStaff(request), request.query),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a user; without a password an invitation mail is sent',
        body: createUserBodySchema,
        response: { 201: userMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(ctx, requireStaff(request), request.body)),
  );

  app.post(
    '/users/invite',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite several people by e-mail',
        body: inviteUsersBodySchema,
        response: { 200: inviteUsersResponseSchema, ...errors },
      },
    },
    async (request) => inviteUsers(ctx, requireStaff(request), request.body),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) => getUser(ctx, requireStaff(request), request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a user (role, details, disabled)',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userMutationResponseSchema, ...errors },
      },
    },
    async (request) => updateUser(ctx, requireStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a user (disabled instead when orders or offers point at them)',
        params: idParamsSchema,
        response: { 200: deleteUserResponseSchema, ...errors },
      },
    },
    async (request) => deleteUser(ctx, requireStaff(request), request.params.id),
  );

  app.post(
    '/users/:id/invitation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send an invited user a new invitation mail',
        params: idParamsSchema,
        response: { 200: userMutationResponseSchema, ...errors },
      },
    },
    async (request) => resendInvitation(ctx, requireStaff(request), request.params.id),
  );

  app.delete(
    '/users/:id/invitation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke the invitation of a user who has not set a password',
        params: idParamsSchema,
        response: { 200: revokeInvitationResponseSchema, ...errors },
      },
    },
    async (request) => revokeInvitation(ctx, requireStaff(request), request.params.id),
  );
};
