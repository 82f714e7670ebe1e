import {
  type SessionUser,
  type StorefrontSettings,
  storefrontSettingsMessages,
  type UpdateStorefrontSettingsBody,
} from '@patchbay/contract';
import { brandingContrastProblems, sanitizeThemeCss } from '@patchbay/domain';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { assertCan, inScope, organizationScope } from '../accounts/policy';
import {
  findStorefrontById,
  listStorefrontRows,
  type StorefrontRow,
  updateStorefrontRow,
} from './storefronts.repository';
import { storefrontOrigin } from './storefronts.service';

const link = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export function toStorefrontSettings(row: StorefrontRow, config: AppContext['config']): StorefrontSettings {
  const social = (row.socialLink ?? {}) as Record<string, unknown>;
  return {
    id: row.id,
    slug: row.slug,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    isMarketplace: row.isMarketplace,
    localUrl: row.localUrl,
    url: storefrontOrigin(config, row),
    updatedAt: row.updatedAt.toISOString(),
    title: row.storefrontTitle,
    subTitle: row.storefrontSubTitle,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    logoText: row.logoText,
    logo1: row.logo1,
    logo2: row.logo2,
    favicon: row.favicon,
    backgroundImages: (row.backgroundImages ?? []).filter((v): v is string => typeof v === 'string'),
    themeColor: row.themeColor,
    iconColor: row.iconColor,
    themeCss: row.themeCss ?? '',
    customCssClass: row.customCssClass,
    aboutUsLink: row.aboutUsLink,
    socialLinks: {
      facebook: link(social.facebook),
      twitter: link(social.twitter),
      instagram: link(social.instagram),
      linkedin: link(social.linkedin),
    },
    manufacturerTitle: row.manufacturerTitle,
    manufacturerLogos: (row.manufacturerLogos ?? []).filter(
      (l) => l && typeof l.name === 'string' && typeof l.url === 'string',
    ),
    customerDomain: row.customerDomain,
    offerValidFor: row.offerValidFor,
    creditCardPayPalFlag: row.creditCardPayPalFlag,
    showPriceWOLoginDefault: row.showPriceWOLoginDefault,
    chatWidget:
      row.chatProvider && row.chatWidgetId ? { provider: row.chatProvider, id: row.chatWidgetId } : null,
    footerVariant: row.footerVariant,
  };
}

/** A storefront the actor may manage; another organization's answers 404, like an unknown id. */
async function loadOwned(ctx: AppContext, actor: SessionUser, id: string): Promise<StorefrontRow> {
  const row = await findStorefrontById(ctx.db, id);
  if (!row || !inScope(actor, row.organizationId)) throw notFound('Storefront not found');
  return row;
}

/**
 * The organization owning a storefront the actor may use (for other modules: a promo code limited
 * to a storefront, a custom page); another organization's storefront is 404, as an unknown one.
 */
export async function ownedStorefrontOrganization(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
): Promise<string> {
  return (await loadOwned(ctx, actor, id)).organizationId;
}

/** The storefronts of the actor's organization (the operator: all), for the settings screen. */
export async function listOwnedStorefronts(ctx: AppContext, actor: SessionUser) {
  assertCan(actor, 'storefront.settings');
  const rows = await listStorefrontRows(ctx.db, organizationScope(actor));
  return { items: rows.map((row) => toStorefrontSettings(row, ctx.config)) };
}

export async function getStorefrontSettings(ctx: AppContext, actor: SessionUser, id: string) {
  const row = await loadOwned(ctx, actor, id);
  assertCan(actor, 'storefront.settings');
  return toStorefrontSettings(row, ctx.config);
}

/**
 * Saves a storefront's branding. Colours must pass WCAG AA (a colour left unchanged is not judged
 * again); the theme stylesheet is sanitised and the response says what was taken out. The change
 * shows on the storefront's next request: the `storefronts` caches of every process are dropped.
 */
