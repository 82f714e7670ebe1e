import type { Offer } from '@patchbay/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offersQueryKey } from './get-offers';

export interface OfferAccess {
  /** The guest buyer's link token from an offer mail. */
  token: string | null;
  /** The side the link was made for (SPEC.md §2 `from`). */
  from: 'buyer' | 'seller' | null;
}

function accessQuery(access: OfferAccess): string {
  const query = new URLSearchParams();
  if (access.token) query.set('token', access.token);
  if (access.from) query.set('from', access.from);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/offers/{id}: one offer and its thread, from the side the server finds the viewer on. */
export const getOffer = (id: string, access: OfferAccess, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<Offer>(`/api/offers/${encodeURIComponent(id)}${accessQuery(access)}`, signal ? { signal } : {});

export const getOfferQueryOptions = (id: string, access: OfferAccess) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'detail', id, access],
    queryFn: ({ signal }) => getOffer(id, access, { signal }),
    staleTime: 0,
  });

export function useOffer(id: string, access: OfferAccess) {
  return useQuery(getOfferQueryOptions(id, access));
}
