import type { ResponseOf } from '@patchbay/client';
import { type RegisterBody, registerBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

export const registerInputSchema = registerBodySchema;

export type RegisterResponse = ResponseOf<'registerBuyer', 201>;

export const register = (data: RegisterBody) => dataOf(client.POST('/api/auth/register', { body: data }));

export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register });
}
