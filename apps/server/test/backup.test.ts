import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createCheckoutFixtures } from './checkout-fixtures';
import { coloradoAddress, guestContact, newKey, testBrowser } from './checkout-helpers';
import {
  createEmptyTestDatabase,
  createFakeIntegrations,
  createTestDatabase,
  freePort,
  type TestApp,
} from './helpers';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `npm run backup` / `npm run restore` as an operator runs them, on an installation's variables. */
function cli(args: string[], env: Record<string, string | undefined>) {
  return run(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  });
}

/** The app on an installation's database (no worker, nothing listening). */
async function serve(database: DatabaseHandle, dataDir: string) {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
  });
  const { app } = await buildApp({
    config,
    database,
    integrations: createFakeIntegrations(database.db).integrations,
    logger: false,
  });
  await app.ready();
  return app;
}

describe('npm run backup, then npm run restore into a fresh DATA_DIR', () => {
  const sourceDir = mkdtempSync(path.join(tmpdir(), 'patchbay-backup-source-'));
  const targetDir = mkdtempSync(path.join(tmpdir(), 'patchbay-backup-target-'));
  const backupDir = path.join(mkdtempSync(path.join(tmpdir(), 'patchbay-backup-')), 'nightly');
  let source: DatabaseHandle | undefined;
  let target: DatabaseHandle | undefined;
  const postgres = Boolean(process.env.TEST_DATABASE_URL);
  // Uploads also in an S3-compatible bucket (s3rver, started here): one for each installation.
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'patchbay-backup-s3-'));
  let s3rver: S3rver | undefined;
  let s3: S3Client;
  let s3Env: Record<string, string>;

  beforeAll(async () => {
    const port = await freePort();
    s3rver = new S3rver({ port, address: '127.0.0.1', silent: true, directory: s3Dir });
    await s3rver.run();
    s3Env = {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };
    s3 = new S3Client({
      region: 'us-east-1',
      endpoint: s3Env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const Bucket of ['patchbay-source', 'patchbay-restored'])
      await s3.send(new CreateBucketCommand({ Bucket }));
    if (postgres) {
      source = await createTestDatabase();
      target = await createEmptyTestDatabase();
    }
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await s3rver?.close();
    for (const dir of [sourceDir, targetDir, s3Dir, path.dirname(backupDir)])
      rmSync(dir, { recursive: true, force: true });
  });

  it('serves the same orders and uploads from the restored installation', async () => {
    const sourceEnv = {
      DATA_DIR: sourceDir,
      ...s3Env,
      S3_BUCKET: 'patchbay-source',
      ...(source ? { DATABASE_URL: source.connectionString! } : {}),
    };
    const targetEnv = {
      DATA_DIR: targetDir,
      ...s3Env,
      S3_BUCKET: 'patchbay-restored',
      ...(target ? { DATABASE_URL: target.connectionString! } : {}),
    };

    // The installation: a guest's card order, and an uploaded image.
    const database =
      source ??
      (await openDatabase({
        dataDir: path.join(sourceDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
      }));
    const fx = await createCheckoutFixtures(database.db);
    const app = await serve(database, sourceDir);
    const buyer = testBrowser({ app } as TestApp);
    expect((await buyer.add(fx.listings.patchCordNorthwind.id, 10)).statusCode).toBe(200);
    const placed = await buyer.checkout(
      {
        shippingAddress: coloradoAddress,
        billingSameAsShipping: true,
        guest: guestContact,
        sellers: [
          {
            sellerId: fx.organizations.northwind.id,
            shipping: { method: 'buyerArranged', companyName: 'FedEx', accountNumber: 'F-1' },
          },
        ],
        payment: { paymentType: 'card', token: await buyer.tokenize() },
      },
      newKey(),
    );
    expect(placed.statusCode).toBe(201);
    const [order] = placed.json().orders as { id: string; detailPath: string }[];
    const orderUrl = `/api/orders/${order!.id}?token=${new URL(order!.detailPath, 'http://x').searchParams.get('token')}`;
    const before = await app.inject({ url: orderUrl, headers: { host: 'localhost' } });
    expect(before.statusCode).toBe(200);
    await app.close();
    if (!source) await database.close();
    const image = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
    mkdirSync(path.join(sourceDir, 'uploads', 'listings'), { recursive: true });
    writeFileSync(path.join(sourceDir, 'uploads', 'listings', 'photo.png'), image);
    const logo = Buffer.from('a logo in the bucket');
    for (const Key of ['storefronts/logo.png', 'certificates/nested/c.pdf'])
      await s3.send(new PutObjectCommand({ Bucket: 'patchbay-source', Key, Body: logo }));

    const { stdout } = await cli(['backup', '--out', backupDir], sourceEnv);
    expect(stdout).toContain('(2 objects of s3://patchbay-source)');
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      database: postgres ? 'postgres' : 'pglite',
      uploads: true,
      bucket: { name: 'patchbay-source', objects: 2 },
    });
    expect(readFileSync(path.join(backupDir, 'bucket', 'storefronts', 'logo.png'))).toEqual(logo);

    // A bucket backup restores only where S3_BUCKET names a bucket; nothing is changed otherwise.
    const noBucketDir = mkdtempSync(path.join(tmpdir(), 'patchbay-backup-nobucket-'));
    await expect(
      cli(['restore', '--from', backupDir], {
        ...targetEnv,
        ...s3Env,
        DATA_DIR: noBucketDir,
        S3_BUCKET: undefined,
      }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('set S3_BUCKET') });
    expect(existsSync(path.join(noBucketDir, 'pglite'))).toBe(false);

    await cli(['restore', '--from', backupDir], targetEnv);
    expect(readFileSync(path.join(targetDir, 'uploads', 'listings', 'photo.png'))).toEqual(image);
    for (const Key of ['storefronts/logo.png', 'certificates/nested/c.pdf']) {
      const object = await s3.send(new GetObjectCommand({ Bucket: 'patchbay-restored', Key }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(logo);
    }
    // ...and never into a bucket that holds objects already.
    await expect(
      cli(['restore', '--from', backupDir], { ...targetEnv, DATA_DIR: noBucketDir }),
    ).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not empty: restore into a new bucket'),
    });
    expect(existsSync(path.join(noBucketDir, 'pglite'))).toBe(false);
    rmSync(noBucketDir, { recursive: true, force: true });
    const restored = target ?? (await openDatabase({ dataDir: path.join(targetDir, 'pglite') }));
    const restoredApp = await serve(restored, targetDir);
    try {
      const after = await restoredApp.inject({ url: orderUrl, headers: { host: 'localhost' } });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual(before.json());
    } finally {
      await restoredApp.close();
      if (!target) await restored.close();
    }

    // A second restore into the same installation is refused and changes nothing.
    await expect(cli(['restore', '--from', backupDir], targetEnv)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not empty|exists/),
    });
    // A backup never overwrites an earlier one.
    await expect(cli(['backup', '--out', backupDir], sourceEnv)).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty: back up into a new folder'),
    });
  }, 120_000);
});
