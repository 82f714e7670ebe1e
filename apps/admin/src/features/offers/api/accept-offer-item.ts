import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import {
  type OfferItemRef,
  type OfferMutationResponse,
  offerItemPath,
  useOfferMutation,
} from './offer-mutation';

/** POST /api/admin/offers/{id}/items/{itemId}/accept: the seller accepts the buyer's standing offer. */
export const acceptOfferItem = (ref: OfferItemRef) =>
  api.post<OfferMutationResponse>(offerItemPath('/api/admin/offers', ref, 'accept'), {
    version: ref.version,
  });

export function useAcceptOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof acceptOfferItem>;
} = {}) {
  return useOfferMutation(acceptOfferItem, mutationConfig);
}
