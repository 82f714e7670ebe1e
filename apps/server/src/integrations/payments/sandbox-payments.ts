import { randomBytes } from 'node:crypto';
import { cardBrand, compareMoney, luhnValid, paymentSchemaAt } from '@patchbay/domain';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCardTokens, sandboxCharges } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import {
  type AuthorizeResult,
  type GatewayChargeState,
  type PaymentGateway,
  PaymentGatewayError,
  type SandboxCardInput,
} from './payments';

/** What the sandbox tells a buyer whose test card declines: what a real gateway says, in words. */
export const SANDBOX_DECLINE_MESSAGE = 'Your card was declined. Please use another card.';

/**
 * Test numbers with a fixed outcome (like a real gateway's test mode): 4000 0000 0000 0002 and
 * 4000 0000 0000 9995 decline; every other number with a known brand and a valid checksum (4111
 * 1111 1111 1111, 5555 5555 5555 4444, ...) approves.
 */
const DECLINING_NUMBERS = new Set(['4000000000000002', '4000000000009995']);

/** Tokens live as long as a checkout page might stay open. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/**
 * The built-in payment gateway, the default when no real one is configured. It behaves like a
 * real test gateway: the browser tokenises the card (the number is checked and dropped; only the
 * brand, the last four and the outcome it stands for are stored), authorizations take a token and an
 * idempotency key (the same key returns the first one, never a second), are captured or voided,
 * captured charges are refunded, and a key can be looked up. Its tokens and charges live in its own tables. `clock` is the app's clock (tests move it).
 */
export function createSandboxGateway(db: Database, clock: () => Date = () => new Date()): PaymentGateway {
  // long-function: a factory: short methods that share its closure.
  return {
    name: 'sandbox',
    publishableKey: null,
    sandbox: {
      async tokenize(card: SandboxCardInput, now: Date) {
        const parsed = paymentSchemaAt(now).safeParse({ paymentType: 'card', ...card });
        if (!parsed.success) {
          const fields: Record<string, string> = {};
          for (const issue of parsed.error.issues) {
            const name = String(issue.path[0] ?? 'cardNumber');
            fields[name] ??= issue.message;
          }
          throw new AppError('invalid_data', Object.values(fields)[0] ?? 'Invalid card', { fields });
        }
        const digits = card.cardNumber.replace(/[\s-]/g, '');
        const brand = cardBrand(digits);
        if (!brand || !luhnValid(digits)) throw new AppError('invalid_data', 'Invalid card');
        const token = newId('tok_sandbox');
        const last4 = digits.slice(-4);
        const decline = DECLINING_NUMBERS.has(digits);
        await db.insert(sandboxCardTokens).values({
          token,
          brand,
          last4,
          outcome: decline ? 'decline' : 'approve',
          declineMessage: decline ? SANDBOX_DECLINE_MESSAGE : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
        });
        return { token, brand, last4 };
      },
    },

    async authorize(request): Promise<AuthorizeResult> {
      if (compareMoney(request.amount, '0') <= 0) throw new Error('sandbox charge of a non-positive amount');
      const existing = await findCharge(db, request.idempotencyKey);
      if (existing) return asAuthorizeResult(existing);
      const [token] = await db
        .select()
        .from(sandboxCardTokens)
        .where(and(eq(sandboxCardTokens.token, request.token), gt(sandboxCardTokens.expiresAt, clock())));
      if (!token) return { status: 'invalid_token', message: 'Unknown or expired card token' };
      const declined = token.outcome === 'decline';
      // A concurrent call with the same key inserts nothing here and reads the first one's charge.
      await db
        .insert(sandboxCharges)
        .values({
          id: newId('ch_sandbox'),
          idempotencyKey: request.idempotencyKey,
          token: token.token,
          amount: request.amount,
          currency: request.currency,
          status: declined ? 'declined' : 'authorized',
          declineMessage: declined ? (token.declineMessage ?? SANDBOX_DECLINE_MESSAGE) : null,
          description: request.description,
          metadata: request.metadata ?? null,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
      const stored = await findCharge(db, request.idempotencyKey);
      if (!stored) throw new Error('sandbox charge was not stored');
      return asAuthorizeResult(stored);
    },

    async capture(chargeId) {
      const [row] = await db
        .update(sandboxCharges)
        .set({ status: 'succeeded', capturedAt: clock() })
        .where(
          and(eq(sandboxCharges.id, chargeId), inArray(sandboxCharges.status, ['authorized', 'succeeded'])),
        )
        .returning({ id: sandboxCharges.id });
      // Like a real gateway: a voided or refunded authorization cannot be captured.
      if (!row) throw new PaymentGatewayError(`sandbox charge ${chargeId} cannot be captured`);
    },

    async release(chargeId) {
      const [voided] = await db
        .update(sandboxCharges)
        .set({ status: 'voided', refundedAt: clock() })
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'authorized')))
        .returning({ id: sandboxCharges.id });
      if (voided) return 'voided';
      const [refunded] = await db
        .update(sandboxCharges)
        .set({ status: 'refunded', refundedAt: clock() })
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'succeeded')))
        .returning({ id: sandboxCharges.id });
      if (refunded) return 'refunded';
      const [row] = await db
        .select({ status: sandboxCharges.status })
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, chargeId));
      return row?.status === 'voided' ? 'voided' : row?.status === 'refunded' ? 'refunded' : 'none';
    },

    async lookup(idempotencyKey) {
      return findCharge(db, idempotencyKey);
    },
  };
}

function asAuthorizeResult(state: GatewayChargeState & { declineMessage: string | null }): AuthorizeResult {
  if (state.status === 'declined') {
    return {
      status: 'declined',
      message: state.declineMessage ?? SANDBOX_DECLINE_MESSAGE,
      chargeId: state.chargeId,
    };
  }
  // Whatever became of it since (captured, voided), the authorization under this key was granted:
  // the caller that retries gets the same id back and its own records decide what follows.
  return { status: 'authorized', chargeId: state.chargeId, brand: state.brand, last4: state.last4 };
}

async function findCharge(
  db: Database,
  idempotencyKey: string,
): Promise<(GatewayChargeState & { declineMessage: string | null }) | null> {
  const [row] = await db
    .select({
      id: sandboxCharges.id,
      status: sandboxCharges.status,
      declineMessage: sandboxCharges.declineMessage,
      brand: sandboxCardTokens.brand,
      last4: sandboxCardTokens.last4,
    })
    .from(sandboxCharges)
    .leftJoin(sandboxCardTokens, eq(sandboxCardTokens.token, sandboxCharges.token))
    .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  if (!row) return null;
  const status = row.status === 'succeeded' ? 'captured' : row.status;
  return { chargeId: row.id, status, brand: row.brand, last4: row.last4, declineMessage: row.declineMessage };
}
