import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { PageLoader } from '@/components/page-loader';
import { ADMIN_SCREENS } from '@/config/admin-screens';
import { paths } from '@/config/paths';
import { GuestRoute, ProtectedRoute } from '@/lib/auth';
import { LoginRoute } from './routes/auth/login';
import { DashboardRoute } from './routes/dashboard';
import { NotFoundRoute } from './routes/not-found';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { ScreenRoute } from './routes/screen';

// The layout, the guards, sign-in, the dashboard and the placeholders ship in the first bundle; each built screen is its
// own chunk, loaded under a Suspense boundary (the sidebar and top bar stay painted).
const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const ResetPasswordRoute = named(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute');
const UsersRoute = named(() => import('./routes/users/users'), 'UsersRoute');
const UserNewRoute = named(() => import('./routes/users/user-new'), 'UserNewRoute');
const UserDetailRoute = named(() => import('./routes/users/user-detail'), 'UserDetailRoute');
const RegisterUsersRoute = named(() => import('./routes/users/register-users'), 'RegisterUsersRoute');
const OrganizationRoute = named(() => import('./routes/organizations/organization'), 'OrganizationRoute');
const OrganizationNewRoute = named(
  () => import('./routes/organizations/organization-new'),
  'OrganizationNewRoute',
);
const OrganizationDetailRoute = named(
  () => import('./routes/organizations/organization-detail'),
  'OrganizationDetailRoute',
);
const AllOrdersRoute = named(() => import('./routes/orders/all-orders'), 'AllOrdersRoute');
const MySalesRoute = named(() => import('./routes/orders/my-sales'), 'MySalesRoute');
const OrderDetailRoute = named(() => import('./routes/orders/order-detail'), 'OrderDetailRoute');
const OffersReceivedRoute = named(() => import('./routes/offers/offers-received'), 'OffersReceivedRoute');
const OffersSentRoute = named(() => import('./routes/offers/offers-sent'), 'OffersSentRoute');
const StorefrontReportRoute = named(
  () => import('./routes/reports/storefront-report'),
  'StorefrontReportRoute',
);
const ShippingEstimateRoute = named(
  () => import('./routes/channels/shipping-estimate'),
  'ShippingEstimateRoute',
);
const ExternalListingsRoute = named(
  () => import('./routes/channels/external-listings'),
  'ExternalListingsRoute',
);
const catalogue = () => import('./routes/product-catalogue/catalogue');
const ProductCatalogueRoute = named(catalogue, 'ProductCatalogueRoute');
const MyProductCatalogueRoute = named(catalogue, 'MyProductCatalogueRoute');
const SelectedProductDataRoute = named(catalogue, 'SelectedProductDataRoute');
const ViewProductCatalogueRoute = named(
  () => import('./routes/product-catalogue/catalogue-entry'),
  'ViewProductCatalogueRoute',
);
const AddProductCatalogueRoute = named(
  () => import('./routes/product-catalogue/add-catalogue'),
  'AddProductCatalogueRoute',
);
const insights = () => import('./routes/product-catalogue/insights');
const ProductInsightsRoute = named(insights, 'ProductInsightsRoute');
const ProductInsightToolRoute = named(insights, 'ProductInsightToolRoute');
const SearchHistoryRoute = named(() => import('./routes/reports/search-history'), 'SearchHistoryRoute');
const CategoryStatisticsRoute = named(
  () => import('./routes/reports/catalogue-statistics'),
  'CategoryStatisticsRoute',
);
const BrandListingRoute = named(() => import('./routes/reports/catalogue-statistics'), 'BrandListingRoute');
const ResellerCertificatesRoute = named(
  () => import('./routes/reseller-certificates/reseller-certificates'),
  'ResellerCertificatesRoute',
);
const OutboxRoute = named(() => import('./routes/outbox/outbox'), 'OutboxRoute');
const StorefrontSettingsRoute = named(
  () => import('./routes/storefronts/storefront-settings'),
  'StorefrontSettingsRoute',
);
const PricingInformationRoute = named(
  () => import('./routes/fees/pricing-information'),
  'PricingInformationRoute',
);
const NewsletterSubscribersRoute = named(
  () => import('./routes/newsletter/newsletter-subscribers'),
  'NewsletterSubscribersRoute',
);
const StoreSignupsRoute = named(() => import('./routes/store-signups/store-signups'), 'StoreSignupsRoute');
const PromoCodesRoute = named(() => import('./routes/promo-codes/promo-codes'), 'PromoCodesRoute');
const PromoCodeNewRoute = named(() => import('./routes/promo-codes/promo-code-edit'), 'PromoCodeNewRoute');
const PromoCodeEditRoute = named(() => import('./routes/promo-codes/promo-code-edit'), 'PromoCodeEditRoute');
const CustomPagesRoute = named(() => import('./routes/content/custom-pages'), 'CustomPagesRoute');
const CustomPageNewRoute = named(() => import('./routes/content/custom-page-edit'), 'CustomPageNewRoute');
const CustomPageEditRoute = named(() => import('./routes/content/custom-page-edit'), 'CustomPageEditRoute');
const FaqRoute = named(() => import('./routes/content/faq'), 'FaqRoute');
const MyProductsRoute = named(() => import('./routes/products/my-products'), 'MyProductsRoute');
const MyInventoryRoute = named(() => import('./routes/products/my-products'), 'MyInventoryRoute');
const FilteredProductsRoute = named(() => import('./routes/products/my-products'), 'FilteredProductsRoute');
const ProductNewRoute = named(() => import('./routes/products/product-new'), 'ProductNewRoute');
const ProductEditRoute = named(() => import('./routes/products/product-edit'), 'ProductEditRoute');
const ProductPickerRoute = named(() => import('./routes/products/product-edit'), 'ProductPickerRoute');
const ProductHistoryRoute = named(() => import('./routes/products/product-history'), 'ProductHistoryRoute');

const ProductImportRoute = named(
  () => import('./routes/product-imports/product-import'),
  'ProductImportRoute',
);
const ProductUpdateImportRoute = named(
  () => import('./routes/product-imports/product-import'),
  'ProductUpdateImportRoute',
);
const BulkDataUpdateRoute = named(
  () => import('./routes/product-imports/product-import'),
  'BulkDataUpdateRoute',
);
const UploadStatusRoute = named(() => import('./routes/product-imports/upload-status'), 'UploadStatusRoute');
const RequestRelistingRoute = named(
  () => import('./routes/listing-requests/request-relisting'),
  'RequestRelistingRoute',
);
const RelistingRequestsRoute = named(
  () => import('./routes/listing-requests/relisting-requests'),
  'RelistingRequestsRoute',
);
const CategoryViewRoute = named(() => import('./routes/categories/category-view'), 'CategoryViewRoute');

/** The screens built so far, by their SPEC.md path (or ours, for EXTRA_ADMIN_SCREENS); every other admin route says it is not available yet. */
const builtScreens: Record<string, () => ReactNode> = {
  '/dashboard': () => <DashboardRoute />,
  '/users': () => <UsersRoute />,
  '/user/new': () => <UserNewRoute />,
  '/user/{id}': () => <UserDetailRoute />,
  '/registerusers': () => <RegisterUsersRoute />,
  '/organization': () => <OrganizationRoute />,
  '/organization/new': () => <OrganizationNewRoute />,
  '/organization/{id}': () => <OrganizationDetailRoute />,
  '/allorder': () => <AllOrdersRoute />,
  '/mysales': () => <MySalesRoute />,
  '/order/{id}': () => <OrderDetailRoute />,
  '/offerreceivedforadmin': () => <OffersReceivedRoute />,
  '/offersentforadmin': () => <OffersSentRoute />,
  '/resellercertificates': () => <ResellerCertificatesRoute />,
  '/storefrontreport': () => <StorefrontReportRoute />,
  '/searchhistory': () => <SearchHistoryRoute />,
  '/searchshippingestimate': () => <ShippingEstimateRoute />,
  '/externallistings': () => <ExternalListingsRoute />,
  '/statisticsofproductscategory': () => <CategoryStatisticsRoute />,
  '/brandlisting': () => <BrandListingRoute />,
  '/storefrontsettings': () => <StorefrontSettingsRoute />,
  '/newslettersubscribers': () => <NewsletterSubscribersRoute />,
  '/storesignups': () => <StoreSignupsRoute />,
  '/pricinginformation': () => <PricingInformationRoute />,
  '/promocodes': () => <PromoCodesRoute />,
  '/promocode/new': () => <PromoCodeNewRoute />,
  '/promocode/edit': () => <PromoCodeEditRoute />,
  '/mycustompage': () => <CustomPagesRoute />,
  '/custompage/new': () => <CustomPageNewRoute />,
  '/custompage/edit': () => <CustomPageEditRoute />,
  '/add/faq': () => <FaqRoute />,
  '/myproducts': () => <MyProductsRoute />,
  '/myinventory': () => <MyInventoryRoute />,
  '/filteredlistofproduct': () => <FilteredProductsRoute />,
  '/product/new': () => <ProductNewRoute />,
  '/product/edit': () => <ProductPickerRoute />,
  '/product/edit/{id}': () => <ProductEditRoute />,
  '/producthistory/{id}': () => <ProductHistoryRoute />,
  '/product/import': () => <ProductImportRoute />,
  '/product/updateimport': () => <ProductUpdateImportRoute />,
  '/allbackendbulkdataupdate': () => <BulkDataUpdateRoute />,
  '/uploadstatus': () => <UploadStatusRoute />,
  '/request/relisting': () => <RequestRelistingRoute />,
  '/relistingrequests': () => <RelistingRequestsRoute />,
  '/categoryView': () => <CategoryViewRoute />,
  '/outbox': () => <OutboxRoute />,
  '/productcatalogue': () => <ProductCatalogueRoute />,
  '/viewproductcatalogue/{id}': () => <ViewProductCatalogueRoute />,
  '/addproductcatalogue': () => <AddProductCatalogueRoute />,
  '/myproductcatalogue': () => <MyProductCatalogueRoute />,
  '/myproductuserselecteddata': () => <SelectedProductDataRoute />,
  '/productinsights': () => <ProductInsightsRoute />,
  '/productinsighttool': () => <ProductInsightToolRoute />,
};

function Root() {
  return (
    <Suspense fallback={<PageLoader />}>
      {/* A new screen opens at its top, as a page load would. */}
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

function GuestOnly() {
  return (
    <GuestRoute>
      <Outlet />
    </GuestRoute>
  );
}

function SignedIn() {
  return (
    <ProtectedRoute>
      <AdminLayout>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AdminLayout>
    </ProtectedRoute>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.root.path,
      Component: Root,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          Component: GuestOnly,
          children: [
            { index: true, Component: LoginRoute },
            { path: paths.login.path, Component: LoginRoute },
          ],
        },
        // Open to anyone: invitation links land here, signed in or not.
        { path: paths.resetPassword.path, Component: ResetPasswordRoute },
        {
          Component: SignedIn,
          children: [
            ...ADMIN_SCREENS.map((screen) => ({
              path: screen.path,
              element: <ScreenRoute screen={screen}>{builtScreens[screen.specPath]?.()}</ScreenRoute>,
            })),
            { path: '*', Component: NotFoundRoute },
          ],
        },
      ],
    },
  ]);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
