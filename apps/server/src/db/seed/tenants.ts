import { uuidv7 } from '../../lib/ids';
import type { organizations, storefronts, users } from '../schema/index';
import { categoryTree, oems } from './catalog-data';
import type { SeedImages, StorefrontArt } from './images';

type OrganizationRow = typeof organizations.$inferInsert & { id: string; slug: string };
type StorefrontRow = typeof storefronts.$inferInsert & { id: string };
type UserRow = typeof users.$inferInsert & { id: string };

export const DEMO_PASSWORD = 'Demo1234';
/** How many demo users buildTenants makes: each gets its own password hash. */
export const DEMO_USER_COUNT = 10;

/** Branding the images are rendered from; the storefront rows below use the same colours. */
export const storefrontArt: StorefrontArt[] = [
  {
    slug: 'patchbay',
    logoText: 'Patchbay',
    themeColor: '#1c7ed6',
    iconColor: '#ffffff',
    tagline: 'Network hardware from verified sellers',
  },
  {
    slug: 'northwind',
    logoText: 'Northwind',
    themeColor: '#0b7285',
    iconColor: '#f8f9fa',
    tagline: 'Certified routing and switching, shipped today',
  },
  {
    slug: 'cobalt',
    logoText: 'Cobalt Select',
    themeColor: '#5f3dc4',
    iconColor: '#ffd43b',
    tagline: 'Optics and power for carrier networks',
  },
];

function art(slug: string): StorefrontArt {
  const found = storefrontArt.find((a) => a.slug === slug);
  if (!found) throw new Error(`no storefront art for ${slug}`);
  return found;
}

/**
 * A demo theme stylesheet written against docs/theming.md: the solid header takes the dark header
 * colour through the variables the storefront reads, its links and logo white on it.
 * `linkColor`: links in the brand colour, or a darker one where it reads poorly on white (WCAG AA).
 */
function themeCss(a: StorefrontArt, headerBg: string, cssClass: string, linkColor = a.themeColor): string {
  return `:root {
  --pb-primary: ${a.themeColor};
  --pb-link: ${linkColor};
  --pb-icon: ${a.iconColor};
}
.${cssClass} {
  --pb-header-bg: ${headerBg};
  --pb-header-text: #ffffff;
}
.${cssClass} a { color: var(--pb-link); }
.${cssClass} .site-header--solid a { color: inherit; }
`;
}

/**
 * The demo organizations, storefronts and users. `passwordHashes` gives each user its own hash
 * (own salt) of the demo password, in the order the users are listed; DEMO_USER_COUNT says how many.
 */
