import { additionalFeeBodySchema } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { type OrderMutationResponse, useOrderMutation } from './order-mutation';

export const addAdditionalFeeInputSchema = additionalFeeBodySchema;
export type AdditionalFeeBody = SchemaOutput<typeof additionalFeeBodySchema>;

/** POST /api/admin/orders/{id}/additional-fees: a fee added to the order's total. */
export const addAdditionalFee = ({ id, data }: { id: string; data: AdditionalFeeBody }) =>
  api.post<OrderMutationResponse>(`/api/admin/orders/${encodeURIComponent(id)}/additional-fees`, data);

export function useAddAdditionalFee({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof addAdditionalFee>;
} = {}) {
  return useOrderMutation(addAdditionalFee, mutationConfig);
}
