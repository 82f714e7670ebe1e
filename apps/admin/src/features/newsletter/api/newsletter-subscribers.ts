import type { NewsletterSubscriberListQuery } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

/** A storefront's newsletter subscribers, newest first, as the filters say. */
export const useNewsletterSubscribers = (query: NewsletterSubscriberListQuery | null) =>
  useQuery({
    queryKey: ['admin-newsletter-subscribers', query],
    queryFn: ({ signal }) =>
      dataOf(
        client.GET('/api/admin/newsletter-subscribers', {
          params: { query: query as NewsletterSubscriberListQuery },
          signal,
        }),
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

/** The CSV download of the same filtered set. */
export function subscribersCsvHref(query: NewsletterSubscriberListQuery): string {
  const params = new URLSearchParams({ storefrontId: query.storefrontId });
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  return `/api/admin/newsletter-subscribers.csv?${params}`;
}
