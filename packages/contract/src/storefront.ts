import { CHAT_PROVIDER_IDS } from '@patchbay/domain';
import { z } from 'zod';

export const socialLinksSchema = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
});

/**
 * Footer variants of SPEC.md §2: the marketplace shows the company-website links; a branded
 * storefront shows About Us; the 'legal' variant also shows /privacypolicy and /termsofservice.
 */
export const footerVariants = ['marketplace', 'standard', 'legal'] as const;
export type FooterVariant = (typeof footerVariants)[number];

/** The public branding of the storefront resolved from the request's Host. */
export const storefrontBrandingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  isMarketplace: z.boolean(),
  title: z.string(),
  subTitle: z.string().nullable(),
  organizationName: z.string(),
  logoText: z.string().nullable(),
  logo1: z.string().nullable(),
  logo2: z.string().nullable(),
  favicon: z.string().nullable(),
  themeColor: z.string(),
  iconColor: z.string(),
  themeCssUrl: z.string(),
  customCssClass: z.string().nullable(),
  aboutUsLink: z.string().nullable(),
  footerVariant: z.enum(footerVariants),
  socialLinks: socialLinksSchema,
  metaTitle: z.string(),
  metaDescription: z.string(),
  backgroundImage: z.string().nullable(),
  manufacturerTitle: z.string().nullable(),
  manufacturerLogos: z.array(z.object({ name: z.string(), url: z.string() })),
  offerValidFor: z.number().int(),
  /** Published custom pages, in the order the seller set, for the footer's "Information" group. */
  footerPages: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })),
  /** Whether the storefront has FAQ entries (the footer then links its FAQ page). */
  hasFaq: z.boolean(),
  /** The chat widget the storefront loads once the page is interactive (never on admin hosts). */
  chatWidget: z
    .object({ provider: z.enum(CHAT_PROVIDER_IDS), id: z.string(), scriptUrl: z.string() })
    .nullable(),
  /** Company website links shown in the marketplace footer (SPEC.md §2). */
  companyLinks: z.object({
    shipping: z.string(),
    termsOfService: z.string(),
    privacyPolicy: z.string(),
    returnsAndExchanges: z.string(),
  }),
});
export type StorefrontBranding = z.infer<typeof storefrontBrandingSchema>;
