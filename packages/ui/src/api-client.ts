import { createPatchbayClient } from '@patchbay/client';
import type { ErrorCode, ErrorResponse } from '@patchbay/contract';

/** A failed API call: the server's error shape `{ error: { code, message, fields? } }`, plus the status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** 'network' when no reply arrived at all. */
  readonly code: ErrorCode | 'network';
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(
    init: { status: number; code: ErrorCode | 'network'; message: string; fields?: Record<string, string> },
    options?: ErrorOptions,
  ) {
    super(init.message, options);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'invalid_data';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 409) return 'conflict';
  if (status === 429) return 'rate_limited';
  return 'internal';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A fetch that failed without a reply; an abort stays an abort. */
function networkError(cause: unknown): unknown {
  if (cause instanceof DOMException && cause.name === 'AbortError') return cause;
  return new ApiError({ status: 0, code: 'network', message: 'The server could not be reached' }, { cause });
}

/** The ApiError of a reply that is not ok: the server's error shape when it sent one. */
function errorOf(status: number, payload: unknown, call: string): ApiError {
  if (isErrorResponse(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError({ status, code, message, ...(fields ? { fields } : {}) });
  }
  return new ApiError({
    status,
    code: codeForStatus(status),
    message: `${call} failed with status ${status}`,
  });
}

export interface ApiClientOptions {
  /**
   * Headers every call carries, read at call time (e.g. the stored guest id as `X-Guest-Id`).
   * Data, not behaviour: the client still shows nothing and redirects nowhere.
   */
  defaultHeaders?: () => Record<string, string>;
}

/**
 * The one way the apps call the API: the client generated from the API document
 * (@patchbay/client), so a change of a server schema breaks the callers' type-check. JSON in and
 * out (a multipart body as it is), cookies included, the default headers on every call, and any
 * failure thrown as an ApiError, so `data` is there whenever a call returns (read it with
 * `dataOf`). It shows nothing and redirects nowhere: callers decide what the user sees.
 */
export function createTypedApiClient(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  { defaultHeaders, baseUrl }: ApiClientOptions & { baseUrl?: string } = {},
) {
  return createPatchbayClient({
    // In a browser the page's own origin; elsewhere (tests) a full origin must be given.
    ...(baseUrl ? { baseUrl } : {}),
    fetch: async (request: Request) => {
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      for (const [name, value] of Object.entries(defaultHeaders?.() ?? {})) {
        if (!request.headers.has(name)) request.headers.set(name, value);
      }
      let response: Response;
      try {
        response = await fetchImpl(request);
      } catch (cause) {
        throw networkError(cause);
      }
      if (!response.ok) {
        const call = `${request.method} ${new URL(request.url).pathname}`;
        throw errorOf(response.status, await readJson(response), call);
      }
      return response;
    },
  });
}

export type TypedApiClient = ReturnType<typeof createTypedApiClient>;

/** The body of a typed call's answer: a failure has already been thrown as an ApiError. */
export async function dataOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) {
    throw new ApiError({ status: response.status, code: 'internal', message: 'The server answered no body' });
  }
  return data;
}
