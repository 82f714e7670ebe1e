import type { StorefrontBranding } from '@patchbay/contract';
import type { AppContext } from '../../context';
import {
  findMarketplaceStorefront,
  findStorefrontByHost,
  type StorefrontRow,
} from './storefronts.repository';

export type ResolvedStorefront = StorefrontRow;

const CACHE_TTL_MS = 10_000;

/**
 * Host → storefront, with a short per-process cache: storefronts change rarely and this runs on
 * every request. The cache is only a speed-up (each process fills its own), never shared state.
 */
export function createStorefrontResolver(ctx: Pick<AppContext, 'db' | 'now'>) {
  const cache = new Map<string, { value: StorefrontRow | null; until: number }>();

  async function cached(
    key: string,
    load: () => Promise<StorefrontRow | undefined>,
  ): Promise<StorefrontRow | null> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = (await load()) ?? null;
    cache.set(key, { value, until: now + CACHE_TTL_MS });
    return value;
  }

  return {
    byHost: (host: string) => cached(`host:${host}`, () => findStorefrontByHost(ctx.db, host)),
    marketplace: () => cached('marketplace', () => findMarketplaceStorefront(ctx.db)),
    clear: () => cache.clear(),
  };
}
export type StorefrontResolver = ReturnType<typeof createStorefrontResolver>;

function socialLink(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function toStorefrontBranding(row: StorefrontRow, companyWebsiteUrl: string): StorefrontBranding {
  const social = (row.socialLink ?? {}) as Record<string, unknown>;
  const backgrounds = (row.backgroundImages ?? []) as unknown[];
  const logos = (row.manufacturerLogos ?? []) as { name: string; url: string }[];
  return {
    id: row.id,
    slug: row.slug,
    isMarketplace: row.isMarketplace,
    title: row.storefrontTitle,
    subTitle: row.storefrontSubTitle ?? null,
    organizationName: row.organizationName,
    logoText: row.logoText ?? null,
    logo1: row.logo1 ?? null,
    logo2: row.logo2 ?? null,
    favicon: row.favicon ?? null,
    themeColor: row.themeColor,
    iconColor: row.iconColor,
    themeCssUrl: '/theme.css',
    customCssClass: row.customCssClass ?? null,
    aboutUsLink: row.aboutUsLink ?? null,
    footerVariant: row.footerVariant as StorefrontBranding['footerVariant'],
    socialLinks: {
      facebook: socialLink(social.facebook),
      twitter: socialLink(social.twitter),
      instagram: socialLink(social.instagram),
      linkedin: socialLink(social.linkedin),
    },
    metaTitle: row.metaTitle ?? row.storefrontTitle,
    metaDescription: row.metaDescription ?? row.storefrontSubTitle ?? row.storefrontTitle,
    backgroundImage: typeof backgrounds[0] === 'string' ? backgrounds[0] : null,
    manufacturerTitle: row.manufacturerTitle ?? null,
    manufacturerLogos: logos.filter((l) => l && typeof l.name === 'string' && typeof l.url === 'string'),
    offerValidFor: row.offerValidFor,
    companyLinks: {
      shipping: `${companyWebsiteUrl}/shipping`,
      termsOfService: `${companyWebsiteUrl}/terms-of-service`,
      privacyPolicy: `${companyWebsiteUrl}/privacy-policy`,
      returnsAndExchanges: `${companyWebsiteUrl}/returns-and-exchanges`,
    },
  };
}
