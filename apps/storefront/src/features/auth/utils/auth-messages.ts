// Relative imports: the web test project does not resolve the app's @/ alias.
import { accountMessages, GENERIC_ERROR_MESSAGE } from '@patchbay/contract';
import { ApiError } from '@patchbay/ui';
import { failureMessage } from '../../../lib/failure-message';

export { failureMessage };

/** SPEC.md §8 login failure: 'Invalid username or password' (429 and the like keep their own words). */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return accountMessages.loginFailed;
  return failureMessage(error);
}

/**
 * SPEC.md §8 register failure: if the message is about the username (sign-in email) field being
 * taken, 'This Email Is Already Taken. Please Choose Different Email'; otherwise the server's message.
 * (A message that merely names the field, such as 'Please enter valid email', is not about it being taken.)
 */
export function registerFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return GENERIC_ERROR_MESSAGE;
  if (error.status === 409 || error.code === 'conflict') return accountMessages.emailTaken;
  const aboutTheField = /\b(user\s?name|e-?mail)\b/i.test(error.message);
  const taken = /\b(taken|already|exists?|unique|duplicate)\b/i.test(error.message);
  if (aboutTheField && taken) return accountMessages.emailTaken;
  return failureMessage(error);
}
