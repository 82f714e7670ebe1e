import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './logging';

describe('redactSecrets (every logged object)', () => {
  it('redacts secret keys at the top and three levels below, without changing the caller’s objects', () => {
    const logged = {
      password: 'p1',
      body: { payment: { cardNumber: '4111111111111111', amount: '10.00' }, token: 't1' },
      list: [{ accessToken: 'a1' }, { name: 'kept' }],
      deep: { a: { b: { authorization: 'Bearer x' } } },
      deeper: { a: { b: { c: { secret: 'beyond the depth looked at' } } } },
      when: new Date(0),
    };
    const before = structuredClone(logged);
    const out = redactSecrets(logged) as typeof logged;
    expect(logged).toEqual(before);
    expect(out.password).toBe('[redacted]');
    expect(out.body.payment).toEqual({ cardNumber: '[redacted]', amount: '10.00' });
    expect(out.body.token).toBe('[redacted]');
    expect(out.list).toEqual([{ accessToken: '[redacted]' }, { name: 'kept' }]);
    expect(out.list[1]).toBe(logged.list[1]);
    expect(out.deep.a.b.authorization).toBe('[redacted]');
    expect(out.deeper).toBe(logged.deeper);
    expect(out.when).toBe(logged.when);
  });

  it('returns an object without secrets as it is, and leaves req and res to their serializers', () => {
    const line = { req: { headers: { authorization: 'x' } }, res: { statusCode: 200 }, responseTime: 1.2 };
    expect(redactSecrets(line)).toBe(line);
  });

  it('keeps an error’s class, message and stack; a frozen object is copied, not written', () => {
    const err = Object.assign(new TypeError('failed'), {
      config: { headers: { authorization: 'Bearer y' } },
    });
    const frozen = Object.freeze({ password: 'p2', user: 'lena' });
    const out = redactSecrets({ err, frozen }) as { err: typeof err; frozen: typeof frozen };
    expect(out.err).toBeInstanceOf(TypeError);
    expect(out.err.message).toBe('failed');
    expect(out.err.stack).toBe(err.stack);
    expect(out.err.config.headers.authorization).toBe('[redacted]');
    expect(err.config.headers.authorization).toBe('Bearer y');
    expect(out.frozen).toEqual({ password: '[redacted]', user: 'lena' });
  });

  it('writes no secret through pino, errors included', () => {
    const lines: string[] = [];
    const log = pino({ formatters: { log: redactSecrets } }, { write: (l: string) => lines.push(l) });
    const err = Object.assign(new Error('boom'), { password: 'hunter22' });
    log.error({ err, body: { newPassword: 'N3w!', cvv: '123' } }, 'failed');
    const text = lines.join('');
    expect(text).toContain('"message":"boom"');
    expect(text).toContain('"newPassword":"[redacted]"');
    for (const secret of ['hunter22', 'N3w!', '"123"']) expect(text).not.toContain(secret);
  });
});
