/**
 * Retail prices for a product from an online retail site (SPEC.md §9: two retail sources with an
 * affiliate tag and title trimming). An adapter answers offers already cleaned: titles trimmed
 * (trimRetailTitle), links carrying the affiliate tag and only http(s) (withAffiliateTag).
 */
export interface RetailOffer {
  title: string;
  /** The retail page, with the affiliate tag; null when the source gave no usable link. */
  url: string | null;
  /** The unit price as a money string; null when the source gave none. */
  price: string | null;
  mpn: string | null;
}

export interface PriceLookup {
  brand: string;
  /** Lower-case (SPEC.md §7). */
  mpn: string;
  title: string;
  /** The seller's price: the fixture source prices around it; real sources ignore it. */
  referencePrice: string | null;
}

export interface PriceSource {
  /** The source's key, stored with its matches ('retail1', 'retail2'). */
  id: string;
  /** The retail site's name as shown, and the title suffix trimmed off its titles. */
  name: string;
  /** 'fixture' or 'http'. */
  kind: string;
  search(lookup: PriceLookup): Promise<RetailOffer[]>;
}
