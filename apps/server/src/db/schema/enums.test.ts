import { ORDER_STATUSES, STORED_OFFER_STATUSES } from '@patchbay/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { DatabaseHandle } from '../client';
import { offerStatuses, orderStatuses } from './enums';

/**
 * The status word lists live once, in packages/domain; the migrated database's CHECK constraints
 * must take exactly those words, no more and no fewer.
 */
describe('status lists of the database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  /** The quoted words of a CHECK constraint as PostgreSQL reads it back. */
  const wordsOf = async (constraint: string) => {
    const { rows } = (await handle.db.execute(
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`,
    )) as unknown as { rows: { def: string }[] };
    expect(rows).toHaveLength(1);
    return [...rows[0]!.def.matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
  };

  it('the server derives its lists from the domain', () => {
    expect(orderStatuses).toBe(ORDER_STATUSES);
    expect(offerStatuses).toBe(STORED_OFFER_STATUSES);
  });

  it.each([
    ['orders_status_check', ORDER_STATUSES],
    ['offers_status_check', STORED_OFFER_STATUSES],
    ['offer_items_status_check', STORED_OFFER_STATUSES],
  ])('%s takes exactly the domain list', async (constraint, words) => {
    expect(await wordsOf(constraint)).toEqual([...words].sort());
  });
});
