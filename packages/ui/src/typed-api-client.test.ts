import { describe, expect, it, vi } from 'vitest';
import { ApiError, createTypedApiClient, dataOf } from './api-client';

const baseUrl = 'http://localhost:3000';

function reply(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

const sent = (fetchMock: ReturnType<typeof vi.fn>, call = 0) => fetchMock.mock.calls[call]?.[0] as Request;

describe('typed api client', () => {
  it('sends the typed call as JSON with cookies and answers its body', async () => {
    const fetchMock = vi.fn(async (_request: Request) => reply(200, { status: 'success' }));
    const client = createTypedApiClient(fetchMock as unknown as typeof fetch, { baseUrl });
    await expect(dataOf(client.POST('/api/newsletter', { body: { email: 'a@b.co' } }))).resolves.toEqual({
      status: 'success',
    });
    const request = sent(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${baseUrl}/api/newsletter`);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(await request.text()).toBe('{"email":"a@b.co"}');
  });

  it('fills path parameters and adds the default headers, read at call time', async () => {
    const fetchMock = vi.fn(async (_request: Request) => reply(200, { id: 'o 1' }));
    let guestId: string | null = null;
    const client = createTypedApiClient(fetchMock as unknown as typeof fetch, {
      baseUrl,
      defaultHeaders: (): Record<string, string> => (guestId ? { 'X-Guest-Id': guestId } : {}),
    });
    await client.GET('/api/admin/organizations/{id}', { params: { path: { id: 'o 1' } } });
    expect(sent(fetchMock).url).toBe(`${baseUrl}/api/admin/organizations/o%201`);
    expect(sent(fetchMock).headers.has('x-guest-id')).toBe(false);
    guestId = 'guest-1';
    await client.GET('/api/cart');
    expect(sent(fetchMock, 1).headers.get('x-guest-id')).toBe('guest-1');
  });

  it('sends the header parameters the document declares (Idempotency-Key)', async () => {
    const fetchMock = vi.fn(async (_request: Request) => reply(200, { order: {}, message: 'ok' }));
    const client = createTypedApiClient(fetchMock as unknown as typeof fetch, { baseUrl });
    await client.POST('/api/orders/{id}/pay', {
      params: { path: { id: 'o1' }, header: { 'Idempotency-Key': 'attempt-0001' } },
      body: { token: 'tok_1' },
    });
    expect(sent(fetchMock).url).toBe(`${baseUrl}/api/orders/o1/pay`);
    expect(sent(fetchMock).headers.get('idempotency-key')).toBe('attempt-0001');
  });

  it('throws an ApiError carrying the error shape of the reply', async () => {
    const client = createTypedApiClient(
      (async () =>
        reply(400, {
          error: {
            code: 'invalid_data',
            message: 'Please Enter Valid Email',
            fields: { email: 'Please Enter Valid Email' },
          },
        })) as unknown as typeof fetch,
      { baseUrl },
    );
    const error = await dataOf(client.POST('/api/newsletter', { body: { email: 'x' } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid_data',
      fields: { email: 'Please Enter Valid Email' },
    });
  });

  it('maps a reply without the error shape to a code from its status, and a failed connection to network', async () => {
    const proxy = createTypedApiClient(
      (async () => reply(502, '<html>Bad gateway</html>', 'text/html')) as unknown as typeof fetch,
      {
        baseUrl,
      },
    );
    await expect(dataOf(proxy.GET('/api/storefront'))).rejects.toMatchObject({
      status: 502,
      code: 'internal',
      message: 'GET /api/storefront failed with status 502',
    });
    const offline = createTypedApiClient(
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
      { baseUrl },
    );
    await expect(dataOf(offline.GET('/api/storefront'))).rejects.toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});
