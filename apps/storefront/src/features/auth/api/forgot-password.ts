import type { ResponseOf } from '@patchbay/client';
import { forgotPasswordBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const forgotPasswordInputSchema = forgotPasswordBodySchema;

export type ForgotPasswordInput = SchemaOutput<typeof forgotPasswordBodySchema>;
export type ForgotPasswordResponse = ResponseOf<'forgotPassword'>;

export const forgotPassword = (data: ForgotPasswordInput) =>
  dataOf(client.POST('/api/auth/forgot-password', { body: data }));

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof forgotPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
