import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../lib/ids';

/** UUIDv7 primary key, generated in the application (PostgreSQL 15 has no uuidv7()). */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** DESIGN.md §4: unit prices keep 4 decimals. */
export const unitPrice = (name: string) => numeric(name, { precision: 14, scale: 4 });
/** DESIGN.md §4: totals, fees and amounts keep 2 decimals. */
export const amount = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** Percentages such as 8.25 (not 0.0825). */
export const percent = (name: string) => numeric(name, { precision: 7, scale: 4 });

export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** `column IN ('a', 'b')` for CHECK constraints, from one of the lists in enums.ts. */
export function isIn(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
