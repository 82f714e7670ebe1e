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
