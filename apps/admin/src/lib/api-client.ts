import { createApiClient, createTypedApiClient } from '@patchbay/ui';

/** The admin portal's API client: same-origin JSON calls with the session cookie. */
export const api = createApiClient();

/**
 * The same calls, typed by the API document (@patchbay/client): a change of a server schema
 * breaks the type-check of the calls made through it. Features move to it one by one.
 */
export const client = createTypedApiClient();
