import { type Column, getTableColumns, is, SQL, sql } from 'drizzle-orm';
import { PgJson, PgJsonb, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client';

/**
 * A many-row INSERT as one JSON parameter:
 * `insert into t (a, b) select a, b from json_populate_recordset(null::t, $1::json)`.
 *
 * Drizzle's multi-row `insert().values()` builds one bound parameter per cell, checking and typing
 * each: an import batch of 500 products (about 40 columns) spent more CPU building its INSERTs than
 * PostgreSQL spent running them (docs/decisions/0032-bulk-inserts-as-json.md). Here the rows become
 * one JSON text and PostgreSQL's own input functions read each value, so the result is the row
 * Drizzle's INSERT writes: the same defaults (a column's `$defaultFn` is called per row, a column
 * no row gives keeps the database's default), the same values (each through the column's
 * `mapToDriverValue`; JSON columns as they are). A text with a lone UTF-16 surrogate is refused
 * (PostgreSQL's JSON reader, as PGlite refuses it in a parameter) instead of being changed. Where that cannot hold (a row leaves out a column another row gives and the column's
 * default is SQL), the rows go through Drizzle's builder instead.
 */
export async function insertJsonRows<T extends PgTable>(
  db: Database | Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const plan = columnPlan(table, rows as readonly Record<string, unknown>[]);
  if (!plan) {
    await db.insert(table).values(rows as T['$inferInsert'][]);
    return;
  }
  const records = (rows as readonly Record<string, unknown>[]).map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, column, json } of plan) {
      let value = row[key];
      if (value === undefined) value = defaultOf(column);
      record[column.name] = value === null || json ? value : column.mapToDriverValue(value);
    }
    return record;
  });
  const names = sql.join(
    plan.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
}

interface PlannedColumn {
  key: string;
  column: Column;
  json: boolean;
}

/** The columns the INSERT names, or null when a row's missing value would need an SQL default. */
function columnPlan(table: PgTable, rows: readonly Record<string, unknown>[]): PlannedColumn[] | null {
  const plan: PlannedColumn[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    // Generated columns (Drizzle's shouldDisableInsert): PostgreSQL computes them.
    if (column.generated !== undefined && column.generated.type !== 'byDefault') continue;
    const given = rows.reduce((n, row) => (row[key] === undefined ? n : n + 1), 0);
    const filledInJs = column.defaultFn !== undefined || (!column.default && column.onUpdateFn !== undefined);
    // No row gives it and nothing in JavaScript fills it: the database's default, as Drizzle leaves it.
    if (given === 0 && !filledInJs) continue;
    if (given < rows.length && !filledInJs && is(column.default, SQL)) return null;
    plan.push({ key, column, json: is(column, PgJson) || is(column, PgJsonb) });
  }
  return plan;
}

/** The value Drizzle's INSERT gives a column a row leaves out (it wrote `default` otherwise). */
function defaultOf(column: Column): unknown {
  const made = column.defaultFn?.() ?? (!column.default ? column.onUpdateFn?.() : undefined);
  if (made !== undefined) {
    if (is(made, SQL)) throw new Error(`insertJsonRows: ${column.name}'s default is SQL`);
    return made;
  }
  return column.default ?? null;
}
