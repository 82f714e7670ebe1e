import { lazy, useState } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { ErrorRoute } from './routes/error';
import { HomeRoute, homeHandle } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { listingPageHandle } from './routes/route-handle';

// Home, the layout and /error ship in the first bundle; every other screen is its own chunk,
// loaded under the layout's Suspense boundary (header and footer paint at once).
const ProductsRoute = lazy(() => import('./routes/products'));
const PrivacyPolicyRoute = lazy(() => import('./routes/privacy-policy'));
const TermsOfServiceRoute = lazy(() => import('./routes/terms-of-service'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const AuthRoute = lazy(() => import('./routes/auth'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const LogoutRoute = lazy(() => import('./routes/logout'));
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe'));
const OpenYourStoreRoute = lazy(() => import('./routes/open-your-store'));
const MyListingsRoute = lazy(() => import('./routes/my-listings'));
const MyPurchasesRoute = lazy(() => import('./routes/my-purchases'));
const OrdersRoute = lazy(() => import('./routes/orders'));
const AddressesRoute = lazy(() => import('./routes/addresses'));
const QuickOrderRoute = lazy(() => import('./routes/quick-order'));
const MyOfferRoute = lazy(() => import('./routes/my-offer'));
const OfferDetailsRoute = lazy(() => import('./routes/offer-details'));
const MyOffersRoute = lazy(() => import('./routes/my-offers'));
const OfferFromBuyerRoute = lazy(() => import('./routes/offer-from-buyer'));
const CategoryListingsRoute = lazy(() => import('./routes/category-listings'));
const BrandListingsRoute = lazy(() => import('./routes/brand-listings'));
const ProductDetailRoute = lazy(() => import('./routes/product-detail'));
const CustomPageRoute = lazy(() => import('./routes/custom-page'));
const FaqRoute = lazy(() => import('./routes/faq'));
const ReviewCartRoute = lazy(() => import('./routes/review-cart'));
const CartCheckoutRoute = lazy(() => import('./routes/cart-checkout'));
const OrderDetailsRoute = lazy(() => import('./routes/order-details'));

/** Every storefront route: the browser's router and the server's rendering (src/entry-server.tsx) share them. */
export const appRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      { index: true, Component: HomeRoute, handle: homeHandle },
      { path: paths.products.path, element: <ProductsRoute />, handle: listingPageHandle },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyRoute /> },
      { path: paths.termsOfService.path, element: <TermsOfServiceRoute /> },
      { path: paths.faq.path, element: <FaqRoute /> },
      { path: paths.error.path, Component: ErrorRoute },
      { path: paths.auth.path, element: <AuthRoute /> },
      { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
      // SPEC.md §2 lists /logout as login-protected, but it is where signing out lands.
      { path: paths.logout.path, element: <LogoutRoute /> },
      { path: paths.unsubscribe.path, element: <UnsubscribeRoute /> },
      { path: paths.openYourStore.path, element: <OpenYourStoreRoute /> },
      { path: paths.myOffer.path, element: <MyOfferRoute /> },
      { path: paths.offerDetails.path, element: <OfferDetailsRoute /> },
      // SPEC.md §2 buyer-flow routes open to anyone: the cart views and an order's details.
      { path: paths.reviewCart.path, element: <ReviewCartRoute /> },
      { path: paths.myCart.path, element: <CartCheckoutRoute /> },
      { path: paths.checkout.path, element: <CartCheckoutRoute /> },
      { path: paths.orderDetails.path, element: <OrderDetailsRoute /> },
      {
        // SPEC.md §2 buyer-flow routes that need login. /home stays the home screen, behind login.
        Component: ProtectedRoute,
        children: [
          { path: paths.homeAlias.path, Component: HomeRoute, handle: homeHandle },
          { path: paths.myListings.path, element: <MyListingsRoute /> },
          { path: paths.myPurchases.path, element: <MyPurchasesRoute /> },
          { path: paths.orders.path, element: <OrdersRoute /> },
          { path: paths.myOffers.path, element: <MyOffersRoute /> },
          { path: paths.addresses.path, element: <AddressesRoute /> },
          { path: paths.quickOrder.path, element: <QuickOrderRoute /> },
          { path: paths.offerFromBuyer.path, element: <OfferFromBuyerRoute /> },
        ],
      },
      // Catalogue. React Router ranks static segments above dynamic ones, whatever the order here:
      // /{category} and /{category}/{subCategory} only get what no route above claims, and the
      // category screen answers not-found for a slug that is not one of the storefront's categories.
      { path: paths.brand.path, element: <BrandListingsRoute />, handle: listingPageHandle },
      { path: paths.productDetail.path, element: <ProductDetailRoute /> },
      { path: paths.productDetailById.path, element: <ProductDetailRoute /> },
      { path: paths.customPage.path, element: <CustomPageRoute /> },
      { path: paths.category.path, element: <CategoryListingsRoute />, handle: listingPageHandle },
      { path: paths.subCategory.path, element: <CategoryListingsRoute />, handle: listingPageHandle },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
