import type { ListingDetail, ListingSearchResponse } from '@patchbay/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { listings, products } from '../../db/schema/index';
import { syncListingSearch } from '../search/listing-search.repository';

const MARKETPLACE = 'localhost';
const NORTHWIND = 'northwind.localhost';

describe('compare sellers: offers of one product on a storefront', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  let buyerToken: string;
  const fixedNow = new Date('2026-03-04T15:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ now: () => fixedNow });
    fx = await createCatalogFixtures(t.db);
    buyerToken = await createSessionToken(t.db, fx.users.acmeBuyer.id, fixedNow);
  });
  afterAll(() => t.close());

  const get = async <T>(host: string, url: string, signedIn = false) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host, ...(signedIn ? { authorization: `Bearer ${buyerToken}` } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const card = async (host: string, listingId: string, signedIn = false) => {
    const res = await get<ListingSearchResponse>(host, '/api/listings?pageSize=100', signedIn);
    return res.items.find((i) => i.id === listingId);
  };
  const detail = (host: string, listingId: string, signedIn = false) =>
    get<ListingDetail>(host, `/api/listings/${listingId}`, signedIn);

  it('cards say how many sellers offer the product and from what price', async () => {
    expect(await card(MARKETPLACE, fx.listings.asr9001Northwind.id)).toMatchObject({
      offerCount: 2,
      lowestPrice: '2800.0000',
    });
    expect(await card(MARKETPLACE, fx.listings.asr9001Cobalt.id)).toMatchObject({
      offerCount: 2,
      lowestPrice: '2800.0000',
    });
    expect(await card(MARKETPLACE, fx.listings.finisarCobalt.id)).toMatchObject({ offerCount: 1 });
  });

  it('the product page lists every offer, cheapest first, with seller, condition, stock and shipping', async () => {
    const page = await detail(MARKETPLACE, fx.listings.asr9001Northwind.id);
    expect(page.offers).toEqual([
      {
        listingId: fx.listings.asr9001Cobalt.id,
        path: expect.stringMatching(/\/dp\//),
        current: false,
        seller: { id: fx.organizations.cobalt.id, name: 'Cobalt Telecom' },
        condition: 'Used',
        price: '2800.0000',
        numAvailable: 7,
        purchasable: true,
        minQuantity: 1,
        quantityMultiple: 1,
        isShippingIncluded: false,
        shipsIn: null,
      },
      expect.objectContaining({
        listingId: fx.listings.asr9001Northwind.id,
        current: true,
        seller: { id: fx.organizations.northwind.id, name: 'Northwind Networks' },
        price: '4500.0000',
      }),
    ]);
  });

  it("another organization's storefront shows only the offers visible there", async () => {
    expect(await card(NORTHWIND, fx.listings.asr9001Northwind.id)).toMatchObject({
      offerCount: 1,
      lowestPrice: '4500.0000',
    });
    const page = await detail(NORTHWIND, fx.listings.asr9001Northwind.id);
    expect(page.offers.map((o) => o.listingId)).toEqual([fx.listings.asr9001Northwind.id]);
    // And the Cobalt listing is not there at all.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${fx.listings.asr9001Cobalt.id}`,
      headers: { host: NORTHWIND },
    });
    expect(res.statusCode).toBe(404);
  });

  it("another organization's product with the same brand and part number is an offer too; a hidden price stays hidden", async () => {
    const { meridian } = fx.organizations;
    const [product] = await t.db
      .insert(products)
      .values({
        name: 'ASR 9001 chassis',
        displayName: 'Cisco ASR 9001',
        oemName: 'CISCO',
        oemPartNumber: 'asr 9001',
        categoryId: fx.categories.routers.id,
        createdByOrganizationId: meridian.id,
      })
      .returning();
    const [own] = await t.db
      .insert(listings)
      .values({
        productId: product!.id,
        organizationId: meridian.id,
        price: '1000.0000',
        condition: 'Refurbished',
        numAvailable: 4,
        showPriceWOLogin: false,
        minShippingEstimate: 2,
        maxShippingEstimate: 5,
      })
      .returning();
    await syncListingSearch(t.db, { listingIds: [own!.id] });

    // A guest: three offers, from the lowest price a guest may see.
    expect(await card(MARKETPLACE, fx.listings.asr9001Northwind.id)).toMatchObject({
      offerCount: 3,
      lowestPrice: '2800.0000',
    });
    const guestPage = await detail(MARKETPLACE, fx.listings.asr9001Northwind.id);
    expect(guestPage.offers.map((o) => [o.listingId, o.price])).toEqual([
      [fx.listings.asr9001Cobalt.id, '2800.0000'],
      [fx.listings.asr9001Northwind.id, '4500.0000'],
      [own!.id, null],
    ]);
    // Signed in: the hidden price counts and shows, and the offer says when it ships.
    expect(await card(MARKETPLACE, fx.listings.asr9001Northwind.id, true)).toMatchObject({
      offerCount: 3,
      lowestPrice: '1000.0000',
    });
    const buyerPage = await detail(MARKETPLACE, fx.listings.asr9001Northwind.id, true);
    expect(buyerPage.offers[0]).toMatchObject({
      listingId: own!.id,
      price: '1000.0000',
      seller: { name: 'Meridian Fiber Supply' },
      shipsIn: { min: 2, max: 5 },
    });
    expect(buyerPage.otherListings.map((o) => o.id)).toContain(own!.id);
  });
});