export async function updateStorefrontSettings(
  ctx: AppContext,
  actor: SessionUser,
  id: string,
  body: UpdateStorefrontSettingsBody,
) {
  const current = await loadOwned(ctx, actor, id);
  assertCan(actor, 'storefront.settings');

  const problems = brandingContrastProblems({
    ...(body.themeColor !== undefined && body.themeColor !== current.themeColor
      ? { themeColor: body.themeColor }
      : {}),
    ...(body.iconColor !== undefined && body.iconColor !== current.iconColor
      ? { iconColor: body.iconColor }
      : {}),
  });
  if (problems.length > 0) {
    throw new AppError('invalid_data', problems[0]!.message, {
      fields: Object.fromEntries(problems.map((p) => [p.field, p.message])),
    });
  }

  let themeCssRemoved: string[] = [];
  const patch: Parameters<typeof updateStorefrontRow>[3] = {};
  if (body.title !== undefined) patch.storefrontTitle = body.title;
  if (body.subTitle !== undefined) patch.storefrontSubTitle = body.subTitle;
  if (body.metaTitle !== undefined) patch.metaTitle = body.metaTitle;
  if (body.metaDescription !== undefined) patch.metaDescription = body.metaDescription;
  if (body.logoText !== undefined) patch.logoText = body.logoText;
  if (body.logo1 !== undefined) patch.logo1 = body.logo1;
  if (body.logo2 !== undefined) patch.logo2 = body.logo2;
  if (body.favicon !== undefined) patch.favicon = body.favicon;
  if (body.backgroundImages !== undefined) patch.backgroundImages = body.backgroundImages;
  if (body.themeColor !== undefined) patch.themeColor = body.themeColor;
  if (body.iconColor !== undefined) patch.iconColor = body.iconColor;
  if (body.themeCss !== undefined) {
    const ownHosts = [current.localUrl, ...(current.customerDomain ? [current.customerDomain] : [])];
    if (body.customerDomain) ownHosts.push(body.customerDomain);
    const sanitized = sanitizeThemeCss(body.themeCss, ownHosts);
    patch.themeCss = sanitized.css === '' ? null : sanitized.css;
    themeCssRemoved = sanitized.removed;
  }
  if (body.aboutUsLink !== undefined) patch.aboutUsLink = body.aboutUsLink;
  if (body.socialLinks !== undefined) {
    patch.socialLink = Object.fromEntries(
      Object.entries(body.socialLinks).filter((entry): entry is [string, string] => entry[1] !== null),
    );
  }
  if (body.manufacturerTitle !== undefined) patch.manufacturerTitle = body.manufacturerTitle;
  if (body.manufacturerLogos !== undefined) patch.manufacturerLogos = body.manufacturerLogos;
  if (body.customerDomain !== undefined) patch.customerDomain = body.customerDomain;
  if (body.offerValidFor !== undefined) patch.offerValidFor = body.offerValidFor;
  if (body.creditCardPayPalFlag !== undefined) patch.creditCardPayPalFlag = body.creditCardPayPalFlag;
  if (body.showPriceWOLoginDefault !== undefined)
    patch.showPriceWOLoginDefault = body.showPriceWOLoginDefault;
  if (body.chatWidget !== undefined) {
    patch.chatProvider = body.chatWidget?.provider ?? null;
    patch.chatWidgetId = body.chatWidget?.id ?? null;
  }

  if (Object.keys(patch).length > 0) {
    try {
      const updated = await updateStorefrontRow(ctx.db, id, organizationScope(actor), patch, ctx.now());
      if (!updated) throw notFound('Storefront not found');
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('conflict', storefrontSettingsMessages.domainTaken, {
          fields: { customerDomain: storefrontSettingsMessages.domainTaken },
        });
      }
      throw error;
    }
    // Every process drops its copies (host lookups, this storefront's rendered pages) once the
    // change is committed.
    await ctx.cache.publish('storefronts', { storefrontIds: [id] });
  }
  const row = await findStorefrontById(ctx.db, id);
  return {
    storefront: toStorefrontSettings(row!, ctx.config),
    message: storefrontSettingsMessages.updated,
    themeCssRemoved,
  };
}
