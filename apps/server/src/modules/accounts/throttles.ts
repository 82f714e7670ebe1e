import { accountMessages } from '@patchbay/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottles } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/**
 * Rate limits kept in the database, so every server process counts the same attempts
 * (DESIGN.md §1). Each key counts events in a fixed window; a key that reaches its limit is
 * refused until its block passes. All times come from the caller's clock (ctx.now()).
 *
 * Limits:
 * - sign-in: 10 failed attempts per 15 minutes per account (e-mail) and, separately, per client IP;
 *   then every attempt is refused for the rest of the window, even with the right password. Each
 *   attempt is counted in one atomic upsert before the slow password check (claimSignInAttempt),
 *   so a burst of concurrent guesses cannot slip past the count: the 11th is refused whatever the
 *   timing. A success gives its attempt back and resets the account's counter.
 * - forgot-password: 5 requests per 15 minutes per e-mail, 20 per IP.
 * - register: 5 requests per 15 minutes per e-mail, 20 per IP (an existing address answers 409,
 *   so sign-up is an address oracle like forgot-password).
 * - uploads: 20 per 15 minutes per IP.
 * - quote requests: 3 per 15 minutes per recipient address, 10 per IP: each one mails the address
 *   given, so without a limit the form mails anyone as often as anyone likes.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const FORGOT_PER_EMAIL_LIMIT = 5;
export const FORGOT_PER_IP_LIMIT = 20;
export const REGISTER_PER_EMAIL_LIMIT = 5;
export const REGISTER_PER_IP_LIMIT = 20;
export const UPLOAD_PER_IP_LIMIT = 20;
export const QUOTE_PER_EMAIL_LIMIT = 3;
export const QUOTE_PER_IP_LIMIT = 10;

export const throttleKeys = {
  loginAccount: (email: string) => `login:email:${email}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  registerEmail: (email: string) => `register:email:${email}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  uploadIp: (ip: string) => `upload:ip:${ip}`,
  quoteEmail: (email: string) => `quote:email:${email}`,
  quoteIp: (ip: string) => `quote:ip:${ip}`,
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** 429 with the seconds until the key opens again (sent as Retry-After). */
export function tooManyAttempts(internal: string, retryAfterSeconds: number): AppError {
  return new AppError('rate_limited', accountMessages.tooManyAttempts, {
    internal,
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });
}

const secondsUntil = (until: Date, now: Date) => (until.getTime() - now.getTime()) / 1000;

/** Throws 429 when any of the keys is blocked now. */
export async function assertNotBlocked(db: Database, keys: string[], now: Date): Promise<void> {
  const blocked = await db
    .select({ key: authThrottles.key, blockedUntil: authThrottles.blockedUntil })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, keys), gt(authThrottles.blockedUntil, now)));
  if (blocked.length > 0) {
    const until = Math.max(...blocked.map((b) => b.blockedUntil?.getTime() ?? now.getTime()));
    throw tooManyAttempts(
      `blocked: ${blocked.map((b) => b.key.split(':')[1]).join(', ')}`,
      secondsUntil(new Date(until), now),
    );
  }
}

/**
 * Counts one event for a key in one atomic upsert and returns the count inside the current
 * window. When the count reaches `blockAt` (if given), the key is blocked for one window from now.
 */
async function count(
  db: Database,
  key: string,
  now: Date,
  blockAt: number | null,
): Promise<{ count: number; windowStartedAt: Date }> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  const blockUntil = new Date(now.getTime() + WINDOW_MS);
  const expired = sql`${authThrottles.windowStartedAt} <= ${ts(cutoff)}`;
  const next = sql`(case when ${expired} then 1 else ${authThrottles.failures} + 1 end)`;
  const [row] = await db
    .insert(authThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: now,
      blockedUntil: blockAt !== null && blockAt <= 1 ? blockUntil : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: next,
        windowStartedAt: sql`(case when ${expired} then ${ts(now)} else ${authThrottles.windowStartedAt} end)`,
        blockedUntil:
          blockAt === null
            ? sql`(case when ${expired} then null else ${authThrottles.blockedUntil} end)`
            : sql`(case when ${next} >= ${blockAt} then ${ts(blockUntil)} when ${expired} then null else ${authThrottles.blockedUntil} end)`,
      },
    })
    .returning({ failures: authThrottles.failures, windowStartedAt: authThrottles.windowStartedAt });
  return { count: row?.failures ?? 1, windowStartedAt: row?.windowStartedAt ?? now };
}

/** Gives back one counted attempt of a key in its current window (never below zero). */
async function giveBack(db: Database, key: string, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  await db
    .update(authThrottles)
    .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)` })
    .where(and(eq(authThrottles.key, key), gt(authThrottles.windowStartedAt, cutoff)));
}

/** One sign-in attempt that was let through to the password check. */
export interface SignInAttempt {
  /** The password was right: the account's counter starts again, the address gets its attempt back. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt against the account and then the address, each in one atomic upsert
 * (the row lock of INSERT ... ON CONFLICT DO UPDATE ... RETURNING orders concurrent attempts), and
 * refuses it with 429 when either has already used its 10 attempts in the window. The count comes
 * before the password check, so a failure needs nothing more; an attempt refused on the address
 * gives the account its attempt back, and one refused on the account never counts on the address.
 */
export async function claimSignInAttempt(
  db: Database,
  keys: { account: string; ip?: string },
  now: Date,
): Promise<SignInAttempt> {
  const refuse = (which: string, windowStartedAt: Date) =>
    tooManyAttempts(
      `sign-in attempts over the limit: ${which}`,
      secondsUntil(new Date(windowStartedAt.getTime() + WINDOW_MS), now),
    );
  const account = await count(db, keys.account, now, null);
  if (account.count > LOGIN_FAILURE_LIMIT) throw refuse('account', account.windowStartedAt);
  const ipKey = keys.ip;
  if (ipKey !== undefined) {
    const ip = await count(db, ipKey, now, null);
    if (ip.count > LOGIN_FAILURE_LIMIT) {
      await giveBack(db, keys.account, now);
      throw refuse('address', ip.windowStartedAt);
    }
  }
  return {
    async succeeded() {
      await resetThrottle(db, keys.account);
      if (ipKey !== undefined) await giveBack(db, ipKey, now);
    },
  };
}

/**
 * Counts one request against each key and throws 429 when any of them is over its limit in the
 * current window (the request that crosses the limit is the first one refused).
 */
export async function consume(
  db: Database,
  limits: { key: string; limit: number }[],
  now: Date,
): Promise<void> {
  await assertNotBlocked(
    db,
    limits.map((l) => l.key),
    now,
  );
  const over: string[] = [];
  for (const { key, limit } of limits) {
    const { count: n } = await count(db, key, now, limit + 1);
    if (n > limit) over.push(key.split(':')[1] ?? key);
  }
  // The request that crosses a limit blocks its key for one window from now.
  if (over.length > 0) throw tooManyAttempts(`over the limit: ${over.join(', ')}`, WINDOW_MS / 1000);
}

export async function resetThrottle(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
