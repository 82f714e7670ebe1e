import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { AppError } from '../lib/errors';
import type { StorefrontResolver } from '../modules/storefronts/storefronts.service';

export const FOREIGN_ORIGIN_MESSAGE = 'This request did not come from one of our sites';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The origin a request says it comes from: its Origin header, else its Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

function portOf(url: URL): string {
  return url.port || DEFAULT_PORT[url.protocol] || '';
}

/** The port the browser used to reach this server, from the Host header (as it sent it). */
function requestPort(request: FastifyRequest): string | null {
  const host = request.headers.host;
  if (typeof host !== 'string') return null;
  const match = /:(\d+)$/.exec(host);
  return match?.[1] ?? null;
}

/**
 * Cookie-authenticated writes come only from this deployment's own pages (DESIGN.md §5), against
 * cross-site request forgery: a form or fetch on another site that rides on the visitor's cookies
 * (a text/plain body needs no CORS preflight, and SameSite=Lax does not stop a page on a sibling
 * host of the same site). A POST, PUT, PATCH or DELETE that carries a Cookie
 * header and names another origin in Origin (or, without Origin, Referer) is refused with 403
 * before anything runs, sign-out included.
 *
 * Our origins: every storefront's customer domain and local host name, and the admin hosts, on
 * the port the server is reached at. In production that is https on the default port (TLS ends at
 * the proxy); in development and tests, http or https on PORT, or on the port of the request's own
 * Host (the Vite dev server passes the Host through on its own port).
 *
 * Not affected: reads (GET, HEAD, OPTIONS), API clients that send a bearer token and no cookie,
 * and requests that carry neither Origin nor Referer (not a browser: browsers send Origin on every
 * cross-origin POST, and "null" from opaque origins is refused).
 */
export const originCheckPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; resolver: StorefrontResolver }) => {
    const { config, resolver } = opts;

    async function isOwnOrigin(claimed: string, request: FastifyRequest): Promise<boolean> {
      let url: URL;
      try {
        url = new URL(claimed);
      } catch {
        return false;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      if (url.username || url.password || url.pathname !== '/') return false;
      const port = portOf(url);
      const portOk =
        config.env === 'production'
          ? url.protocol === 'https:' && (url.port === '' || port === requestPort(request))
          : port === String(config.port) || port === requestPort(request);
      if (!portOk) return false;
      const host = url.hostname.toLowerCase().replace(/\.$/, '');
      if (config.adminHosts.includes(host)) return true;
      return (await resolver.storefrontHosts()).has(host);
    }

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      if (!request.headers.cookie) return;
      const claimed = claimedOrigin(request);
      if (claimed === undefined) return;
      if (claimed !== null && (await isOwnOrigin(claimed, request))) return;
      throw new AppError('forbidden', FOREIGN_ORIGIN_MESSAGE, {
        internal: `${request.method} with cookies from foreign origin ${String(claimed).slice(0, 200)}`,
      });
    });
  },
  { name: 'originCheckPlugin' },
);
