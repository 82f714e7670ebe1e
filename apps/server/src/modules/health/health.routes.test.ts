import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { outbox } from '../../db/schema/index';
import { enqueueOutbox } from '../../jobs/outbox';
import { readLatestMigration } from './readiness.service';

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

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ready = () => t.app.inject({ url: '/api/ready', headers: { host: 'unknown.example' } });
  const mail = {
    kind: 'mail' as const,
    payload: { to: ['a@example.com'], subject: 'A', text: 'A', template: 't' },
  };

  it('answers 200 when the database answers, migrations are current and the outbox is moving', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', outbox: 'ok' },
    });
  });

  it('answers 503 naming the outbox when a due row has waited past the bound', async () => {
    // Due for a minute, or old but waiting out its retry backoff: neither is stuck.
    const recent = await enqueueOutbox(t.db, mail);
    await t.db.execute(
      sql`update outbox set next_attempt_at = now() - interval '1 minute' where id = ${recent}`,
    );
    const backingOff = await enqueueOutbox(t.db, mail);
    await t.db.execute(
      sql`update outbox set created_at = now() - interval '2 hours', next_attempt_at = now() + interval '10 minutes'
          where id = ${backingOff}`,
    );
    expect((await ready()).statusCode).toBe(200);

    const stuck = await enqueueOutbox(t.db, mail);
    await t.db.execute(
      sql`update outbox set next_attempt_at = now() - interval '6 minutes' where id = ${stuck}`,
    );
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The server is not ready',
        fields: { outbox: '1 outbox row has been due for more than 300 seconds' },
      },
    });
    // Delivered or given up, it no longer holds the queue.
    await t.db.execute(sql`update outbox set status = 'failed' where id = ${stuck}`);
    expect((await ready()).statusCode).toBe(200);
    await t.db.delete(outbox);
  });

  it('answers 503 naming the migrations when the latest one is not applied', async () => {
    const latest = readLatestMigration();
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest.when}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json().error.fields).toEqual({
        migrations: `The latest migration (${latest.tag}) is not applied`,
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored', ${latest.when})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('keeps /api/health the liveness check', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 naming the database', async () => {
    const t = await createTestApp();
    const closeDatabase = t.database.close;
    await closeDatabase();
    t.database.close = async () => {};
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: {
          code: 'unavailable',
          message: 'The server is not ready',
          fields: { database: 'The database does not answer' },
        },
      });
    } finally {
      await t.close();
    }
  });
});
