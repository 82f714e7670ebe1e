import { editOfferBodySchema } from '@patchbay/contract';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/react-query';
import type { SchemaOutput } from '@/lib/schema';
import {
  type OfferItemRef,
  type OfferMutationResponse,
  offerItemPath,
  useOfferMutation,
} from './offer-mutation';

export const editOfferItemInputSchema = editOfferBodySchema;

/** POST /api/offers/{id}/items/{itemId}/edit: the buyer's new price and/or quantity. */
export const editOfferItem = ({
  data,
  ...ref
}: Omit<OfferItemRef, 'version'> & { data: SchemaOutput<typeof editOfferBodySchema> }) =>
  api.post<OfferMutationResponse>(offerItemPath('/api/offers', ref, 'edit'), data);

export function useEditOfferItem({
  mutationConfig,
}: {
  mutationConfig?: MutationConfig<typeof editOfferItem>;
} = {}) {
  return useOfferMutation(editOfferItem, mutationConfig);
}
