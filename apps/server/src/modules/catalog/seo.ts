import type { Condition } from '@patchbay/domain';
import { roundMoney, stripMarkup } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { brandKey } from '../search/search-query';
import { type ResolvedStorefront, storefrontOrigin } from '../storefronts/storefronts.service';
import type { ListingRow } from './catalog.repository';
import {
  absoluteUrl,
  displayNameOf,
  findBrand,
  findCategoryBySlugs,
  findVisibleListing,
  listingImages,
  listingPath,
  sellerNameOf,
} from './catalog.service';
import { findCategoryRedirect } from './categories.service';

/** The storefront screens whose code the server has the browser fetch early (web.ts SCREEN_MODULES). */
export type StorefrontScreen = 'home' | 'products' | 'category' | 'brand' | 'product';

/** What the server writes into a storefront page's head so crawlers need no JavaScript. */
export interface StorefrontHead {
  /** Which screen the path shows: its code is preloaded. */
  screen?: StorefrontScreen;
  /** The image the page paints largest (the product's picture, the home page's background). */
  preloadImages?: string[];
  /**
   * 404 for a product that is not visible here and for a path no screen has (the app still renders
   * its not-found screen); 301 with `redirect` for a product path in SPEC.md §9's `pId=` form.
   */
  status: 200 | 301 | 404;
  /** Where a 301 sends the visitor: a path on the same host. */
  redirect?: string;
  title: string;
  description: string;
  canonicalUrl?: string | undefined;
  /** Product JSON-LD (schema.org), written as a non-executable script. */
  jsonLd?: Record<string, unknown> | undefined;
  robots?: string | undefined;
  /** The home page: the same for every visitor, so it can be cached. */
  cacheable?: boolean;
}

/** Google's and schema.org's three conditions; ours have six (SPEC.md §9). */
export function feedCondition(condition: string): 'new' | 'used' | 'refurbished' {
  if (condition === 'New') return 'new';
  if (condition === 'Refurbished') return 'refurbished';
  return 'used';
}

const SCHEMA_CONDITION = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
} as const;

/** A meta description: plain text, at most about 160 characters, cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const plain = stripMarkup(text);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The public price of a listing for crawlers and feeds: none when it is kept for signed-in buyers. */
export function publicPrice(row: ListingRow): string | null {
  return row.listing.showPriceWOLogin ? roundMoney(row.listing.headlinePrice, 2) : null;
}

export function productJsonLd(row: ListingRow, origin: string): Record<string, unknown> {
  const { listing, product } = row;
  const price = publicPrice(row);
  const description = stripMarkup(product.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: displayNameOf(product),
    sku: listing.googleProductId ?? listing.id,
    mpn: product.oemPartNumber,
    brand: { '@type': 'Brand', name: product.oemName },
    image: listingImages(product).map((url) => absoluteUrl(origin, url)),
    ...(description ? { description } : {}),
    offers: {
      '@type': 'Offer',
      ...(price ? { price } : {}),
      priceCurrency: 'USD',
      availability: listing.numAvailable > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: SCHEMA_CONDITION[feedCondition(listing.condition)],
      url: absoluteUrl(origin, listingPath(row)),
      seller: { '@type': 'Organization', name: sellerNameOf(row.seller) },
    },
  };
}

const PRODUCT_PAGE = [/^\/[^/]+\/dp\/([^/]+)$/, /^\/product\/detail\/([^/]+)$/];
/** SPEC.md §9 writes a product URL's last segment as `pId={id}`: answered by a 301 to the canonical path. */
const PID_FORM = /^pId=(.+)$/;

/**
 * The storefront's screens without a head of their own (SPEC.md §2 buyer routes and the password
 * reset): answered 200 with the storefront's title. Any path that is none of these, nor a
 * catalogue or product page, is answered 404 (the app shows its not-found screen).
 */
const APP_PATHS = new Set([
  '/privacypolicy',
  '/termsofservice',
  '/error',
  '/auth',
  '/reset-password',
  '/logout',
  '/myoffer',
  '/product',
  '/mypurchases',
  '/orders',
  '/myoffers',
  '/offerfrombuyer',
  '/reviewcart',
  '/mycart',
  '/checkout',
  '/faq',
  // "Open your store" (docs/store-signups.md) and a newsletter mail's unsubscribe link (docs/newsletter.md).
  '/openyourstore',
  '/unsubscribe',
]);
const APP_PATTERNS = [/^\/offerdetails\/[^/]+$/, /^\/orderdetails\/[^/]+$/];
const CUSTOM_PAGE = /^\/pages\/([^/]+)$/;

function notFoundHead(storefront: ResolvedStorefront): StorefrontHead {
  return {
    status: 404,
    title: `Page not found | ${storefront.storefrontTitle}`,
    description: storefront.metaDescription ?? storefront.storefrontTitle,
    robots: 'noindex',
  };
}
const BRAND_PAGE = /^\/brand\/([^/]+)$/;
const CATEGORY_PAGE = /^\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?$/;

/**
 * The head of a storefront page, resolved from its path (SPEC.md §2 buyer routes): home, the
 * listing pages (/products, /{category}, /{category}/{subCategory}, /brand/{brandName}) and the
 * product pages (/{title}/dp/{pId}, /product/detail/{pId}). null for every other path: it gets
 * the storefront's own title and description.
 */
