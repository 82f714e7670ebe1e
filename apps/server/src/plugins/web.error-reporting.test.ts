import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogFixtures } from '../../test/fixtures';
import { createFakeIntegrations, createTestDatabase, testConfig } from '../../test/helpers';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';

const template = `<!doctype html><html><head><meta charset="UTF-8" /><title>Patchbay</title>
<!--app-head-->
</head><body><div id="root"></div></body></html>`;

const DSN = 'http://publickey@127.0.0.1:9911/42';

/** The served pages tell the web apps where to report browser errors only when a DSN is set. */
describe('browser error reporting in the served pages', () => {
  let database: DatabaseHandle;
  const apps: { app: FastifyInstance; config: Config }[] = [];

  async function start(env: Record<string, string>) {
    const config = testConfig(env);
    const { app } = await buildApp({
      config,
      database,
      integrations: createFakeIntegrations().integrations,
      logger: false,
      webTemplates: { storefront: template, admin: template },
    });
    await app.ready();
    apps.push({ app, config });
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await createCatalogFixtures(database.db);
  });
  afterAll(async () => {
    for (const { app, config } of apps) {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    await database.close();
  });

  const pagesOf = (app: FastifyInstance) =>
    Promise.all(
      ['northwind.localhost', 'admin.localhost'].map((host) =>
        app.inject({ method: 'GET', url: '/', headers: { host } }),
      ),
    );

  it('gives each app the DSN, and lets the page send to its origin only, when SENTRY_BROWSER_DSN is set', async () => {
    const app = await start({ SENTRY_BROWSER_DSN: DSN, SENTRY_RELEASE: 'r-123' });
    for (const res of await pagesOf(app)) {
      expect(res.statusCode).toBe(200);
      const config = res.body.match(/window\.__ERROR_REPORTING__=(\{[^<]*?\});/);
      expect(config?.[1] && JSON.parse(config[1])).toEqual({
        dsn: DSN,
        environment: 'test',
        release: 'r-123',
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:9911;");
      // The one inline script, reporting settings included, is still allowed by its hash alone.
      const inline = res.body.match(/<script>([^<]*)<\/script>/)?.[1] ?? '';
      expect(inline).toContain('__ERROR_REPORTING__');
      expect(csp).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    }
  });

  it("uses the server's SENTRY_DSN when no browser DSN is given (config only: Sentry is process-wide)", () => {
    const config = testConfig({ SENTRY_DSN: DSN });
    rmSync(config.dataDir, { recursive: true, force: true });
    expect(config.errorReporting.browserDsn).toBe(DSN);
    expect(
      testConfig({ SENTRY_DSN: DSN, SENTRY_BROWSER_DSN: 'http://k@x.test/1' }).errorReporting.browserDsn,
    ).toBe('http://k@x.test/1');
  });

  it('writes nothing about reporting, and allows no other origin, when no DSN is configured', async () => {
    const app = await start({});
    for (const res of await pagesOf(app)) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('window.__STOREFRONT__=');
      expect(res.body).not.toContain('__ERROR_REPORTING__');
      expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    }
  });
});
