import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type OfferItemRef, useOfferMutation } from './offer-mutation';

/** POST /api/admin/offers/{id}/items/{itemId}/accept: the seller accepts the buyer's standing offer. */
export const acceptOfferItem = ({ offerId, itemId, version }: OfferItemRef) =>
  dataOf(
    client.POST('/api/admin/offers/{id}/items/{itemId}/accept', {
      params: { path: { id: offerId, itemId } },
      body: { version },
    }),
  );

export function useAcceptOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof acceptOfferItem>;
} = {}) {
  return useOfferMutation(acceptOfferItem, mutationConfig);
}
