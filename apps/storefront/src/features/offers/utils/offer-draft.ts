// Relative imports: the web test project does not resolve the app's @/ alias.
import type { OfferDraftItem } from '../../../lib/client-state';

/**
 * The offer being prepared (client state offerItems), as stored: pure helpers, tested without a
 * browser. Nothing here loads the offer API's schemas (offer-form.ts checks prices and
 * quantities), so every screen that shows the offer count stays light.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a stored entry has today's shape (an older version of the app may have stored another). */
export function isOfferDraftItem(value: unknown): value is OfferDraftItem {
  if (!isRecord(value) || !isRecord(value.seller)) return false;
  return (
    typeof value.listingId === 'string' &&
    typeof value.quantity === 'number' &&
    typeof value.unitPrice === 'string' &&
    typeof value.title === 'string' &&
    typeof value.path === 'string' &&
    typeof value.imageUrl === 'string' &&
    typeof value.seller.id === 'string' &&
    typeof value.seller.name === 'string' &&
    (value.listPrice === null || typeof value.listPrice === 'string') &&
    typeof value.minQuantity === 'number' &&
    typeof value.quantityMultiple === 'number'
  );
}

/** The stored draft, keeping only well-formed entries. */
export function readOfferDraft(stored: unknown): OfferDraftItem[] {
  return Array.isArray(stored) ? stored.filter(isOfferDraftItem) : [];
}

/** Adds an item, or replaces the entry of the same listing (one proposal per listing). */
export function putDraftItem(draft: readonly OfferDraftItem[], item: OfferDraftItem): OfferDraftItem[] {
  const index = draft.findIndex((entry) => entry.listingId === item.listingId);
  if (index === -1) return [...draft, item];
  return draft.map((entry, i) => (i === index ? item : entry));
}

export function updateDraftItem(
  draft: readonly OfferDraftItem[],
  listingId: string,
  patch: Partial<Pick<OfferDraftItem, 'quantity' | 'unitPrice'>>,
): OfferDraftItem[] {
  return draft.map((entry) => (entry.listingId === listingId ? { ...entry, ...patch } : entry));
}

export function removeDraftItems(
  draft: readonly OfferDraftItem[],
  listingIds: readonly string[],
): OfferDraftItem[] {
  const gone = new Set(listingIds);
  return draft.filter((entry) => !gone.has(entry.listingId));
}
