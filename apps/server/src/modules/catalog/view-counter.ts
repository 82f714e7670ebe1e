import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { addListingViews } from './catalog.repository';

/**
 * Counts listing views (SPEC.md §3 viewCount, lastViewedDate) without a write per view: views are
 * summed in memory and written together shortly after. A crash loses at most the last moment's
 * views, which a counter can afford.
 */
export function createViewCounter(
  ctx: Pick<AppContext, 'db' | 'now'>,
  log: FastifyBaseLogger,
  flushAfterMs = 500,
) {
  let views = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = views;
    views = new Map();
    if (batch.size === 0) return;
    flushing = flushing
      .then(() => addListingViews(ctx.db, batch, ctx.now()))
      .catch((error: unknown) => log.warn({ err: error, listings: batch.size }, 'recording views failed'));
    await flushing;
  }

  return {
    record(listingId: string): void {
      views.set(listingId, (views.get(listingId) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush(), flushAfterMs);
        timer.unref();
      }
    },
    flush,
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
