import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext, OutboxWaker } from './context';
import type { Database, DatabaseHandle } from './db/client';
import { createErrorReporter, type ErrorReporter } from './integrations/errors/errors';
import { createIntegrations, type Integrations } from './integrations/index';
import { withLinkTokens } from './integrations/mail/link-tokens';
import { createStorage, type FileStorage } from './integrations/storage/index';
import { type CacheBus, createLocalCacheBus } from './lib/cache-bus';
import { shareCatalogueChanges } from './lib/catalogue-changes';
import { redactSecrets, requestIdFrom } from './lib/logging';
import { countIntegrationCalls, createMetrics, type Metrics } from './lib/metrics';
import { prettyLogs, prettyStream } from './lib/welcome';
import { accountRoutes } from './modules/accounts/accounts.routes';
import { mintPasswordLinkToken } from './modules/accounts/accounts.service';
import { resellerCertificateRoutes } from './modules/accounts/reseller-certificates.routes';
import { addressBookRoutes } from './modules/address-book/address-book.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { categoryAdminRoutes } from './modules/catalog/categories.routes';
import { feedRoutes } from './modules/catalog/feeds.routes';
import { listingRequestRoutes } from './modules/catalog/listing-requests.routes';
import { productImportRoutes } from './modules/catalog/product-imports.routes';
import { productAdminRoutes } from './modules/catalog/products.routes';
import { channelRoutes } from './modules/channels/channels.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { feeRoutes } from './modules/fees/fees.routes';
import { healthRoutes } from './modules/health/health.routes';
import { newsletterAdminRoutes, newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { mintUnsubscribeLinkToken } from './modules/newsletter/newsletter.service';
import { adminOfferRoutes, offerRoutes } from './modules/offers/offers.routes';
import { mintOfferLinkToken } from './modules/offers/offers.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { mintOrderLinkToken } from './modules/orders/orders.service';
import { orderAdminRoutes } from './modules/orders/orders-admin.routes';
import { organizationRoutes } from './modules/organizations/organizations.routes';
import { outboxAdminRoutes } from './modules/outbox/outbox.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { productCatalogueRoutes } from './modules/product-catalogue/product-catalogue.routes';
import { promoCodeRoutes } from './modules/promo-codes/promo-codes.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { storeSignupAdminRoutes, storeSignupRoutes } from './modules/store-signups/store-signups.routes';
import { storefrontSettingsRoutes } from './modules/storefronts/storefront-settings.routes';
import { storefrontRoutes } from './modules/storefronts/storefronts.routes';
import { createStorefrontResolver } from './modules/storefronts/storefronts.service';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { userRoutes } from './modules/users/users.routes';
import { apiDocsRoutes } from './openapi/docs.routes';
import { BODY_LIMIT_BYTES, swaggerOptions } from './openapi/document';
import { authPlugin, requireStaff } from './plugins/auth';
import { clientErrorReply, edgePlugin, frameworkErrorReply, MAX_PARAM_LENGTH } from './plugins/edge';
import { errorsPlugin } from './plugins/errors';
import { guestCachePlugin } from './plugins/guest-cache';
import { metricsPlugin } from './plugins/metrics';
import { originCheckPlugin } from './plugins/origin-check';
import { rateLimitPlugin } from './plugins/rate-limit';
import { tenantPlugin } from './plugins/tenant';
import { uploadsPlugin } from './plugins/uploads';
import { type StorefrontRenderer, type WebTemplates, webPlugin } from './plugins/web';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Catalogue reads go here (DATABASE_READ_URL's pool); by default `database`. */
  readDatabase?: DatabaseHandle | undefined;
  integrations?: Integrations;
  outbox?: OutboxWaker;
  /** The metrics registry; main.ts passes its own so the outbox worker counts into it. */
  metrics?: Metrics;
  /** Cache invalidation across processes; by default this process's alone (one process, tests). */
  cacheBus?: CacheBus;
  /** Where unhandled errors are reported; by default what config says (SENTRY_DSN, else the log). */
  errorReporter?: ErrorReporter;
  /** Uploaded files; by default what config says (S3_BUCKET, else DATA_DIR/uploads). */
  storage?: FileStorage;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** index.html of the web apps, instead of their built dist folders (tests of the served head). */
  webTemplates?: WebTemplates;
  /** The storefront's server rendering (tests); by default the built one when the built apps are served. */
  webRenderer?: StorefrontRenderer | null;
}

export interface PatchbayApp {
  app: FastifyInstance;
  ctx: AppContext;
}

const noOutboxWorker: OutboxWaker = { wake: () => {} };

/** Query parameters whose values are secrets: reset links, cross-domain sign-in, misplaced passwords. */
const SECRET_QUERY_KEYS = new Set(['token', 'verification_token', 'verificationtoken', 'password']);

/** The URL as logged: values of secret query parameters become '[redacted]'. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      } catch {
        // a malformed escape is compared as written
      }
      return SECRET_QUERY_KEYS.has(key.toLowerCase()) ? `${rawKey}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}

/** What a log line says about a request: never headers, never secret query values. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

/**
 * One log line per request, at info, when it is answered: method, URL (secrets redacted), host,
 * address, status and time. Fastify's default wrote two (~400 bytes a request: 15-20 % of the
 * server's CPU on the busiest reads); the start of a request is written only at debug, so at warn
 * nothing is written per request. A 404's own line says it all, so no 'route not found' line.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }
  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
  override routeNotFound(): void {}
}

/**
 * Mail with a secret link gets its token when it is written, whichever mail adapter writes it
 * (integrations/mail/link-tokens.ts): password and invitation links, guests' offer links.
 */
function withMailLinkTokens(integrations: Integrations, db: Database): Integrations {
  return {
    ...integrations,
    mail: withLinkTokens(integrations.mail, {
      'password-link': (id) => mintPasswordLinkToken(db, id),
      'offer-link': (id) => mintOfferLinkToken(db, id),
      'order-link': (id) => mintOrderLinkToken(db, id),
      'unsubscribe-link': (id) => mintUnsubscribeLinkToken(db, id),
    }),
  };
}

/** Builds the whole server without listening; main.ts listens, tests call app.inject(). */
export async function buildApp(options: BuildAppOptions): Promise<PatchbayApp> {
  // long-function: the server's wiring in registration order, read top to bottom.
  const { config, database } = options;
  // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY); none by default.
  // A hop count trusts that many proxies nearest the server (what proxy-addr does with a number).
  const hops = config.trustProxy;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Secrets never reach the log: request lines carry no headers and no secret query
            // values; credentials, tokens and card fields are redacted wherever an object is logged.
            formatters: { log: redactSecrets },
            serializers: { req: serializeRequest },
            // A developer's terminal gets readable lines (pino-pretty); anything else JSON.
            ...(options.logger === undefined && prettyLogs(config) ? { stream: await prettyStream() } : {}),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    logController: new OneLinePerRequest(),
    // Loading the storefront's server renderer can take longer than Fastify's 10 s on a busy
    // machine; a plugin that really hangs still fails the start, later.
    pluginTimeout: 120_000,
    trustProxy,
    // X-Request-Id is taken from a trusted proxy when it matches a safe pattern (lib/logging.ts);
    // otherwise (no TRUST_PROXY, or a bad value) a UUID is made.
    genReqId: (req) => requestIdFrom(trustProxy ? req.headers['x-request-id'] : undefined),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // A malformed address (%ZZ) or an over-long path parameter, in the one error shape.
    frameworkErrors: (error, request, reply) =>
      frameworkErrorReply(error, request, reply.header('x-request-id', request.id)),
    // A request Node cannot parse (a control character in a header, oversized headers).
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  // Every reply names its request, whatever answers it (a route, the 404 handler, the error handler).
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = options.metrics ?? createMetrics(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    readDb: options.readDatabase?.db ?? database.db,
    dbKind: database.kind,
    integrations: withMailLinkTokens(
      countIntegrationCalls(
        options.integrations ?? createIntegrations(config, app.log, database.db),
        metrics,
      ),
      database.db,
    ),
    outbox: options.outbox ?? noOutboxWorker,
    metrics,
    cache: options.cacheBus ?? createLocalCacheBus(),
    storage: options.storage ?? (await createStorage(config)),
    errors: options.errorReporter ?? (await createErrorReporter(config)),
    now: options.now ?? (() => new Date()),
  };
  // Listing changes (price, stock, visibility) reach the other server processes' rendered pages.
  const stopSharingChanges = shareCatalogueChanges(ctx.cache);
  app.addHook('onClose', async () => stopSharingChanges());

  // External plugins first, then the app's cross-cutting plugins, then routes.
  await app.register(fastifyHelmet, {
    // HTML pages get a per-storefront CSP from the web plugin (it hashes the inline branding).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, swaggerOptions);
  await app.register(errorsPlugin, { reporter: ctx.errors });
  await app.register(metricsPlugin, { metrics, token: config.metrics.token });
  // Before tenant and auth: bad bytes are refused before any lookup, route or database call.
  await app.register(edgePlugin);
  if (config.rateLimit) await app.register(rateLimitPlugin, { ctx });
  const resolver = createStorefrontResolver(ctx);
  await app.register(tenantPlugin, { config, resolver });
  await app.register(originCheckPlugin, { config, resolver });
  // Its onSend runs before auth's, which then leaves the Cache-Control it set alone.
  await app.register(guestCachePlugin);
  await app.register(authPlugin, { ctx });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { tenant: false }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(apiDocsRoutes);
      await api.register(healthRoutes, { ctx });
      await api.register(storefrontRoutes, { ctx });
      await api.register(newsletterRoutes, { ctx });
      await api.register(storeSignupRoutes, { ctx });
      await api.register(catalogRoutes, { ctx });
      await api.register(contentRoutes, { ctx });
      await api.register(accountRoutes, { ctx });
      await api.register(addressBookRoutes, { ctx });
      await api.register(uploadRoutes, { ctx });
      await api.register(offerRoutes, { ctx });
      await api.register(cartRoutes, { ctx });
      await api.register(checkoutRoutes, { ctx });
      await api.register(paymentRoutes, { ctx });
      await api.register(orderRoutes, { ctx });
      // Admin portal API, on any host: staff only. Checked at onRequest, before any body is read.
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', async (request) => {
            requireStaff(request);
          });
          await admin.register(userRoutes, { ctx });
          await admin.register(organizationRoutes, { ctx });
          await admin.register(adminOfferRoutes, { ctx });
          await admin.register(orderAdminRoutes, { ctx });
          await admin.register(resellerCertificateRoutes, { ctx });
          await admin.register(productAdminRoutes, { ctx });
          await admin.register(listingRequestRoutes, { ctx });
          await admin.register(categoryAdminRoutes, { ctx });
          await admin.register(productImportRoutes, { ctx });
          await admin.register(reportRoutes, { ctx });
          await admin.register(channelRoutes, { ctx });
          await admin.register(productCatalogueRoutes, { ctx });
          await admin.register(storefrontSettingsRoutes, { ctx });
          await admin.register(promoCodeRoutes, { ctx });
          await admin.register(feeRoutes, { ctx });
          await admin.register(contentAdminRoutes, { ctx });
          await admin.register(newsletterAdminRoutes, { ctx });
          await admin.register(storeSignupAdminRoutes, { ctx });
          await admin.register(outboxAdminRoutes, { ctx });
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );
  await app.register(feedRoutes, { ctx });
  // Uploads from the bucket; the web plugin serves them from DATA_DIR/uploads otherwise.
  if (ctx.storage.kind === 's3') await app.register(uploadsPlugin, { ctx, config });
  await app.register(webPlugin, {
    config,
    ctx,
    templates: options.webTemplates,
    renderer: options.webRenderer,
  });

  return { app, ctx };
}
