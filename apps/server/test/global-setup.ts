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

export const POSTGRES_TEMPLATE = 'patchbay_test_template';

/**
 * Migrates one database for the whole run and hands it to the test files, which clone it
 * (a PGlite dump, or CREATE DATABASE ... TEMPLATE on PostgreSQL) instead of migrating again.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await dropTestDatabases(admin);
    await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const handle = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', POSTGRES_TEMPLATE);
    project.provide('pgliteTemplate', '');
    return async () => {
      await dropTestDatabases(admin);
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

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'patchbay_test_%'",
  );
  for (const { datname } of rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}
