import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a gzip dump of a migrated database that each test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database that each test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Databases of one run are named `patchbay_test_<pid>_<random>...`: runs started side by side on one
 * server (two checkouts, a developer and CI) never drop each other's databases, and the databases of
 * a run whose process is gone (killed mid-run) are dropped by the next run.
 */
const RUN_PREFIX = `patchbay_test_${process.pid}_${randomBytes(3).toString('hex')}`;
const RUN_NAME = /^patchbay_test_(\d+)_[0-9a-f]{6}/;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Migrates one database for the whole run and hands it to the test files, which clone it
 * (a PGlite dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropTestDatabases(admin, (name) => {
      const run = RUN_NAME.exec(name);
      return run !== null && !processAlive(Number(run[1]));
    });
    const template = `${RUN_PREFIX}_template`;
    await admin.query(`CREATE DATABASE ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropTestDatabases(admin, (name) => name.startsWith(RUN_PREFIX));
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'patchbay-test-'));
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  await handle.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dropTestDatabases(admin: pg.Client, which: (name: string) => boolean) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'patchbay\\_test\\_%'",
  );
  for (const { datname } of rows) {
    if (!which(datname)) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
