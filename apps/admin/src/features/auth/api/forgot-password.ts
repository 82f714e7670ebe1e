import type { ResponseOf } from '@patchbay/client';
import { forgotPasswordBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaInput } from '@/lib/schema';

/** The contract's schema: the form and the server give the same messages. */
export const forgotPasswordInputSchema = forgotPasswordBodySchema;
export type ForgotPasswordInput = SchemaInput<typeof forgotPasswordBodySchema>;
export type ForgotPasswordResponse = ResponseOf<'forgotPassword'>;

/** Mails a reset link to the address; 404 'Provided email do not exists.' when nobody has it. */
export const forgotPassword = (data: ForgotPasswordInput) =>
  dataOf(client.POST('/api/auth/forgot-password', { body: data }));

export function useForgotPassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof forgotPassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: forgotPassword });
}
