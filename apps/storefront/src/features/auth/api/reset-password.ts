import type { ResponseOf } from '@patchbay/client';
import { resetPasswordBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const resetPasswordInputSchema = resetPasswordBodySchema;

export type ResetPasswordInput = SchemaOutput<typeof resetPasswordBodySchema>;
export type ResetPasswordResponse = ResponseOf<'resetPassword'>;

export const resetPassword = (data: ResetPasswordInput) =>
  dataOf(client.POST('/api/auth/reset-password', { body: data }));

export function useResetPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof resetPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: resetPassword });
}
