import { checkoutMessages } from '@patchbay/contract';
import type { Tx } from '../../db/client';
import { syncSearchStock } from '../search/search.service';
import { findStock, returnStock, takeStock } from './stock.repository';

/** Not enough units of a listing for a reservation: names the item and how many are left. */
export class StockConflict extends Error {
  override readonly name = 'StockConflict';
  constructor(
    readonly title: string,
    readonly available: number,
  ) {
    super(checkoutMessages.notEnoughStock(title, available));
  }
}

export interface StockLine {
  listingId: string;
  quantity: number;
  /** What the buyer is told when it runs short. */
  title?: string;
}

/** Lines of one listing added up, in listing id order: every writer locks listings in this order. */
function byListing(lines: readonly StockLine[]): StockLine[] {
  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const entry = merged.get(line.listingId);
    if (entry) entry.quantity += line.quantity;
    else merged.set(line.listingId, { ...line });
  }
  return [...merged.values()].sort((a, b) =>
    a.listingId < b.listingId ? -1 : a.listingId > b.listingId ? 1 : 0,
  );
}

/**
 * Takes the units of every line, or none (the caller's transaction rolls back on StockConflict):
 * guarded decrements in listing id order, so concurrent reservations queue and never deadlock,
 * and the search index's stock follows in the same transaction.
 */
export async function reserveStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const merged = byListing(lines);
  for (const line of merged) {
    const left = await takeStock(tx, line.listingId, line.quantity);
    if (left === null)
      throw new StockConflict(line.title ?? 'This item', await findStock(tx, line.listingId));
  }
  await syncSearchStock(
    tx,
    merged.map((l) => l.listingId),
  );
}

/** Gives the units of every line back (a cancelled order, a released checkout), in listing id order. */
export async function releaseStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  const merged = byListing(lines);
  for (const line of merged) await returnStock(tx, line.listingId, line.quantity);
  await syncSearchStock(
    tx,
    merged.map((l) => l.listingId),
  );
}
