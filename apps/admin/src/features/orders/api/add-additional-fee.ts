import { additionalFeeBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { useOrderMutation } from './order-mutation';

export const addAdditionalFeeInputSchema = additionalFeeBodySchema;
export type AdditionalFeeBody = SchemaOutput<typeof additionalFeeBodySchema>;

/** POST /api/admin/orders/{id}/additional-fees: a fee added to the order's total. */
export const addAdditionalFee = ({ id, data }: { id: string; data: AdditionalFeeBody }) =>
  dataOf(client.POST('/api/admin/orders/{id}/additional-fees', { params: { path: { id } }, body: data }));

export function useAddAdditionalFee({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addAdditionalFee>;
} = {}) {
  return useOrderMutation(addAdditionalFee, mutationConfig);
}
