import { multiplyMoney } from '@patchbay/domain';
import {
  type AuthorizeResult,
  type GatewayChargeState,
  type PaymentGateway,
  PaymentGatewayError,
} from './payments';

const TIMEOUT_MS = 20_000;

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  /** Tests point it at a local fake; production leaves the default. */
  apiBase?: string;
}

/** Dollars and cents as Stripe's integer amount in cents: '1234.50' -> '123450'. */
export function toCents(amount: string): string {
  return multiplyMoney(amount, 100).replace(/\.00$/, '');
}

interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { id?: string };
}

interface StripePaymentIntent {
  id: string;
  status: string;
  latest_charge?:
    | {
        refunded?: boolean;
        amount_refunded?: number;
        payment_method_details?: { card?: { brand?: string; last4?: string } };
      }
    | string
    | null;
}

function cardOf(intent: StripePaymentIntent) {
  const card =
    typeof intent.latest_charge === 'object' && intent.latest_charge
      ? intent.latest_charge.payment_method_details?.card
      : undefined;
  return { brand: card?.brand ?? null, last4: card?.last4 ?? null };
}

/** A PaymentIntent's status in our words (https://docs.stripe.com/payments/paymentintents/lifecycle). */
function stateOf(intent: StripePaymentIntent): GatewayChargeState['status'] {
  if (intent.status === 'requires_capture') return 'authorized';
  if (intent.status === 'succeeded') {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return charge?.amount_refunded ? 'refunded' : 'captured';
  }
  if (intent.status === 'canceled') return 'voided';
  return 'declined';
}

/**
 * The Stripe adapter (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY): the browser creates a
 * PaymentMethod with Stripe.js and sends its id as the token. An authorization is a PaymentIntent
 * confirmed at once with manual capture (`capture_method=manual`), without redirects, sent with
 * Stripe's own Idempotency-Key header so a retry returns the first PaymentIntent instead of
 * authorizing again; the key also goes into the metadata so that it can be looked up after a
 * crash (Stripe's search). Capture, cancel (void) and refund follow Stripe's API. A card that needs
 * 3-D Secure is reported as declined (this checkout has no redirect step).
 */
export function createStripeGateway(options: StripeOptions): PaymentGateway {
  // long-function: a factory: short methods that share its closure.
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  async function call(method: 'GET' | 'POST', path: string, form?: URLSearchParams, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
          'stripe-version': '2024-06-20',
        },
        ...(form ? { body: form.toString() } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentGatewayError(
        `Stripe could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as { error?: StripeError } & Record<
      string,
      unknown
    >;
    return { status: response.status, body };
  }
  const failed = (what: string, status: number, body: { error?: StripeError }) =>
    new PaymentGatewayError(`Stripe ${what} answered ${status}: ${body.error?.message ?? 'no message'}`);

  async function retrieve(chargeId: string): Promise<StripePaymentIntent> {
    const { status, body } = await call(
      'GET',
      `/v1/payment_intents/${encodeURIComponent(chargeId)}?expand[]=latest_charge`,
    );
    if (status !== 200) throw failed('retrieve', status, body);
    return body as unknown as StripePaymentIntent;
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async authorize(request): Promise<AuthorizeResult> {
      const form = new URLSearchParams({
        amount: toCents(request.amount),
        currency: request.currency,
        payment_method: request.token,
        confirm: 'true',
        capture_method: 'manual',
        description: request.description,
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        'expand[]': 'latest_charge',
      });
      for (const [key, value] of Object.entries(request.metadata ?? {})) form.set(`metadata[${key}]`, value);
      form.set('metadata[idempotency_key]', request.idempotencyKey);
      const { status, body } = await call('POST', '/v1/payment_intents', form, request.idempotencyKey);
      if (status === 200) {
        const intent = body as unknown as StripePaymentIntent;
        if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
          return {
            status: 'declined',
            message: 'This card needs an extra verification step. Please use another card.',
            chargeId: intent.id,
          };
        }
        return { status: 'authorized', chargeId: intent.id, ...cardOf(intent) };
      }
      const error = body.error ?? {};
      if (error.type === 'card_error') {
        return {
          status: 'declined',
          message: error.message ?? 'Your card was declined.',
          chargeId: error.payment_intent?.id ?? null,
        };
      }
      if (error.code === 'resource_missing' || error.code === 'payment_method_unexpected_state') {
        return { status: 'invalid_token', message: error.message ?? 'Unknown card token' };
      }
      throw failed('authorization', status, body);
    },

    async capture(chargeId, idempotencyKey) {
      const { status, body } = await call(
        'POST',
        `/v1/payment_intents/${encodeURIComponent(chargeId)}/capture`,
        new URLSearchParams(),
        idempotencyKey,
      );
      if (status === 200) return;
      // Captured already (a retry after a lost answer) is what we asked for.
      if (
        body.error?.code === 'payment_intent_unexpected_state' &&
        stateOf(await retrieve(chargeId)) === 'captured'
      )
        return;
      throw failed('capture', status, body);
    },

    async release(chargeId, idempotencyKey) {
      const state = stateOf(await retrieve(chargeId));
      if (state === 'authorized') {
        const { status, body } = await call(
          'POST',
          `/v1/payment_intents/${encodeURIComponent(chargeId)}/cancel`,
          new URLSearchParams(),
          idempotencyKey,
        );
        if (status !== 200) throw failed('cancel', status, body);
        return 'voided';
      }
      if (state === 'captured') {
        const { status, body } = await call(
          'POST',
          '/v1/refunds',
          new URLSearchParams({ payment_intent: chargeId }),
          idempotencyKey,
        );
        // Refunding twice is not an error for us: the money is back either way.
        if (status !== 200 && body.error?.code !== 'charge_already_refunded')
          throw failed('refund', status, body);
        return 'refunded';
      }
      return state === 'voided' ? 'voided' : state === 'refunded' ? 'refunded' : 'none';
    },

    async lookup(idempotencyKey) {
      const query = `metadata['idempotency_key']:'${idempotencyKey.replaceAll("'", "\\'")}'`;
      const { status, body } = await call(
        'GET',
        `/v1/payment_intents/search?${new URLSearchParams({ query, 'expand[]': 'data.latest_charge' })}`,
      );
      if (status !== 200) throw failed('search', status, body);
      const [intent] = ((body as { data?: StripePaymentIntent[] }).data ?? []) as StripePaymentIntent[];
      return intent ? { chargeId: intent.id, status: stateOf(intent), ...cardOf(intent) } : null;
    },
  };
}
