import type {
  ExternalListings,
  ExternalListingsQuery,
  ExternalSource,
  ExternalSyncState,
  SessionUser,
  StorefrontFeedStatus,
} from '@patchbay/contract';
import type { AppContext } from '../../context';
import type { ProductImportStatus } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { assertCan, organizationScope } from '../accounts/policy';
import { displayNameOf } from '../catalog/catalog.service';
import { feedPrice, visibleListings } from '../catalog/feeds.service';
import { storefrontOrigin } from '../storefronts/storefronts.service';
import { feedStorefronts, findOrganizationPlace, listImports } from './channels.repository';

/** Left-out listings listed per storefront; the count covers them all. */
const EXCLUSIONS_SHOWN = 100;
/** Catalogue files listed. */
const SOURCES_SHOWN = 50;

const SYNC_STATE: Record<ProductImportStatus, ExternalSyncState> = {
  uploaded: 'waiting',
  queued: 'waiting',
  running: 'syncing',
  cancelling: 'syncing',
  cancelled: 'cancelled',
  done: 'synced',
  failed: 'failed',
};

type FeedStorefront = Awaited<ReturnType<typeof feedStorefronts>>[number];

/**
 * One storefront's feed status for the organization: the feed builder's own walk over the visible
 * listings and its own rule (feedPrice), counted for the organization's listings (null: all).
 */
async function feedStatus(
  ctx: AppContext,
  organizationId: string | null,
  { storefront, generatedAt, items }: FeedStorefront,
): Promise<StorefrontFeedStatus> {
  let included = 0;
  let excluded = 0;
  const exclusions: StorefrontFeedStatus['exclusions'] = [];
  for await (const rows of visibleListings(ctx, storefront)) {
    for (const row of rows) {
      if (organizationId && row.seller.id !== organizationId) continue;
      const rule = feedPrice(row);
      if ('price' in rule) {
        included++;
        continue;
      }
      excluded++;
      if (exclusions.length < EXCLUSIONS_SHOWN) {
        exclusions.push({
          listingId: row.listing.id,
          productName: displayNameOf(row.product),
          reason: rule.excluded,
        });
      }
    }
  }
  return {
    storefrontId: storefront.id,
    storefrontTitle: storefront.storefrontTitle,
    feedUrl: `${storefrontOrigin(ctx.config, storefront)}/feeds/google.xml`,
    included,
    excluded,
    exclusions,
    lastGeneratedAt: generatedAt ? generatedAt.toISOString() : null,
    lastGeneratedItems: items ?? null,
  };
}

function sourceOf(row: Awaited<ReturnType<typeof listImports>>[number]): ExternalSource {
  return {
    importId: row.id,
    fileName: row.fileName,
    mode: row.mode,
    format: row.format,
    syncState: SYNC_STATE[row.status],
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/**
 * /externallistings: the organization's listings on channels outside the admin portal: the Google
 * Merchant feed of each storefront they are on (what it holds, what it leaves out and why, when it
 * was last built) and the catalogue files their listings were made from, with their sync state.
 */
export async function getExternalListings(
  ctx: AppContext,
  { actor, query }: { actor: SessionUser; query: ExternalListingsQuery },
): Promise<ExternalListings> {
  assertCan(actor, 'listings.manage');
  const own = organizationScope(actor);
  if (own !== null && query.organizationId !== undefined && query.organizationId !== own) throw notFound();
  const organizationId = own ?? query.organizationId ?? null;
  let organization: ExternalListings['organization'] = null;
  if (organizationId) {
    const found = await findOrganizationPlace(ctx.db, organizationId);
    if (!found) throw notFound();
    organization = { id: organizationId, name: found.name };
  }
  const feeds: StorefrontFeedStatus[] = [];
  for (const storefront of await feedStorefronts(ctx.db, organizationId)) {
    feeds.push(await feedStatus(ctx, organizationId, storefront));
  }
  const sources = (await listImports(ctx.db, organizationId, SOURCES_SHOWN)).map(sourceOf);
  return { organization, feeds, sources };
}
