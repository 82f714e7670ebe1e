import { MONEY_PATTERN, multiplyMoney, trimRetailTitle, withAffiliateTag } from '@patchbay/domain';
import type { PriceSource, RetailOffer } from './price-source';

/** A stable number 0..n-1 from a text (FNV-1a), so the same product always gets the same offers. */
function pick(text: string, n: number): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % n;
}

/**
 * The local source used when no retail site is configured: deterministic offers for any brand +
 * MPN, shaped like a retail site's answers (markup and the site's suffix in titles, a foreign
 * affiliate tag in links), cleaned as a real adapter cleans them. Prices sit around the seller's
 * price (a stand-in for the market), or around a price derived from the part number without one.
 * Retail One lists the part new and a used one far cheaper; Retail Two lists it under a generic
 * title and lists a similar product of another part number.
 */
export function createFixturePriceSource(
  id: string,
  name: string,
  affiliateTag: string | null,
  variant: 1 | 2,
): PriceSource {
  const link = (slug: string) =>
    withAffiliateTag(`https://${id}.example/item/${encodeURIComponent(slug)}?tag=other-21`, affiliateTag);
  return {
    id,
    name,
    kind: 'fixture',
    async search({ brand, mpn, title, referencePrice }) {
      const base =
        referencePrice !== null && MONEY_PATTERN.test(referencePrice) && Number(referencePrice) > 0
          ? referencePrice
          : `${100 + pick(mpn, 4900)}.00`;
      const factor = (low: number, spread: number, salt: string) =>
        ((low + pick(`${salt}${mpn}`, spread)) / 100).toFixed(2);
      const part = mpn.toUpperCase();
      const raw: { title: string; slug: string; price: string; mpn: string | null }[] =
        variant === 1
          ? [
              {
                title: `<b>${brand} ${part}</b> ${title} - New | ${name}`,
                slug: `${mpn}-new`,
                price: multiplyMoney(base, factor(92, 12, 'new'), 2),
                mpn: part,
              },
              {
                title: `Used ${brand} ${part} (pulled, tested) | ${name}`,
                slug: `${mpn}-used`,
                price: multiplyMoney(base, factor(30, 15, 'used'), 2),
                mpn: part,
              },
            ]
          : [
              {
                title: `${brand} ${part} | ${name}`,
                slug: mpn,
                price: multiplyMoney(base, factor(95, 15, 'generic'), 2),
                mpn: part,
              },
              {
                title: `${title} (compatible) | ${name}`,
                slug: `${mpn}-compatible`,
                price: multiplyMoney(base, factor(70, 20, 'compatible'), 2),
                mpn: null,
              },
            ];
      return raw.map(
        (offer): RetailOffer => ({
          title: trimRetailTitle(offer.title, name),
          url: link(offer.slug),
          price: offer.price,
          mpn: offer.mpn,
        }),
      );
    },
  };
}
