import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../../test/helpers';
import { waitFor } from '../../../test/poll';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { createErrorReporter } from './errors';

/**
 * A fake Sentry: an HTTP server that takes envelopes at /api/<project>/envelope/, as sentry.io does,
 * and keeps them to be read.
 */
function fakeSentry() {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (request.url?.includes('/envelope/')) envelopes.push(body.toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    envelopes,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://public@127.0.0.1:${(server.address() as AddressInfo).port}/1`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('error reporting', () => {
  it('is the log alone without SENTRY_DSN', async () => {
    expect((await createErrorReporter(testConfig())).kind).toBe('log');
  });

  describe('to Sentry (SENTRY_DSN)', () => {
    const sentry = fakeSentry();
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildApp>>['app'];

    beforeAll(async () => {
      const dsn = await sentry.start();
      database = await createTestDatabase();
      const config = testConfig({ SENTRY_DSN: dsn });
      expect(config.errorReporting.tracesSampleRate).toBe(1);
      const built = await buildApp({
        config,
        database,
        integrations: createFakeIntegrations(database.db).integrations,
        logger: false,
      });
      app = built.app;
      expect(built.ctx.errors.kind).toBe('sentry');
      // A route that fails as a bug would: the error handler answers 500 and reports it.
      app.get('/api/test-failure', { config: { tenant: false } }, async () => {
        throw new Error('the ledger does not balance');
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await sentry.close();
    });

    it('reports an unhandled error with its route and request id, and never the secrets of the request', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/test-failure?token=secret-link-token',
        headers: {
          host: 'localhost',
          authorization: 'Bearer secret-bearer',
          cookie: 'pb_session=secret-cookie',
        },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.code).toBe('internal');
      const reqId = res.headers['x-request-id'] as string;
      const envelope = await waitFor(async () => {
        const found = sentry.envelopes.find((e) => e.includes('the ledger does not balance'));
        return found;
      }, 15_000);
      expect(envelope).toContain('"type":"event"');
      expect(envelope).toContain(reqId);
      expect(envelope).toContain('/api/test-failure');
      for (const secret of ['secret-link-token', 'secret-bearer', 'secret-cookie']) {
        expect(envelope).not.toContain(secret);
      }
    });

    it('does not report what the client got wrong (4xx)', async () => {
      const before = sentry.envelopes.length;
      const res = await app.inject({
        method: 'GET',
        url: '/api/listings/not-a-listing',
        headers: { host: 'localhost' },
      });
      expect(res.statusCode).toBe(404);
      await new Promise((r) => setTimeout(r, 500));
      expect(sentry.envelopes.slice(before).filter((e) => e.includes('"type":"event"'))).toEqual([]);
    });
  });
});
