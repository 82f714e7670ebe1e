import { clearClientState } from '@/lib/client-state';
import { useLogout } from '../api/logout';
import { getLogoutDestination } from '../utils/auth-urls';

/**
 * SPEC.md §2 Logout: end the session on the server, clear the client state and local storage, then
 * go to the user's home URL plus /logout. A full page load: nothing of the session stays in memory.
 * If the call fails the browser still forgets everything; /logout then tries once more.
 */
export function useSignOut() {
  const logout = useLogout();
  const signOut = (homeUrl: string | null | undefined) => {
    logout.mutate(undefined, {
      onSettled: () => {
        clearClientState();
        window.location.assign(getLogoutDestination(homeUrl, window.location));
      },
    });
  };
  return { signOut, isPending: logout.isPending };
}
