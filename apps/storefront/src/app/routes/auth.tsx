import { AuthScreen } from '@/features/auth/components/auth-screen';
import { usePageTitle } from '@/lib/page-title';

/** /auth (SPEC.md §2, page title 'Authentication'). */
export default function AuthRoute() {
  usePageTitle('Authentication');
  return <AuthScreen />;
}
