import type { AppContext } from '../../context';
import { recordFeedRun } from './channels.repository';

/** A storefront's product feed was built to its end with `items` items: /externallistings shows when. */
export async function noteFeedBuilt(ctx: AppContext, storefrontId: string, items: number): Promise<void> {
  await recordFeedRun(ctx.db, storefrontId, ctx.now(), items);
}
