import { randomBytes } from 'node:crypto';
import { cardBrand, compareMoney, luhnValid, paymentSchemaAt } from '@patchbay/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxCardTokens, sandboxCharges } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { ChargeResult, PaymentGateway, SandboxCardInput } from './payments';

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
 * brand, the last four and the outcome it stands for are stored), charges take a token and an
 * idempotency key (the same key returns the first charge, never a second one), and refunds give a
 * charge back. Its tokens and charges live in its own tables. `clock` is the app's clock (tests move it).
 */
export function createSandboxGateway(db: Database, clock: () => Date = () => new Date()): PaymentGateway {
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

    async charge(request): Promise<ChargeResult> {
      if (compareMoney(request.amount, '0') <= 0) throw new Error('sandbox charge of a non-positive amount');
      const existing = await findCharge(db, request.idempotencyKey);
      if (existing) return existing;
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
          status: declined ? 'declined' : 'succeeded',
          declineMessage: declined ? (token.declineMessage ?? SANDBOX_DECLINE_MESSAGE) : null,
          description: request.description,
          metadata: request.metadata ?? null,
          createdAt: clock(),
        })
        .onConflictDoNothing({ target: sandboxCharges.idempotencyKey });
      const stored = await findCharge(db, request.idempotencyKey);
      if (!stored) throw new Error('sandbox charge was not stored');
      return stored;
    },

    async refund(chargeId) {
      await db
        .update(sandboxCharges)
        .set({ status: 'refunded', refundedAt: clock() })
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'succeeded')));
    },
  };
}

async function findCharge(db: Database, idempotencyKey: string): Promise<ChargeResult | null> {
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
  if (row.status === 'declined') {
    return { status: 'declined', message: row.declineMessage ?? SANDBOX_DECLINE_MESSAGE, chargeId: row.id };
  }
  // A refunded charge was a success; the caller that retries gets the same id back.
  return { status: 'succeeded', chargeId: row.id, brand: row.brand, last4: row.last4 };
}
