import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';
import type { Metrics } from '../lib/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, in constant time: the answer's timing tells nothing about the token. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header) : null;
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Counts every answered request by route pattern (never the raw URL: ids and query strings would
 * make a series per visitor) and serves the metrics at `/metrics` to holders of METRICS_TOKEN.
 * Without the variable the page does not exist (404), so a forgotten token never exposes it.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: Metrics; token: string | undefined }) => {
    const { metrics, token } = opts;

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { config: { tenant: false }, schema: { hide: true } }, async (request, reply) => {
      if (!token) throw new AppError('not_found', 'Not found');
      if (!holdsToken(request, token)) {
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('unauthorized', 'A valid metrics token is required');
      }
      await metrics.refresh();
      const body = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    });
  },
  { name: 'metricsPlugin' },
);
