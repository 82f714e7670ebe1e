import { describe, expect, it } from 'vitest';
import {
  insightBadge,
  mpnMatches,
  normalizeMpn,
  priceBand,
  suggestedPrice,
  trimRetailTitle,
  withAffiliateTag,
} from './insights';

const product = { mpn: 'ASR-9001', referencePrice: '4500.00' };
const match = (over: Partial<Parameters<typeof insightBadge>[1]>) => ({
  source: 'retail-a',
  title: 'Cisco ASR-9001 Aggregation Services Router',
  mpn: 'ASR-9001',
  price: '4300.00',
  titleSimilarity: 0.62,
  ...over,
});

describe('insightBadge: one case per rule', () => {
  it.each([
    [
      'the manufacturer data is Original, whatever its price',
      { source: 'original', price: '1.00' },
      'Original',
    ],
    ['same MPN, similar title, price in band: Recommended', {}, 'Recommended'],
    ['MPN given in another spelling still matches', { mpn: 'asr 9001' }, 'Recommended'],
    ['MPN only in the title still matches', { mpn: null }, 'Recommended'],
    ['the band includes half the reference', { price: '2250.00' }, 'Recommended'],
    ['the band includes twice the reference', { price: '9000.00' }, 'Recommended'],
    ['under half the reference: Caution', { price: '2249.99' }, 'Caution'],
    ['over twice the reference: Caution', { price: '9000.01' }, 'Caution'],
    [
      'a price outside the band wins over a perfect match',
      { price: '100.00', titleSimilarity: 1 },
      'Caution',
    ],
    ['same MPN, dissimilar title: Potential Match', { titleSimilarity: 0.2 }, 'Potential Match'],
    ['similarity at the threshold counts as similar', { titleSimilarity: 0.45 }, 'Recommended'],
    [
      'similar title, other MPN: Potential Match',
      { mpn: 'ASR-9006', title: 'Cisco ASR 9006 router' },
      'Potential Match',
    ],
    ['neither: Caution', { mpn: 'MX204', title: 'Juniper MX204', titleSimilarity: 0.1 }, 'Caution'],
    ['no price: judged on MPN and title alone', { price: null }, 'Recommended'],
  ])('%s', (_name, over, badge) => {
    expect(insightBadge(product, match(over)).badge).toBe(badge);
  });

  it('without a reference price the band is not applied', () => {
    expect(insightBadge({ mpn: 'ASR-9001', referencePrice: null }, match({ price: '1.00' })).badge).toBe(
      'Recommended',
    );
  });

  it('gives a reason for each badge', () => {
    expect(insightBadge(product, match({ price: '10.00' })).reason).toBe(
      'Priced under half of yours: maybe used, a part or a mistake',
    );
    expect(insightBadge(product, match({ titleSimilarity: 0 })).reason).toBe(
      'Same part number, different title',
    );
  });
});

describe('mpn and price helpers', () => {
  it('normalises part numbers', () => {
    expect(normalizeMpn('ASR-9001 / S')).toBe('asr9001s');
    expect(mpnMatches({ mpn: '', referencePrice: null }, { mpn: '', title: 'anything' })).toBe(false);
  });
  it.each([
    ['100.00', '200.00', 'in'],
    ['99.99', '200.00', 'under'],
    ['400.01', '200.00', 'over'],
    [null, '200.00', 'unknown'],
    ['100.00', '0.00', 'unknown'],
  ] as const)('priceBand(%s, %s) = %s', (price, reference, expected) => {
    expect(priceBand(price, reference)).toBe(expected);
  });
});

describe('suggestedPrice', () => {
  it('is 2 % under the lowest recommended price', () => {
    expect(
      suggestedPrice([
        { source: 'retail-a', price: '4300.00', badge: 'Recommended' },
        { source: 'retail-b', price: '4100.00', badge: 'Recommended' },
        { source: 'retail-c', price: '3000.00', badge: 'Potential Match' },
        { source: 'retail-d', price: '100.00', badge: 'Caution' },
      ]),
    ).toEqual({
      price: '4018.00',
      reason: '2 % under the lowest recommended retail price (4100.00 at retail-b)',
    });
  });
  it('falls back to the median of potential matches', () => {
    expect(
      suggestedPrice([
        { source: 'a', price: '10.00', badge: 'Potential Match' },
        { source: 'b', price: '11.00', badge: 'Potential Match' },
        { source: 'c', price: null, badge: 'Potential Match' },
      ]),
    ).toEqual({ price: '10.50', reason: 'The median of 2 potential matches' });
  });
  it('suggests nothing from cautions and originals alone', () => {
    expect(suggestedPrice([{ source: 'original', price: '5.00', badge: 'Original' }])).toBeNull();
  });
  it("stays inside the product's price range", () => {
    const matches = [{ source: 'a', price: '100.00', badge: 'Recommended' as const }];
    expect(suggestedPrice(matches, { minPrice: '120.0000', maxPrice: null })).toEqual({
      price: '120.00',
      reason:
        "2 % under the lowest recommended retail price (100.00 at a), raised to the product's minimum price",
    });
    expect(suggestedPrice(matches, { minPrice: null, maxPrice: '50' })?.price).toBe('50.00');
  });
});

describe('retail data', () => {
  it.each([
    ['  Cisco <b>ASR 9001</b>\n router  ', undefined, 'Cisco ASR 9001 router'],
    ['Cisco ASR 9001 | Example Store', 'Example Store', 'Cisco ASR 9001'],
    ['Cisco ASR 9001 - example store', 'Example Store', 'Cisco ASR 9001'],
    [`${'word '.repeat(40)}end`, undefined, `${'word '.repeat(23).trim()}…`],
  ])('trimRetailTitle(%j)', (title, site, expected) => {
    expect(trimRetailTitle(title, site)).toBe(expected);
  });
  it('cuts to at most 120 characters', () => {
    expect(trimRetailTitle('x'.repeat(500)).length).toBeLessThanOrEqual(120);
  });
  it.each([
    ['https://shop.example/p/1?ref=a', 'patchbay-20', 'https://shop.example/p/1?ref=a&tag=patchbay-20'],
    ['https://shop.example/p/1?tag=someone', 'patchbay-20', 'https://shop.example/p/1?tag=patchbay-20'],
    ['https://shop.example/p/1', null, 'https://shop.example/p/1'],
    ['javascript:alert(1)', 'x', null],
    ['not a url', 'x', null],
  ])('withAffiliateTag(%s, %s)', (url, tag, expected) => {
    expect(withAffiliateTag(url, tag)).toBe(expected);
  });
});
