import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createStorefrontFixtures(t.db);
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('GET /api/openapi.json documents the routes from their schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/storefront', '/api/newsletter']),
    );
    const body = doc.paths['/api/newsletter'].post.requestBody.content['application/json'].schema;
    expect(body.required).toContain('email');
    expect(body.additionalProperties).toBe(false);
  });

  it('unknown API paths get 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
