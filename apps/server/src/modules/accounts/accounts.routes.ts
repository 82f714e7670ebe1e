import {
  accountMessages,
  changePasswordBodySchema,
  crossDomainPreviewResponseSchema,
  crossDomainRedeemBodySchema,
  crossDomainRedeemResponseSchema,
  crossDomainStartBodySchema,
  crossDomainStartResponseSchema,
  errorResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
} from '@patchbay/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import {
  clearSessionCookie,
  ensureGuestId,
  readGuestId,
  requireUser,
  setSessionCookie,
} from '../../plugins/auth';
import {
  changePassword,
  forgotPassword,
  issueToken,
  previewCrossDomain,
  type RequestPlace,
  redeemCrossDomain,
  register,
  resetPassword,
  signIn,
  signOut,
  startCrossDomain,
} from './accounts.service';

function placeOf(request: FastifyRequest): RequestPlace {
  const userAgent = request.headers['user-agent'];
  return {
    surface: request.surface,
    storefront: request.storefront,
    ip: request.ip,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    guestId: readGuestId(request),
  };
}

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // long-function: a route table: one short handler per route, in one plugin.
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (or null) and this browser’s guest id',
        response: { 200: meResponseSchema },
      },
    },
    async (request, reply) => ({
      user: request.user,
      guestId: ensureGuestId(request, reply, ctx.config),
    }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await signIn(ctx, request.body, placeOf(request));
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt, ctx.now());
      return { user: session.user, message: accountMessages.loginSuccess };
    },
  );

  app.post(
    '/auth/token',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in an API client: answers a bearer token, sets no cookie',
        body: loginBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const session = await issueToken(ctx, request.body, placeOf(request));
      return { token: session.token, expiresAt: session.expiresAt.toISOString(), user: session.user };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up a buyer and their company on a storefront; sets the session cookie',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await register(ctx, request.body, placeOf(request));
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt, ctx.now());
      return reply.status(201).send({ user: session.user, message: accountMessages.signupSuccess });
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session (cookie or bearer token)',
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      await signOut(ctx, request.sessionId);
      clearSessionCookie(reply, ctx.config);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        body: forgotPasswordBodySchema,
        response: { 200: forgotPasswordResponseSchema, ...errors },
      },
    },
    async (request) => forgotPassword(ctx, request.body, placeOf(request)),
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token of a reset or invitation link',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => resetPassword(ctx, request.body),
  );

  app.post(
    '/auth/change-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in user’s password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => changePassword(ctx, requireUser(request), request.sessionId, request.body),
  );

  app.post(
    '/auth/cross-domain',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start a cross-domain sign-in: a one-time URL for another storefront',
        body: crossDomainStartBodySchema,
        response: { 200: crossDomainStartResponseSchema, ...errors },
      },
    },
    async (request) => startCrossDomain(ctx, requireUser(request), request.body),
  );

  app.post(
    '/auth/cross-domain/preview',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whose account a cross-domain link signs in to, before the person confirms it',
        body: crossDomainRedeemBodySchema,
        response: { 200: crossDomainPreviewResponseSchema, ...errors },
      },
    },
    async (request) => previewCrossDomain(ctx, request.body, placeOf(request)),
  );

  app.post(
    '/auth/cross-domain/redeem',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Finish a confirmed cross-domain sign-in on this storefront; sets the session cookie, keeps guest data apart',
        body: crossDomainRedeemBodySchema,
        response: { 200: crossDomainRedeemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const session = await redeemCrossDomain(ctx, request.body, placeOf(request));
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt, ctx.now());
      return { user: session.user };
    },
  );
};
