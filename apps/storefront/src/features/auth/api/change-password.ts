import type { ResponseOf } from '@patchbay/client';
import { changePasswordBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

export const changePasswordInputSchema = changePasswordBodySchema;

export type ChangePasswordInput = SchemaOutput<typeof changePasswordBodySchema>;
export type ChangePasswordResponse = ResponseOf<'changePassword'>;

export const changePassword = (data: ChangePasswordInput) =>
  dataOf(client.POST('/api/auth/change-password', { body: data }));

export function useChangePassword({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof changePassword>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: changePassword });
}
