import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { addProductViews, type ListingActivity } from '../reports/reports.service';
import { addListingViews } from './catalog.repository';

/**
 * Counts listing views (SPEC.md §3 viewCount, lastViewedDate, and the storefront report's product
 * views per storefront and day) without a write per view: views are summed in memory and written
 * together shortly after. A crash loses at most the last moment's views, which a counter can afford.
 */
export function createViewCounter(
  ctx: Pick<AppContext, 'db' | 'now'>,
  log: FastifyBaseLogger,
  flushAfterMs = 500,
) {
  let views = new Map<string, ListingActivity & { views: number }>();
  let timer: NodeJS.Timeout | undefined;
  let flushing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = views;
    views = new Map();
    if (batch.size === 0) return;
    const perListing = new Map<string, number>();
    for (const v of batch.values()) perListing.set(v.listingId, (perListing.get(v.listingId) ?? 0) + v.views);
    const now = ctx.now();
    flushing = flushing
      .then(async () => {
        await addListingViews(ctx.db, perListing, now);
        await addProductViews(ctx, [...batch.values()], now);
      })
      .catch((error: unknown) => log.warn({ err: error, listings: batch.size }, 'recording views failed'));
    await flushing;
  }

  return {
    record(view: ListingActivity): void {
      const key = `${view.storefrontId}/${view.listingId}`;
      const counted = views.get(key);
      if (counted) counted.views++;
      else views.set(key, { ...view, views: 1 });
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
