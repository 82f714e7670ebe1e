/**
 * Product insights (SPEC.md §9, docs/insights.md): how a retail match found for a product's brand
 * and MPN is badged, the price suggested from the matches, and how retail data is cleaned (title
 * trimming, the affiliate tag). Title similarity is pg_trgm's similarity(), computed by the
 * database and passed in. No I/O, no clock.
 */
import { compareMoney, divideHalfUp, fromUnits, multiplyMoney, toUnits } from './money';
import { normalizePartNumber, stripMarkup } from './text';

export const INSIGHT_BADGES = ['Recommended', 'Potential Match', 'Caution', 'Original'] as const;
export type InsightBadge = (typeof INSIGHT_BADGES)[number];

/** pg_trgm similarity of the titles at or above which the titles are taken to name the same product. */
export const TITLE_SIMILAR = 0.45;
/** A retail price this far under or over the product's reference price is suspect (used, a part, a bundle, a typo). */
export const PRICE_BAND = { low: '0.5', high: '2' } as const;
/** The suggested price sits this many percent under the lowest recommended retail price. */
export const SUGGESTED_UNDERCUT_PERCENT = 2;
/** Retail titles are cut to this many characters, at a word boundary. */
export const RETAIL_TITLE_MAX = 120;

/** A part number as compared: lower-case, letters and digits only ('ASR-9001' -> 'asr9001'). */
export function normalizeMpn(mpn: string): string {
  return normalizePartNumber(mpn);
}

export interface InsightMatch {
  /** 'original' for the reference catalogue's manufacturer data; else the retail source's name. */
  source: string;
  title: string;
  mpn: string | null;
  /** The retail unit price, a money string; null when the source gave none. */
  price: string | null;
  /** pg_trgm similarity(product title, match title), 0 to 1. */
  titleSimilarity: number;
}

export interface InsightProduct {
  mpn: string;
  /** The price the match is compared with: the seller's listing price, else the product's. */
  referencePrice: string | null;
}

export interface BadgeDecision {
  badge: InsightBadge;
  reason: string;
}

/** Whether a match names the product's part number: its own MPN, or the number inside its title. */
export function mpnMatches(product: InsightProduct, match: Pick<InsightMatch, 'mpn' | 'title'>): boolean {
  const ours = normalizeMpn(product.mpn);
  if (ours.length === 0) return false;
  if (match.mpn !== null && normalizeMpn(match.mpn) === ours) return true;
  return normalizeMpn(match.title).includes(ours);
}

/** Where a price lies against the reference: inside the band, under it, over it, or unknown. */
export function priceBand(
  price: string | null,
  reference: string | null,
): 'in' | 'under' | 'over' | 'unknown' {
  if (price === null || reference === null || compareMoney(reference, '0') <= 0) return 'unknown';
  if (compareMoney(price, multiplyMoney(reference, PRICE_BAND.low, 4)) < 0) return 'under';
  if (compareMoney(price, multiplyMoney(reference, PRICE_BAND.high, 4)) > 0) return 'over';
  return 'in';
}

/**
 * The badge of one match, first rule that applies:
 * 1. Original: the reference catalogue's manufacturer data.
 * 2. Caution: a price outside the band (under half or over twice the reference).
 * 3. Recommended: the MPN matches and the titles are similar.
 * 4. Potential Match: either the MPN matches or the titles are similar.
 * 5. Caution: neither.
 */
export function insightBadge(product: InsightProduct, match: InsightMatch): BadgeDecision {
  if (match.source === 'original') return { badge: 'Original', reason: "The manufacturer's own data" };
  const band = priceBand(match.price, product.referencePrice);
  if (band === 'under')
    return { badge: 'Caution', reason: 'Priced under half of yours: maybe used, a part or a mistake' };
  if (band === 'over')
    return { badge: 'Caution', reason: 'Priced over twice yours: maybe a bundle or a mistake' };
  const mpn = mpnMatches(product, match);
  const similar = match.titleSimilarity >= TITLE_SIMILAR;
  if (mpn && similar) return { badge: 'Recommended', reason: 'Same part number, similar title' };
  if (mpn) return { badge: 'Potential Match', reason: 'Same part number, different title' };
  if (similar) return { badge: 'Potential Match', reason: 'Similar title, part number not found' };
  return { badge: 'Caution', reason: 'Neither the part number nor the title matches' };
}

