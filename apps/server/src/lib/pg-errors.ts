/**
 * PostgreSQL error codes as both drivers report them. Drizzle wraps driver errors (the original is
 * its `cause`), so the chain is walked.
 */
function pgError(error: unknown): { code?: string; constraint?: string; message?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return current as { code?: string; constraint?: string; message?: string };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** unique_violation (23505), optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
}

/**
 * A row is still referenced: foreign_key_violation (23503, ON DELETE NO ACTION) or
 * restrict_violation (23001, ON DELETE RESTRICT).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '23503' || code === '23001';
}

/** deadlock_detected (40P01) or serialization_failure (40001): the transaction may simply run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs a transaction body again (at most `attempts` times) when PostgreSQL ends it with a deadlock
 * or a serialization failure: never surfaced as a 500 to the buyer (docs/checkout.md).
 */
export async function retryOnConflict<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20));
    }
  }
}
