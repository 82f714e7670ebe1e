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

const plainKey = /^[A-Za-z_$][\w$]*$/;
const under = (prefix: string, key: string) =>
  plainKey.test(key) ? (prefix ? `${prefix}.${key}` : key) : `${prefix}["${key}"]`;

/** pino's redact paths for SECRET_LOG_KEYS at the top level and three levels below it. */
export const secretLogPaths: string[] = SECRET_LOG_KEYS.flatMap((key) =>
  ['', '*', '*.*', '*.*.*'].map((prefix) => under(prefix, key)),
);
