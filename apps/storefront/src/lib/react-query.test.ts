import { ApiError } from '@patchbay/ui';
import { describe, expect, it } from 'vitest';
import { isSessionLost } from './react-query';

const error = (status: number) => new ApiError({ status, code: 'unauthorized', message: 'Unauthorized' });

describe('isSessionLost (SPEC.md §6: a 401 on any call except login clears the session)', () => {
  it('is true for a 401 reply', () => {
    expect(isSessionLost(error(401), undefined)).toBe(true);
    expect(isSessionLost(error(401), {})).toBe(true);
  });

  it('is false for a 401 the call expects (login)', () => {
    expect(isSessionLost(error(401), { skipSessionReset: true })).toBe(false);
  });

  it('is false for any other failure', () => {
    expect(isSessionLost(error(403), undefined)).toBe(false);
    expect(isSessionLost(error(400), undefined)).toBe(false);
    expect(isSessionLost(new Error('boom'), undefined)).toBe(false);
    expect(isSessionLost(new ApiError({ status: 0, code: 'network', message: 'x' }), undefined)).toBe(false);
  });
});
