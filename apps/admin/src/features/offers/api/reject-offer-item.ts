import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import {
  type OfferItemRef,
  type OfferMutationResponse,
  offerItemPath,
  useOfferMutation,
} from './offer-mutation';

/** POST /api/admin/offers/{id}/items/{itemId}/reject: the seller rejects the buyer's standing offer. */
export const rejectOfferItem = (ref: OfferItemRef) =>
  api.post<OfferMutationResponse>(offerItemPath('/api/admin/offers', ref, 'reject'), {
    version: ref.version,
  });

export function useRejectOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof rejectOfferItem>;
} = {}) {
  return useOfferMutation(rejectOfferItem, mutationConfig);
}
