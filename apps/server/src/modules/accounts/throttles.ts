import { accountMessages } from '@patchbay/contract';
import { and, gt, inArray, sql } from 'drizzle-orm';
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
 *   then every attempt is refused for 15 minutes, even with the right password. A success resets
 *   the account's counter.
 * - forgot-password: 5 requests per 15 minutes per e-mail, 20 per IP.
 * - uploads: 20 per 15 minutes per IP.
 * - quote requests: 3 per 15 minutes per recipient address, 10 per IP: each one mails the address
 *   given, so without a limit the form mails anyone as often as anyone likes.
 */
export const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
export const FORGOT_PER_EMAIL_LIMIT = 5;
export const FORGOT_PER_IP_LIMIT = 20;
export const UPLOAD_PER_IP_LIMIT = 20;
export const QUOTE_PER_EMAIL_LIMIT = 3;
export const QUOTE_PER_IP_LIMIT = 10;

export const throttleKeys = {
  loginAccount: (email: string) => `login:email:${email}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  forgotEmail: (email: string) => `forgot:email:${email}`,
  forgotIp: (ip: string) => `forgot:ip:${ip}`,
  uploadIp: (ip: string) => `upload:ip:${ip}`,
  quoteEmail: (email: string) => `quote:email:${email}`,
  quoteIp: (ip: string) => `quote:ip:${ip}`,
};

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function tooManyAttempts(internal: string): AppError {
  return new AppError('rate_limited', accountMessages.tooManyAttempts, { internal });
}

/** Throws 429 when any of the keys is blocked now. */
export async function assertNotBlocked(db: Database, keys: string[], now: Date): Promise<void> {
  const blocked = await db
    .select({ key: authThrottles.key })
    .from(authThrottles)
    .where(and(inArray(authThrottles.key, keys), gt(authThrottles.blockedUntil, now)));
  if (blocked.length > 0)
    throw tooManyAttempts(`blocked: ${blocked.map((b) => b.key.split(':')[1]).join(', ')}`);
}

/**
 * Counts one event for a key in one atomic upsert and returns the count inside the current
 * window. When the count reaches `blockAt`, the key is blocked for one window from now.
 */
async function count(db: Database, key: string, now: Date, blockAt: number): Promise<number> {
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
      blockedUntil: blockAt <= 1 ? blockUntil : null,
    })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: next,
        windowStartedAt: sql`(case when ${expired} then ${ts(now)} else ${authThrottles.windowStartedAt} end)`,
        blockedUntil: sql`(case when ${next} >= ${blockAt} then ${ts(blockUntil)} when ${expired} then null else ${authThrottles.blockedUntil} end)`,
      },
    })
    .returning({ failures: authThrottles.failures });
  return row?.failures ?? 1;
}

/** A failed sign-in for each key; the limit-th failure blocks the key for 15 minutes. */
export async function recordFailures(db: Database, keys: string[], now: Date): Promise<void> {
  for (const key of keys) await count(db, key, now, LOGIN_FAILURE_LIMIT);
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
    const n = await count(db, key, now, limit + 1);
    if (n > limit) over.push(key.split(':')[1] ?? key);
  }
  if (over.length > 0) throw tooManyAttempts(`over the limit: ${over.join(', ')}`);
}

export async function resetThrottle(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(sql`${authThrottles.key} = ${key}`);
}
