import type { StorefrontSettings, UpdateStorefrontSettingsBody } from '@patchbay/contract';
import type { ChatProvider } from '@patchbay/domain';

/** The settings form's values: texts as typed ('' for none), lists as edited. */
export interface StorefrontFormValues {
  title: string;
  subTitle: string;
  metaTitle: string;
  metaDescription: string;
  logoText: string;
  logo1: string;
  logo2: string;
  favicon: string;
  backgroundImages: string[];
  themeColor: string;
  iconColor: string;
  themeCss: string;
  aboutUsLink: string;
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
  manufacturerTitle: string;
  manufacturerLogos: { name: string; url: string }[];
  customerDomain: string;
  offerValidFor: number | string;
  creditCardPayPalFlag: boolean;
  showPriceWOLoginDefault: boolean;
  /** '' for no chat widget. */
  chatProvider: string;
  chatWidgetId: string;
}

export function storefrontToFormValues(s: StorefrontSettings): StorefrontFormValues {
  return {
    title: s.title,
    subTitle: s.subTitle ?? '',
    metaTitle: s.metaTitle ?? '',
    metaDescription: s.metaDescription ?? '',
    logoText: s.logoText ?? '',
    logo1: s.logo1 ?? '',
    logo2: s.logo2 ?? '',
    favicon: s.favicon ?? '',
    backgroundImages: [...s.backgroundImages],
    themeColor: s.themeColor,
    iconColor: s.iconColor,
    themeCss: s.themeCss,
    aboutUsLink: s.aboutUsLink ?? '',
    facebook: s.socialLinks.facebook ?? '',
    twitter: s.socialLinks.twitter ?? '',
    instagram: s.socialLinks.instagram ?? '',
    linkedin: s.socialLinks.linkedin ?? '',
    manufacturerTitle: s.manufacturerTitle ?? '',
    manufacturerLogos: s.manufacturerLogos.map((l) => ({ ...l })),
    customerDomain: s.customerDomain ?? '',
    offerValidFor: s.offerValidFor,
    creditCardPayPalFlag: s.creditCardPayPalFlag,
    showPriceWOLoginDefault: s.showPriceWOLoginDefault,
    chatProvider: s.chatWidget?.provider ?? '',
    chatWidgetId: s.chatWidget?.id ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The whole body the form stands for (what the server would store). */
export function toStorefrontBody(v: StorefrontFormValues): Required<UpdateStorefrontSettingsBody> {
  return {
    title: v.title.trim(),
    subTitle: orNull(v.subTitle),
    metaTitle: orNull(v.metaTitle),
    metaDescription: orNull(v.metaDescription),
    logoText: orNull(v.logoText),
    logo1: orNull(v.logo1),
    logo2: orNull(v.logo2),
    favicon: orNull(v.favicon),
    backgroundImages: v.backgroundImages.filter((url) => url !== ''),
    themeColor: v.themeColor.trim().toLowerCase(),
    iconColor: v.iconColor.trim().toLowerCase(),
    themeCss: v.themeCss,
    aboutUsLink: orNull(v.aboutUsLink),
    socialLinks: {
      facebook: orNull(v.facebook),
      twitter: orNull(v.twitter),
      instagram: orNull(v.instagram),
      linkedin: orNull(v.linkedin),
    },
    manufacturerTitle: orNull(v.manufacturerTitle),
    manufacturerLogos: v.manufacturerLogos
      .filter((l) => l.name.trim() !== '' || l.url !== '')
      .map((l) => ({ name: l.name.trim(), url: l.url })),
    customerDomain: orNull(v.customerDomain)?.toLowerCase() ?? null,
    offerValidFor: typeof v.offerValidFor === 'number' ? v.offerValidFor : Number(v.offerValidFor),
    creditCardPayPalFlag: v.creditCardPayPalFlag,
    showPriceWOLoginDefault: v.showPriceWOLoginDefault,
    chatWidget: v.chatProvider
      ? { provider: v.chatProvider as ChatProvider, id: v.chatWidgetId.trim() }
      : null,
  };
}

/** Only the fields that differ from what was loaded: the body of the PATCH. */
export function storefrontChanges(
  initial: StorefrontFormValues,
  current: StorefrontFormValues,
): UpdateStorefrontSettingsBody {
  const before = toStorefrontBody(initial);
  const after = toStorefrontBody(current);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes as UpdateStorefrontSettingsBody;
}
