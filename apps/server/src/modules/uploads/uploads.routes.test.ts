import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { accountMessages } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----patchbay${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b7285' } })
    [format]()
    .toBuffer();

describe('POST /api/uploads/reseller-certificate', () => {
  let t: TestApp;
  const clock = createClock();
  let ipSeq = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await createStorefrontFixtures(t.db);
  });
  afterAll(() => t.close());

  const upload = (filename: string, contentType: string, data: Buffer, ip = `10.40.0.${++ipSeq}`) => {
    const body = multipart(filename, contentType, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads/reseller-certificate',
      headers: { host: 'localhost', ...body.headers },
      payload: body.payload,
      remoteAddress: ip,
    });
  };
  const rejected = {
    error: { code: 'invalid_data', message: messages.imageType, fields: { file: messages.imageType } },
  };

  it.each(['png', 'jpeg', 'gif'] as const)(
    'accepts a %s, re-encoded as PNG under an unguessable name',
    async (format) => {
      const res = await upload(`certificate.${format}`, `image/${format}`, await image(format));
      expect(res.statusCode).toBe(200);
      const { url } = res.json();
      expect(url).toMatch(/^\/uploads\/certificates\/[0-9a-f-]{36}\.png$/);
      const file = path.join(t.config.uploadsDir, url.replace('/uploads/', ''));
      expect(existsSync(file)).toBe(true);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 40, height: 30 });
      const served = await t.app.inject({ url, headers: { host: 'localhost' } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    },
  );

  it('strips metadata (EXIF) from what it keeps', async () => {
    const withExif = await sharp(await image('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-gps-and-owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload('c.jpg', 'image/jpeg', withExif);
    const stored = readFileSync(path.join(t.config.uploadsDir, res.json().url.replace('/uploads/', '')));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-gps-and-owner'))).toBe(false);
  });

  it.each([
    ['a text file named .png', 'fake.png', 'image/png', Buffer.from('hello, I am not an image')],
    [
      'an SVG',
      'x.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a PDF', 'cert.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n...')],
    [
      'PNG magic followed by garbage',
      'broken.png',
      'image/png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
    ],
  ])('refuses %s by its content: 400 with the SPEC message', async (_case, filename, type, data) => {
    const res = await upload(filename, type, data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(rejected);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload('big.png', 'image/png', big);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(accountMessages.fileTooLarge);
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/reseller-certificate',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('allows 20 uploads per IP in 15 minutes, then 429', async () => {
    const png = await image('png');
    for (let i = 0; i < 20; i++)
      expect((await upload('c.png', 'image/png', png, '10.41.0.1')).statusCode).toBe(200);
    const res = await upload('c.png', 'image/png', png, '10.41.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(accountMessages.tooManyAttempts);
    clock.advance(16 * 60_000);
    expect((await upload('c.png', 'image/png', png, '10.41.0.1')).statusCode).toBe(200);
  });
});
