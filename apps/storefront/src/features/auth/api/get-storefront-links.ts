import type { ResponseOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';

export type StorefrontLinksResponse = ResponseOf<'listStorefronts'>;
export type StorefrontLink = StorefrontLinksResponse['items'][number];

/** GET /api/storefronts: every storefront's title and host, for signing in across them. */
export const getStorefrontLinks = ({ signal }: { signal?: AbortSignal } = {}) =>
  dataOf(client.GET('/api/storefronts', signal ? { signal } : {}));

export const getStorefrontLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['storefronts', 'links'],
    queryFn: ({ signal }) => getStorefrontLinks({ signal }),
    staleTime: 30 * 60_000,
  });

export function useStorefrontLinks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStorefrontLinksQueryOptions(), enabled });
}
