import { createApiClient } from '@patchbay/ui';

/** The admin portal's API client: same-origin JSON calls with the session cookie. */
export const api = createApiClient();
