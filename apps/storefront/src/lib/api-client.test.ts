import { createTypedApiClient } from '@patchbay/ui';
import { describe, expect, it, vi } from 'vitest';
import { guestIdHeaders } from './api-client';

const baseUrl = 'http://localhost:3000';

describe('api client', () => {
  it('adds the guest id to every call, read at call time', async () => {
    const fetchMock = vi.fn(async (_request: Request) => Response.json({ items: [] }));
    let guestId: string | null = null;
    const client = createTypedApiClient(fetchMock as unknown as typeof fetch, {
      baseUrl,
      defaultHeaders: () => guestIdHeaders(guestId),
    });
    await client.GET('/api/auth/me');
    expect(fetchMock.mock.calls[0]?.[0].headers.has('x-guest-id')).toBe(false);
    guestId = 'guest-1';
    await client.GET('/api/cart');
    expect(fetchMock.mock.calls[1]?.[0].headers.get('x-guest-id')).toBe('guest-1');
  });
});
