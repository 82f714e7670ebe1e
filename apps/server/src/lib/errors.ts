import type { ErrorCode } from '@patchbay/contract';

const statusByCode: Record<ErrorCode, number> = {
  invalid_data: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/**
 * The one error type of the server. `message` is safe to show a user (a SPEC.md message where
 * there is one); `internal` is what the logs get.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly internal: string | undefined;
  /** For rate_limited: seconds until a new attempt may succeed, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; internal?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
    this.internal = options.internal;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const invalidData = (message: string, fields?: Record<string, string>) =>
  new AppError('invalid_data', message, fields ? { fields } : {});
export const conflict = (message: string) => new AppError('conflict', message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError('forbidden', message);
