import { forgotPasswordBodySchema, type forgotPasswordResponseSchema } from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaInput, SchemaOutput } from '@/lib/schema';

/** The contract's schema: the form and the server give the same messages. */
export const forgotPasswordInputSchema = forgotPasswordBodySchema;
export type ForgotPasswordInput = SchemaInput<typeof forgotPasswordBodySchema>;
export type ForgotPasswordResponse = SchemaOutput<typeof forgotPasswordResponseSchema>;

/** Mails a reset link to the address; 404 'Provided email do not exists.' when nobody has it. */
export const forgotPassword = (data: ForgotPasswordInput) =>
  api.post<ForgotPasswordResponse>('/api/auth/forgot-password', data);

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof forgotPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
