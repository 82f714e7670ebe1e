import { CHAT_PROVIDER_IDS, chatWidgetIdProblem, THEME_CSS_MAX_LENGTH } from '@patchbay/domain';
import { z } from 'zod';
import { socialLinksSchema } from './storefront';

/**
 * Images a storefront shows are files of this site (the page's Content-Security-Policy loads
 * images from its own origin only): uploads made through POST /api/admin/uploads/storefront-image,
 * or the demo data's images.
 */
export const STOREFRONT_IMAGE_PATTERN = /^\/uploads\/[a-z0-9][a-z0-9/_-]*\.(?:png|jpe?g|gif|webp|svg)$/i;

export const storefrontSettingsMessages = {
  image: 'Please upload the image here (png, jpeg or gif)',
  color: 'Please enter a colour as #rrggbb',
  url: 'Please enter a web address starting with https://',
  domain: 'Please enter a host name such as shop.example.com',
  domainTaken: 'This domain is already used by another storefront',
  title: 'Please enter title',
  offerValidFor: 'Please enter the hours an offer stays valid (1 to 720)',
  updated: 'Storefront settings saved',
  themeCssTooLong: `The theme stylesheet may be at most ${THEME_CSS_MAX_LENGTH.toLocaleString('en-US')} characters`,
} as const;

const image = z.string().trim().regex(STOREFRONT_IMAGE_PATTERN, storefrontSettingsMessages.image);
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-f]{6}$/i, storefrontSettingsMessages.color)
  .transform((v) => v.toLowerCase());
const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s<>"']+$/i, storefrontSettingsMessages.url);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** What a company admin sets on a storefront it owns (SPEC.md §3 Storefront, branding part). */
const storefrontSettingsFields = {
  title: z.string().trim().min(1, storefrontSettingsMessages.title).max(120),
  subTitle: optionalText(200),
  metaTitle: optionalText(120),
  metaDescription: optionalText(300),
  logoText: optionalText(60),
  logo1: image.nullable(),
  logo2: image.nullable(),
  favicon: image.nullable(),
  backgroundImages: z.array(image).max(5),
  themeColor: color,
  iconColor: color,
  /** The per-host theme stylesheet (docs/theming.md); sanitised on save. */
  themeCss: z.string().max(THEME_CSS_MAX_LENGTH, storefrontSettingsMessages.themeCssTooLong),
  aboutUsLink: httpsUrl.nullable(),
  socialLinks: z.strictObject({
    facebook: httpsUrl.nullable(),
    twitter: httpsUrl.nullable(),
    instagram: httpsUrl.nullable(),
    linkedin: httpsUrl.nullable(),
  }),
  manufacturerTitle: optionalText(120),
  manufacturerLogos: z.array(z.strictObject({ name: z.string().trim().min(1).max(80), url: image })).max(24),
  /** The storefront's own host name (without scheme or port); null: only its local host name. */
  customerDomain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(
      /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
      storefrontSettingsMessages.domain,
    )
    .nullable(),
  offerValidFor: z
    .number({ error: storefrontSettingsMessages.offerValidFor })
    .int(storefrontSettingsMessages.offerValidFor)
    .min(1, storefrontSettingsMessages.offerValidFor)
    .max(720, storefrontSettingsMessages.offerValidFor),
  /** SPEC.md §9: no processing fee on small card/PayPal orders of this seller when set. */
  creditCardPayPalFlag: z.boolean(),
  /** What a new listing of the organization takes for showPriceWOLogin when it does not say. */
  showPriceWOLoginDefault: z.boolean(),
  /** A chat widget from the allow-list, its id checked per provider (docs/chat-widget.md); null: none. */
  chatWidget: z
    .strictObject({ provider: z.enum(CHAT_PROVIDER_IDS), id: z.string().trim().max(100) })
    .superRefine((value, ctx) => {
      const problem = chatWidgetIdProblem(value.provider, value.id);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['id'] });
    })
    .nullable(),
};

export const updateStorefrontSettingsBodySchema = z.strictObject(storefrontSettingsFields).partial();
export type UpdateStorefrontSettingsBody = z.infer<typeof updateStorefrontSettingsBodySchema>;

export const storefrontSettingsSchema = z.object({
  id: z.string(),
  slug: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  isMarketplace: z.boolean(),
  localUrl: z.string(),
  /** Where the storefront is seen: its customer domain, else its local host name. */
  url: z.string(),
  updatedAt: z.string(),
  title: z.string(),
  subTitle: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  logoText: z.string().nullable(),
  logo1: z.string().nullable(),
  logo2: z.string().nullable(),
  favicon: z.string().nullable(),
  backgroundImages: z.array(z.string()),
  themeColor: z.string(),
  iconColor: z.string(),
  themeCss: z.string(),
  customCssClass: z.string().nullable(),
  aboutUsLink: z.string().nullable(),
  socialLinks: socialLinksSchema,
  manufacturerTitle: z.string().nullable(),
  manufacturerLogos: z.array(z.object({ name: z.string(), url: z.string() })),
  customerDomain: z.string().nullable(),
  offerValidFor: z.number().int(),
  creditCardPayPalFlag: z.boolean(),
  showPriceWOLoginDefault: z.boolean(),
  chatWidget: z.object({ provider: z.enum(CHAT_PROVIDER_IDS), id: z.string() }).nullable(),
  footerVariant: z.enum(['marketplace', 'standard', 'legal']),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;

export const storefrontSettingsListSchema = z.object({ items: z.array(storefrontSettingsSchema) });

export const storefrontSettingsMutationSchema = z.object({
  storefront: storefrontSettingsSchema,
  message: z.string(),
  /** What the theme stylesheet's sanitising took out ('@import rules', ...); empty when nothing. */
  themeCssRemoved: z.array(z.string()),
});
