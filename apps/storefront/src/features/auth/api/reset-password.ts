import { type okResponseSchema, resetPasswordBodySchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const resetPasswordInputSchema = resetPasswordBodySchema;

export type ResetPasswordInput = SchemaOutput<typeof resetPasswordBodySchema>;
export type ResetPasswordResponse = SchemaOutput<typeof okResponseSchema>;

export const resetPassword = (data: ResetPasswordInput) =>
  api.post<ResetPasswordResponse>('/api/auth/reset-password', data);

export function useResetPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resetPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
