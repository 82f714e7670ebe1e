import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from './payments';
import { createStripeGateway, toCents } from './stripe-payments';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A local stand-in for Stripe's API: it records each request and answers what the test queued. */
describe('Stripe adapter (against a local fake of the API)', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  const replies: { status: number; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          form: new URLSearchParams(data),
        });
        const reply = replies.shift() ?? { status: 500, body: { error: { message: 'no reply queued' } } };
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const gateway = () =>
    createStripeGateway({ secretKey: 'sk_test_123', publishableKey: 'pk_test_123', apiBase: base });
  const charge = () =>
    gateway().authorize({
      token: 'pm_card_visa',
      amount: '1234.50',
      currency: 'usd',
      idempotencyKey: 'checkout:user:1:key-1:seller-1',
      description: 'Order with Northwind',
      metadata: { seller: 'seller-1' },
    });

  it('converts dollars to cents exactly', () => {
    expect(toCents('1234.50')).toBe('123450');
    expect(toCents('0.01')).toBe('1');
    expect(toCents('19.99')).toBe('1999');
  });

  it('authorizes with a confirmed PaymentIntent of manual capture under the idempotency key, reading brand and last 4', async () => {
    replies.push({
      status: 200,
      body: {
        id: 'pi_1',
        status: 'requires_capture',
        latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
      },
    });
    expect(await charge()).toEqual({ status: 'authorized', chargeId: 'pi_1', brand: 'visa', last4: '4242' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/payment_intents');
    expect(request.headers.authorization).toBe('Bearer sk_test_123');
    expect(request.headers['idempotency-key']).toBe('checkout:user:1:key-1:seller-1');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({
      amount: '123450',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      capture_method: 'manual',
      description: 'Order with Northwind',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'expand[]': 'latest_charge',
      'metadata[seller]': 'seller-1',
      'metadata[idempotency_key]': 'checkout:user:1:key-1:seller-1',
    });
  });

  it('reports a card error as a decline with Stripe’s message, a missing token as invalid', async () => {
    replies.push({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
          payment_intent: { id: 'pi_2' },
        },
      },
    });
    expect(await charge()).toEqual({
      status: 'declined',
      message: 'Your card was declined.',
      chargeId: 'pi_2',
    });
    replies.push({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod' },
      },
    });
    expect(await charge()).toEqual({ status: 'invalid_token', message: 'No such PaymentMethod' });
    replies.push({ status: 200, body: { id: 'pi_3', status: 'requires_action' } });
    expect((await charge()).status).toBe('declined');
  });

  it('throws a gateway error for anything else', async () => {
    replies.push({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } });
    await expect(charge()).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('captures an authorization, and a capture answered twice is not an error', async () => {
    replies.push({ status: 200, body: { id: 'pi_1', status: 'succeeded' } });
    await gateway().capture('pi_1', 'capture:k');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/payment_intents/pi_1/capture' });
    expect(seen.at(-1)?.headers['idempotency-key']).toBe('capture:k');
    replies.push({
      status: 400,
      body: { error: { code: 'payment_intent_unexpected_state', message: 'captured' } },
    });
    replies.push({
      status: 200,
      body: { id: 'pi_1', status: 'succeeded', latest_charge: { amount_refunded: 0 } },
    });
    await expect(gateway().capture('pi_1', 'capture:k')).resolves.toBeUndefined();
    replies.push({
      status: 400,
      body: { error: { code: 'payment_intent_unexpected_state', message: 'canceled' } },
    });
    replies.push({ status: 200, body: { id: 'pi_1', status: 'canceled' } });
    await expect(gateway().capture('pi_1', 'capture:k')).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('releases: voids an authorization, refunds a captured charge, leaves a voided one alone', async () => {
    replies.push({ status: 200, body: { id: 'pi_1', status: 'requires_capture' } });
    replies.push({ status: 200, body: { id: 'pi_1', status: 'canceled' } });
    expect(await gateway().release('pi_1', 'release:k')).toBe('voided');
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/v1/payment_intents/pi_1/cancel' });

    replies.push({
      status: 200,
      body: { id: 'pi_2', status: 'succeeded', latest_charge: { amount_refunded: 0 } },
    });
    replies.push({ status: 200, body: { id: 're_1', status: 'succeeded' } });
    expect(await gateway().release('pi_2', 'release:k2')).toBe('refunded');
    expect(seen.at(-1)).toMatchObject({ url: '/v1/refunds' });
    expect(seen.at(-1)?.form.get('payment_intent')).toBe('pi_2');
    expect(seen.at(-1)?.headers['idempotency-key']).toBe('release:k2');

    replies.push({ status: 200, body: { id: 'pi_3', status: 'canceled' } });
    const before = seen.length;
    expect(await gateway().release('pi_3', 'release:k3')).toBe('voided');
    expect(seen.length).toBe(before + 1); // only the look at the PaymentIntent
  });

  it('looks a charge up by the idempotency key kept in its metadata', async () => {
    replies.push({
      status: 200,
      body: {
        data: [
          {
            id: 'pi_9',
            status: 'requires_capture',
            latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '1111' } } },
          },
        ],
      },
    });
    expect(await gateway().lookup('checkout:o1')).toEqual({
      chargeId: 'pi_9',
      status: 'authorized',
      brand: 'visa',
      last4: '1111',
    });
    expect(seen.at(-1)?.method).toBe('GET');
    expect(decodeURIComponent(seen.at(-1)?.url ?? '')).toContain("metadata['idempotency_key']:'checkout:o1'");
    replies.push({ status: 200, body: { data: [] } });
    expect(await gateway().lookup('checkout:o2')).toBeNull();
  });
});
