import { cancelOrderBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { useOrderMutation } from './order-mutation';

export const cancelOrderInputSchema = cancelOrderBodySchema;
export type CancelOrderBody = SchemaOutput<typeof cancelOrderBodySchema>;

/** POST /api/admin/orders/{id}/cancel: cancels the order; the server restocks its items and mails the buyer. */
export const cancelOrder = ({ id, data }: { id: string; data: CancelOrderBody }) =>
  dataOf(client.POST('/api/admin/orders/{id}/cancel', { params: { path: { id } }, body: data }));

export function useCancelOrder({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof cancelOrder>;
} = {}) {
  return useOrderMutation(cancelOrder, mutationConfig);
}
