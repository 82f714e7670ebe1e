import type { StorefrontSettings } from '@patchbay/contract';
import { describe, expect, it } from 'vitest';
import { storefrontChanges, storefrontToFormValues } from './storefront-form-values';

const settings: StorefrontSettings = {
  id: 's1',
  slug: 'cobalt',
  organizationId: 'o1',
  organizationName: 'Cobalt Telecom',
  isMarketplace: false,
  localUrl: 'cobalt.localhost',
  url: 'http://cobalt.localhost:3000',
  updatedAt: '2026-11-26T10:00:00.000Z',
  title: 'Cobalt Telecom',
  subTitle: null,
  metaTitle: null,
  metaDescription: null,
  logoText: 'Cobalt',
  logo1: '/uploads/storefronts/a.png',
  logo2: null,
  favicon: null,
  backgroundImages: [],
  themeColor: '#5f3dc4',
  iconColor: '#ffd43b',
  themeCss: '',
  customCssClass: 'storefront-cobalt',
  aboutUsLink: null,
  socialLinks: { facebook: null, twitter: 'https://twitter.com/c', instagram: null, linkedin: null },
  manufacturerTitle: null,
  manufacturerLogos: [],
  customerDomain: null,
  offerValidFor: 72,
  creditCardPayPalFlag: false,
  showPriceWOLoginDefault: true,
  chatWidget: null,
  footerVariant: 'legal',
};

describe('storefrontChanges', () => {
  it('is empty when nothing was edited', () => {
    const values = storefrontToFormValues(settings);
    expect(storefrontChanges(values, structuredClone(values))).toEqual({});
  });

  it('sends only what changed, blanks as null, colours in lower case', () => {
    const initial = storefrontToFormValues(settings);
    const edited = { ...structuredClone(initial), logo1: '', themeColor: '#1F3A5F', subTitle: ' Optics ' };
    expect(storefrontChanges(initial, edited)).toEqual({
      logo1: null,
      themeColor: '#1f3a5f',
      subTitle: 'Optics',
    });
  });

  it('sends all social links together when one changes', () => {
    const initial = storefrontToFormValues(settings);
    const edited = { ...structuredClone(initial), facebook: 'https://facebook.com/c' };
    expect(storefrontChanges(initial, edited)).toEqual({
      socialLinks: {
        facebook: 'https://facebook.com/c',
        twitter: 'https://twitter.com/c',
        instagram: null,
        linkedin: null,
      },
    });
  });
});
