import type { SessionUser } from '@patchbay/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { searchKeywordRecords } from '../../db/schema/index';
import { validTimeZone } from '../../integrations/iplookup/iplookup';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { insertSearchKeywordRecords } from './search-keywords.repository';

export interface SearchKeywordInput {
  storefront: ResolvedStorefront;
  keyword: string;
  user: SessionUser | null;
  guestId: string | null;
  productSearchCount: number;
  ip: string;
  /** The browser's X-Time-Zone header, unchecked. */
  timeZone: string | undefined;
  searchedAt: Date;
}

/** Records waiting for the next write; beyond this many, new ones are dropped (and counted). */
const MAX_PENDING = 5_000;

/**
 * SPEC.md §3 Search keyword record: what was searched, where, by whom (user or guest), how many
 * listings it found, and where the visitor was (the IP lookup integration). Searches never wait
 * for it: the lookup runs after the reply, and the records of all searches of the last moment
 * are written together in one insert (one write every `flushAfterMs` under load, not one per
 * search). A crash loses at most that moment's records, which statistics can afford.
 */
export function createSearchKeywordRecorder(
  ctx: Pick<AppContext, 'db' | 'integrations'>,
  log: FastifyBaseLogger,
  flushAfterMs = 500,
) {
  let pending: (typeof searchKeywordRecords.$inferInsert)[] = [];
  let lookups = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const idle = new Set<() => void>();

  async function flush(): Promise<void> {
    timer = undefined;
    const batch = pending;
    pending = [];
    if (dropped > 0) {
      log.warn({ dropped }, 'search keyword records dropped: the database fell behind');
      dropped = 0;
    }
    if (batch.length > 0) {
      writing = writing
        .then(() => insertSearchKeywordRecords(ctx.db, batch))
        .catch((error: unknown) =>
          log.warn({ err: error, records: batch.length }, 'writing search keyword records failed'),
        );
    }
    await writing;
  }

  function schedule() {
    if (!timer) {
      timer = setTimeout(() => void flush(), flushAfterMs);
      timer.unref();
    }
  }

  return {
    /** Looks the visitor up, then queues the record; never throws. */
    record(input: SearchKeywordInput): void {
      lookups++;
      Promise.resolve()
        .then(() =>
          ctx.integrations.iplookup.lookup({ ip: input.ip, timeZone: validTimeZone(input.timeZone) }),
        )
        .then((ipInfo) => {
          if (pending.length >= MAX_PENDING) {
            dropped++;
            return;
          }
          pending.push({
            searchKeyword: input.keyword.slice(0, 200),
            storefrontId: input.storefront.id,
            storefrontName: input.storefront.storefrontTitle,
            userId: input.user?.id ?? null,
            userName: input.user?.displayName ?? null,
            guestId: input.user ? null : input.guestId,
            searchedAt: input.searchedAt,
            productSearchCount: input.productSearchCount,
            ipInfo,
          });
          schedule();
        })
        .catch((error: unknown) => log.warn({ err: error }, 'looking up a searcher failed'))
        .finally(() => {
          lookups--;
          if (lookups > 0) return;
          for (const resolve of idle) resolve();
          idle.clear();
        });
    },
    /** Waits for lookups under way, then writes everything queued (app close). */
    async close(): Promise<void> {
      if (lookups > 0) await new Promise<void>((resolve) => idle.add(resolve));
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
