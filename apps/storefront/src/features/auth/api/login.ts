import { type LoginBody, loginBodySchema, type loginResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

/** The contract's schema: the browser and the server give the same SPEC messages. */
export const loginInputSchema = loginBodySchema;

export type LoginResponse = SchemaOutput<typeof loginResponseSchema>;

export const login = (data: LoginBody) => api.post<LoginResponse>('/api/auth/login', data);

export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  return useMutation({
    ...mutationConfig,
    // SPEC.md §6: a 401 here is a wrong password, not a lost session.
    meta: { skipSessionReset: true },
    mutationFn: login,
  });
}
