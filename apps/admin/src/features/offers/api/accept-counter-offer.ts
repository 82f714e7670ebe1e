import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type OfferItemRef, useOfferMutation } from './offer-mutation';

/** POST /api/offers/{id}/items/{itemId}/accept: the buyer (a person of this organization) accepts the seller's counter-offer. */
export const acceptCounterOffer = ({ offerId, itemId, version }: OfferItemRef) =>
  dataOf(
    client.POST('/api/offers/{id}/items/{itemId}/accept', {
      params: { path: { id: offerId, itemId } },
      body: { version },
    }),
  );

export function useAcceptCounterOffer({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof acceptCounterOffer>;
} = {}) {
  return useOfferMutation(acceptCounterOffer, mutationConfig);
}
