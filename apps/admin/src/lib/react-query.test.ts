import { ApiError } from '@patchbay/ui';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './react-query';

const unauthorized = () => new ApiError({ status: 401, code: 'unauthorized', message: 'Please sign in' });

describe('createQueryClient: a 401 ends the session in one place', () => {
  it('ends it when a query or a mutation answers 401', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });
    await client
      .fetchQuery({ queryKey: ['users'], queryFn: () => Promise.reject(unauthorized()) })
      .catch(() => undefined);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);

    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthorized()) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(onSessionEnded).toHaveBeenCalledTimes(2);
  });

  it('leaves the sign-in 401 to the form, and other errors alone', async () => {
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });
    const login = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(unauthorized()),
      meta: { unauthorizedIsAnswer: true },
    });
    await login.execute(undefined).catch(() => undefined);
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError({ status: 403, code: 'forbidden', message: 'No' })),
      })
      .catch(() => undefined);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
