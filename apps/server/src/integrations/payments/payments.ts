/**
 * The payment gateway (DESIGN.md §6). The browser tokenises the card with the gateway; the server
 * only ever sees the token and keeps the brand, the last four digits and the gateway's charge id.
 * Every charge carries an idempotency key: the same key never charges twice.
 */
export interface ChargeRequest {
  /** The token the browser got from the gateway. */
  token: string;
  /** Dollars and cents, e.g. '1234.50'; above zero. */
  amount: string;
  currency: 'usd';
  idempotencyKey: string;
  description: string;
  metadata?: Record<string, string>;
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; brand: string | null; last4: string | null }
  | { status: 'declined'; message: string; chargeId: string | null }
  /** The token is unknown, used up or expired: the buyer enters the card again. */
  | { status: 'invalid_token'; message: string };

export interface SandboxCardInput {
  cardNumber: string;
  expiry: string;
  cvv: string;
  name: string;
}

/** The sandbox's tokenise call (POST /api/payments/sandbox/tokens). */
export interface SandboxTokenizer {
  tokenize(card: SandboxCardInput, now: Date): Promise<{ token: string; brand: string; last4: string }>;
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to tokenise (GET /api/payments/config). */
  readonly publishableKey: string | null;
  /** Present on the sandbox only. */
  readonly sandbox?: SandboxTokenizer;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives a charge back in full; idempotent (a refunded charge stays refunded). */
  refund(chargeId: string, idempotencyKey: string): Promise<void>;
}

/** A gateway failure that is not the buyer's doing (network, configuration): retried or reported. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
}
