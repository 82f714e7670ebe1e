import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { createLocalStorage } from '../integrations/storage/local-storage';

/** As the local folder is served: a file never changes under its name. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=2592000';

/**
 * `/uploads/*` from the object store (S3_BUCKET), through the server: the same URLs as the local
 * folder, so pages, feeds and stored URLs do not change when a deployment moves to a bucket. A key
 * the bucket lacks is looked for in DATA_DIR/uploads, so files not yet copied by
 * `npm run storage:migrate` (the seed's images too) still show.
 */
export const uploadsPlugin = fp(async function uploadsPlugin(
  app: FastifyInstance,
  opts: { ctx: AppContext; config: Config },
) {
  const { ctx, config } = opts;
  const local = createLocalStorage(config.uploadsDir);
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = (await ctx.storage.get(key)) ?? (await local.get(key));
    if (!file) return reply.code(404).send({ error: { code: 'not_found', message: 'Not found' } });
    reply.header('cache-control', UPLOAD_CACHE_CONTROL).type(file.contentType);
    if (file.length !== undefined) reply.header('content-length', file.length);
    return reply.send(file.body);
  });
});