export interface SuggestedPrice {
  price: string;
  reason: string;
}

function median(prices: readonly string[]): string {
  const sorted = [...prices].sort(compareMoney);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return fromUnits(toUnits(sorted[middle]!), 2);
  return fromUnits(divideHalfUp(toUnits(sorted[middle - 1]!) + toUnits(sorted[middle]!), 2n), 2);
}

/**
 * The price to suggest from badged matches: 2 % under the lowest Recommended retail price; without
 * one, the median of the Potential Matches; without those, none. Kept inside the product's minimum
 * and maximum price when it has them (SPEC.md §5: a sale price lies between them).
 */
export function suggestedPrice(
  matches: readonly (Pick<InsightMatch, 'source' | 'price'> & { badge: InsightBadge })[],
  bounds: { minPrice: string | null; maxPrice: string | null } = { minPrice: null, maxPrice: null },
): SuggestedPrice | null {
  const priced = (badge: InsightBadge) =>
    matches.filter(
      (m): m is typeof m & { price: string } =>
        m.badge === badge && m.price !== null && compareMoney(m.price, '0') > 0,
    );
  const recommended = priced('Recommended').sort((a, b) => compareMoney(a.price, b.price));
  let result: SuggestedPrice | null = null;
  if (recommended.length > 0) {
    const lowest = recommended[0]!;
    result = {
      price: multiplyMoney(lowest.price, (100 - SUGGESTED_UNDERCUT_PERCENT) / 100),
      reason: `${SUGGESTED_UNDERCUT_PERCENT} % under the lowest recommended retail price (${lowest.price} at ${lowest.source})`,
    };
  } else {
    const potential = priced('Potential Match');
    if (potential.length === 0) return null;
    result = {
      price: median(potential.map((m) => m.price)),
      reason: `The median of ${potential.length} potential match${potential.length === 1 ? '' : 'es'}`,
    };
  }
  if (bounds.minPrice !== null && compareMoney(result.price, bounds.minPrice) < 0) {
    return {
      price: fromUnits(toUnits(bounds.minPrice), 2),
      reason: `${result.reason}, raised to the product's minimum price`,
    };
  }
  if (bounds.maxPrice !== null && compareMoney(result.price, bounds.maxPrice) > 0) {
    return {
      price: fromUnits(toUnits(bounds.maxPrice), 2),
      reason: `${result.reason}, lowered to the product's maximum price`,
    };
  }
  return result;
}

/**
 * A retail title as shown: markup stripped, whitespace collapsed, the retail site's own suffix
 * (' | Site', ' - Site', ': Site' at the end) removed, then cut to RETAIL_TITLE_MAX characters at
 * a word boundary with an ellipsis.
 */
export function trimRetailTitle(title: string, siteName?: string): string {
  let text = stripMarkup(title).replace(/\s+/g, ' ').trim();
  if (siteName) {
    const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`\\s*[|:\\-–]\\s*${escaped}\\s*$`, 'i'), '').trim();
  }
  if (text.length <= RETAIL_TITLE_MAX) return text;
  const cut = text.slice(0, RETAIL_TITLE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > RETAIL_TITLE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:\-–|]+$/, '')}…`;
}

/** A retail link with the affiliate tag set (replacing any tag it carried); non-http(s) links are refused (null). */
export function withAffiliateTag(url: string, tag: string | null, parameter = 'tag'): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (tag) parsed.searchParams.set(parameter, tag);
  return parsed.toString();
}
