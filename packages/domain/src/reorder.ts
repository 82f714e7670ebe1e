/**
 * Reorder: an order's items go back into the cart as far as the listing allows now, and what
 * changed since the order is said plainly (unavailable, less stock, quantity rule, new price).
 */
import { compareMoney, formatMoney } from './money';
import { largestQuantity, orderMultiple, type QuantityRule, smallestQuantity } from './quantity';

export interface ReorderListingNow extends QuantityRule {
  /** Shown on this storefront, not deleted, priced above zero. */
  purchasable: boolean;
  numAvailable: number;
}

export interface ReorderLine {
  /** What goes into the cart; 0 when nothing can. */
  quantity: number;
  /** What changed, each a sentence for the buyer; empty when nothing did. */
  changes: string[];
}

/** How much of an ordered quantity can go back into the cart now, and why it differs. */
export function reorderQuantity(ordered: number, listing: ReorderListingNow | null): ReorderLine {
  if (!listing?.purchasable) return { quantity: 0, changes: ['No longer available'] };
  if (listing.numAvailable <= 0) return { quantity: 0, changes: ['Sold out'] };
  const smallest = smallestQuantity(listing);
  const largest = largestQuantity(listing, listing.numAvailable);
  if (largest < smallest) {
    return {
      quantity: 0,
      changes: [`Only ${listing.numAvailable} available, below the minimum of ${smallest}`],
    };
  }
  // Down to what the stock allows, up to the listing's minimum, to a whole order multiple.
  const wanted = Math.min(Math.max(ordered, smallest), largest);
  const quantity = Math.max(smallest, Math.floor(wanted / orderMultiple(listing)) * orderMultiple(listing));
  const changes: string[] = [];
  if (ordered > largest)
    changes.push(`Only ${listing.numAvailable} available: ${quantity} added instead of ${ordered}`);
  else if (quantity !== ordered)
    changes.push(`Quantity changed from ${ordered} to ${quantity} (the seller's minimum or order multiple)`);
  return { quantity, changes };
}

/** The price note of a line: empty when the unit price is the same as on the order. */
export function reorderPriceChange(before: string, now: string): string[] {
  const compared = compareMoney(now, before);
  if (compared === 0) return [];
  return [
    `New price: ${formatMoney(now, { precise: true })} (was ${formatMoney(before, { precise: true })})`,
  ];
}
