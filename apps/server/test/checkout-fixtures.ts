import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  listings,
  offerItems,
  offers,
  organizations,
  paymentProcessingFees,
  productTieredPrices,
  promoCodes,
  resellerCertificates,
  storefronts,
  users,
} from '../src/db/schema/index';
import { syncListingSearch } from '../src/modules/search/listing-search.repository';
import { createCatalogFixtures } from './fixtures';

/**
 * The catalogue fixtures set up for checkout:
 * - storefront tax tables (marketplace: US 5 %, Colorado 8 %, Ontario 13 %), a 1 % service fee
 *   on the marketplace, processing fees card 3 %, ach 1 %, paylater 0 %, paypal 3.5 %;
 * - Northwind (Denver, CO): bank instructions, a PayPal link, credit (PayLater) from $1,000, free
 *   shipping from $10,000, the credit-card/PayPal flag; Cobalt (Toronto, ON): no credit, no link;
 * - promo codes: NW10 (10 % at Northwind), COBALT50 ($50 off at Cobalt), BIGFLAT ($100,000 off
 *   at Northwind), OLDCODE (expired);
 * - a Northwind patch cord at $12.50 (1,000 in stock) for orders under the minimum order value;
 * - Finisar optics at Cobalt get tiers (100+ at $30, 300+ at $25), a minimum of 10 in multiples
 *   of 5; listings get weights and dimensions.
 */
