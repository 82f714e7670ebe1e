import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from './fixtures';
import { createTestApp, type TestApp } from './helpers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and redaction in the log', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    // X-Request-Id is taken only from a trusted proxy: here the load balancer next to the server.
    t = await createTestApp({
      env: { TRUST_PROXY: '1' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    await createStorefrontFixtures(t.db);
  });
  afterAll(() => t.close());

  /** The log lines one request wrote, parsed. */
  async function logged(options: InjectOptions) {
    const from = lines.length;
    const res = await t.app.inject(options);
    return { res, entries: lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>) };
  }

  it('takes a safe X-Request-Id, puts it on every line of the request and echoes it', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/admin/users']) {
      const { res, entries } = await logged({ url, headers: { 'x-request-id': 'lb-7f3a.9_Z' } });
      expect(res.headers['x-request-id']).toBe('lb-7f3a.9_Z');
      // One line per request at info ('request completed'), and any other line carries the id too.
      expect(entries.length).toBeGreaterThanOrEqual(1);
      expect(entries.some((e) => e.msg === 'request completed')).toBe(true);
      for (const entry of entries) expect(entry.reqId).toBe('lb-7f3a.9_Z');
    }
  });

  it('makes its own id when there is none or it is not safe, and never logs the refused one', async () => {
    const seen = new Set<string>();
    for (const header of [undefined, 'has space', 'x'.repeat(65), '<script>', 'a"b', 'id;drop']) {
      const { res, entries } = await logged({
        url: '/api/health',
        headers: header === undefined ? {} : { 'x-request-id': header },
      });
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      seen.add(id);
      for (const entry of entries) expect(entry.reqId).toBe(id);
      if (header) expect(JSON.stringify(entries)).not.toContain(header);
    }
    expect(seen.size).toBe(6);
  });

  it('echoes the id on answers the framework gives before any route (bad bytes, bad JSON)', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'x-request-id': 'req-json', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['x-request-id']).toBe('req-json');
    const badEscape = await t.app.inject({
      url: '/api/listings/%ZZ',
      headers: { 'x-request-id': 'req-escape' },
    });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.headers['x-request-id']).toBe('req-escape');
  });

  it('redacts credentials, cookies, tokens and card fields wherever a logged object holds them', () => {
    const from = lines.length;
    const secrets = [
      'Bearer s3cr3t-bearer',
      'pb_session=c00kie-value',
      'pb_session=set-c00kie',
      'l1nk-token',
      'Passw0rd!',
      '4111111111111111',
      '737',
      '12/30',
      '000123456789',
      'verif-t0ken',
    ];
    t.app.log.child({ reqId: 'r1' }).error(
      {
        upstream: { headers: { authorization: secrets[0], cookie: secrets[1], 'user-agent': 'curl/8' } },
        response: { headers: { 'set-cookie': [secrets[2]] } },
        token: secrets[3],
        body: {
          password: secrets[4],
          payment: { cardNumber: secrets[5], cvv: secrets[6], expiry: secrets[7], accountNumber: secrets[8] },
        },
        query: { verification_token: secrets[9] },
      },
      'request failed',
    );
    const written = lines.slice(from).join('');
    const entry = JSON.parse(written);
    // Searched without the line's time and pid, whose digits can hold a short secret like '737'.
    const { time: _time, pid: _pid, ...logged } = entry;
    for (const secret of secrets) expect(JSON.stringify(logged)).not.toContain(secret);
    expect(entry.upstream.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'user-agent': 'curl/8',
    });
    expect(entry.body.payment.cardNumber).toBe('[redacted]');
    expect(entry.reqId).toBe('r1');
  });

  it('without a trusted proxy a client’s X-Request-Id is not taken: the server makes its own', async () => {
    const direct = await createTestApp({ logger: { level: 'info', stream: { write: () => {} } } });
    try {
      const res = await direct.app.inject({
        url: '/api/health',
        headers: { 'x-request-id': 'client-chosen' },
      });
      expect(res.headers['x-request-id']).toMatch(UUID);
    } finally {
      await direct.close();
    }
  });
});
