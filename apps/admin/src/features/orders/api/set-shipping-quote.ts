import { shippingQuoteBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { useOrderMutation } from './order-mutation';

export const setShippingQuoteInputSchema = shippingQuoteBodySchema;
export type ShippingQuoteBody = SchemaOutput<typeof shippingQuoteBodySchema>;

/** POST /api/admin/orders/{id}/shipping-quote: the fee of an order awaiting a shipping quote; the buyer is mailed the new total. */
export const setShippingQuote = ({ id, data }: { id: string; data: ShippingQuoteBody }) =>
  dataOf(client.POST('/api/admin/orders/{id}/shipping-quote', { params: { path: { id } }, body: data }));

export function useSetShippingQuote({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setShippingQuote>;
} = {}) {
  return useOrderMutation(setShippingQuote, mutationConfig);
}
