import { describe, expect, it } from 'vitest';
import { canAny, PERMISSIONS } from '../lib/authorization';
import {
  ADMIN_SCREENS,
  EXTRA_ADMIN_SCREENS,
  findScreen,
  NAV_SECTIONS,
  navigationFor,
  SPEC_ADMIN_SCREENS,
} from './admin-screens';

// SPEC.md §2 'Admin-flow routes that need login', copied to the letter.
const SPEC_ADMIN_ROUTES =
  '/users, /user/new, /user/{id}, /registerusers, /product/new, /product/import, /product/updateimport, /add/faq, /product/edit, /product/edit/{id}, /myproducts, /productinsights, /storefrontreport, /organization, /organization/new, /organization/{id}, /externallistings, /searchhistory, /searchshippingestimate, /brandlisting, /statisticsofproductscategory, /allorder, /mysales, /filteredlistofproduct, /categoryView, /request/relisting, /relistingrequests, /productinsighttool, /myinventory, /producthistory/{id}, /allbackendbulkdataupdate, /dashboard, /productcatalogue, /uploadstatus, /myproductcatalogue, /myproductuserselecteddata, /viewproductcatalogue/{id}, /addproductcatalogue, /offerreceivedforadmin, /offersentforadmin, /pricinginformation, /mycustompage, /custompage/new, /custompage/edit, /promocode/edit, /promocode/new, /promocodes.';

const specRoutes = SPEC_ADMIN_ROUTES.replace(/\.$/, '').split(', ');

const companyAdmin = [
  'organization.view',
  'organization.edit',
  'users.view',
  'users.manage',
  'listings.manage',
  'orders.manage',
  'offers.manage',
  'promoCodes.manage',
  'reports.view',
  'products.manage',
  'products.import',
  'content.manage',
  'storefront.settings',
  'fees.manage',
  'resellerCertificates.review',
];
const businessUser = [
  'organization.view',
  'users.view',
  'listings.manage',
  'orders.manage',
  'offers.manage',
  'promoCodes.manage',
  'reports.view',
  'products.manage',
  'products.import',
];
const productSpecialist = ['organization.view', 'users.view', 'products.manage', 'products.import'];

function sidebar(permissions: string[]) {
  return Object.fromEntries(navigationFor(permissions).map((s) => [s.label, s.items.map((i) => i.href)]));
}

