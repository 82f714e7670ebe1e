import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '../api/get-me';
import { safePagePath } from '../utils/auth-urls';
import classes from './account-menu.module.css';

// The signed-in menu brings the contract schemas (zod) and its modals: its own chunk keeps them out
// of the first download, which every guest makes.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The header's account corner: 'Sign in' for a guest; for a signed-in user a menu under their name
 * with Change password, the other storefronts (SPEC.md §2 cross-domain sign-in) and Logout.
 */
export function AccountMenu() {
  const { data, isPending } = useMe();
  const { pathname, search } = useLocation();
  if (isPending) return null;
  const user = data?.user;
  if (!user) {
    // Come back here after signing in, unless here is a screen not worth returning to.
    const here = `${pathname}${search}`;
    const page = safePagePath(here) === paths.home.path ? null : here;
    return (
      <Link to={paths.auth.getHref({ page })} className={classes.signIn}>
        Sign in
      </Link>
    );
  }
  return (
    <Suspense fallback={<span className={classes.trigger}>{user.displayName}</span>}>
      <UserMenu
        displayName={user.displayName}
        email={user.email}
        homeUrl={user.homeUrl}
        answersOffers={user.permissions.includes('offers.manage')}
      />
    </Suspense>
  );
}
