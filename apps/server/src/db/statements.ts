import { type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from './client';

/**
 * Hot reads as plain SQL text (docs/decisions/0011-catalogue-speed.md). Building a wide select
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

/** The statement's text with its $n placeholders bound as Drizzle parameters. */
function boundSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const placeholder of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, placeholder.index)));
    // sql.param: an array stays one parameter (in a template Drizzle would spread it as a list).
    chunks.push(sql`${sql.param(values[Number(placeholder[1]) - 1])}`);
    last = placeholder.index + placeholder[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * A fixed statement: prepared once per connection on a PostgreSQL server. Inside a transaction
 * (a `Tx`) it runs through Drizzle on the transaction's connection, with the same text.
 */
export async function runStatement<Row>(
  db: Database | Tx,
  stmt: Statement<Row>,
  values: readonly unknown[],
): Promise<Row[]> {
  const query = raw.get(db);
  if (query) return (await query(stmt.text, values, stmt.name)) as Row[];
  const result = (await db.execute(boundSql(stmt.text, values))) as unknown as { rows: Row[] };
  return result.rows;
}
