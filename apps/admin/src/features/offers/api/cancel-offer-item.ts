import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type OfferItemRef, useOfferMutation } from './offer-mutation';

/** POST /api/offers/{id}/items/{itemId}/cancel: the buyer withdraws the offer item. */
export const cancelOfferItem = ({ offerId, itemId, version }: OfferItemRef) =>
  dataOf(
    client.POST('/api/offers/{id}/items/{itemId}/cancel', {
      params: { path: { id: offerId, itemId } },
      body: { version },
    }),
  );

export function useCancelOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof cancelOfferItem>;
} = {}) {
  return useOfferMutation(cancelOfferItem, mutationConfig);
}
