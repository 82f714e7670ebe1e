import { compareMoney, discountPercent, formatCount, formatMoney } from '@patchbay/domain';

/** What the price corner of a card or a product page shows (SPEC.md §9: USD, 2 decimals, commas). */
export type PriceDisplay =
  | { kind: 'hidden' }
  | {
      kind: 'shown';
      /** '$1,234.50' */
      price: string;
      /** The MSRP struck through, only when it is above the price. */
      msrp: string | null;
      /** (msrp − price) / msrp × 100, rounded; null when there is no discount. */
      discountPercent: number | null;
    };

/**
 * `price` null means the seller hides it from visitors who are not signed in. The discount is
 * computed by the domain rule from the amounts shown, so the badge always agrees with them.
 */
export function priceDisplay(listing: { price: string | null; msrpPrice: string | null }): PriceDisplay {
  const { price, msrpPrice } = listing;
  if (price === null) return { kind: 'hidden' };
  const discounted = msrpPrice !== null && compareMoney(msrpPrice, price) > 0;
  const percent = discounted ? discountPercent(msrpPrice, price) : 0;
  return {
    kind: 'shown',
    price: formatMoney(price),
    msrp: discounted ? formatMoney(msrpPrice) : null,
    discountPercent: percent > 0 ? percent : null,
  };
}

/** '12 available' or 'Out of stock'. */
export function availabilityText(numAvailable: number): string {
  return numAvailable > 0 ? `${formatCount(numAvailable)} available` : 'Out of stock';
}

/** What a visitor can do with a listing, as text (the cart and offers arrive later). */
export function saleStateTexts(listing: { purchasable: boolean; canMakeOffer: boolean }): string[] {
  const texts: string[] = [];
  if (listing.purchasable) texts.push('Available to buy');
  if (listing.canMakeOffer) texts.push('Open to offers');
  return texts;
}

/** A tier's quantity range: '1 – 9', '10 – 49', '50+'. */
export function tierRangeText(minQty: number, maxQty: number | null): string {
  if (maxQty === null) return `${formatCount(minQty)}+`;
  if (maxQty === minQty) return formatCount(minQty);
  return `${formatCount(minQty)} – ${formatCount(maxQty)}`;
}

export interface VolumePrice {
  minQty: number;
  maxQty: number | null;
  price: string;
}

/**
 * The volume price table a buyer can rely on: per tier, what a unit costs at that quantity, which
 * is the tier's price only where it is below this listing's own price (a volume tier never raises
 * a seller's lower price: listingUnitPrice in @patchbay/domain, which the cart and checkout use).
 * Empty when no tier is below the listing's price (or the price is hidden): nothing to show.
 */
export function volumePrices(tiers: readonly VolumePrice[], price: string | null): VolumePrice[] {
  if (price === null) return [];
  const rows = tiers.map((tier) => ({
    ...tier,
    price: compareMoney(tier.price, price) < 0 ? tier.price : price,
  }));
  return rows.some((row) => compareMoney(row.price, price) < 0) ? rows : [];
}

/** 'Ships in 2 – 5 days', 'Ships in 3 days', or null when the seller gave no estimate. */
export function shippingEstimateText(min: number | null, max: number | null): string | null {
  const plural = (n: number) => (n === 1 ? 'day' : 'days');
  if (min !== null && max !== null && min !== max) return `Ships in ${min} – ${max} days`;
  const days = min ?? max;
  return days === null ? null : `Ships in ${days} ${plural(days)}`;
}

/** '1 result', '24 results'; an estimate: 'About 76,000 results'. */
export function resultCountText(total: number, approximate = false): string {
  if (approximate) return `About ${formatCount(total)} results`;
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}
