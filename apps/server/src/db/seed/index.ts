import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../modules/accounts/password';
import { rebuildListingSearch } from '../../modules/search/listing-search.repository';
import type { Database, Tx } from '../client';
import {
  cartItems,
  categories,
  customPages,
  entityHistory,
  faqs,
  gatewayCharges,
  listingShares,
  listings,
  newsletterSubscriptions,
  offerItemEvents,
  offerItems,
  offers,
  orderAdditionalFees,
  orderItems,
  orderNumberSequences,
  orderPaymentHistory,
  orderShippingDetails,
  orders,
  organizations,
  paymentProcessingFees,
  productDataCatalogue,
  productSpecifications,
  products,
  productTieredPrices,
  promoCodes,
  quoteRequests,
  sandboxCardTokens,
  sandboxCharges,
  searchKeywordRecords,
  sharedListingRequests,
  storefronts,
  storeSignups,
  transactions,
  users,
} from '../schema/index';
import { buildActivity } from './activity';
import { buildCatalog } from './catalog';
import { buildContent } from './content';
import { renderSeedImages } from './images';
import { buildReferenceCatalogue } from './reference-catalogue';
import { buildTenants, DEMO_PASSWORD, DEMO_USER_COUNT, storefrontArt } from './tenants';

export interface SeedOptions {
  /** Folder served at /uploads; images go to its products/, manufacturers/ and storefronts/. */
  uploadsDir: string;
  /** Clock for every seeded date (tests pin it). */
  now?: Date;
}

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const BATCH = 200;

/** Any seed-only key for pg_advisory_xact_lock, so two processes starting at once seed once. */
const SEED_LOCK = 0x7a7cb0;

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    // Drizzle cannot relate T['$inferInsert'] to insert(T).values() for a generic T; callers are typed.
    await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
  }
}

/**
 * Fills an empty database with the demo marketplace: six organizations, three storefronts
 * (localhost, northwind.localhost, cobalt.localhost), demo users with password Demo1234, about 480
 * products and 700 listings, content, and a few orders, offers and carts. Does nothing when any
 * organization exists. Images are rendered before the transaction so it stays short.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<{ seeded: boolean }> {
  const existing = await db.select({ id: organizations.id }).from(organizations).limit(1);
  if (existing.length > 0) return { seeded: false };

  const now = options.now ?? new Date();
  // Each demo user gets a hash of its own (own salt), so one cracked hash tells nothing of another
  // and equal hashes do not show who shares a password.
  const [images, ...passwordHashes] = await Promise.all([
    renderSeedImages(options.uploadsDir, storefrontArt),
    ...Array.from({ length: DEMO_USER_COUNT }, () => hashPassword(DEMO_PASSWORD)),
  ]);
  const tenants = buildTenants(images, passwordHashes as string[], now);
  const catalog = buildCatalog(tenants, images, now);
  const content = buildContent(tenants, now);
  const activity = buildActivity(tenants, catalog, now);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const again = await tx.select({ id: organizations.id }).from(organizations).limit(1);
    if (again.length > 0) return { seeded: false };

    await insertAll(tx, organizations, tenants.organizationRows);
    await insertAll(tx, storefronts, tenants.storefrontRows);
    await insertAll(tx, users, tenants.userRows);
    await insertAll(
      tx,
      categories,
      catalog.categoryRows.filter((c) => !c.parentId),
    );
    await insertAll(
      tx,
      categories,
      catalog.categoryRows.filter((c) => c.parentId),
    );
    await insertAll(tx, products, catalog.productRows);
    await insertAll(tx, productSpecifications, catalog.specificationRows);
    await insertAll(tx, productTieredPrices, catalog.tierRows);
    await insertAll(tx, listings, catalog.listingRows);
    await insertAll(tx, listingShares, catalog.shareRows);
    await insertAll(
      tx,
      productDataCatalogue,
      buildReferenceCatalogue(catalog, tenants.users.operator.id, now),
    );
    await insertAll(tx, sharedListingRequests, catalog.sharedListingRequestRows);
    await insertAll(tx, customPages, content.customPageRows);
    await insertAll(tx, faqs, content.faqRows);
    await insertAll(tx, promoCodes, content.promoCodeRows);
    await insertAll(tx, paymentProcessingFees, content.paymentProcessingFeeRows);
    await insertAll(tx, transactions, activity.transactionRows);
    await insertAll(tx, orders, activity.orderRows);
    await insertAll(tx, orderItems, activity.orderItemRows);
    await insertAll(tx, orderPaymentHistory, activity.paymentHistoryRows);
    await insertAll(tx, sandboxCardTokens, activity.cardTokenRows);
    await insertAll(tx, sandboxCharges, activity.sandboxChargeRows);
    await insertAll(tx, gatewayCharges, activity.gatewayChargeRows);
    await insertAll(tx, orderShippingDetails, activity.shippingDetailRows);
    await insertAll(tx, orderAdditionalFees, activity.additionalFeeRows);
    await insertAll(tx, orderNumberSequences, activity.sequenceRows);
    await insertAll(tx, offers, activity.offerRows);
    await insertAll(tx, offerItems, activity.offerItemRows);
    await insertAll(tx, offerItemEvents, activity.offerEventRows);
    await insertAll(tx, cartItems, activity.cartItemRows);
    await insertAll(tx, newsletterSubscriptions, activity.newsletterRows);
    await insertAll(tx, storeSignups, activity.storeSignupRows);
    await insertAll(tx, quoteRequests, activity.quoteRequestRows);
    await insertAll(tx, searchKeywordRecords, activity.searchRows);
    await insertAll(tx, entityHistory, activity.historyRows);
    await rebuildListingSearch(tx);
    return { seeded: true };
  });
}
