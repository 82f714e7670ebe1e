import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type Faq = ResponseOf<'getStorefrontFaq'>;

/** GET /api/faq: the storefront's questions and answers, in the seller's order. */
export const getFaqQueryOptions = () =>
  queryOptions({
    queryKey: ['faq'],
    queryFn: ({ signal }) => dataOf(client.GET('/api/faq', { ...(signal ? { signal } : {}) })),
  });

export const useFaq = () => useQuery(getFaqQueryOptions());
