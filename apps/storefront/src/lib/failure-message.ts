import { GENERIC_ERROR_MESSAGE } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';

/**
 * The words of a failure that has no SPEC.md text of its own: the server's (its 4xx messages are
 * written to be shown), or SPEC.md §8's generic one for a lost connection or a server fault.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.code !== 'network' && error.status < 500) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
