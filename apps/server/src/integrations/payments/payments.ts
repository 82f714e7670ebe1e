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

/** What an authorization came to: held on the card, refused, or a token the gateway does not know. */
export type AuthorizeResult =
  | { status: 'authorized'; chargeId: string; brand: string | null; last4: string | null }
  | { status: 'declined'; message: string; chargeId: string | null }
  /** The token is unknown, used up or expired: the buyer enters the card again. */
  | { status: 'invalid_token'; message: string };

/** What the gateway holds under an idempotency key (the reconciler asks after a crash). */
export interface GatewayChargeState {
  chargeId: string;
  status: 'authorized' | 'captured' | 'declined' | 'voided' | 'refunded';
  brand: string | null;
  last4: string | null;
}

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

/**
 * Authorize, then capture (DESIGN.md §5): an authorization only holds the amount; a failure before
 * the order is placed voids it, so a buyer who gets nothing is never charged.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** What the browser needs to tokenise (GET /api/payments/config). */
  readonly publishableKey: string | null;
  /** Present on the sandbox only. */
  readonly sandbox?: SandboxTokenizer;
  /** Holds the amount on the card; the same idempotency key returns the first authorization. */
  authorize(request: ChargeRequest): Promise<AuthorizeResult>;
  /** Takes the authorized amount; idempotent (a captured charge stays captured). */
  capture(chargeId: string, idempotencyKey: string): Promise<void>;
  /**
   * Gives the money back whatever came of it: an authorization is voided, a captured charge
   * refunded in full, anything else is left as it is. Idempotent. Answers what the charge is now.
   */
  release(chargeId: string, idempotencyKey: string): Promise<'voided' | 'refunded' | 'none'>;
  /** The charge made under an idempotency key, if any (after a crash: did the call go through?). */
  lookup(idempotencyKey: string): Promise<GatewayChargeState | null>;
}

/** A gateway failure that is not the buyer's doing (network, configuration): retried or reported. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
}
