import type { CheckoutQuoteBody } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** POST /api/checkout/quote: every amount of each seller's order for the choices made so far. */
export const getCheckoutQuote = (body: CheckoutQuoteBody, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.POST('/api/checkout/quote', { body, ...(signal ? { signal } : {}) }));

/**
 * `cartVersion` names the cart's lines and quantities: a changed cart is priced again even when
 * the choices are the same.
 */
export const getCheckoutQuoteQueryOptions = (body: CheckoutQuoteBody, cartVersion: string) =>
  queryOptions({
    queryKey: ['checkout', 'quote', cartVersion, body],
    queryFn: ({ signal }) => getCheckoutQuote(body, { signal }),
    // The previous quote stays on screen (dimmed) while the next one is computed: no jumping.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useCheckoutQuote(body: CheckoutQuoteBody, cartVersion: string, enabled: boolean) {
  return useQuery({ ...getCheckoutQuoteQueryOptions(body, cartVersion), enabled });
}
