import { type RegisterBody, registerBodySchema, type registerResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const registerInputSchema = registerBodySchema;

export type RegisterResponse = SchemaOutput<typeof registerResponseSchema>;

export const register = (data: RegisterBody) => api.post<RegisterResponse>('/api/auth/register', data);

export function useRegister({ mutationConfig }: { mutationConfig?: MutationConfig<typeof register> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: register });
}
