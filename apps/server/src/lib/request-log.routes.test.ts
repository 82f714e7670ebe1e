import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('request log lines', () => {
  const info = capture();
  const warn = capture();
  let atInfo: TestApp;
  let atWarn: TestApp;
  beforeAll(async () => {
    atInfo = await createTestApp({ logger: { level: 'info', stream: info.stream } });
    atWarn = await createTestApp({ logger: { level: 'warn', stream: warn.stream } });
  });
  afterAll(async () => {
    await atInfo.close();
    await atWarn.close();
  });

  it('at info: exactly one line per request, with method, URL, status and time', async () => {
    for (const [url, status] of [
      ['/api/health', 200],
      ['/api/openapi.json', 200],
      ['/api/no-such-route', 404],
    ] as const) {
      const res = await atInfo.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(status);
      const id = res.headers['x-request-id'];
      const mine = info.lines.filter((l) => l.reqId === id);
      expect(mine, JSON.stringify(mine)).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { method: 'GET', url },
        res: { statusCode: status },
      });
      expect(typeof mine[0]!.responseTime).toBe('number');
    }
  });

  it('at warn: nothing per request', async () => {
    for (const url of ['/api/health', '/api/listings?pageSize=2', '/api/no-such-route']) {
      await atWarn.app.inject({ url, headers: { host: 'localhost' } });
    }
    expect(warn.lines).toEqual([]);
  });
});
