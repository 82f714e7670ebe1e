import { createTypedApiClient } from '@patchbay/ui';

/**
 * The admin portal's API client: same-origin JSON calls with the session cookie, typed by the API
 * document (@patchbay/client), so a change of a server schema breaks the portal's type-check.
 */
export const client = createTypedApiClient();
