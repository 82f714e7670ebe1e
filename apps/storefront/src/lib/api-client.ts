import { createApiClient } from '@patchbay/ui';
import { clientStateStore } from './client-state';

/** SPEC.md §6: guests are identified by their guest id; the stored one goes with every call. */
export const GUEST_ID_HEADER = 'X-Guest-Id';

export function guestIdHeaders(guestId: string | null): Record<string, string> {
  return guestId ? { [GUEST_ID_HEADER]: guestId } : {};
}

export const api = createApiClient(undefined, {
  defaultHeaders: () => guestIdHeaders(clientStateStore.getState().guestId),
});
