import {
  type NewsletterSubscribeBody,
  newsletterSubscribeBodySchema,
  type newsletterSubscribeResponseSchema,
} from '@patchbay/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';

/** The input schema is the contract's: the browser and the server give the same SPEC messages. */
export const subscribeNewsletterInputSchema = newsletterSubscribeBodySchema;

export type SubscribeNewsletterResponse = SchemaOutput<typeof newsletterSubscribeResponseSchema>;

export const subscribeNewsletter = (data: NewsletterSubscribeBody) =>
  api.post<SubscribeNewsletterResponse>('/api/newsletter', data);

export function useSubscribeNewsletter({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof subscribeNewsletter>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: subscribeNewsletter });
}
