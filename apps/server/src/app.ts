import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext, OutboxWaker } from './context';
import type { DatabaseHandle } from './db/client';
import { createIntegrations, type Integrations } from './integrations/index';
import { healthRoutes } from './modules/health/health.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { storefrontRoutes } from './modules/storefronts/storefronts.routes';
import { createStorefrontResolver } from './modules/storefronts/storefronts.service';
import { errorsPlugin } from './plugins/errors';
import { tenantPlugin } from './plugins/tenant';
import { webPlugin } from './plugins/web';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  integrations?: Integrations;
  outbox?: OutboxWaker;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export interface PatchbayApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const noOutboxWorker: OutboxWaker = { wake: () => {} };

/** Builds the whole server without listening; main.ts listens, tests call app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<PatchbayApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Secrets never reach the log: cookies and bearer tokens are redacted.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.env === 'production',
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    integrations: options.integrations ?? createIntegrations(config, app.log),
    outbox: options.outbox ?? noOutboxWorker,
    now: options.now ?? (() => new Date()),
  };

  // External plugins first, then the app's cross-cutting plugins, then routes.
  await app.register(fastifyHelmet, {
    // HTML pages get a per-storefront CSP from the web plugin (it hashes the inline branding).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Patchbay API',
        version: '1.0.0',
        description: 'Multi-storefront B2B equipment marketplace',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(errorsPlugin);
  await app.register(tenantPlugin, { config, resolver: createStorefrontResolver(ctx) });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { tenant: false }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(healthRoutes, { ctx });
      await api.register(storefrontRoutes, { ctx });
      await api.register(newsletterRoutes, { ctx });
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { config });

  return { app, ctx };
}
