import type { Database } from './client';

/**
 * Hot reads as plain SQL text (docs/decisions/0007-catalogue-speed.md). Building a wide select
 * with Drizzle's query builder costs most of a millisecond of CPU per request, several times what
 * PostgreSQL spends answering it; the catalogue's per-request reads are therefore written once as
 * text and sent with positional parameters. On a PostgreSQL server a named statement is parsed
 * and planned once per pooled connection.
 *
 * Rows come back as the driver reads them: cast numerics to text (money stays a decimal string,
 * DESIGN.md §4), dates to text and counts to int in the SQL, so both drivers agree.
 */
export interface Statement<Row> {
  /** Unique per text: PostgreSQL keeps a named statement per connection. */
  name: string;
  text: string;
  /** Only carries the row type. */
  readonly row?: Row;
}

export function statement<Row>(name: string, text: string): Statement<Row> {
  return { name, text };
}

/** Runs SQL text with positional values; `name` prepares it (PostgreSQL server only). */
export type RawQuery = (text: string, values: readonly unknown[], name?: string) => Promise<unknown[]>;

const raw = new WeakMap<object, RawQuery>();

/** Called by openDatabase: how `db` runs plain SQL on its driver. */
export function registerRawQuery(db: Database, query: RawQuery): void {
  raw.set(db, query);
}

function rawQueryOf(db: Database): RawQuery {
  const query = raw.get(db);
  if (!query) throw new Error('this database was not opened by openDatabase()');
  return query;
}

/** A fixed statement: prepared once per connection on a PostgreSQL server. */
export async function runStatement<Row>(
  db: Database,
  stmt: Statement<Row>,
  values: readonly unknown[],
): Promise<Row[]> {
  return (await rawQueryOf(db)(stmt.text, values, stmt.name)) as Row[];
}

/** SQL assembled per request (search filters): sent unnamed, since its text varies. */
export async function runSql<Row>(db: Database, text: string, values: readonly unknown[]): Promise<Row[]> {
  return (await rawQueryOf(db)(text, values)) as Row[];
}
