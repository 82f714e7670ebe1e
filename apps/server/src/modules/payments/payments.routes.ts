import {
  errorResponseSchema,
  paymentConfigSchema,
  sandboxTokenBodySchema,
  sandboxTokenResponseSchema,
} from '@patchbay/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';

export const SANDBOX_TOKENIZE_PATH = '/api/payments/sandbox/tokens';

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The gateway is the same for every storefront: these routes answer whatever the host.
  app.get(
    '/payments/config',
    {
      config: { tenant: false },
      schema: {
        tags: ['payments'],
        summary: 'Which gateway the browser tokenises cards with',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => {
      const gateway = ctx.integrations.payments;
      return {
        gateway: gateway.name,
        publishableKey: gateway.publishableKey,
        tokenizeUrl: gateway.sandbox ? SANDBOX_TOKENIZE_PATH : null,
      };
    },
  );

  app.post(
    '/payments/sandbox/tokens',
    {
      config: { tenant: false },
      schema: {
        tags: ['payments'],
        summary:
          "The sandbox gateway's tokenise call: a card becomes a token (only while the sandbox is the gateway)",
        body: sandboxTokenBodySchema,
        response: { 201: sandboxTokenResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const sandbox = ctx.integrations.payments.sandbox;
      if (!sandbox) throw notFound('The sandbox gateway is not in use');
      return reply.code(201).send(await sandbox.tokenize(request.body, ctx.now()));
    },
  );
};
