import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { storefrontOrigin } from '../storefronts/storefronts.service';
import {
  googleFeed,
  ROBOTS_DISALLOW,
  robotsAllow,
  sitemap,
  sitemapPages,
  sitemapProducts,
} from './feeds.service';

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/**
 * What search engines and shopping feeds read on every host, outside /api: the robots files, the
 * per-host sitemaps and the product feed (SPEC.md §2).
 */
export async function feedRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const { config } = ctx;

  // SPEC.md §2: /robots.txt redirects to the allowed or the disallowed file. Admin hosts are
  // always kept out of search engines.
  app.get('/robots.txt', async (request, reply) => {
    const allow = config.robots === 'allow' && request.surface === 'storefront';
    return reply.redirect(allow ? '/robots-allow.txt' : '/robots-disallow.txt', 302);
  });
  app.get('/robots-allow.txt', async (request, reply) =>
    reply.type(TEXT).send(robotsAllow(storefrontOrigin(config, request.storefront))),
  );
  app.get('/robots-disallow.txt', async (_request, reply) => reply.type(TEXT).send(ROBOTS_DISALLOW));

  // Per-host sitemap and product feed of the listings visible on this storefront, streamed: a
  // storefront of 300,000 listings is never one string in memory. The admin portal has neither.
  const xmlStream = (reply: FastifyReply, maxAge: number, body: AsyncGenerator<string>) =>
    reply
      .type(XML)
      .header('cache-control', `public, max-age=${maxAge}`)
      .send(Readable.from(body, { objectMode: false }));
  const storefrontOnly = (request: FastifyRequest, reply: FastifyReply) =>
    request.surface === 'admin' ? reply.status(404).type(TEXT).send('Not found') : null;
  app.get('/sitemap.xml', async (request, reply) => {
    return storefrontOnly(request, reply) ?? xmlStream(reply, 3600, sitemap(ctx, request.storefront));
  });
  app.get('/sitemap-pages.xml', async (request, reply) => {
    return storefrontOnly(request, reply) ?? xmlStream(reply, 3600, sitemapPages(ctx, request.storefront));
  });
  app.get('/sitemap-products-:file', async (request, reply) => {
    const n = Number(/^(\d{1,4})\.xml$/.exec((request.params as { file: string }).file)?.[1] ?? 0);
    if (n < 1) return reply.status(404).type(TEXT).send('Not found');
    return (
      storefrontOnly(request, reply) ?? xmlStream(reply, 3600, sitemapProducts(ctx, request.storefront, n))
    );
  });
  app.get('/feeds/google.xml', async (request, reply) => {
    return storefrontOnly(request, reply) ?? xmlStream(reply, 900, googleFeed(ctx, request.storefront));
  });
}
