import {
  type QuoteRequestBody,
  quoteRequestBodySchema,
  type quoteRequestResponseSchema,
} from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

/** The contract's schema: the browser and the server give the same messages. */
export const createQuoteRequestInputSchema = quoteRequestBodySchema;

export type CreateQuoteRequestResponse = SchemaOutput<typeof quoteRequestResponseSchema>;

/** POST /api/quote-requests: a buyer asks the seller of a listing for a quote (SPEC.md §3, §7). */
export const createQuoteRequest = (data: QuoteRequestBody) =>
  api.post<CreateQuoteRequestResponse>('/api/quote-requests', data);

export function useCreateQuoteRequest({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof createQuoteRequest>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: createQuoteRequest });
}
