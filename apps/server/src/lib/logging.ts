import { randomUUID } from 'node:crypto';

/**
 * A request id a proxy or client may hand us in `X-Request-Id`: short, and only characters that
 * cannot forge a log line or a header.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request: the `X-Request-Id` it came with when that is a safe one, else a new UUID.
 * Every log line of the request carries it (`reqId`) and the reply echoes it, so a proxy's,
 * a client's and our logs can be joined.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = typeof header === 'string' ? header : undefined;
  return value !== undefined && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/**
 * Keys whose values never reach the log, wherever they sit in a logged object (up to four levels
 * deep: `req.headers.authorization`, `body.payment.cardNumber`): credentials, session and link
 * tokens, and card or bank account fields.
 */
export const SECRET_LOG_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'sessionToken',
  'verification_token',
  'verificationToken',
  'apiToken',
  'secret',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
  'expiry',
  'accountNumber',
] as const;

const SECRET_KEYS: ReadonlySet<string> = new Set(SECRET_LOG_KEYS);
/** Levels below a logged object's top at which secrets are still looked for. */
const SECRET_DEPTH = 3;
const REDACTED = '[redacted]';

/**
 * pino's `formatters.log`: the logged object with the value of every SECRET_LOG_KEYS key replaced
 * by '[redacted]', at its top level and three levels below it. Only the objects on the way to a
 * secret are copied (an error keeps its class, message and stack); the caller's objects are never
 * changed, and an object without secrets is logged as it is. `req` and `res` are left to their
 * serializers, which write only the request line's fields (method, URL with its secret query
 * values redacted, host, address; status).
 *
 * pino's own `redact` with wildcard paths did the same at about 75 µs a line, against 2 µs for the
 * line itself: a twentieth of a request's CPU on the busiest reads (bench/RESULTS.md).
 */
export function redactSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return redactLevel(object, 0) as Record<string, unknown>;
}

function redactLevel(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || depth > SECRET_DEPTH) return value;
  if (ArrayBuffer.isView(value) || value instanceof Date) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key of Object.keys(source)) {
    if (depth === 0 && (key === 'req' || key === 'res')) continue;
    const item = source[key];
    const next = SECRET_KEYS.has(key) ? REDACTED : redactLevel(item, depth + 1);
    if (next === item) continue;
    copy ??= copyOf(source);
    Object.defineProperty(copy, key, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return copy ?? value;
}

/**
 * A shallow copy with the same prototype and own properties (an error's message and stack too),
 * each of them replaceable, even where the original is frozen.
 */
function copyOf(source: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(source)) return [...source] as unknown as Record<string, unknown>;
  const descriptors = Object.getOwnPropertyDescriptors(source);
  for (const descriptor of Object.values(descriptors)) {
    descriptor.configurable = true;
    if ('value' in descriptor) descriptor.writable = true;
  }
  return Object.create(Object.getPrototypeOf(source), descriptors);
}
