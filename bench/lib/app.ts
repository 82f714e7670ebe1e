import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SessionUser } from '@patchbay/contract';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/db/seed/index';
import { recreateDatabase } from './database';

/**
 * The server's own context (buildApp: config, integrations, cache bus, clock) on a PostgreSQL
 * database, in this process, without listening: a benchmark calls the services the routes call.
 */
export async function benchContext(databaseUrl: string, poolSize = 10) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'patchbay-bench-'));
  const config = parseConfig({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
  });
  const database = await openDatabase({ databaseUrl, poolSize });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    ctx: ctx as AppContext,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database with the migrations and the demo seed (organizations, users, categories, storefronts). */
export async function freshSeededDatabase(databaseUrl: string): Promise<void> {
  await recreateDatabase(databaseUrl);
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'patchbay-bench-uploads-'));
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { uploadsDir });
  } finally {
    await handle.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
}

/** A seller organization's company admin, as a signed-in session would have them. */
export async function sellerAdmin(databaseUrl: string, email = 'admin@northwind.test'): Promise<SessionUser> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; role: string; org_id: string; org_name: string }>(
      `select u.id, u.role, o.id as org_id, o.name as org_name
         from users u join organizations o on o.id = u.organization_id where u.email = $1`,
      [email],
    );
    const row = rows[0];
    if (!row) throw new Error(`no user ${email} in ${databaseUrl}`);
    return {
      id: row.id,
      role: row.role,
      organization: { id: row.org_id, name: row.org_name },
    } as unknown as SessionUser;
  } finally {
    await client.end();
  }
}
