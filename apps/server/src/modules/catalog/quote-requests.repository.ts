import type { Tx } from '../../db/client';
import { quoteRequests } from '../../db/schema/index';

export async function insertQuoteRequest(
  tx: Tx,
  values: typeof quoteRequests.$inferInsert,
): Promise<{ id: string }> {
  const [row] = await tx.insert(quoteRequests).values(values).returning({ id: quoteRequests.id });
  if (!row) throw new Error('quote request was not stored');
  return row;
}
