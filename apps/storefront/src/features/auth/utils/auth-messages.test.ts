import { ApiError } from '@patchbay/ui';
import { describe, expect, it } from 'vitest';
import { loginFailureMessage, registerFailureMessage } from './auth-messages';

const apiError = (status: number, message: string, code: ApiError['code'] = 'invalid_data') =>
  new ApiError({ status, code, message });

describe('SPEC.md §8 sign-in and sign-up failure texts', () => {
  it('login: a 401 is "Invalid username or password"; a rate limit keeps its words', () => {
    expect(loginFailureMessage(apiError(401, 'Unauthorized', 'unauthorized'))).toBe(
      'Invalid username or password',
    );
    expect(
      loginFailureMessage(apiError(429, 'Too many attempts. Please try again later.', 'rate_limited')),
    ).toBe('Too many attempts. Please try again later.');
    expect(loginFailureMessage(new ApiError({ status: 0, code: 'network', message: 'x' }))).toBe(
      'Something went wrong. Please try again',
    );
  });

  it('register: a taken email or username is "This Email Is Already Taken. Please Choose Different Email"', () => {
    const taken = 'This Email Is Already Taken. Please Choose Different Email';
    expect(registerFailureMessage(apiError(409, taken, 'conflict'))).toBe(taken);
    expect(registerFailureMessage(apiError(400, 'Unique constraint violated on _user/username'))).toBe(taken);
    expect(registerFailureMessage(apiError(400, 'email already exists'))).toBe(taken);
  });

  it('register: any other failure shows the server message', () => {
    expect(registerFailureMessage(apiError(400, 'Phone number not valid'))).toBe('Phone number not valid');
    expect(registerFailureMessage(apiError(400, 'Please enter valid email'))).toBe(
      'Please enter valid email',
    );
    expect(registerFailureMessage(apiError(500, 'Database exploded', 'internal'))).toBe(
      'Something went wrong. Please try again',
    );
  });
});
