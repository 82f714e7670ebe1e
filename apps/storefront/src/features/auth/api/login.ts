import type { ResponseOf } from '@patchbay/client';
import { type LoginBody, loginBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** The contract's schema: the browser and the server give the same SPEC messages. */
export const loginInputSchema = loginBodySchema;

export type LoginResponse = ResponseOf<'signIn'>;

export const login = (data: LoginBody) => dataOf(client.POST('/api/auth/login', { body: data }));

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  return useMutation({
    ...mutationConfig,
    // SPEC.md §6: a 401 here is a wrong password, not a lost session.
    meta: { skipSessionReset: true },
    mutationFn: login,
  });
}
