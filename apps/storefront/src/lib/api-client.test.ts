import { ApiError, createApiClient } from '@patchbay/ui';
import { describe, expect, it, vi } from 'vitest';
import { guestIdHeaders } from './api-client';

function reply(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } });
}

describe('api client', () => {
  it('sends JSON with cookies and returns the parsed reply', async () => {
    const fetchMock = vi.fn(async () => reply(200, { status: 'success' }));
    const api = createApiClient(fetchMock);
    await expect(api.post('/api/newsletter', { email: 'a@b.co' })).resolves.toEqual({ status: 'success' });
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'include',
      body: '{"email":"a@b.co"}',
      signal: undefined,
    });
  });

  it('throws an ApiError carrying the error shape of the reply', async () => {
    const api = createApiClient(async () =>
      reply(400, {
        error: {
          code: 'invalid_data',
          message: 'Please Enter Valid Email',
          fields: { email: 'Please Enter Valid Email' },
        },
      }),
    );
    const error = await api.post('/api/newsletter', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_data',
      message: 'Please Enter Valid Email',
      fields: { email: 'Please Enter Valid Email' },
    });
  });

  it('maps a reply without the error shape (a proxy page) to a code from its status', async () => {
    const api = createApiClient(async () => reply(502, '<html>Bad gateway</html>', 'text/html'));
    await expect(api.get('/api/storefront')).rejects.toMatchObject({ status: 502, code: 'internal' });
    const notFound = createApiClient(async () => reply(404, ''));
    await expect(notFound.get('/api/nothing')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('turns a failed connection into an ApiError with code network', async () => {
    const api = createApiClient(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(api.get('/api/storefront')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('returns undefined for an empty success reply', async () => {
    const api = createApiClient(async () => reply(204, null));
    await expect(api.delete('/api/thing/1')).resolves.toBeUndefined();
  });

  it('adds the default headers of every call, read at call time (the guest id)', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply(200, {}));
    let guestId: string | null = null;
    const api = createApiClient(fetchMock, { defaultHeaders: () => guestIdHeaders(guestId) });
    await api.get('/api/auth/me');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ Accept: 'application/json' });
    guestId = 'guest-1';
    await api.get('/api/cart');
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toEqual({
      Accept: 'application/json',
      'X-Guest-Id': 'guest-1',
    });
  });

  it('sends a FormData body as it is, leaving its multipart Content-Type to the browser', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      reply(200, { url: '/uploads/a.png' }),
    );
    const api = createApiClient(fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(api.post('/api/uploads/reseller-certificate', form)).resolves.toEqual({
      url: '/uploads/a.png',
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json' });
  });
});
