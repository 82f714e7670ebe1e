import type { ResponseOf } from '@patchbay/client';
import { type NewsletterSubscribeBody, newsletterSubscribeBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { useMutation } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';

/** The input schema is the contract's: the browser and the server give the same SPEC messages. */
export const subscribeNewsletterInputSchema = newsletterSubscribeBodySchema;

export type SubscribeNewsletterResponse = ResponseOf<'subscribeNewsletter'>;

export const subscribeNewsletter = (data: NewsletterSubscribeBody) =>
  dataOf(client.POST('/api/newsletter', { body: data }));

export function useSubscribeNewsletter({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof subscribeNewsletter>;
} = {}) {
  return useMutation({ ...mutationConfig, mutationFn: subscribeNewsletter });
}
