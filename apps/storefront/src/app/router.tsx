import { lazy, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { ErrorRoute } from './routes/error';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';

// Home, the layout and /error ship in the first bundle; every other screen is its own chunk,
// loaded under the layout's Suspense boundary (header and footer paint at once).
const ProductsRoute = lazy(() => import('./routes/products'));
const PrivacyPolicyRoute = lazy(() => import('./routes/privacy-policy'));
const TermsOfServiceRoute = lazy(() => import('./routes/terms-of-service'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, Component: HomeRoute },
        { path: paths.homeAlias.path, Component: HomeRoute },
        { path: paths.products.path, element: <ProductsRoute /> },
        { path: paths.privacyPolicy.path, element: <PrivacyPolicyRoute /> },
        { path: paths.termsOfService.path, element: <TermsOfServiceRoute /> },
        { path: paths.error.path, Component: ErrorRoute },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
