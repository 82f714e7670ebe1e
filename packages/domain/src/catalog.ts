/** Product and listing rules of SPEC.md §5 and §9. */
import { divideHalfUp, MoneyError, toUnits } from './money';

function optionalNonNegativeUnits(amount: string | null | undefined, what: string): bigint | undefined {
  if (amount === null || amount === undefined || amount === '') return undefined;
  const units = toUnits(amount);
  if (units < 0n) throw new MoneyError(`${what} must not be negative: "${amount}"`);
  return units;
}

/**
 * (msrp − price) / msrp × 100, rounded half-up to a whole percent. 0 when either amount is missing
 * (null, undefined, ''), msrp is zero, or price ≥ msrp. Throws `MoneyError` on a malformed or
 * negative amount.
 */
export function discountPercent(msrp: string | null | undefined, price: string | null | undefined): number {
  const msrpUnits = optionalNonNegativeUnits(msrp, 'MSRP');
  const priceUnits = optionalNonNegativeUnits(price, 'Price');
  if (msrpUnits === undefined || priceUnits === undefined || msrpUnits === 0n || priceUnits >= msrpUnits) {
    return 0;
  }
  return Number(divideHalfUp((msrpUnits - priceUnits) * 100n, msrpUnits));
}

/** OEM name + space + part number, each trimmed; a missing part is left out ('' when both are). */
export function defaultDisplayName(
  oemName: string | null | undefined,
  partNumber: string | null | undefined,
): string {
  return [oemName, partNumber]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
}

/** The slug used when a display name has no letter or digit at all. */
export const FALLBACK_PRODUCT_SLUG = 'product';

/**
 * The product detail path `/{slug}/dp/{id}` (route `/{title}/dp/{pId}`, SPEC.md §2 and §9). The
 * slug is the display name with every character other than an ASCII letter or digit replaced by a
 * dash, runs of dashes collapsed and dashes trimmed from both ends; letter case is kept. A name
 * with nothing left gives FALLBACK_PRODUCT_SLUG. The id is URL-encoded.
 */
export function productPath(displayName: string | null | undefined, id: string | number): string {
  const slug = (typeof displayName === 'string' ? displayName : '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${slug || FALLBACK_PRODUCT_SLUG}/dp/${encodeURIComponent(String(id))}`;
}

export interface PurchasableListing {
  /** Unit price as a decimal string. */
  price: string | null | undefined;
  numAvailable: number | null | undefined;
}

/** SPEC.md §5: price > 0 and available quantity > 0. A missing or malformed price is false; never throws. */
export function isPurchasable(listing: PurchasableListing): boolean {
  const { price, numAvailable } = listing;
  if (typeof numAvailable !== 'number' || !(numAvailable > 0)) return false;
  try {
    return typeof price === 'string' && toUnits(price) > 0n;
  } catch {
    return false;
  }
}

export interface OfferableListing {
  numAvailable: number | null | undefined;
  canMakeOfferIfQtyIsZero?: boolean | null;
}

/** SPEC.md §5: available quantity > 0, or offers at zero quantity are allowed. Never throws. */
export function canMakeOffer(listing: OfferableListing): boolean {
  const available = typeof listing.numAvailable === 'number' && listing.numAvailable > 0;
  return available || listing.canMakeOfferIfQtyIsZero === true;
}

/** A product's names as the catalogue stores them. */
export interface ProductNames {
  displayName: string;
  oemName: string;
  oemPartNumber: string;
}

/** SPEC.md §3: the product's display name, else OEM name + part number. */
export function productTitle(product: ProductNames): string {
  return product.displayName.trim() || defaultDisplayName(product.oemName, product.oemPartNumber);
}

/** The no-image placeholder (SPEC.md §3), served by the API's media route. */
export const NO_IMAGE_URL = '/api/media/no-image.svg';
/** SPEC.md §3: without product images but with an OEM name, a brand-based default image. */
export const brandImageUrl = (oemName: string) => `/api/media/brand/${encodeURIComponent(oemName)}.svg`;

/**
 * SPEC.md §3: the product's own images (blank entries skipped), else its brand's default image,
 * else the no-image placeholder. Never empty: the first is the one a card or a line shows.
 */
export function productImages(product: { oemName: string; imageUrls: readonly unknown[] | null }): string[] {
  const own = (product.imageUrls ?? []).filter(
    (url): url is string => typeof url === 'string' && url.trim() !== '',
  );
  if (own.length > 0) return own;
  if (product.oemName.trim() !== '') return [brandImageUrl(product.oemName.trim())];
  return [NO_IMAGE_URL];
}

/** The seller's name buyers see: a discreet seller's brand name when it has one, else its name. */
export function sellerDisplayName(seller: {
  name: string;
  brandName: string | null;
  isDiscreteOrg: boolean;
}): string {
  return seller.isDiscreteOrg && seller.brandName ? seller.brandName : seller.name;
}
