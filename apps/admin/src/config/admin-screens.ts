import type { Permission } from '../lib/authorization';
import { canAny } from '../lib/authorization';

/** The sidebar: sections in order, each listing screens (by SPEC.md path) in order. */
export const NAV_SECTIONS = [
  { key: 'dashboard', label: 'Dashboard', paths: ['/dashboard'] },
  {
    key: 'catalogue',
    label: 'Catalogue',
    paths: [
      '/myproducts',
      '/product/new',
      '/product/import',
      '/product/updateimport',
      '/uploadstatus',
      '/allbackendbulkdataupdate',
      '/myinventory',
      '/productcatalogue',
      '/myproductcatalogue',
      '/categoryView',
      '/brandlisting',
      '/externallistings',
      '/request/relisting',
      '/relistingrequests',
      '/productinsighttool',
      '/pricinginformation',
    ],
  },
  { key: 'orders', label: 'Orders', paths: ['/allorder', '/mysales', '/searchshippingestimate'] },
  { key: 'offers', label: 'Offers', paths: ['/offerreceivedforadmin', '/offersentforadmin'] },
  { key: 'content', label: 'Content & promo codes', paths: ['/mycustompage', '/add/faq', '/promocodes'] },
  {
    key: 'reports',
    label: 'Reports',
    paths: ['/productinsights', '/storefrontreport', '/searchhistory', '/statisticsofproductscategory'],
  },
  {
    key: 'company',
    label: 'Company',
    paths: [
      '/users',
      '/organization',
      '/resellercertificates',
      '/storefrontsettings',
      '/newslettersubscribers',
      '/storesignups',
    ],
  },
  { key: 'platform', label: 'Platform', paths: ['/outbox'] },
] as const;
export type NavSectionKey = (typeof NAV_SECTIONS)[number]['key'];

export interface AdminScreen {
  /**
   * The route as SPEC.md §2 lists it, e.g. '/user/{id}'; for the few screens SPEC.md does not list
   * (EXTRA_ADMIN_SCREENS), the route we gave it, written the same way.
   */
  readonly specPath: string;
  /** The React Router path, e.g. '/user/:id'. */
  readonly path: string;
  /** What people call the screen: 'Add product'. */
  readonly screen: string;
  /** The first part of the page title: SPEC.md §2's name where it gives one ('AddUser', 'product/new'). */
  readonly title: string;
  /** One sentence on what the screen does (shown while it is not built yet). */
  readonly summary: string;
  /** Any one of these lets a person open the screen; none: every signed-in staff member. */
  readonly permissions: readonly Permission[];
  /** Its name in the sidebar when shorter than `screen`. */
  readonly navLabel: string;
}

export const MANAGE_USERS: readonly Permission[] = ['users.manage', 'organizations.manageAll'];
export const EDIT_ORGANIZATION: readonly Permission[] = ['organization.edit', 'organizations.manageAll'];
/** docs/permissions.md: every staff role may see the people and the profile of its organization. */
const VIEW_USERS: readonly Permission[] = ['users.view', 'organizations.manageAll'];
const VIEW_ORGANIZATION: readonly Permission[] = ['organization.view', 'organizations.manageAll'];

function screen(
  specPath: string,
  name: string,
  summary: string,
  options: {
    title?: string;
    permissions?: readonly Permission[];
    navLabel?: string;
  } = {},
): AdminScreen {
  return {
    specPath,
    path: specPath.replace(/\{(\w+)\}/g, ':$1'),
    screen: name,
    title: options.title ?? name,
    summary,
    permissions: options.permissions ?? [],
    navLabel: options.navLabel ?? name,
  };
}

