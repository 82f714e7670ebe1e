import { regionCode, roundMoney, stripMarkup } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { noteFeedBuilt } from '../channels/feed-runs.service';
import { findListingIdAt } from '../search/search.service';
import { type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import { findOrganizationCountry, findVisibleListingRowsAfter, type ListingRow } from './catalog.repository';
import {
  absoluteUrl,
  catalogState,
  displayNameOf,
  listCategoryPaths,
  listingImages,
  listingPath,
} from './catalog.service';
import { feedCondition, publicPrice } from './seo';

/** Rows read per query while walking a storefront. */
const CHUNK = 1_000;
/** URLs per sitemap file; the protocol allows 50,000. */
export const SITEMAP_URLS_PER_FILE = 40_000;

// biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 does not allow
const INVALID_XML = /[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Every visible listing of a storefront, a chunk at a time (keyset), never all in memory. */
export async function* visibleListings(
  ctx: AppContext,
  storefront: Pick<ResolvedStorefront, 'id'>,
  range: { skip?: number; take?: number } = {},
): AsyncGenerator<ListingRow[]> {
  let after: string | null = null;
  let left = range.take ?? Number.POSITIVE_INFINITY;
  if (range.skip) {
    after = await findListingIdAt(ctx.db, storefront.id, range.skip - 1);
    if (after === null) return;
  }
  while (left > 0) {
    const rows = await findVisibleListingRowsAfter(ctx.db, storefront.id, after, Math.min(CHUNK, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows.at(-1)?.listing.id ?? null;
    if (rows.length < CHUNK) return;
  }
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>\n`;

async function* pageUrls(ctx: AppContext, storefront: ResolvedStorefront, origin: string) {
  yield urlEntry(`${origin}/`);
  yield urlEntry(`${origin}/products`);
  for (const path of await listCategoryPaths(ctx, storefront)) yield urlEntry(`${origin}${path}`);
}

async function* productUrls(
  ctx: AppContext,
  storefront: ResolvedStorefront,
  origin: string,
  range?: { skip?: number; take?: number },
) {
  for await (const rows of visibleListings(ctx, storefront, range)) {
    yield rows
      .map((row) => {
        const changed =
          row.listing.updatedAt > row.product.updatedAt ? row.listing.updatedAt : row.product.updatedAt;
        return urlEntry(absoluteUrl(origin, listingPath(row)), changed);
      })
      .join('');
  }
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

/**
 * /sitemap.xml: the home page, /products, the categories with listings and every visible product
 * URL of this storefront. Above SITEMAP_URLS_PER_FILE products it is a sitemap index of
 * /sitemap-pages.xml and /sitemap-products-{n}.xml.
 */
export async function* sitemap(ctx: AppContext, storefront: ResolvedStorefront): AsyncGenerator<string> {
  const origin = storefrontOrigin(ctx.config, storefront);
  const { total } = await catalogState(ctx).search.summarize(storefront.id);
  if (total > SITEMAP_URLS_PER_FILE) {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    yield `<sitemap><loc>${escapeXml(`${origin}/sitemap-pages.xml`)}</loc></sitemap>\n`;
    for (let n = 1; n <= Math.ceil(total / SITEMAP_URLS_PER_FILE); n++) {
      yield `<sitemap><loc>${escapeXml(`${origin}/sitemap-products-${n}.xml`)}</loc></sitemap>\n`;
    }
    yield '</sitemapindex>\n';
    return;
  }
  yield URLSET_OPEN;
  yield* pageUrls(ctx, storefront, origin);
  yield* productUrls(ctx, storefront, origin);
  yield '</urlset>\n';
}

export async function* sitemapPages(ctx: AppContext, storefront: ResolvedStorefront) {
  yield URLSET_OPEN;
  yield* pageUrls(ctx, storefront, storefrontOrigin(ctx.config, storefront));
  yield '</urlset>\n';
}

/** The n-th (from 1) file of product URLs of a large storefront. */
export async function* sitemapProducts(ctx: AppContext, storefront: ResolvedStorefront, n: number) {
  yield URLSET_OPEN;
  yield* productUrls(ctx, storefront, storefrontOrigin(ctx.config, storefront), {
    skip: (n - 1) * SITEMAP_URLS_PER_FILE,
    take: SITEMAP_URLS_PER_FILE,
  });
  yield '</urlset>\n';
}

/** Why the Google feed leaves a visible listing out (/externallistings shows these words). */
export const FEED_EXCLUSIONS = {
  priceAfterSignIn: 'Its price is shown to signed-in buyers only',
  noPrice: 'It has no price above zero',
} as const;

/** The feed's rule for one visible listing: its price, or why it is left out. */
export function feedPrice(row: ListingRow): { price: string } | { excluded: string } {
  const price = publicPrice(row);
  if (price === null) return { excluded: FEED_EXCLUSIONS.priceAfterSignIn };
  if (Number(price) <= 0) return { excluded: FEED_EXCLUSIONS.noPrice };
  return { price };
}

/**
 * /feeds/google.xml: a Google Merchant Center RSS 2.0 feed of the storefront's visible listings
 * that show a price to everyone, streamed a chunk of rows at a time.
 */
export async function* googleFeed(ctx: AppContext, storefront: ResolvedStorefront): AsyncGenerator<string> {
  const origin = storefrontOrigin(ctx.config, storefront);
  const region = regionCode([await findOrganizationCountry(ctx.db, storefront.organizationId)]);
  const storeCountries = region === 'MERGED_FEED' ? ['US', 'CA'] : [region];
  const tag = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  yield [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    tag('title', storefront.storefrontTitle),
    tag('link', `${origin}/`),
    tag('description', storefront.metaDescription ?? storefront.storefrontTitle),
    '',
  ].join('\n');
  let count = 0;
  for await (const rows of visibleListings(ctx, storefront)) {
    const items: string[] = [];
    for (const row of rows) {
      const rule = feedPrice(row);
      if (!('price' in rule)) continue;
      const { price } = rule;
      const { listing, product } = row;
      const name = displayNameOf(product);
      const title = listing.condition === 'New' ? name : `${name} (${listing.condition})`;
      const countries = product.googleShoppingTargetCountry
        ? [product.googleShoppingTargetCountry]
        : storeCountries;
      const shipping = countries
        .map(
          (country) =>
            `<g:shipping>${tag('g:country', country)}${listing.isShippingIncluded ? tag('g:price', '0.00 USD') : ''}</g:shipping>`,
        )
        .join('');
      items.push(
        [
          '<item>',
          tag('g:id', listing.googleProductId ?? listing.id),
          tag('title', title.slice(0, 150)),
          tag('description', (stripMarkup(product.description) || title).slice(0, 5000)),
          tag('link', absoluteUrl(origin, listingPath(row))),
          tag('g:image_link', absoluteUrl(origin, listingImages(product)[0] ?? '')),
          tag('g:price', `${roundMoney(price, 2)} USD`),
          tag('g:availability', listing.numAvailable > 0 ? 'in_stock' : 'out_of_stock'),
          tag('g:condition', feedCondition(listing.condition)),
          tag('g:brand', product.oemName),
          tag('g:mpn', product.oemPartNumber),
          shipping,
          '</item>',
          '',
        ].join('\n'),
      );
    }
    count += items.length;
    if (items.length > 0) yield items.join('');
  }
  yield '</channel>\n</rss>\n';
  await noteFeedBuilt(ctx, storefront.id, count);
}

const ROBOTS_ALLOW = 'User-agent: *\nAllow: /\n';
export const ROBOTS_DISALLOW = 'User-agent: *\nDisallow: /\n';

/** The robots file that lets search engines in, naming the storefront's sitemap. */
export function robotsAllow(origin: string): string {
  return `${ROBOTS_ALLOW}Sitemap: ${origin}/sitemap.xml\n`;
}
