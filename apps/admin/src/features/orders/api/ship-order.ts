import { shipOrderBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { useOrderMutation } from './order-mutation';

export const shipOrderInputSchema = shipOrderBodySchema;
export type ShipOrderBody = SchemaOutput<typeof shipOrderBodySchema>;

/** POST /api/admin/orders/{id}/shipment: courier, tracking number and URL, date (SPEC.md §5 messages). */
export const shipOrder = ({ id, data }: { id: string; data: ShipOrderBody }) =>
  dataOf(client.POST('/api/admin/orders/{id}/shipment', { params: { path: { id } }, body: data }));

export function useShipOrder({ mutationConfig }: { mutationConfig?: MutationConfig<typeof shipOrder> } = {}) {
  return useOrderMutation(shipOrder, mutationConfig);
}
