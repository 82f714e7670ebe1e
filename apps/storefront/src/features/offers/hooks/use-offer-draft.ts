import { useMemo } from 'react';
import { type OfferDraftItem, setClientState, useClientState } from '@/lib/client-state';
import { putDraftItem, readOfferDraft, removeDraftItems, updateDraftItem } from '../utils/offer-draft';

/** Writes the draft and its count together: the header's count never drifts from the items. */
function save(update: (draft: OfferDraftItem[]) => OfferDraftItem[]) {
  setClientState((state) => {
    const offerItems = update(readOfferDraft(state.offerItems));
    return { offerItems, offerCount: offerItems.length };
  });
}

/** The offer being prepared (client state offerItems and offerCount, SPEC.md §3). */
export function useOfferDraft() {
  const stored = useClientState('offerItems');
  const items = useMemo(() => readOfferDraft(stored), [stored]);
  return {
    items,
    put: (item: OfferDraftItem) => save((draft) => putDraftItem(draft, item)),
    update: (listingId: string, patch: Partial<Pick<OfferDraftItem, 'quantity' | 'unitPrice'>>) =>
      save((draft) => updateDraftItem(draft, listingId, patch)),
    remove: (listingIds: readonly string[]) => save((draft) => removeDraftItems(draft, listingIds)),
  };
}
