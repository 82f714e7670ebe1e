import { forgotPasswordBodySchema, type forgotPasswordResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const forgotPasswordInputSchema = forgotPasswordBodySchema;

export type ForgotPasswordInput = SchemaOutput<typeof forgotPasswordBodySchema>;
export type ForgotPasswordResponse = SchemaOutput<typeof forgotPasswordResponseSchema>;

export const forgotPassword = (data: ForgotPasswordInput) =>
  api.post<ForgotPasswordResponse>('/api/auth/forgot-password', data);

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof forgotPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
