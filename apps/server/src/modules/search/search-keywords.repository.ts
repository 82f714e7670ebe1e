import type { Database } from '../../db/client';
import { searchKeywordRecords } from '../../db/schema/index';

export async function insertSearchKeywordRecord(
  db: Database,
  values: typeof searchKeywordRecords.$inferInsert,
): Promise<void> {
  await db.insert(searchKeywordRecords).values(values);
}
