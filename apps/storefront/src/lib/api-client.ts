import { createTypedApiClient } from '@patchbay/ui';
import { clientStateStore } from './client-state';

/** SPEC.md §6: guests are identified by their guest id; the stored one goes with every call. */
export const GUEST_ID_HEADER = 'X-Guest-Id';

export function guestIdHeaders(guestId: string | null): Record<string, string> {
  return guestId ? { [GUEST_ID_HEADER]: guestId } : {};
}

/**
 * The storefront's API client, typed by the API document (@patchbay/client): a change of a server
 * schema breaks the type-check of the calls made through it.
 */
export const client = createTypedApiClient(undefined, {
  defaultHeaders: () => guestIdHeaders(clientStateStore.getState().guestId),
});
