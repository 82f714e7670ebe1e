import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import type { ResolvedStorefront, StorefrontResolver } from '../modules/storefronts/storefronts.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The storefront this request's Host names (DESIGN.md §3); set before any route runs. */
    storefront: ResolvedStorefront;
    /** Which app the host serves: a storefront, or the admin portal. */
    surface: 'storefront' | 'admin';
  }
  interface FastifyContextConfig {
    /** false for routes that answer whatever the host (health checks, API document). */
    tenant?: boolean;
  }
}

const UNKNOWN_HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Store not found</title>
<meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>Store not found</h1><p>No storefront is served at this address.</p></body></html>`;

export function requestHostName(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export const tenantPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; resolver: StorefrontResolver }) => {
    const { config, resolver } = opts;
    app.decorateRequest('storefront', null as unknown as ResolvedStorefront);
    app.decorateRequest('surface', 'storefront');

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.tenant === false) return;
      const host = requestHostName(request);
      if (config.adminHosts.includes(host)) {
        request.surface = 'admin';
        const marketplace = await resolver.marketplace();
        if (!marketplace) throw new AppError('not_found', 'No marketplace storefront is configured');
        request.storefront = marketplace;
        return;
      }
      const storefront = await resolver.byHost(host);
      if (storefront) {
        request.storefront = storefront;
        return;
      }
      // Unknown hosts see the marketplace in development, and a 404 in production: never
      // another tenant's store.
      if (config.env !== 'production') {
        const marketplace = await resolver.marketplace();
        if (marketplace) {
          request.storefront = marketplace;
          return;
        }
      }
      if (request.url.startsWith('/api/')) {
        throw new AppError('not_found', 'Unknown storefront', { internal: `no storefront for host ${host}` });
      }
      return reply.code(404).type('text/html; charset=utf-8').send(UNKNOWN_HOST_PAGE);
    });
  },
  { name: 'tenantPlugin' },
);
