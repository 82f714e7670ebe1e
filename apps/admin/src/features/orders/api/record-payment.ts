import { recordPaymentBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { useOrderMutation } from './order-mutation';

export const recordPaymentInputSchema = recordPaymentBodySchema;
export type RecordPaymentBody = SchemaOutput<typeof recordPaymentBodySchema>;

/** POST /api/admin/orders/{id}/payments: a payment received; the order becomes 'partially paid' or 'paid' by the sum. */
export const recordPayment = ({ id, data }: { id: string; data: RecordPaymentBody }) =>
  dataOf(client.POST('/api/admin/orders/{id}/payments', { params: { path: { id } }, body: data }));

export function useRecordPayment({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof recordPayment>;
} = {}) {
  return useOrderMutation(recordPayment, mutationConfig);
}
