import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { compilePgliteWasm } from './pglite-wasm';
import * as schema from './schema/index';
import { registerRawQuery } from './statements';

export type Schema = typeof schema;
/** One type for both drivers: services never know whether PGlite or a server answers. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a service receives inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Plain SQL access for pg-boss, which brings its own queries. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  sql: SqlExecutor;
  /** Present for PGlite: tests clone databases through it. */
  pglite?: PGlite;
  /** Present for PostgreSQL: pg-boss connects with it. */
  connectionString?: string;
  /** Present for PostgreSQL: the pool, whose use the metrics report. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

export { migrationsFolder };

export interface OpenDatabaseOptions {
  /** postgres://... for a server; absent for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** A PGlite data dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number;
  /** Told when an idle pooled connection fails; the default writes a warning to stderr. */
  onIdleError?: (error: Error) => void;
}

/**
 * PGlite's buffer cache. initdb writes PostgreSQL's 128MB, which PGlite zeroes in WebAssembly at
 * every open (most of an open's CPU: 2.5 of 3.3 s of starting PostgreSQL on a loaded machine) and
 * which stays resident. The embedded database is the demo and single-machine one (tens of MB);
 * pages outside the cache are read from the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

const defaultIdleError = (error: Error) =>
  process.stderr.write(`database: an idle connection failed and will be replaced: ${error.message}\n`);

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // node-postgres is loaded only for a PostgreSQL server: a PGlite start does not pay for it.
    const [{ default: pgModule }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pgModule.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection can die (server restart, a terminated backend). pg reports that on the
    // pool; unheard, it would crash the process. The pool replaces the connection on next use.
    pool.on('error', (error) => (options.onIdleError ?? defaultIdleError)(error));
    // NUMERIC comes back as a string (DESIGN.md §4: money never passes through a float).
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    registerRawQuery(db, async (text, values, name) => {
      const result = await pool.query(
        name ? { name, text, values: [...values] } : { text, values: [...values] },
      );
      return result.rows;
    });
    return {
      kind: 'postgres',
      db,
      pool,
      connectionString: options.databaseUrl,
      sql: {
        async executeSql(text, values) {
          const result = await pool.query(text, values as unknown[] | undefined);
          return { rows: result.rows };
        },
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pgliteWasmModule = await compilePgliteWasm();
  const pglite = await PGlite.create({
    ...(pgliteWasmModule ? { pgliteWasmModule } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  registerRawQuery(db, async (text, values) => (await pglite.query(text, [...values])).rows);
  return {
    kind: 'pglite',
    db,
    pglite,
    sql: {
      // pg-boss sends multi-statement scripts without values; PGlite runs those only through exec.
      async executeSql(text, values) {
        if (values && values.length > 0) {
          const result = await pglite.query(text, values);
          return { rows: result.rows };
        }
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
    close: () => pglite.close(),
  };
}

/** The advisory lock a server start holds while it migrates and seeds (any constant, ours alone). */
export const STARTUP_LOCK_KEY = 4_812_730_551;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that of several processes starting
 * together on one database, one migrates (and seeds) and the others wait, then find it done. The lock
 * is held on a connection of its own, outside the pool `work` uses; it is released when `work` ends
 * or that connection closes (a process that dies holding it frees it). PGlite: one process opens the
 * folder, nothing to lock.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!handle.connectionString) return work();
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client({ connectionString: handle.connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}

/** Applies the migrations not applied yet (tests of a data migration pass a folder of the earlier ones). */
export async function migrateDatabase(handle: DatabaseHandle, folder = migrationsFolder): Promise<void> {
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(handle.db as any, { migrationsFolder: folder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(handle.db as any, { migrationsFolder: folder });
  }
}
