import pg from 'pg';

/** The catalogue benchmark's database: kept between runs (bench/catalog-data.ts). */
export const benchDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/patchbay_bench';

/** The same server, another database name: the foundation's cold start must not drop the catalogue. */
export function siblingDatabaseUrl(url: string, suffix: string): string {
  const target = new URL(url);
  target.pathname = `${target.pathname}${suffix}`;
  return target.toString();
}

/** A client on the server's `postgres` database, to create and drop others. */
async function maintenanceClient(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  return client;
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** An empty database: drop and create the one the URL names. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = nameOf(url);
  const client = await maintenanceClient(url);
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** The database's comment, or null when it does not exist: where the generator leaves its marker. */
export async function databaseComment(url: string): Promise<string | null> {
  const client = await maintenanceClient(url);
  try {
    const { rows } = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [nameOf(url)],
    );
    return rows[0]?.comment ?? null;
  } finally {
    await client.end();
  }
}

export async function setDatabaseComment(url: string, comment: string): Promise<void> {
  const client = await maintenanceClient(url);
  try {
    await client.query(`COMMENT ON DATABASE "${nameOf(url)}" IS ${client.escapeLiteral(comment)}`);
  } finally {
    await client.end();
  }
}