export async function createCheckoutFixtures(db: Database) {
  const fx = await createCatalogFixtures(db);
  const { northwind, cobalt, meridian, acme } = fx.organizations;
  await db
    .update(storefronts)
    .set({
      serviceFeeOnOrder: '1',
      taxRates: [
        { country: 'US', ratePercent: '5' },
        { country: 'US', state: 'CO', ratePercent: '8' },
        { country: 'CA', state: 'ON', ratePercent: '13' },
      ],
    })
    .where(eq(storefronts.id, fx.storefronts.marketplace.id));
  await db
    .update(storefronts)
    .set({ taxRates: [{ country: 'US', ratePercent: '6' }] })
    .where(eq(storefronts.id, fx.storefronts.northwind.id));
  await db.insert(paymentProcessingFees).values([
    { vendor: 'card', processingFee: '3' },
    { vendor: 'ach', processingFee: '1' },
    { vendor: 'paylater', processingFee: '0' },
    { vendor: 'paypal', processingFee: '3.5' },
  ]);
  await db
    .update(organizations)
    .set({
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      country: 'US',
      bankTransferInstructions:
        'Wire to First Denver Bank, routing 102000021, account 99887766, ref your order number',
      paypalLink: 'https://paypal.me/northwindnet',
      isOfferCredit: true,
      minimumCreditOrderValue: '1000.00',
      freeShippingMinOrderAmount: '10000.00',
      creditCardPayPalFlag: true,
    })
    .where(eq(organizations.id, northwind.id));
  await db
    .update(organizations)
    .set({
      city: 'Toronto',
      state: 'ON',
      zip: 'M5V 2T6',
      country: 'CA',
      email: 'orders@cobalt.test',
      bankTransferInstructions: 'Interac e-Transfer to pay@cobalt.test',
    })
    .where(eq(organizations.id, cobalt.id));
  await db
    .update(organizations)
    .set({ city: 'Austin', state: 'TX', zip: '73301', country: 'US' })
    .where(eq(organizations.id, meridian.id));

  await db.insert(productTieredPrices).values([
    { productId: fx.products.finisar.id, minQty: 100, maxQty: 299, price: '30.0000' },
    { productId: fx.products.finisar.id, minQty: 300, maxQty: null, price: '25.0000' },
  ]);
  await db
    .update(listings)
    .set({
      minQuantity: 10,
      quantityMultiple: 5,
      unitWeight: '0.10',
      shippingDimensions: { length: '3', width: '2', height: '1' },
    })
    .where(eq(listings.id, fx.listings.finisarCobalt.id));
  for (const listing of [
    fx.listings.asr9001Northwind,
    fx.listings.asr9001sNorthwind,
    fx.listings.asr9001Cobalt,
  ]) {
    await db
      .update(listings)
      .set({ unitWeight: '18.50', shippingDimensions: { length: '20', width: '18', height: '4' } })
      .where(eq(listings.id, listing.id));
  }
  // A cheap Northwind listing: orders under the $2,500 minimum order value.
  const [patchCord] = await db
    .insert(listings)
    .values({
      productId: fx.products.generic.id,
      organizationId: northwind.id,
      price: '12.5000',
      condition: 'New',
      numAvailable: 1000,
      unitWeight: '0.50',
      createdAt: new Date('2026-01-03T10:00:00Z'),
    })
    .returning();
  const allListings = { ...fx.listings, patchCordNorthwind: patchCord! };
  await syncListingSearch(db, { listingIds: Object.values(allListings).map((l) => l.id) });

  const [nw10, cobalt50, bigflat, oldcode] = await db
    .insert(promoCodes)
    .values([
      { organizationId: northwind.id, code: 'NW10', type: 'percentage', value: '10' },
      { organizationId: cobalt.id, code: 'COBALT50', type: 'flat', value: '50' },
      { organizationId: northwind.id, code: 'BIGFLAT', type: 'flat', value: '100000' },
      {
        organizationId: northwind.id,
        code: 'OLDCODE',
        type: 'flat',
        value: '10',
        startsAt: new Date('2025-01-01T00:00:00Z'),
        endsAt: new Date('2025-02-01T00:00:00Z'),
      },
    ])
    .returning();

  // A second buyer at Acme, and a buyer of another organization.
  const [globex] = await db
    .insert(organizations)
    .values({ slug: 'globex', name: 'Globex Carrier', orgType: 'buyer' })
    .returning();
  const [acmeColleague, globexBuyer] = await db
    .insert(users)
    .values([
      {
        email: 'colleague@acme.test',
        role: 'buyer',
        organizationId: acme.id,
        firstName: 'Lee',
        lastName: 'Park',
        passwordHash: fx.users.acmeBuyer.passwordHash,
      },
      {
        email: 'buyer@globex.test',
        role: 'buyer',
        organizationId: globex!.id,
        firstName: 'Hank',
        lastName: 'Scorpio',
        passwordHash: fx.users.acmeBuyer.passwordHash,
        resellerCertificateUrl: 'https://files.example/globex-resale.pdf',
      },
    ])
    .returning();
  // Globex's certificate was reviewed and approved by the operator: Globex buys tax-free.
  await db.insert(resellerCertificates).values({
    url: globexBuyer!.resellerCertificateUrl!,
    userId: globexBuyer!.id,
    submittedAt: new Date('2026-01-05T10:00:00Z'),
    status: 'approved',
    reviewedAt: new Date('2026-01-06T10:00:00Z'),
  });

  return {
    ...fx,
    organizations: { ...fx.organizations, globex: globex! },
    users: { ...fx.users, acmeColleague: acmeColleague!, globexBuyer: globexBuyer! },
    listings: allListings,
    promoCodes: { nw10: nw10!, cobalt50: cobalt50!, bigflat: bigflat!, oldcode: oldcode! },
  };
}
export type CheckoutFixtures = Awaited<ReturnType<typeof createCheckoutFixtures>>;

/** An accepted offer item for a user on a storefront, the way the offers module records one. */
export async function createAcceptedOfferItem(
  db: Database,
  input: {
    storefrontId: string;
    listing: { id: string; organizationId: string; price: string };
    userId: string;
    buyerOrganizationId: string | null;
    quantity: number;
    offerPrice: string;
    validTill: Date;
  },
) {
  const [offer] = await db
    .insert(offers)
    .values({
      storefrontId: input.storefrontId,
      sellerOrganizationId: input.listing.organizationId,
      buyerOrganizationId: input.buyerOrganizationId,
      buyerUserId: input.userId,
      status: 'accepted',
    })
    .returning();
  const [item] = await db
    .insert(offerItems)
    .values({
      offerId: offer!.id,
      listingId: input.listing.id,
      storefrontId: input.storefrontId,
      listingOrgId: input.listing.organizationId,
      userId: input.userId,
      purchaseQty: input.quantity,
      purchasePrice: input.offerPrice,
      price: input.listing.price,
      offerValidTill: input.validTill,
      status: 'accepted',
    })
    .returning();
  return item!;
}
