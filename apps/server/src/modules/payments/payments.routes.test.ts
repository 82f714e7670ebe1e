import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { sandboxCardTokens } from '../../db/schema/index';

describe('payments API (sandbox gateway)', () => {
  let t: TestApp;
  const clock = createClock('2026-03-04T15:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const tokenize = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/tokens',
      headers: { host: 'localhost' },
      payload,
    });

  it('tells the browser to tokenise with the sandbox', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/payments/config',
      headers: { host: 'localhost' },
    });
    expect(res.json()).toEqual({
      gateway: 'sandbox',
      publishableKey: null,
      tokenizeUrl: '/api/payments/sandbox/tokens',
    });
  });

  it('tokenises a test card and keeps only the brand, the last four and the outcome', async () => {
    const res = await tokenize({
      cardNumber: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      name: 'Sam Patel',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      token: expect.stringMatching(/^tok_sandbox_/),
      brand: 'visa',
      last4: '1111',
    });
    const declining = await tokenize({
      cardNumber: '4000000000000002',
      expiry: '01/27',
      cvv: '123',
      name: 'Sam',
    });
    expect(declining.json()).toMatchObject({ brand: 'visa', last4: '0002' });
    const rows = await t.db.select().from(sandboxCardTokens);
    expect(rows.map((r) => [r.brand, r.last4, r.outcome])).toEqual([
      ['visa', '1111', 'approve'],
      ['visa', '0002', 'decline'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('41111111');
    expect(JSON.stringify(rows)).not.toContain('4000000000000002');
  });

  it('refuses bad cards with the SPEC.md §5 payment messages', async () => {
    const bad = await tokenize({ cardNumber: '4111 1111 1111 1112', expiry: '02/26', cvv: '12', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      cardNumber: 'Please enter valid card number',
      expiry: 'Please enter valid expiry date',
      cvv: 'Please enter valid CVV',
      name: 'Please enter name',
    });
    const missing = await tokenize({ cardNumber: '', expiry: '', cvv: '', name: 'x' });
    expect(missing.json().error.fields).toMatchObject({ cardNumber: 'Please enter card number' });
  });
});
