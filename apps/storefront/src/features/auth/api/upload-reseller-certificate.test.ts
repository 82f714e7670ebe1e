import { createTypedApiClient } from '@patchbay/ui';
import { describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn(async (_request: Request) => Response.json({ url: '/uploads/a.png' }));

vi.mock('@/lib/api-client', () => ({
  client: createTypedApiClient((request) => fetchMock(request as Request), {
    baseUrl: 'http://localhost:3000',
  }),
}));

const { uploadResellerCertificate } = await import('./upload-reseller-certificate');

describe('uploadResellerCertificate', () => {
  it('sends the file as the multipart part `file` and answers its url', async () => {
    const file = new File(['png bytes'], 'certificate.png', { type: 'image/png' });
    await expect(uploadResellerCertificate(file)).resolves.toEqual({ url: '/uploads/a.png' });
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://localhost:3000/api/uploads/reseller-certificate');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const part = (await request.formData()).get('file');
    expect(part).toBeInstanceOf(File);
    expect(await (part as File).text()).toBe('png bytes');
  });
});
