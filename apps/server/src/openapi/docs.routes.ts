import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The rendered API reference at /api/docs: Redoc's standalone bundle, served from node_modules
 * (no CDN: the page must work on a closed network), reading /api/openapi.json.
 */
const redocBundlePath = createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js');

/**
 * This page only: Redoc's script from this server, the styles it injects (styled-components), and
 * the search worker it starts from a blob. Nothing else loads, nothing is framed, no form posts.
 */
export const API_DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Patchbay API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="/api/openapi.json"></redoc>
    <script src="/api/docs/redoc.standalone.js"></script>
  </body>
</html>
`;

export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  // Read once, on the first request: 1 MB that most processes never serve.
  let bundle: Buffer | undefined;

  app.get('/docs', { config: { tenant: false }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', API_DOCS_CSP)
      .header('cache-control', 'no-cache')
      .send(page),
  );

  app.get(
    '/docs/redoc.standalone.js',
    { config: { tenant: false }, schema: { hide: true } },
    async (_request, reply) => {
      bundle ??= readFileSync(redocBundlePath);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(bundle);
    },
  );
};
