import type { StorefrontBranding } from '@patchbay/contract';
import { chatWidgetScript } from '@patchbay/domain';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Database, Tx } from '../../db/client';
import { uuidv7 } from '../../lib/ids';
import { createOrganizationRecord } from '../organizations/organizations.service';
import {
  findMarketplaceStorefront,
  findStorefrontByHost,
  insertStorefront,
  listStorefronts,
  type StorefrontRow,
} from './storefronts.repository';

export type ResolvedStorefront = StorefrontRow;

const CACHE_TTL_MS = 10_000;

/**
 * Host → storefront, with a short per-process cache: storefronts change rarely and this runs on
 * every request. The cache is only a speed-up (each process fills its own), never shared state.
 */
export function createStorefrontResolver(ctx: Pick<AppContext, 'db' | 'now' | 'cache'>) {
  // Keyed by the Host header, which anyone may make up: bounded, the least recently used go first.
  const cache = new LRUCache<string, { value: StorefrontRow | null; until: number }>({ max: 2_000 });

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

  let hosts: { value: Promise<Set<string>>; until: number } | undefined;
  /** Every storefront's customer domain and local host name (one list, however many are asked). */
  function storefrontHosts(): Promise<Set<string>> {
    const now = Date.now();
    if (hosts && hosts.until > now) return hosts.value;
    const value = listStorefronts(ctx.db).then(
      (rows) => new Set(rows.flatMap((r) => [r.localUrl, ...(r.customerDomain ? [r.customerDomain] : [])])),
    );
    hosts = { value, until: now + CACHE_TTL_MS };
    value.catch(() => {
      hosts = undefined;
    });
    return value;
  }

  const clear = () => {
    cache.clear();
    hosts = undefined;
  };
  // A storefront or its organization changed in some process: read them again (lib/cache-bus.ts).
  ctx.cache.subscribe('storefronts', clear);

  return {
    byHost: (host: string) => cached(`host:${host}`, () => findStorefrontByHost(ctx.db, host)),
    marketplace: () => cached('marketplace', () => findMarketplaceStorefront(ctx.db)),
    storefrontHosts,
    clear,
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
    // Versioned by the storefront's last change: browsers keep /theme.css for minutes, a saved
    // theme must show on the next page.
    themeCssUrl: `/theme.css?v=${row.updatedAt?.valueOf() ?? 0}`,
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
    footerPages: row.footerPages ?? [],
    hasFaq: row.hasFaq ?? false,
    chatWidget:
      row.chatProvider && row.chatWidgetId
        ? {
            provider: row.chatProvider,
            id: row.chatWidgetId,
            scriptUrl: chatWidgetScript(row.chatProvider, row.chatWidgetId),
          }
        : null,
    companyLinks: {
      shipping: `${companyWebsiteUrl}/shipping`,
      termsOfService: `${companyWebsiteUrl}/terms-of-service`,
      privacyPolicy: `${companyWebsiteUrl}/privacy-policy`,
      returnsAndExchanges: `${companyWebsiteUrl}/returns-and-exchanges`,
    },
  };
}

const withPort = (host: string, port: number) => (port === 80 ? `http://${host}` : `http://${host}:${port}`);

/**
 * The configured origin of a storefront, for links in mails, home URLs and cross-domain sign-in:
 * https on its customer domain, else its local host name on this server's port. Never taken from
 * the request's Host header (a forged Host would otherwise poison reset links).
 */
export function storefrontOrigin(
  config: Pick<Config, 'port'>,
  storefront: { customerDomain: string | null; localUrl: string },
): string {
  if (storefront.customerDomain) return `https://${storefront.customerDomain}`;
  return withPort(storefront.localUrl, config.port);
}

/** The admin portal's origin: the first configured admin host. */
export function adminOrigin(config: Pick<Config, 'port' | 'adminHosts'>): string {
  return withPort(config.adminHosts[0] ?? 'admin.localhost', config.port);
}

/** The origin of the site a request came to: the admin portal or its storefront. */
export function surfaceOrigin(
  config: Pick<Config, 'port' | 'adminHosts'>,
  at: { surface: 'storefront' | 'admin'; storefront: { customerDomain: string | null; localUrl: string } },
): string {
  return at.surface === 'admin' ? adminOrigin(config) : storefrontOrigin(config, at.storefront);
}

/** Every storefront with the host it is reached at, for links across hosts (marketplace first). */
export async function listStorefrontLinks(ctx: Pick<AppContext, 'db'>) {
  const rows = await listStorefronts(ctx.db);
  return {
    items: rows.map((row) => ({
      slug: row.slug,
      title: row.storefrontTitle,
      host: row.customerDomain ?? row.localUrl,
    })),
  };
}

/**
 * What an installation needs before anyone can sign in: the platform organization and its
 * marketplace storefront (the admin portal and unknown hosts are served through it). Made with the
 * first operator when the database has no marketplace; plain branding, no demo data. The
 * marketplace answers on `localhost`, and on `customerDomain` when one is given.
 */
export async function ensureMarketplace(
  db: Database,
  input: { now: Date; customerDomain?: string | undefined },
): Promise<{ organizationId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await findMarketplaceStorefront(tx);
    if (existing) return { organizationId: existing.organizationId, created: false };
    const organization = await createOrganizationRecord(tx, {
      name: 'Patchbay',
      orgType: 'platform',
      verified: true,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await insertStorefront(tx, {
      organizationId: organization.id,
      slug: 'marketplace',
      isMarketplace: true,
      localUrl: 'localhost',
      customerDomain: input.customerDomain?.trim().toLowerCase() || null,
      storefrontTitle: 'Patchbay Marketplace',
      logoText: 'Patchbay',
      themeColor: '#1864ab',
      iconColor: '#1864ab',
      footerVariant: 'marketplace',
      createdAt: input.now,
      updatedAt: input.now,
    });
    return { organizationId: organization.id, created: true };
  });
}

/**
 * A new organization's storefront, in the caller's transaction (a store opened from a sign-up):
 * the caller publishes 'storefronts' after the commit so every process resolves its host.
 */
export async function createStorefrontRecord(
  tx: Tx,
  values: {
    organizationId: string;
    slug: string;
    localUrl: string;
    storefrontTitle: string;
    planId: string;
    planName: string;
    now: Date;
  },
): Promise<string> {
  const { now, ...rest } = values;
  const id = uuidv7();
  await insertStorefront(tx, {
    id,
    ...rest,
    themeColor: '#1c4f82',
    iconColor: '#1c4f82',
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

export { findStorefrontByHost } from './storefronts.repository';
