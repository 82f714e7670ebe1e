import type { storefrontLinksResponseSchema } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SchemaOutput } from '@/lib/schema';

export type StorefrontLinksResponse = SchemaOutput<typeof storefrontLinksResponseSchema>;
export type StorefrontLink = StorefrontLinksResponse['items'][number];

/** GET /api/storefronts: every storefront's title and host, for signing in across them. */
export const getStorefrontLinks = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<StorefrontLinksResponse>('/api/storefronts', signal ? { signal } : {});

export const getStorefrontLinksQueryOptions = () =>
  queryOptions({
    queryKey: ['storefronts', 'links'],
    queryFn: ({ signal }) => getStorefrontLinks({ signal }),
    staleTime: 30 * 60_000,
  });

export function useStorefrontLinks({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStorefrontLinksQueryOptions(), enabled });
}
