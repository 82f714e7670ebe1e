import {
  type CreateOfferBody,
  createOfferBodySchema,
  type GuestContact,
  offerMessages,
  quantityRuleMessage,
} from '@patchbay/contract';
import { offerLineTotal, offerTotal, quantityRuleProblem, withinListPrice } from '@patchbay/domain';
// Relative imports: the web test project does not resolve the app's @/ alias.
import type { OfferDraftItem } from '../../../lib/client-state';

/**
 * An offer's prices and quantities as the offer form, /myoffer and the answer form check them,
 * with the offer API's own schemas (the browser and the server give the same messages): pure
 * helpers, tested without a browser.
 */

/** The contract's offer price: the browser and the server give the same messages. */
const offerPriceSchema = createOfferBodySchema.shape.items.element.shape.unitPrice;

/** The contract's message for a proposed unit price, or null when it takes it. */
export function offerPriceError(value: string): string | null {
  const result = offerPriceSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please enter valid offer price');
}

const offerQuantitySchema = createOfferBodySchema.shape.items.element.shape.quantity;

/**
 * A quantity the listing takes (the contract's format, the listing's minimum and order multiple,
 * as the cart words them), or null. Availability is the server's to check.
 */
export function draftQuantityError(
  quantity: number | string,
  minQuantity: number,
  multiple: number,
): string | null {
  const value =
    typeof quantity === 'number' ? quantity : quantity.trim() === '' ? Number.NaN : Number(quantity);
  const result = offerQuantitySchema.safeParse(Number.isNaN(value) ? undefined : value);
  if (!result.success) return result.error.issues[0]?.message ?? 'Please enter quantity';
  const ruled = quantityRuleProblem({ minQuantity, quantityMultiple: multiple }, value);
  return ruled ? quantityRuleMessage(ruled) : null;
}

/** A decimal string the contract takes as an offer price (above zero, up to 4 decimals). */
export function isOfferPrice(value: string): boolean {
  return offerPriceError(value) === null;
}

/** An item's total while its price is readable; null otherwise. */
export function draftItemTotal(item: Pick<OfferDraftItem, 'unitPrice' | 'quantity'>): string | null {
  if (!isOfferPrice(item.unitPrice) || !Number.isInteger(item.quantity) || item.quantity < 1) return null;
  return offerLineTotal({ unitPrice: item.unitPrice.trim(), quantity: item.quantity });
}

export interface DraftGroup {
  seller: { id: string; name: string };
  items: OfferDraftItem[];
  /** The sum of the readable totals. */
  total: string;
}

/** The draft by seller, in the order sellers first appear: each group becomes one offer. */
export function groupDraftBySeller(draft: readonly OfferDraftItem[]): DraftGroup[] {
  const groups = new Map<string, OfferDraftItem[]>();
  const sellers = new Map<string, { id: string; name: string }>();
  for (const item of draft) {
    groups.set(item.seller.id, [...(groups.get(item.seller.id) ?? []), item]);
    if (!sellers.has(item.seller.id)) sellers.set(item.seller.id, item.seller);
  }
  return [...groups].map(([sellerId, items]) => ({
    seller: sellers.get(sellerId)!,
    items,
    total: offerTotal(
      items.flatMap((item) =>
        draftItemTotal(item) === null ? [] : [{ unitPrice: item.unitPrice.trim(), quantity: item.quantity }],
      ),
    ),
  }));
}

/**
 * What the browser can say about a proposed price before sending: the contract's format, and not
 * above the listing price when the buyer can see it. The server checks everything again.
 */
export function draftPriceError(unitPrice: string, listPrice: string | null): string | null {
  const format = offerPriceError(unitPrice);
  if (format) return format;
  if (listPrice !== null && !withinListPrice(unitPrice.trim(), listPrice))
    return offerMessages.offerAboveListPrice;
  return null;
}

/** POST /api/offers: the draft in its order (the server groups it by seller), with the guest's details. */
export function toCreateOfferBody(
  draft: readonly OfferDraftItem[],
  options: { guest: GuestContact | null; comments: string },
): CreateOfferBody {
  const body: CreateOfferBody = {
    items: draft.map((item) => ({
      listingId: item.listingId,
      quantity: item.quantity,
      unitPrice: item.unitPrice.trim(),
    })),
  };
  if (options.guest) body.guest = options.guest;
  const comments = options.comments.trim();
  if (comments) body.comments = comments;
  return body;
}

/**
 * The server's field errors (`items.{index}.{field}`, `guest.{field}`) by draft entry and by
 * contact field, for showing each beside its input.
 */
export function splitOfferFieldErrors(
  fields: Readonly<Record<string, string>>,
  draft: readonly OfferDraftItem[],
): {
  items: Record<string, { listingId?: string; quantity?: string; unitPrice?: string }>;
  guest: Record<string, string>;
  other: string[];
} {
  const items: Record<string, { listingId?: string; quantity?: string; unitPrice?: string }> = {};
  const guest: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    const item = /^items\.(\d+)\.(listingId|quantity|unitPrice)$/.exec(name);
    const entry = item ? draft[Number(item[1])] : undefined;
    if (item && entry) {
      const field = item[2] as 'listingId' | 'quantity' | 'unitPrice';
      items[entry.listingId] = { ...items[entry.listingId], [field]: message };
      continue;
    }
    const contact = /^guest\.(\w+)$/.exec(name);
    if (contact?.[1]) {
      guest[contact[1]] = message;
      continue;
    }
    other.push(message);
  }
  return { items, guest, other };
}
