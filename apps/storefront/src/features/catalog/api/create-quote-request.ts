import type { ResponseOf } from '@patchbay/client';
import { type QuoteRequestBody, quoteRequestBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** The contract's schema: the browser and the server give the same messages. */
export const createQuoteRequestInputSchema = quoteRequestBodySchema;

export type CreateQuoteRequestResponse = ResponseOf<'requestQuote', 201>;

/** POST /api/quote-requests: a buyer asks the seller of a listing for a quote (SPEC.md §3, §7). */
export const createQuoteRequest = (data: QuoteRequestBody) =>
  dataOf(client.POST('/api/quote-requests', { body: data }));

export function useCreateQuoteRequest({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createQuoteRequest>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createQuoteRequest });
}
