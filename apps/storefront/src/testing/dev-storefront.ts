import type { StorefrontBranding } from '@patchbay/contract';

/** A text-only SVG logo as a data URL, so the fixture needs no server for images. */
const textLogo = (name: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56" viewBox="0 0 160 56"><text x="80" y="36" text-anchor="middle" font-family="Arial" font-size="22" font-weight="700" fill="${color}">${name}</text></svg>`,
  )}`;

const base: StorefrontBranding = {
  id: '00000000-0000-7000-8000-000000000001',
  slug: 'marketplace',
  isMarketplace: true,
  title: 'Patchbay Marketplace',
  subTitle: 'Telecom and network equipment from trusted sellers',
  organizationName: 'Patchbay Inc.',
  logoText: 'Patchbay',
  logo1: null,
  logo2: null,
  favicon: null,
  themeColor: '#1c5d99',
  iconColor: '#f08c00',
  themeCssUrl: '/theme.css',
  customCssClass: null,
  aboutUsLink: null,
  footerVariant: 'marketplace',
  socialLinks: {
    facebook: 'https://facebook.com/patchbay',
    twitter: null,
    instagram: null,
    linkedin: 'https://linkedin.com/company/patchbay',
  },
  metaTitle: 'Patchbay Marketplace',
  metaDescription: 'Telecom equipment marketplace',
  backgroundImage: null,
  manufacturerTitle: 'Brands on the marketplace',
  manufacturerLogos: [
    { name: 'Acme Optics', url: textLogo('Acme Optics', '#364fc7') },
    { name: 'Fibrecore', url: textLogo('Fibrecore', '#c92a2a') },
    { name: 'Linkwave', url: textLogo('Linkwave', '#2b8a3e') },
    { name: 'Portline', url: textLogo('Portline', '#5f3dc4') },
    { name: 'Telemax', url: textLogo('Telemax', '#e67700') },
    { name: 'Voltnet', url: textLogo('Voltnet', '#0b7285') },
  ],
  offerValidFor: 72,
  footerPages: [],
  hasFaq: false,
  chatWidget: null,
  companyLinks: {
    shipping: 'https://example.com/shipping',
    termsOfService: 'https://example.com/terms',
    privacyPolicy: 'https://example.com/privacy',
    returnsAndExchanges: 'https://example.com/returns',
  },
};

/** Branding fixtures for looking at the app on the Vite dev server without the API server. */
export const devStorefronts: Record<string, StorefrontBranding> = {
  marketplace: base,
  northwind: {
    ...base,
    id: '00000000-0000-7000-8000-000000000002',
    slug: 'northwind',
    isMarketplace: false,
    title: 'Northwind Networks',
    subTitle: 'Refurbished switching and optical gear, tested and warrantied',
    organizationName: 'Northwind Networks LLC',
    logoText: 'Northwind',
    themeColor: '#2b8a3e',
    iconColor: '#e8590c',
    aboutUsLink: 'https://northwind.example.com/about',
    footerVariant: 'legal',
    socialLinks: { facebook: null, twitter: 'https://x.com/northwind', instagram: null, linkedin: null },
    manufacturerTitle: 'Manufacturers we stock',
  },
};

const KEY = 'patchbay:dev-storefront';

/** ?fixture=<name> picks a fixture for this tab (kept in sessionStorage across reloads). */
export function injectDevStorefront() {
  if (window.__STOREFRONT__) return;
  const requested = new URLSearchParams(window.location.search).get('fixture');
  if (requested) sessionStorage.setItem(KEY, requested);
  const name = requested ?? sessionStorage.getItem(KEY);
  const fixture = name ? devStorefronts[name] : undefined;
  if (fixture) window.__STOREFRONT__ = fixture;
}
