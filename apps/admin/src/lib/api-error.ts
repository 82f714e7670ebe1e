import { GENERIC_ERROR_MESSAGE } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';

/** The text to show for a failed call: the server's own message, or SPEC.md §8's generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'network' && error.code !== 'internal')
    return error.message;
  return GENERIC_ERROR_MESSAGE;
}

/** The server's per-field messages of a 400, if any. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0
    ? { ...error.fields }
    : undefined;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
