import { changePasswordBodySchema, type okResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const changePasswordInputSchema = changePasswordBodySchema;

export type ChangePasswordInput = SchemaOutput<typeof changePasswordBodySchema>;
export type ChangePasswordResponse = SchemaOutput<typeof okResponseSchema>;

export const changePassword = (data: ChangePasswordInput) =>
  api.post<ChangePasswordResponse>('/api/auth/change-password', data);

export function useChangePassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changePassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword });
}
