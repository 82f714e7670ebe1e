import { useState } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '@/config/paths';
import { AdminLayout } from './routes/admin-layout';
import { DashboardRoute } from './routes/dashboard';
import { RouteErrorBoundary } from './routes/route-error-boundary';

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: paths.root.path,
      Component: AdminLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        { index: true, element: <Navigate to={paths.dashboard.getHref()} replace /> },
        { path: paths.dashboard.path, Component: DashboardRoute },
        // Every portal screen arrives with sign-in; until then any other path shows the dashboard.
        { path: '*', element: <Navigate to={paths.dashboard.getHref()} replace /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
