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

export interface RequestOptions {
  /** JSON-encoded, except a FormData (a file upload), which is sent as multipart as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export interface ApiClientOptions {
  /**
   * Headers every call carries, read at call time (e.g. the stored guest id as `X-Guest-Id`).
   * Data, not behaviour: the client still shows nothing and redirects nowhere.
   */
  defaultHeaders?: () => Record<string, string>;
}

/**
 * The one way the apps call the API: JSON in and out, cookies included, and any failure thrown
 * as an ApiError. It shows nothing and redirects nowhere: callers decide what the user sees.
 */
export function createApiClient(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  { defaultHeaders }: ApiClientOptions = {},
) {
  async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...defaultHeaders?.(),
      ...options.headers,
    };
    const { body } = options;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    // The browser sets multipart's Content-Type itself, with the boundary.
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(
        { status: 0, code: 'network', message: 'The server could not be reached' },
        { cause },
      );
    }
    const payload = await readJson(response);
    if (!response.ok) {
      if (isErrorResponse(payload)) {
        const { code, message, fields } = payload.error;
        throw new ApiError({ status: response.status, code, message, ...(fields ? { fields } : {}) });
      }
      throw new ApiError({
        status: response.status,
        code: codeForStatus(response.status),
        message: `${method} ${path} failed with status ${response.status}`,
      });
    }
    return payload as T;
  }

  return {
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
