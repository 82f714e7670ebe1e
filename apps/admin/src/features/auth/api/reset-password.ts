import { resetPasswordBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaInput } from '@/lib/schema';

export const resetPasswordInputSchema = resetPasswordBodySchema;
export type ResetPasswordInput = SchemaInput<typeof resetPasswordBodySchema>;

/**
 * Sets a new password with the token of a reset or invitation mail; 400 'This password reset link is
 * invalid or has expired.' for an unknown, used or expired token.
 */
export const resetPassword = (data: ResetPasswordInput) =>
  dataOf(client.POST('/api/auth/reset-password', { body: data }));

export function useResetPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resetPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
