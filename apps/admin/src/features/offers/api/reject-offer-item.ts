import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import { type OfferItemRef, useOfferMutation } from './offer-mutation';

/** POST /api/admin/offers/{id}/items/{itemId}/reject: the seller rejects the buyer's standing offer. */
export const rejectOfferItem = ({ offerId, itemId, version }: OfferItemRef) =>
  dataOf(
    client.POST('/api/admin/offers/{id}/items/{itemId}/reject', {
      params: { path: { id: offerId, itemId } },
      body: { version },
    }),
  );

export function useRejectOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof rejectOfferItem>;
} = {}) {
  return useOfferMutation(rejectOfferItem, mutationConfig);
}
