import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontFixtures } from '../../../test/fixtures';
import { createTestApp, freePort, type TestApp } from '../../../test/helpers';
import { copyUploads } from '../../ops/storage-migrate';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { isSafeKey } from './storage';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const BUCKET = 'patchbay-uploads';

function multipart(data: Buffer) {
  const boundary = `----patchbay${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('storage keys', () => {
  it.each([
    ['certificates/a.png', true],
    ['products/x/y.webp', true],
    ['../etc/passwd', false],
    ['a/../../b', false],
    ['/abs.png', false],
    ['a\\b.png', false],
    ['a\u0000.png', false],
    ['', false],
    ['a//b', false],
  ])('%j is a safe key: %s', (key, safe) => {
    expect(isSafeKey(key)).toBe(safe);
  });
});

/** The S3 adapter against s3rver, a local S3-compatible server the test starts (no network, no AWS). */
describe('uploads in an S3-compatible bucket', () => {
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'patchbay-s3-'));
  let server: S3rver;
  let endpoint: string;
  let client: S3Client;
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3Dir });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // The SDK reads credentials from the standard variables, as it would in production.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    t = await createTestApp({ env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint } });
    await createStorefrontFixtures(t.db);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await server?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('stores an uploaded image in the bucket, not on disk, and serves it with cache headers', async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0b7285' } })
      .png()
      .toBuffer();
    const body = multipart(png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/reseller-certificate',
      headers: { host: 'localhost', ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().url as string;
    expect(url).toMatch(/^\/uploads\/certificates\/[0-9a-f-]{36}\.png$/);
    const key = url.slice('/uploads/'.length);
    // In the bucket...
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(object.ContentType).toBe('image/png');
    const stored = await buffer(object.Body as NodeJS.ReadableStream);
    expect((await sharp(stored).metadata()).width).toBe(20);
    // ...not in DATA_DIR.
    expect(existsSync(path.join(t.config.uploadsDir, key))).toBe(false);
    // Served through the server at the same URL a local upload has.
    const served = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=2592000');
    expect(served.rawPayload.equals(stored)).toBe(true);
  });

  it('answers 404 for a missing key and refuses keys that climb out', async () => {
    for (const url of [
      '/uploads/certificates/nothing.png',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/a%00.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('root:');
    }
  });

  it('serves a file not copied yet from DATA_DIR/uploads', async () => {
    mkdirSync(path.join(t.config.uploadsDir, 'products'), { recursive: true });
    writeFileSync(path.join(t.config.uploadsDir, 'products/old.webp'), 'old bytes');
    const res = await t.app.inject({
      method: 'GET',
      url: '/uploads/products/old.webp',
      headers: { host: 'localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('old bytes');
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it('storage:migrate copies every local upload to the bucket once, and a second run copies nothing', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'patchbay-uploads-'));
    try {
      mkdirSync(path.join(dir, 'products/nested'), { recursive: true });
      writeFileSync(path.join(dir, 'products/a.webp'), 'a');
      writeFileSync(path.join(dir, 'products/nested/b.png'), 'b');
      const bucket = createS3Storage({ bucket: BUCKET, endpoint, region: 'us-east-1', prefix: 'migrate/' });
      expect(await copyUploads(createLocalStorage(dir), bucket)).toEqual({ copied: 2, skipped: 0 });
      expect(await copyUploads(createLocalStorage(dir), bucket)).toEqual({ copied: 0, skipped: 2 });
      const keys: string[] = [];
      for await (const key of bucket.list()) keys.push(key);
      expect(keys.sort()).toEqual(['products/a.webp', 'products/nested/b.png']);
      const b = await bucket.get('products/nested/b.png');
      expect(b?.contentType).toBe('image/png');
      expect((await buffer(b?.body as NodeJS.ReadableStream)).toString()).toBe('b');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('npm run storage:migrate copies DATA_DIR/uploads, and refuses without S3_BUCKET', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-migrate-'));
    try {
      mkdirSync(path.join(dataDir, 'uploads/storefronts'), { recursive: true });
      writeFileSync(path.join(dataDir, 'uploads/storefronts/logo.png'), 'logo');
      const env = { ...process.env, DATA_DIR: dataDir, NODE_OPTIONS: '' };
      const refused = await run('npm', ['run', '-s', 'storage:migrate'], { cwd: root, env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect((refused as { code: number }).code).toBe(1);
      expect((refused as { stderr: string }).stderr).toContain('set S3_BUCKET');
      const done = await run('npm', ['run', '-s', 'storage:migrate'], {
        cwd: root,
        env: { ...env, S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint },
      });
      expect(done.stdout).toContain(`copied 1 files`);
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'storefronts/logo.png' }));
      expect((await buffer(object.Body as NodeJS.ReadableStream)).toString()).toBe('logo');
      expect(readFileSync(path.join(dataDir, 'uploads/storefronts/logo.png'), 'utf8')).toBe('logo');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