export function buildTenants(images: SeedImages, passwordHashes: readonly string[], now: Date) {
  // long-function: demo data, written out in the order of the story it tells.
  const org = (row: Omit<OrganizationRow, 'id'>): OrganizationRow => ({ id: uuidv7(), ...row });
  const patchbay = org({
    slug: 'patchbay',
    name: 'Patchbay',
    orgType: 'platform',
    verified: true,
    email: 'hello@patchbay.test',
    phone: '+1 415-555-0100',
    address1: '500 Howard St, Suite 300',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'US',
    remoteUrl: 'https://patchbay.test',
    metaTitle: 'Patchbay - telecom equipment marketplace',
    metaDescription:
      'Buy and sell routers, switches, optics and power from verified telecom equipment sellers.',
    brandName: 'Patchbay',
  });
  const northwind = org({
    slug: 'northwind',
    name: 'Northwind Networks',
    orgType: 'seller',
    verified: true,
    email: 'orders@northwind.test',
    phone: '+1 503-555-0142',
    address1: '1200 NW Naito Pkwy',
    city: 'Portland',
    state: 'OR',
    zip: '97209',
    country: 'US',
    remoteUrl: 'https://northwind.example',
    metaTitle: 'Northwind Networks - certified network hardware',
    metaDescription: 'Authorized reseller of Cisco, Juniper and Arista routing, switching and optics.',
    brandName: 'Northwind Networks',
    storefrontNameForPartner: 'Northwind Networks Store',
    isAuthorizedReseller: true,
    isOfferCredit: true,
    creditAppLink: 'https://northwind.example/credit-application',
    creditTermType: 'Net 30',
    minimumCreditOrderValue: '1000.00',
    freeShippingMinOrderAmount: '5000.00',
    creditCardPayPalFlag: true,
    returnPolicy: '30-day returns on all hardware. Items must be returned in the condition shipped.',
    warrantyPolicy: '1-year advance replacement warranty on New and Refurbished items; 90 days on Used.',
    estimatedToShip: '1-2 business days',
    bankTransferInstructions:
      'Cascade Commerce Bank, 800 SW Broadway, Portland, OR 97205\nAccount name: Northwind Networks LLC\nRouting (ABA): 123006800\nAccount: 4471009322\nReference: your order number',

    paypalLink: 'https://paypal.me/northwindnetworks',
  });
  const cobalt = org({
    slug: 'cobalt',
    name: 'Cobalt Telecom',
    orgType: 'seller',
    verified: true,
    email: 'sales@cobalt.test',
    phone: '+1 214-555-0175',
    address1: '2100 Ross Ave, Floor 9',
    city: 'Dallas',
    state: 'TX',
    zip: '75201',
    country: 'US',
    remoteUrl: 'https://cobalt.example',
    metaTitle: 'Cobalt Select - carrier optics and power',
    metaDescription: 'Tested optics, DC power and radio equipment for carrier and ISP networks.',
    brandName: 'Cobalt Select',
    storefrontNameForPartner: 'Cobalt Select',
    isDiscreteOrg: true,
    returnPolicy: 'Returns accepted within 14 days with an RMA number.',
    warrantyPolicy: '90-day warranty; lifetime warranty on optics.',
    estimatedToShip: 'Same business day for orders before 2 pm CT',
    freeShippingMinOrderAmount: '2500.00',
    bankTransferInstructions:
      'Lone Star National Bank, Dallas, TX\nAccount name: Cobalt Telecom Inc.\nRouting (ABA): 111000025\nAccount: 8830017745\nReference: your order number',
  });
  const acme = org({
    slug: 'acme',
    name: 'Acme Wireless',
    orgType: 'buyer',
    verified: true,
    email: 'purchasing@acme.test',
    phone: '+1 303-555-0118',
    address1: '1801 California St',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    country: 'US',
  });
  const meridian = org({
    slug: 'meridian',
    name: 'Meridian Fiber Supply',
    orgType: 'seller',
    verified: true,
    email: 'info@meridian.test',
    phone: '+1 416-555-0190',
    address1: '250 Front St W',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5V 3G5',
    country: 'CA',
    remoteUrl: 'https://meridian.example',
    brandName: 'Meridian Fiber',
    isParentOrg: true,
    returnPolicy: '30-day returns, buyer pays return shipping.',
    warrantyPolicy: '6-month warranty on all used equipment.',
    estimatedToShip: '2-3 business days',
  });
  const harbor = org({
    slug: 'harbor',
    name: 'Harbor Line Communications',
    orgType: 'buyer',
    verified: false,
    email: 'ap@harbor.test',
    phone: '+1 617-555-0133',
    address1: '1 Seaport Ln',
    city: 'Boston',
    state: 'MA',
    zip: '02210',
    country: 'US',
  });
  const organizationRows = [patchbay, northwind, cobalt, acme, meridian, harbor];

  const logos = (slugs: string[]) =>
    slugs.map((slug) => ({
      name: oems.find((o) => o.slug === slug)?.name ?? slug,
      url: images.manufacturerLogo.get(slug) ?? '',
    }));
  const deviceIcons = categoryTree.map((c) => ({ name: c.name, url: images.deviceIcon.get(c.slug) ?? '' }));
  const storeArt = (slug: string) => {
    const a = images.storefront.get(slug);
    if (!a) throw new Error(`no storefront images for ${slug}`);
    return a;
  };

  const marketplaceArt = storeArt('patchbay');
  const northwindArt = storeArt('northwind');
  const cobaltArt = storeArt('cobalt');
  const marketplace: StorefrontRow = {
    id: uuidv7(),
    organizationId: patchbay.id,
    slug: 'patchbay',
    isMarketplace: true,
    localUrl: 'localhost',
    storefrontTitle: 'Patchbay Marketplace',
    storefrontSubTitle: 'Routers, switches, optics and power from verified sellers',
    logoText: 'Patchbay',
    logo1: marketplaceArt.logo1,
    logo2: marketplaceArt.logo2,
    favicon: marketplaceArt.favicon,
    // #1c7ed6 on white is 4.2:1; links take the darker #1864ab (6.1:1).
    themeCss: themeCss(art('patchbay'), '#102a43', 'storefront-patchbay', '#1864ab'),
    themeColor: art('patchbay').themeColor,
    iconColor: art('patchbay').iconColor,
    customCssClass: 'storefront-patchbay',
    footerVariant: 'marketplace',
    socialLink: {
      twitter: 'https://twitter.com/patchbay',
      linkedin: 'https://www.linkedin.com/company/patchbay',
    },
    metaTitle: 'Patchbay Marketplace - new and refurbished telecom equipment',
    metaDescription:
      'Compare prices on Cisco, Juniper, Nokia, Arista and more from verified sellers. Make offers, request quotes and pay by card, ACH or PayPal.',
    storeAddress: '500 Howard St, Suite 300, San Francisco, CA',
    postalCode: '94105',
    offerValidFor: 72,
    backgroundImages: [marketplaceArt.background],
    deviceIcons,
    manufacturerTitle: 'Shop by manufacturer',
    manufacturerLogos: logos(oems.map((o) => o.slug)),
    planId: 'platform',
    planName: 'Platform',
    serviceFeeOnOrder: '2.5000',
    soldOnStorefrontFees: '0',
    soldOnColOrResPortalFees: '0',
    monthlyFees: '0.00',
    taxRates: [
      { country: 'US', state: 'CA', ratePercent: '7.2500' },
      { country: 'US', state: 'TX', ratePercent: '6.2500' },
      { country: 'US', state: 'NY', ratePercent: '4.0000' },
      { country: 'US', state: 'MA', ratePercent: '6.2500' },
      { country: 'US', state: 'CO', ratePercent: '2.9000' },
      { country: 'CA', ratePercent: '5.0000' },
    ],
  };
  const northwindStore: StorefrontRow = {
    id: uuidv7(),
    organizationId: northwind.id,
    slug: 'northwind',
    localUrl: 'northwind.localhost',
    storefrontTitle: 'Northwind Networks',
    storefrontSubTitle: 'Certified routing and switching, shipped today',
    logoText: 'Northwind',
    logo1: northwindArt.logo1,
    logo2: northwindArt.logo2,
    favicon: northwindArt.favicon,
    themeCss: themeCss(art('northwind'), '#0b2545', 'storefront-northwind'),
    themeColor: art('northwind').themeColor,
    iconColor: art('northwind').iconColor,
    customCssClass: 'storefront-northwind',
    aboutUsLink: 'https://northwind.example/about',
    footerVariant: 'standard',
    socialLink: {
      facebook: 'https://www.facebook.com/northwindnetworks',
      linkedin: 'https://www.linkedin.com/company/northwind-networks',
    },
    metaTitle: 'Northwind Networks - Cisco, Juniper and Arista hardware',
    metaDescription:
      'Authorized reseller of routing, switching and optics. Net 30 credit for approved accounts and free shipping on orders over $5,000.',
    storeAddress: '1200 NW Naito Pkwy, Portland, OR',
    postalCode: '97209',
    creditCardPayPalFlag: true,
    offerValidFor: 72,
    backgroundImages: [northwindArt.background],
    deviceIcons: deviceIcons.filter((d) => d.name !== 'Power'),
    manufacturerTitle: 'Brands we carry',
    manufacturerLogos: logos(['cisco', 'juniper', 'arista', 'nokia', 'dell', 'hpe']),
    planId: 'plan_growth',
    planName: 'Growth',
    serviceFeeOnOrder: '1.5000',
    soldOnStorefrontFees: '3.0000',
    soldOnStorefrontFeesType: 'percentage',
    soldOnColOrResPortalFees: '5.0000',
    soldOnColOrResPortalFeesType: 'percentage',
    monthlyFees: '499.00',
    taxRates: [
      { country: 'US', state: 'WA', ratePercent: '6.5000' },
      { country: 'US', state: 'CA', ratePercent: '7.2500' },
      { country: 'US', state: 'CO', ratePercent: '2.9000' },
    ],
  };
  const cobaltStore: StorefrontRow = {
    id: uuidv7(),
    organizationId: cobalt.id,
    slug: 'cobalt',
    localUrl: 'cobalt.localhost',
    storefrontTitle: 'Cobalt Telecom',
    storefrontSubTitle: 'Optics and power for carrier networks',
    logoText: 'Cobalt Select',
    logo1: cobaltArt.logo1,
    logo2: cobaltArt.logo2,
    favicon: cobaltArt.favicon,
    themeCss: themeCss(art('cobalt'), '#1f1147', 'storefront-cobalt'),
    themeColor: art('cobalt').themeColor,
    iconColor: art('cobalt').iconColor,
    customCssClass: 'storefront-cobalt',
    aboutUsLink: 'https://cobalt.example/about-us',
    footerVariant: 'legal',
    socialLink: {
      facebook: 'https://www.facebook.com/cobaltselect',
      twitter: 'https://twitter.com/cobaltselect',
      instagram: 'https://www.instagram.com/cobaltselect',
      linkedin: 'https://www.linkedin.com/company/cobalt-telecom',
    },
    metaTitle: 'Cobalt Select - tested optics, DC power and radios',
    metaDescription:
      'Lifetime-warranty optics, rectifiers, batteries and radio units for carriers and ISPs. Same-day shipping from Dallas.',
    storeAddress: '2100 Ross Ave, Floor 9, Dallas, TX',
    postalCode: '75201',
    offerValidFor: 48,
    backgroundImages: [cobaltArt.background],
    deviceIcons: deviceIcons.filter((d) => d.name !== 'Switches'),
    manufacturerTitle: 'Featured manufacturers',
    manufacturerLogos: logos(['finisar', 'ciena', 'eltek', 'delta', 'ericsson', 'nokia', 'huawei']),
    planId: 'plan_starter',
    planName: 'Starter',
    serviceFeeOnOrder: '0',
    soldOnStorefrontFees: '25.0000',
    soldOnStorefrontFeesType: 'flat',
    soldOnColOrResPortalFees: '4.5000',
    soldOnColOrResPortalFeesType: 'percentage',
    monthlyFees: '299.00',
    taxRates: [
      { country: 'US', state: 'TX', ratePercent: '6.2500' },
      { country: 'US', state: 'CO', ratePercent: '2.9000' },
      { country: 'US', state: 'MA', ratePercent: '6.2500' },
    ],
  };
  const storefrontRows = [marketplace, northwindStore, cobaltStore];

  const day = 24 * 60 * 60 * 1000;
  let hashesUsed = 0;
  const nextPasswordHash = (email: string) => {
    const hash = passwordHashes[hashesUsed++];
    if (!hash) throw new Error(`no password hash left for demo user ${email}: raise DEMO_USER_COUNT`);
    return hash;
  };
  const user = (
    email: string,
    role: UserRow['role'],
    organization: OrganizationRow,
    firstName: string,
    lastName: string,
    extra: Partial<UserRow> = {},
  ): UserRow => ({
    id: uuidv7(),
    organizationId: organization.id,
    email,
    passwordHash: nextPasswordHash(email),
    role,
    displayName: `${firstName} ${lastName}`,
    username: `${email.split('@')[0]}.${organization.slug}`,
    firstName,
    lastName,
    phone: organization.phone ?? null,
    address1: organization.address1 ?? null,
    city: organization.city ?? null,
    state: organization.state ?? null,
    country: organization.country ?? null,
    zip: organization.zip ?? null,
    emailVerifiedAt: new Date(now.getTime() - 90 * day),
    registeredDate: new Date(now.getTime() - 120 * day),
    ...extra,
  });
  const userRows = {
    operator: user('operator@patchbay.test', 'operator', patchbay, 'Priya', 'Raman', {
      employeeId: 'PB-0001',
    }),
    northwindAdmin: user('admin@northwind.test', 'companyAdmin', northwind, 'Dana', 'Whitfield', {
      employeeId: 'NW-100',
    }),
    northwindSales: user('sales@northwind.test', 'businessUser', northwind, 'Marcus', 'Lee', {
      employeeId: 'NW-114',
    }),
    northwindSpecialist: user('specialist@northwind.test', 'productSpecialist', northwind, 'Aiko', 'Tanaka', {
      employeeId: 'NW-131',
    }),
    cobaltAdmin: user('admin@cobalt.test', 'companyAdmin', cobalt, 'Rafael', 'Ortiz'),
    cobaltSales: user('sales@cobalt.test', 'businessUser', cobalt, 'Jenna', 'Brooks'),
    meridianAdmin: user('admin@meridian.test', 'companyAdmin', meridian, 'Liam', 'Chen'),
    acmeBuyer: user('buyer@acme.test', 'buyer', acme, 'Sam', 'Patel'),
    acmePurchasing: user('purchasing@acme.test', 'buyer', acme, 'Grace', 'Kim'),
    harborBuyer: user('buyer@harbor.test', 'buyer', harbor, 'Noah', 'Fitzgerald'),
  };

  if (hashesUsed !== passwordHashes.length) {
    throw new Error(
      `${hashesUsed} demo users, ${passwordHashes.length} password hashes: set DEMO_USER_COUNT`,
    );
  }

  return {
    organizations: { patchbay, northwind, cobalt, acme, meridian, harbor },
    organizationRows,
    storefronts: { marketplace, northwind: northwindStore, cobalt: cobaltStore },
    storefrontRows,
    users: userRows,
    userRows: Object.values(userRows),
  };
}

export type Tenants = ReturnType<typeof buildTenants>;
