import { asc, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { DatabaseHandle } from './client';
import { insertJsonRows } from './json-insert';
import { entityHistory } from './schema/index';

// Two tables of the same shape: one written by Drizzle's INSERT, the other by insertJsonRows.
// Every kind of column the catalogue's bulk writes use, with each way of leaving a value out.
const shape = (name: string) =>
  pgTable(name, {
    id: uuid('id').primaryKey(),
    seq: integer('seq').notNull(),
    label: text('label'),
    price: numeric('price', { precision: 14, scale: 4 }),
    flag: boolean('flag').notNull().default(false),
    tags: text('tags').array(),
    doc: jsonb('doc'),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').default('none'),
    picked: text('picked').$defaultFn(() => 'picked in JavaScript'),
  });
const byDrizzle = shape('json_insert_by_drizzle');
const byJson = shape('json_insert_by_json');
type Row = typeof byDrizzle.$inferInsert;

const columnsSql = `id uuid primary key, seq integer not null, label text, price numeric(14,4),
  flag boolean not null default false, tags text[], doc jsonb,
  made_at timestamptz not null default now(), note text default 'none', picked text`;

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const name of ['json_insert_by_drizzle', 'json_insert_by_json']) {
    await handle.db.execute(sql.raw(`create table ${name} (${columnsSql})`));
  }
});
afterAll(async () => {
  await handle.close();
});

/** Each table's rows after the same rows went in, or the refusal when PostgreSQL refused them. */
async function both(rows: Row[]) {
  const attempt = async (table: typeof byDrizzle, insert: () => Promise<unknown>) => {
    await handle.db.execute(sql`delete from ${table}`);
    try {
      await insert();
    } catch (error) {
      return { refused: (error as { cause?: { code?: string } }).cause?.code ?? 'refused' };
    }
    // made_at is now() when left out: the two transactions' times differ, so compare its presence.
    return (await handle.db.select().from(table).orderBy(asc(table.seq))).map((row) => ({
      ...row,
      madeAt: rows.find((r) => r.seq === row.seq)?.madeAt ? row.madeAt.toISOString() : 'now',
    }));
  };
  return {
    drizzle: await attempt(byDrizzle, () => handle.db.insert(byDrizzle).values(rows)),
    json: await attempt(byJson, () => insertJsonRows(handle.db, byJson, rows)),
  };
}

// PostgreSQL refuses NUL in text either way; lone surrogates have a test of their own (the pg
// driver writes them as U+FFFD in a parameter where PGlite refuses them).
const tricky = ['"', "'", ',', '{', '}', '\\', '\n', 'é', '漢', 'a', ' '];
const noNul = (s: string) => !s.includes('\u0000');
const jsonText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }).filter(noNul),
  fc.string({ unit: fc.constantFrom(...tricky), maxLength: 12 }),
);
const optional = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.option(arb, { nil: null }), { nil: undefined });

const rowArb = fc.record(
  {
    label: optional(jsonText),
    price: optional(fc.integer({ min: -99_999_999, max: 99_999_999 }).map((n) => (n / 100).toFixed(2))),
    flag: optional(fc.boolean()),
    tags: optional(
      fc.array(fc.string({ unit: fc.constantFrom('a', 'é', '漢', ' ', '-'), maxLength: 6 }), {
        maxLength: 3,
      }),
    ),
    doc: optional(
      fc.oneof(fc.jsonValue(), fc.dictionary(jsonText, jsonText, { maxKeys: 3, noNullPrototype: true })),
    ),
    note: optional(jsonText),
    picked: optional(jsonText),
    madeAt: fc.option(
      fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
      {
        nil: undefined,
      },
    ),
  },
  { requiredKeys: [] },
);

describe('insertJsonRows', () => {
  it('writes the rows Drizzle’s INSERT writes, defaults included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 1, maxLength: 8 }), async (generated) => {
        const rows: Row[] = generated.map((r, seq) => ({ ...r, id: crypto.randomUUID(), seq }) as Row);
        const { drizzle, json } = await both(rows);
        expect(json).toEqual(drizzle);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a column’s database default when no row gives it, and its SQL default row by row', async () => {
    const rows: Row[] = [
      { id: crypto.randomUUID(), seq: 1, madeAt: new Date('2026-03-04T15:00:00Z') },
      // Left out here, given above: now(), row by row (Drizzle's builder takes these rows).
      { id: crypto.randomUUID(), seq: 2 },
    ];
    const { drizzle, json } = await both(rows);
    expect(json).toEqual(drizzle);
    if (!Array.isArray(json)) throw new Error(`refused: ${json.refused}`);
    expect(json.map((r) => [r.note, r.flag, r.picked])).toEqual([
      ['none', false, 'picked in JavaScript'],
      ['none', false, 'picked in JavaScript'],
    ]);
  });

  it('refuses a text with a lone surrogate and writes nothing', async () => {
    for (const label of ['Router \ud800', '\udfff', 'A\udc00\ud800B']) {
      const result = await both([{ id: crypto.randomUUID(), seq: 1, label }]);
      expect(result.json).toMatchObject({ refused: expect.any(String) });
    }
    expect(await handle.db.select().from(byJson)).toEqual([]);
  });

  it('writes history rows of the schema, JSON columns as objects', async () => {
    const entityId = crypto.randomUUID();
    await insertJsonRows(handle.db, entityHistory, [
      {
        entityType: 'product',
        entityId,
        action: 'update',
        before: { price: '10.00' },
        after: { price: '12.50', name: 'Router "X", 漢' },
      },
    ]);
    const rows = await handle.db
      .select()
      .from(entityHistory)
      .where(sql`${entityHistory.entityId} = ${entityId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]!.after).toEqual({ price: '12.50', name: 'Router "X", 漢' });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });
});
