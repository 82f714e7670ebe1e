import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import {
  type OfferItemRef,
  type OfferMutationResponse,
  offerItemPath,
  useOfferMutation,
} from './offer-mutation';

/** POST /api/offers/{id}/items/{itemId}/accept: the buyer (a person of this organization) accepts the seller's counter-offer. */
export const acceptCounterOffer = (ref: OfferItemRef) =>
  api.post<OfferMutationResponse>(offerItemPath('/api/offers', ref, 'accept'), { version: ref.version });

export function useAcceptCounterOffer({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof acceptCounterOffer>;
} = {}) {
  return useOfferMutation(acceptCounterOffer, mutationConfig);
}