export async function resolveStorefrontHead(
  ctx: AppContext,
  storefront: ResolvedStorefront,
  requestPath: string,
): Promise<StorefrontHead | null> {
  // The router ignores a trailing slash; so does the head.
  const path = requestPath.length > 1 ? requestPath.replace(/\/+$/, '') || '/' : requestPath;
  const origin = storefrontOrigin(ctx.config, storefront);
  const store = storefront.storefrontTitle;
  const metaTitle = storefront.metaTitle ?? store;
  const metaDescriptionText = storefront.metaDescription ?? storefront.storefrontSubTitle ?? store;

  if (path === '/' || path === '/home') {
    return {
      status: 200,
      screen: 'home',
      preloadImages: ((storefront.backgroundImages ?? []) as unknown[])
        .slice(0, 1)
        .filter((url): url is string => typeof url === 'string' && url !== ''),
      title: metaTitle,
      description: metaDescriptionText,
      canonicalUrl: `${origin}/`,
      cacheable: true,
    };
  }
  if (path === '/products') {
    return {
      status: 200,
      screen: 'products',
      title: `Products | ${store}`,
      description: `Browse new, refurbished and used network equipment on ${store}: routers, switches, optics, power and more.`,
      canonicalUrl: `${origin}/products`,
    };
  }
  for (const pattern of PRODUCT_PAGE) {
    const id = pattern.exec(path)?.[1];
    if (id !== undefined) return productHead(ctx, storefront, origin, decode(id));
  }
  const brand = BRAND_PAGE.exec(path)?.[1];
  if (brand !== undefined) {
    const name = decode(brand);
    const found = await findBrand(ctx, storefront, name);
    const label = found?.name ?? name;
    return {
      status: 200,
      screen: 'brand',
      title: `${label} | ${store}`,
      description: `Shop ${label} equipment on ${store}${found ? `: ${found.count} listings` : ''}, new, refurbished and used.`,
      canonicalUrl: `${origin}/brand/${encodeURIComponent(found?.slug ?? brandKey(name))}`,
    };
  }
  const pageKey = CUSTOM_PAGE.exec(path)?.[1];
  if (pageKey !== undefined) return customPageHead(storefront, origin, decode(pageKey), metaDescriptionText);
  if (APP_PATHS.has(path) || APP_PATTERNS.some((pattern) => pattern.test(path))) return null;
  const category = CATEGORY_PAGE.exec(path);
  if (category?.[1]) {
    const found = await findCategoryBySlugs(ctx, category[1], category[2]);
    if (!found) {
      // A renamed or merged category's old URL (docs/catalogue.md, "Categories").
      const moved = await findCategoryRedirect(ctx, category[1], category[2]);
      if (!moved) return notFoundHead(storefront);
      return { status: 301, redirect: moved, title: store, description: metaDescriptionText };
    }
    const label = found.subCategory
      ? `${found.subCategory.name} ${found.category.name}`
      : found.category.name;
    const slugPath = found.subCategory
      ? `/${found.category.slug}/${found.subCategory.slug}`
      : `/${found.category.slug}`;
    return {
      status: 200,
      screen: 'category',
      title: `${label} | ${store}`,
      description: `Buy ${label.toLowerCase()} from verified sellers on ${store}: new, refurbished and used, with offers and quotes.`,
      canonicalUrl: `${origin}${slugPath}`,
    };
  }
  return notFoundHead(storefront);
}

/** /pages/{idOrSlug}: the storefront row carries its published pages (the footer's links); a draft or unknown page is 404. */
function customPageHead(
  storefront: ResolvedStorefront,
  origin: string,
  idOrSlug: string,
  description: string,
): StorefrontHead {
  const key = idOrSlug.toLowerCase();
  const page = (storefront.footerPages ?? []).find((p) => p.slug === key || p.id === key);
  if (!page) return notFoundHead(storefront);
  return {
    status: 200,
    title: `${page.title} | ${storefront.storefrontTitle}`,
    description,
    canonicalUrl: `${origin}/pages/${page.slug}`,
  };
}

async function productHead(
  ctx: AppContext,
  storefront: ResolvedStorefront,
  origin: string,
  segment: string,
): Promise<StorefrontHead> {
  const pidForm = PID_FORM.exec(segment);
  const listingId = pidForm?.[1] ?? segment;
  const row = await findVisibleListing(ctx, storefront, listingId);
  if (row && pidForm) {
    return {
      status: 301,
      redirect: listingPath(row),
      title: storefront.storefrontTitle,
      description: storefront.metaDescription ?? storefront.storefrontTitle,
    };
  }
  if (!row) {
    return {
      status: 404,
      screen: 'product',
      title: `Product not found | ${storefront.storefrontTitle}`,
      description: storefront.metaDescription ?? storefront.storefrontTitle,
      robots: 'noindex',
    };
  }
  const name = displayNameOf(row.product);
  const condition = row.listing.condition as Condition;
  return {
    status: 200,
    screen: 'product',
    preloadImages: listingImages(row.product).slice(0, 1),
    title: `${name} ${condition} | ${storefront.storefrontTitle}`,
    description:
      metaDescription(row.product.description) ||
      `${name}, ${condition}, from ${sellerNameOf(row.seller)} on ${storefront.storefrontTitle}.`,
    canonicalUrl: absoluteUrl(origin, listingPath(row)),
    jsonLd: productJsonLd(row, origin),
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
