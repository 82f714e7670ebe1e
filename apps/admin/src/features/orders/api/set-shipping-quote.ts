import { shippingQuoteBodySchema } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { type OrderMutationResponse, useOrderMutation } from './order-mutation';

export const setShippingQuoteInputSchema = shippingQuoteBodySchema;
export type ShippingQuoteBody = SchemaOutput<typeof shippingQuoteBodySchema>;

/** POST /api/admin/orders/{id}/shipping-quote: the fee of an order awaiting a shipping quote; the buyer is mailed the new total. */
export const setShippingQuote = ({ id, data }: { id: string; data: ShippingQuoteBody }) =>
  api.post<OrderMutationResponse>(`/api/admin/orders/${encodeURIComponent(id)}/shipping-quote`, data);

export function useSetShippingQuote({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof setShippingQuote>;
} = {}) {
  return useOrderMutation(setShippingQuote, mutationConfig);
}