/** SPEC.md §2 'Admin-flow routes that need login', in its order. All of them need a signed-in person. */
export const SPEC_ADMIN_SCREENS: readonly AdminScreen[] = [
  screen('/users', 'Users', 'Lists the people of your organization with their role and status.', {
    permissions: VIEW_USERS,
  }),
  screen('/user/new', 'Add user', 'Adds a person to your organization and mails them an invitation.', {
    title: 'AddUser',
    permissions: MANAGE_USERS,
  }),
  screen('/user/{id}', 'User', "Edits a person's details and role, or removes them.", {
    title: 'user',
    permissions: MANAGE_USERS,
  }),
  screen('/registerusers', 'Invite users', 'Invites several people at once by email, all with one role.', {
    permissions: MANAGE_USERS,
  }),
  screen(
    '/product/new',
    'Add product',
    'Creates a product with its specifications, images and tiered pricing, and lists it for sale.',
    { title: 'product/new', permissions: ['products.manage'] },
  ),
  screen(
    '/product/import',
    'Import products',
    'Adds products and listings in bulk from an uploaded spreadsheet.',
    { permissions: ['products.import'] },
  ),
  screen(
    '/product/updateimport',
    'Update imported products',
    'Updates the prices and quantities of imported products from an uploaded spreadsheet.',
    { permissions: ['products.import'], navLabel: 'Update import' },
  ),
  screen('/add/faq', 'FAQ', 'Writes the questions and answers shown to buyers on your storefront.', {
    permissions: ['content.manage'],
  }),
  screen('/product/edit', 'Edit product', 'Edits the product chosen in My products.', {
    title: 'product/edit',
    permissions: ['products.manage'],
  }),
  screen(
    '/product/edit/{id}',
    'Edit product',
    'Edits one product: its details, specifications, images, pricing and stock.',
    { title: 'product/edit', permissions: ['products.manage'] },
  ),
  screen(
    '/myproducts',
    'My products',
    "Lists your organization's products and listings with their price, stock and status.",
    { title: 'myproducts', permissions: ['products.manage', 'listings.manage'] },
  ),
  screen(
    '/productinsights',
    'Product insights',
    'Lists your products with their insight data: reference data, retail matches and whether you used them.',
    {
      title: 'ProductInsights',
      permissions: ['reports.view'],
    },
  ),
  screen('/storefrontreport', 'Storefront report', 'Summarises visits, orders and sales per storefront.', {
    permissions: ['reports.view'],
  }),
  screen(
    '/organization',
    'Organization',
    "Shows and edits your organization's details, policies and flags.",
    {
      permissions: VIEW_ORGANIZATION,
    },
  ),
  screen('/organization/new', 'Add organization', 'Adds a seller or buyer organization to the platform.', {
    permissions: ['organizations.manageAll'],
  }),
  screen(
    '/organization/{id}',
    'Organization',
    "Shows and edits one organization's details, policies and flags.",
    {
      permissions: VIEW_ORGANIZATION,
    },
  ),
  screen(
    '/externallistings',
    'External listings',
    'Shows where your products are listed on other marketplaces and storefronts.',
    { permissions: ['listings.manage'] },
  ),
  screen(
    '/searchhistory',
    'Search history',
    'Lists what buyers searched for on your storefronts, with the time and place of each search.',
    { permissions: ['reports.view'] },
  ),
  screen(
    '/searchshippingestimate',
    'Shipping estimates',
    'Looks up shipping rate estimates for a destination and a package.',
    { permissions: ['orders.manage'] },
  ),
  screen(
    '/brandlisting',
    'Brand listing',
    'Lists your listings brand by brand, with stock, value and sales.',
    { permissions: ['reports.view'] },
  ),
  screen(
    '/statisticsofproductscategory',
    'Category statistics',
    'Counts listings, units, stock value and sales per category and sub-category.',
    { permissions: ['reports.view'] },
  ),
  screen(
    '/allorder',
    'All orders',
    'Lists every order on the platform, of every seller, with its payment, balance and status.',
    {
      title: 'Orders',
      // scope=all is the operator's alone (docs/permissions.md); sellers have /mysales.
      permissions: ['organizations.manageAll'],
    },
  ),
  screen(
    '/mysales',
    'My sales',
    'Lists the orders your organization received as seller, with their payment, balance and status.',
    { permissions: ['orders.manage'] },
  ),
  screen(
    '/filteredlistofproduct',
    'Filtered products',
    'Lists the products that match a set of filters, to review or change them together.',
    { permissions: ['products.manage'] },
  ),
  screen(
    '/categoryView',
    'Categories',
    'The category tree with listing counts; the operator adds, renames, merges and retires categories.',
    {
      permissions: ['products.manage'],
    },
  ),
  screen(
    '/request/relisting',
    'Request relisting',
    'Asks to relist a deleted, sold-out or expired listing, or to sell a product another seller lists.',
    { permissions: ['listings.manage'] },
  ),
  screen(
    '/relistingrequests',
    'Relisting requests',
    'Lists relisting and shared-listing requests sent and received, to approve, decline or withdraw them.',
    { permissions: ['listings.manage'] },
  ),
  screen(
    '/productinsighttool',
    'Product insight tool',
    'Compares a product with the offers of online retail sites, to help set its price.',
    { title: 'ProductInsightTool', permissions: ['reports.view'] },
  ),
  screen('/myinventory', 'My inventory', 'Shows the stock of each listing and lets you adjust it.', {
    permissions: ['listings.manage'],
  }),
  screen('/producthistory/{id}', 'Product history', 'Shows every change made to one product.', {
    permissions: ['products.manage'],
  }),
  screen(
    '/allbackendbulkdataupdate',
    'Bulk data update',
    "Imports or updates any organization's products from a file.",
    { permissions: ['organizations.manageAll'] },
  ),
  screen('/dashboard', 'Dashboard', 'Welcomes you and links to what you may do in the portal.', {
    title: 'dashboard',
  }),
  screen(
    '/productcatalogue',
    'Product catalogue',
    'Searches the reference catalogue of manufacturer products by brand and MPN, to add products to sell.',
    { permissions: ['products.manage'] },
  ),
  screen('/uploadstatus', 'Upload status', 'Shows the progress and the errors of your product imports.', {
    permissions: ['products.import'],
  }),
  screen(
    '/myproductcatalogue',
    'My product catalogue',
    'Lists the catalogue products your organization picked.',
    { permissions: ['products.manage'] },
  ),
  screen(
    '/myproductuserselecteddata',
    'Selected product data',
    'Shows the catalogue data you picked, before it becomes your products.',
    { permissions: ['products.manage'] },
  ),
  screen(
    '/viewproductcatalogue/{id}',
    'Catalogue product',
    'Shows one product of the shared catalogue with its specifications.',
    { permissions: ['products.manage'] },
  ),
  screen(
    '/addproductcatalogue',
    'Add catalogue product',
    "Adds a manufacturer's product to the reference catalogue.",
    { permissions: ['productCatalogue.manage'] },
  ),
  screen(
    '/offerreceivedforadmin',
    'Offers received',
    'Lists the offers buyers made on your listings, to accept, counter or reject them.',
    { title: 'OfferReceived', permissions: ['offers.manage'] },
  ),
  screen(
    '/offersentforadmin',
    'Offers sent',
    'Lists the offers people of your organization made as buyers, to answer counter-offers, edit or cancel them.',
    { title: 'OfferSent', permissions: ['offers.manage'] },
  ),
  screen(
    '/pricinginformation',
    'Pricing information',
    "Shows your organization's price information: plan, fees and processing charges.",
    { title: 'PricingInfo', permissions: ['fees.manage'] },
  ),
  screen(
    '/mycustompage',
    'Custom pages',
    'Lists the custom pages of your storefront, to write and publish them.',
    {
      permissions: ['content.manage'],
    },
  ),
  screen('/custompage/new', 'Add custom page', 'Writes a new custom page for your storefront.', {
    permissions: ['content.manage'],
  }),
  screen('/custompage/edit', 'Edit custom page', 'Edits one of your custom pages.', {
    permissions: ['content.manage'],
  }),
  screen('/promocode/edit', 'Edit promo code', 'Edits the discount, validity and limits of a promo code.', {
    permissions: ['promoCodes.manage'],
  }),
  screen('/promocode/new', 'Add promo code', 'Creates a promo code with its discount, validity and limits.', {
    permissions: ['promoCodes.manage'],
  }),
  screen('/promocodes', 'Promo codes', 'Lists your promo codes with their discount, validity and use.', {
    permissions: ['promoCodes.manage'],
  }),
];

