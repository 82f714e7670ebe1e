import { editOfferBodySchema } from '@patchbay/contract';
import { dataOf } from '@patchbay/ui';
import { client } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import { type OfferItemRef, useOfferMutation } from './offer-mutation';

export const editOfferItemInputSchema = editOfferBodySchema;

/** POST /api/offers/{id}/items/{itemId}/edit: the buyer's new price and/or quantity. */
export const editOfferItem = ({
  data,
  offerId,
  itemId,
}: Omit<OfferItemRef, 'version'> & { data: SchemaOutput<typeof editOfferBodySchema> }) =>
  dataOf(
    client.POST('/api/offers/{id}/items/{itemId}/edit', {
      params: { path: { id: offerId, itemId } },
      body: data,
    }),
  );

export function useEditOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof editOfferItem>;
} = {}) {
  return useOfferMutation(editOfferItem, mutationConfig);
}
