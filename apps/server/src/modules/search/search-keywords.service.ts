import type { SessionUser } from '@patchbay/contract';
import type { AppContext } from '../../context';
import { validTimeZone } from '../../integrations/iplookup/iplookup';
import type { ResolvedStorefront } from '../storefronts/storefronts.service';
import { insertSearchKeywordRecord } from './search-keywords.repository';

/**
 * SPEC.md §3 Search keyword record: what was searched, where, by whom (user or guest), how many
 * listings it found, and where the visitor was (the IP lookup integration). Runs after the reply:
 * the search never waits for the lookup and never fails because of it.
 */
export async function recordSearchKeyword(
  ctx: AppContext,
  input: {
    storefront: ResolvedStorefront;
    keyword: string;
    user: SessionUser | null;
    guestId: string | null;
    productSearchCount: number;
    ip: string;
    /** The browser's X-Time-Zone header, unchecked. */
    timeZone: string | undefined;
    searchedAt: Date;
  },
): Promise<void> {
  const ipInfo = await ctx.integrations.iplookup.lookup({
    ip: input.ip,
    timeZone: validTimeZone(input.timeZone),
  });
  await insertSearchKeywordRecord(ctx.db, {
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
}