/**
 * Screens SPEC.md §2 does not list: the detail an order row of /allorder and /mysales opens
 * (singular, like /user/{id} and /organization/{id}; never in the sidebar), and the review of
 * buyers' reseller certificates and the storefront settings (under Company).
 */
export const EXTRA_ADMIN_SCREENS: readonly AdminScreen[] = [
  screen(
    '/order/{id}',
    'Order',
    "Shows one order in full and takes the seller's next step: shipping quote, fee, payment, shipment or cancellation.",
    { title: 'OrderDetails', permissions: ['orders.manage'] },
  ),
  screen(
    '/resellercertificates',
    'Reseller certificates',
    'Lists the reseller certificates of buyers who registered on your storefronts, to approve or reject them: approved buyers pay no tax.',
    { title: 'ResellerCertificates', permissions: ['resellerCertificates.review'] },
  ),
  screen(
    '/storefrontsettings',
    'Storefront settings',
    'Sets the branding of each storefront your organization owns: titles, logos, colours, theme stylesheet, links and domain, with a live preview.',
    { title: 'StorefrontSettings', permissions: ['storefront.settings'], navLabel: 'Storefront' },
  ),
  screen(
    '/outbox',
    'Outbox',
    'Lists the mails and records-mirror changes parked after their last retry, to send one again (the operator only).',
    { title: 'Outbox', permissions: ['organizations.manageAll'] },
  ),
  screen(
    '/newslettersubscribers',
    'Newsletter subscribers',
    "Lists who subscribed to each storefront's newsletter, with their status, and exports the filtered list as CSV.",
    { title: 'NewsletterSubscribers', permissions: ['storefront.settings'], navLabel: 'Newsletter' },
  ),
  screen(
    '/storesignups',
    'Store sign-ups',
    'Lists the requests to open a store on the marketplace and turns one into an organization with its storefront and first company admin.',
    { title: 'StoreSignups', permissions: ['organizations.manageAll'] },
  ),
];

/** Every admin screen: SPEC.md's, then ours. */
export const ADMIN_SCREENS: readonly AdminScreen[] = [...SPEC_ADMIN_SCREENS, ...EXTRA_ADMIN_SCREENS];

export interface NavItem {
  label: string;
  href: string;
}
export interface NavSection {
  key: NavSectionKey;
  label: string;
  items: NavItem[];
}

/** The sidebar for someone holding `permissions`: only what they may open, empty sections left out. */
export function navigationFor(permissions: readonly string[]): NavSection[] {
  return NAV_SECTIONS.map((section) => ({
    key: section.key,
    label: section.label,
    items: section.paths.flatMap((specPath) => {
      const entry = findScreen(specPath);
      return entry && canAny(permissions, entry.permissions)
        ? [{ label: entry.navLabel, href: entry.path }]
        : [];
    }),
  })).filter((section) => section.items.length > 0);
}

/** The screen SPEC.md lists under `specPath` ('/user/{id}'). */
export function findScreen(specPath: string): AdminScreen | undefined {
  return ADMIN_SCREENS.find((entry) => entry.specPath === specPath);
}
