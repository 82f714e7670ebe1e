import { MONEY_PATTERN, roundMoney, trimRetailTitle, withAffiliateTag } from '@patchbay/domain';
import type { PriceSource, RetailOffer } from './price-source';

const TIMEOUT_MS = 5_000;
const MAX_OFFERS = 20;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A price as sent: a number or a decimal string, with or without '$' and thousands commas. */
function priceOf(value: unknown): string | null {
  const raw = typeof value === 'number' ? String(value) : text(value)?.replace(/[$,\s]/g, '');
  if (!raw || !MONEY_PATTERN.test(raw)) return null;
  return roundMoney(raw, 2);
}

/**
 * Reads a retail search answer: an array of offers, or an object with `items`, `results` or
 * `products`; each offer's title (`title` or `name`), link (`url`, `link`), price (`price`,
 * `amount`) and part number (`mpn`, `partNumber`). Titles are trimmed for the site's name; links
 * get the affiliate tag, and anything but http(s) is dropped.
 */
export function readRetailReply(body: unknown, siteName: string, affiliateTag: string | null): RetailOffer[] {
  const b = body as Record<string, unknown> | unknown[] | null;
  const list = Array.isArray(b)
    ? b
    : b && typeof b === 'object'
      ? (b.items ?? b.results ?? b.products)
      : null;
  if (!Array.isArray(list)) return [];
  const offers: RetailOffer[] = [];
  for (const item of list.slice(0, MAX_OFFERS)) {
    if (!item || typeof item !== 'object') continue;
    const o = item as Record<string, unknown>;
    const title = text(o.title) ?? text(o.name);
    if (!title) continue;
    const url = text(o.url) ?? text(o.link);
    offers.push({
      title: trimRetailTitle(title, siteName),
      url: url ? withAffiliateTag(url, affiliateTag) : null,
      price: priceOf(o.price ?? o.amount),
      mpn: text(o.mpn) ?? text(o.partNumber),
    });
  }
  return offers;
}

/**
 * A retail site's search API: GET `template` with `{brand}` and `{mpn}` replaced
 * (PRICE_SOURCE_n_URL, e.g. `https://api.example/search?brand={brand}&mpn={mpn}`), JSON back.
 * A failure throws; the insight service shows the other source's matches and names this one.
 */
export function createHttpPriceSource(options: {
  id: string;
  name: string;
  template: string;
  affiliateTag: string | null;
  token?: string | undefined;
}): PriceSource {
  return {
    id: options.id,
    name: options.name,
    kind: 'http',
    async search({ brand, mpn }) {
      const url = options.template
        .replaceAll('{brand}', encodeURIComponent(brand))
        .replaceAll('{mpn}', encodeURIComponent(mpn));
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${options.name} answered ${response.status}`);
      return readRetailReply(await response.json(), options.name, options.affiliateTag);
    },
  };
}