describe('admin screens', () => {
  it('are exactly the admin-flow routes of SPEC.md §2, in its order, then the order detail, the certificate review, the storefront settings, the outbox, the newsletter subscribers and the store sign-ups', () => {
    expect(specRoutes).toHaveLength(47);
    expect(SPEC_ADMIN_SCREENS.map((screen) => screen.specPath)).toEqual(specRoutes);
    const extra = [
      '/order/{id}',
      '/resellercertificates',
      '/storefrontsettings',
      '/outbox',
      '/newslettersubscribers',
      '/storesignups',
    ];
    expect(EXTRA_ADMIN_SCREENS.map((screen) => screen.specPath)).toEqual(extra);
    expect(ADMIN_SCREENS.map((screen) => screen.specPath)).toEqual([...specRoutes, ...extra]);
  });

  it('give the order detail a route no SPEC.md route shadows, and keep it out of the sidebar', () => {
    expect(findScreen('/order/{id}')?.path).toBe('/order/:id');
    expect(findScreen('/order/{id}')?.permissions).toEqual(['orders.manage']);
    expect(NAV_SECTIONS.flatMap((section) => [...section.paths])).not.toContain('/order/{id}');
  });

  it('turn {param} into React Router params', () => {
    expect(findScreen('/user/{id}')?.path).toBe('/user/:id');
    expect(findScreen('/viewproductcatalogue/{id}')?.path).toBe('/viewproductcatalogue/:id');
    expect(findScreen('/categoryView')?.path).toBe('/categoryView');
  });

  it("keep SPEC.md's page titles for the admin pages it names", () => {
    const titles = Object.fromEntries(ADMIN_SCREENS.map((screen) => [screen.specPath, screen.title]));
    expect(titles).toMatchObject({
      '/dashboard': 'dashboard',
      '/user/{id}': 'user',
      '/user/new': 'AddUser',
      '/users': 'Users',
      '/product/new': 'product/new',
      '/product/edit': 'product/edit',
      '/product/edit/{id}': 'product/edit',
      '/myproducts': 'myproducts',
    });
  });

  it('ask only for permissions the server knows, and say what each screen does', () => {
    for (const screen of ADMIN_SCREENS) {
      for (const permission of screen.permissions) expect(PERMISSIONS).toContain(permission);
      expect(screen.summary).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('list in the sidebar only screens that exist, each once', () => {
    const listed = NAV_SECTIONS.flatMap((section) => [...section.paths]);
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of listed) expect(findScreen(path)).toBeDefined();
  });
});

describe('navigationFor', () => {
  it('shows a company admin every group, with Users and Organization under Company', () => {
    const groups = sidebar(companyAdmin);
    expect(Object.keys(groups)).toEqual([
      'Dashboard',
      'Catalogue',
      'Orders',
      'Offers',
      'Content & promo codes',
      'Reports',
      'Company',
    ]);
    expect(groups.Company).toEqual([
      '/users',
      '/organization',
      '/resellercertificates',
      '/storefrontsettings',
      '/newslettersubscribers',
    ]);
  });

  it('shows a business user the people and the profile of the company (to view), and hides content', () => {
    const groups = sidebar(businessUser);
    expect(groups.Company).toEqual(['/users', '/organization']);
    expect(groups['Content & promo codes']).toEqual(['/promocodes']);
    expect(groups.Catalogue).not.toContain('/pricinginformation');
    // Every order of the platform (/allorder, scope=all) is the operator's; sellers see their own sales.
    expect(groups.Orders).toEqual(['/mysales', '/searchshippingestimate']);
    expect(groups.Offers).toEqual(['/offerreceivedforadmin', '/offersentforadmin']);
  });

  it('shows a product specialist the dashboard, the catalogue, and the people and profile of the company', () => {
    const groups = sidebar(productSpecialist);
    expect(Object.keys(groups)).toEqual(['Dashboard', 'Catalogue', 'Company']);
    expect(groups.Company).toEqual(['/users', '/organization']);
    // Viewing the people is not managing them: adding and inviting stay with users.manage.
    expect(canAny(productSpecialist, findScreen('/user/new')?.permissions ?? [])).toBe(false);
    expect(groups.Catalogue).toContain('/product/new');
    expect(groups.Catalogue).not.toContain('/myinventory');
  });

  it('shows the parked outbox to the operator alone, under Platform', () => {
    expect(sidebar(['organizations.manageAll']).Platform).toEqual(['/outbox']);
    expect(findScreen('/outbox')?.permissions).toEqual(['organizations.manageAll']);
    for (const permissions of [
      ['users.manage', 'organization.edit', 'listings.manage', 'orders.manage', 'storefront.settings'],
      ['products.manage'],
    ]) {
      expect(sidebar(permissions).Platform).toBeUndefined();
    }
  });

  it('shows the operator Users and Organization, and the certificate review with its permission', () => {
    expect(sidebar(['organizations.manageAll']).Company).toEqual([
      '/users',
      '/organization',
      '/storesignups',
    ]);
    expect(sidebar(['organizations.manageAll', 'resellerCertificates.review']).Company).toEqual([
      '/users',
      '/organization',
      '/resellercertificates',
      '/storesignups',
    ]);
  });

  it('shows the operator every order (/allorder) beside the sales screens', () => {
    const operator = [...companyAdmin, 'organizations.manageAll'];
    expect(sidebar(operator).Orders).toEqual(['/allorder', '/mysales', '/searchshippingestimate']);
  });

  it('leaves only the dashboard without permissions', () => {
    expect(navigationFor([])).toEqual([
      { key: 'dashboard', label: 'Dashboard', items: [{ label: 'Dashboard', href: '/dashboard' }] },
    ]);
  });
});
