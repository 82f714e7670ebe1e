import { Navigate, useLocation } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { paths } from '@/config/paths';

/**
 * Route ErrorBoundary of the root route: any uncaught render error sends the visitor to /error
 * (SPEC.md §2/§8), replacing the broken entry so "Go back" does not land on it again. If /error
 * itself fails (the layout is what breaks), the error screen is shown without the layout.
 */
export function RouteErrorBoundary() {
  const { pathname } = useLocation();
  if (pathname !== paths.error.path) return <Navigate to={paths.error.getHref()} replace />;
  return <ErrorScreen />;
}
