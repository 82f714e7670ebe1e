import type { Database } from '../../db/client';
import { searchKeywordRecords } from '../../db/schema/index';

/** Many search keyword records in one statement. */
export async function insertSearchKeywordRecords(
  db: Database,
  values: (typeof searchKeywordRecords.$inferInsert)[],
): Promise<void> {
  if (values.length === 0) return;
  await db.insert(searchKeywordRecords).values(values);
}
