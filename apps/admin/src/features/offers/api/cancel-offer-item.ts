import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import {
  type OfferItemRef,
  type OfferMutationResponse,
  offerItemPath,
  useOfferMutation,
} from './offer-mutation';

/** POST /api/offers/{id}/items/{itemId}/cancel: the buyer withdraws the offer item. */
export const cancelOfferItem = (ref: OfferItemRef) =>
  api.post<OfferMutationResponse>(offerItemPath('/api/offers', ref, 'cancel'), { version: ref.version });

export function useCancelOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof cancelOfferItem>;
} = {}) {
  return useOfferMutation(cancelOfferItem, mutationConfig);
}
