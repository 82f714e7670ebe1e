import { useEffect } from 'react';
import { setClientState } from '@/lib/client-state';
import { useMe } from '../api/get-me';

/**
 * Mirrors the session (useMe, the source of truth) into the client state (SPEC.md §3): the user's
 * essentials and the guest id, which the API client sends as X-Guest-Id.
 */
export function useSessionMirror() {
  const { data } = useMe();
  useEffect(() => {
    if (!data) return;
    const { user, guestId } = data;
    setClientState({
      user: user
        ? { id: user.id, displayName: user.displayName, role: user.role, homeUrl: user.homeUrl }
        : null,
      guestId: guestId || null,
    });
  }, [data]);
}
