import type { QueryOf } from '@patchbay/client';
import { dataOf } from '@patchbay/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '@/lib/api-client';
import { offersQueryKey } from './get-offers';

export interface OfferAccess {
  /** The guest buyer's link token from an offer mail. */
  token: string | null;
  /** The side the link was made for (SPEC.md §2 `from`). */
  from: 'buyer' | 'seller' | null;
}

function accessQuery(access: OfferAccess): QueryOf<'getOffer'> {
  return {
    ...(access.token ? { token: access.token } : {}),
    ...(access.from ? { from: access.from } : {}),
  };
}

/** GET /api/offers/{id}: one offer and its thread, from the side the server finds the viewer on. */
export const getOffer = (id: string, access: OfferAccess, { signal }: { signal?: AbortSignal } = {}) =>
  dataOf(
    client.GET('/api/offers/{id}', {
      params: { path: { id }, query: accessQuery(access) },
      ...(signal ? { signal } : {}),
    }),
  );

export const getOfferQueryOptions = (id: string, access: OfferAccess) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'detail', id, access],
    queryFn: ({ signal }) => getOffer(id, access, { signal }),
    staleTime: 0,
  });

export function useOffer(id: string, access: OfferAccess) {
  return useQuery(getOfferQueryOptions(id, access));
}
