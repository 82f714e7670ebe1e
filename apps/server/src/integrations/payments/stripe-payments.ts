import { multiplyMoney } from '@patchbay/domain';
import { type ChargeResult, type PaymentGateway, PaymentGatewayError } from './payments';

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
  latest_charge?: { payment_method_details?: { card?: { brand?: string; last4?: string } } } | string | null;
}

/**
 * The Stripe adapter (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY): the browser creates a
 * PaymentMethod with Stripe.js and sends its id as the token; a charge is a PaymentIntent
 * confirmed at once, without redirects, sent with Stripe's own Idempotency-Key header so a retry
 * returns the first PaymentIntent instead of charging again. A card that needs 3-D Secure is
 * reported as declined (this checkout has no redirect step).
 */
export function createStripeGateway(options: StripeOptions): PaymentGateway {
  const base = (options.apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  async function post(path: string, form: URLSearchParams, idempotencyKey: string) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
          'stripe-version': '2024-06-20',
        },
        body: form.toString(),
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

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    async charge(request): Promise<ChargeResult> {
      const form = new URLSearchParams({
        amount: toCents(request.amount),
        currency: request.currency,
        payment_method: request.token,
        confirm: 'true',
        description: request.description,
        'automatic_payment_methods[enabled]': 'true',
        'automatic_payment_methods[allow_redirects]': 'never',
        'expand[]': 'latest_charge',
      });
      for (const [key, value] of Object.entries(request.metadata ?? {})) form.set(`metadata[${key}]`, value);
      const { status, body } = await post('/v1/payment_intents', form, request.idempotencyKey);
      if (status === 200) {
        const intent = body as unknown as StripePaymentIntent;
        if (intent.status !== 'succeeded') {
          return {
            status: 'declined',
            message: 'This card needs an extra verification step. Please use another card.',
            chargeId: intent.id,
          };
        }
        const card =
          typeof intent.latest_charge === 'object' && intent.latest_charge
            ? intent.latest_charge.payment_method_details?.card
            : undefined;
        return {
          status: 'succeeded',
          chargeId: intent.id,
          brand: card?.brand ?? null,
          last4: card?.last4 ?? null,
        };
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
      throw new PaymentGatewayError(`Stripe answered ${status}: ${error.message ?? 'no message'}`);
    },
    async refund(chargeId, idempotencyKey) {
      const { status, body } = await post(
        '/v1/refunds',
        new URLSearchParams({ payment_intent: chargeId }),
        idempotencyKey,
      );
      if (status === 200) return;
      // Refunding twice is not an error for us: the money is back either way.
      if (body.error?.code === 'charge_already_refunded') return;
      throw new PaymentGatewayError(
        `Stripe refund answered ${status}: ${body.error?.message ?? 'no message'}`,
      );
    },
  };
}
