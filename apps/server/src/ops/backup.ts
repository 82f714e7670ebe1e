import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { createStorage, type FileStorage } from '../integrations/storage/index';
import { createLocalStorage } from '../integrations/storage/local-storage';
import { readLatestMigration } from '../modules/health/readiness.service';
import { copyUploads } from './storage-migrate';

const run = promisify(execFile);

/** What a backup folder holds, written last: a folder without it is not a finished backup. */
export interface BackupManifest {
  format: 1;
  database: 'pglite' | 'postgres';
  createdAt: string;
  /** The latest migration of the build that made the backup. */
  migration: string;
  /** uploads.tar is there (DATA_DIR/uploads existed). */
  uploads: boolean;
  /** The S3_BUCKET objects copied into bucket/ (absent: the uploads were not in a bucket). */
  bucket?: { name: string; objects: number };
}

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadsDir' | 'storage'>;

const MANIFEST = 'manifest.json';
const PG_DUMP = 'database.dump';
const PGLITE_DUMP = 'pglite.tar.gz';
const UPLOADS = 'uploads.tar';
const BUCKET = 'bucket';

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Writes a backup of the installation into `out` (a new or empty folder): the database
 * (pg_dump's custom format for PostgreSQL; PGlite's data-folder dump, taken with the server
 * stopped because one process opens the folder), the uploads folder as a tar file and, with
 * S3_BUCKET set, every object of the bucket as files under bucket/ (keys kept).
 */
export async function backupInstallation(config: BackupConfig, out: string): Promise<BackupManifest> {
  if (!isEmptyDir(out)) throw new Error(`${out} is not empty: back up into a new folder`);
  mkdirSync(out, { recursive: true });
  if (config.databaseUrl) {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${path.join(out, PG_DUMP)}`,
      `--dbname=${config.databaseUrl}`,
    ]);
  } else {
    const folder = path.join(config.dataDir, 'pglite');
    if (isEmptyDir(folder)) throw new Error(`no PGlite database in ${folder}`);
    const database = await openDatabase({ dataDir: folder });
    try {
      const dump = await database.pglite!.dumpDataDir('gzip');
      writeFileSync(path.join(out, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  const uploads = existsSync(config.uploadsDir);
  if (uploads) {
    await run('tar', [
      '-cf',
      path.join(out, UPLOADS),
      '-C',
      path.dirname(config.uploadsDir),
      path.basename(config.uploadsDir),
    ]);
  }
  const bucket = config.storage.s3
    ? {
        name: config.storage.s3.bucket,
        objects: (await copyUploads(await createStorage(config), createLocalStorage(path.join(out, BUCKET))))
          .copied,
      }
    : undefined;
  const manifest: BackupManifest = {
    format: 1,
    database: config.databaseUrl ? 'postgres' : 'pglite',
    createdAt: new Date().toISOString(),
    migration: readLatestMigration().tag,
    uploads,
    ...(bucket ? { bucket } : {}),
  };
  writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup folder into an empty database (DATABASE_URL) or a DATA_DIR without a PGlite
 * folder, its uploads into DATA_DIR/uploads (which must be empty) and its bucket objects into
 * S3_BUCKET's bucket (which must be empty). Refuses anything else, before changing anything:
 * a restore never mixes two installations.
 */
export async function restoreInstallation(config: BackupConfig, from: string): Promise<BackupManifest> {
  const manifestFile = path.join(from, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${from} holds no finished backup (no ${MANIFEST})`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new Error(`this is a ${manifest.database} backup; it restores into ${manifest.database} only`);
  }
  if (manifest.uploads && !isEmptyDir(config.uploadsDir)) {
    throw new Error(`${config.uploadsDir} is not empty: restore into a fresh DATA_DIR`);
  }
  const bucket = manifest.bucket ? await emptyBucket(config) : undefined;
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1 });
    try {
      const { rows } = await database.sql.executeSql(
        `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
        [],
      );
      if ((rows[0] as { tables: number }).tables > 0) {
        throw new Error('the database is not empty: restore into a new database (createdb)');
      }
    } finally {
      await database.close();
    }
    await run('pg_restore', [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      `--dbname=${config.databaseUrl}`,
      path.join(from, PG_DUMP),
    ]);
  } else {
    const folder = path.join(config.dataDir, 'pglite');
    if (!isEmptyDir(folder)) throw new Error(`${folder} exists: restore into a fresh DATA_DIR`);
    const dump = readFileSync(path.join(from, PGLITE_DUMP));
    const database = await openDatabase({ dataDir: folder, loadDataDir: new Blob([dump]) });
    await database.close();
  }
  if (manifest.uploads) {
    mkdirSync(path.dirname(config.uploadsDir), { recursive: true });
    await run('tar', ['-xf', path.join(from, UPLOADS), '-C', path.dirname(config.uploadsDir)]);
  }
  if (bucket) await copyUploads(createLocalStorage(path.join(from, BUCKET)), bucket);
  return manifest;
}

/** S3_BUCKET's bucket for a restore of bucket objects: it must be set and hold no object yet. */
async function emptyBucket(config: BackupConfig): Promise<FileStorage> {
  if (!config.storage.s3) {
    throw new Error('this backup holds the objects of an S3 bucket: set S3_BUCKET (and S3_ENDPOINT, AWS_*)');
  }
  const bucket = await createStorage(config);
  for await (const _key of bucket.list()) {
    throw new Error(`the bucket ${config.storage.s3.bucket} is not empty: restore into a new bucket`);
  }
  return bucket;
}
