import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../../../test/checkout-helpers';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { productCatalogueSelections, productInsightData, products } from '../../db/schema/index';
import type { PriceSource, RetailOffer } from '../../integrations/price-sources/price-source';

const ADMIN = 'admin.localhost';
type Actor = 'operator' | 'northwindAdmin' | 'northwindSpecialist' | 'cobaltAdmin';

/** A price source answering what the test says (or failing), recording what it was asked. */
function stubSource(
  id: string,
  name: string,
  offers: RetailOffer[] | 'fail',
): PriceSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    id,
    name,
    kind: 'stub',
    asked,
    async search({ brand, mpn }) {
      asked.push(`${brand}/${mpn}`);
      if (offers === 'fail') throw new Error(`${name} is down`);
      return offers;
    },
  };
}

describe('reference catalogue and product insights', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens = {} as Record<Actor, string>;
  const call = (who: Actor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    testBrowser(t, ADMIN, tokens[who]).call(method, `/api/admin${url}`, body);
  const ids: Record<string, string> = {};

  const original = (over: Record<string, unknown> = {}) => ({
    brand: 'Cisco',
    mpn: 'ASR-9001',
    title: 'Cisco ASR 9001 Edge Router, 4x 10GE SFP+',
    description: '<p>Compact edge router.</p><script>alert(1)</script>',
    modelName: 'ASR 9000',
    productType: 'Router',
    listPrice: '5200.00',
    specifications: [{ type: 'Ports', value: '4x 10GE SFP+' }],
    imageUrls: ['https://cdn.example/asr9001.jpg'],
    originalData: { datasheet: 'https://example.com/asr9001.pdf' },
    ...over,
  });
  const form = (over: Record<string, unknown> = {}) => ({
    name: 'Cisco ASR 9001 Edge Router, 4x 10GE SFP+',
    displayName: 'Cisco ASR-9001',
    description: 'Compact edge router.',
    category: fx.categories.routers.id,
    subCategory: fx.categories.edge.id,
    minPrice: '3000',
    maxPrice: '6000',
    price: '4500',
    totalPrice: '4500',
    minQuantity: 1,
    quantityMultiple: 1,
    numAvailable: 2,
    condition: 'Refurbished',
    minShippingEstimate: 2,
    maxShippingEstimate: 5,
    oemName: 'Cisco',
    oemModelName: 'ASR 9000',
    oemPartNumber: 'ASR-9001',
    sellerPartNumber: 'NW-REF-1',
    sellerInternalLocation: 'Shelf R1',
    arrivalDate: '2026-03-01',
    productType: 'Router',
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
    for (const who of ['operator', 'northwindAdmin', 'northwindSpecialist', 'cobaltAdmin'] as const) {
      tokens[who] = await createSessionToken(t.db, fx.users[who].id, clock.now());
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('insertproductoriginaldata', () => {
    it('is the operator’s: a seller gets 403 and nothing is stored', async () => {
      const res = await call('northwindAdmin', 'POST', '/product-catalogue/insertproductoriginaldata', {
        products: [original()],
      });
      expect(res.statusCode).toBe(403);
      const search = await call('northwindAdmin', 'GET', '/product-catalogue');
      expect(search.json().total).toBe(0);
    });

    it('refuses a batch with a bad record whole', async () => {
      const res = await call('operator', 'POST', '/product-catalogue/insertproductoriginaldata', {
        products: [original(), original({ mpn: 'MX204', brand: 'Juniper', title: '' })],
      });
      expect(res.statusCode).toBe(400);
      const bad = await call('operator', 'POST', '/product-catalogue/insertproductoriginaldata', {
        products: [original({ categoryId: '0195f0a0-0000-7000-8000-000000000000' })],
      });
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().error.fields).toEqual({ categoryId: 'Please choose a category that exists' });
      expect((await call('operator', 'GET', '/product-catalogue')).json().total).toBe(0);
    });

    it('stores the MPN lower-case, and a second record of the same brand + MPN updates the entry', async () => {
      const res = await call('operator', 'POST', '/product-catalogue/insertproductoriginaldata', {
        products: [
          original({ categoryId: fx.categories.routers.id, subCategoryId: fx.categories.edge.id }),
          original({
            brand: 'Juniper',
            mpn: 'MX204',
            title: 'Juniper MX204 Universal Routing Platform',
            listPrice: null,
          }),
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ inserted: 2, updated: 0 });
      [ids.asr, ids.mx] = res.json().ids;
      const again = await call('operator', 'POST', '/product-catalogue/insertproductoriginaldata', {
        products: [
          original({
            brand: 'CISCO',
            mpn: 'asr-9001',
            categoryId: fx.categories.routers.id,
            subCategoryId: fx.categories.edge.id,
          }),
        ],
      });
      expect(again.json()).toMatchObject({ inserted: 0, updated: 1, ids: [ids.asr] });
      const entry = (await call('northwindAdmin', 'GET', `/product-catalogue/${ids.asr}`)).json();
      expect(entry).toMatchObject({
        brand: 'CISCO',
        mpn: 'asr-9001',
        description: '<p>Compact edge router.</p>',
        categoryName: 'Routers',
        subCategoryName: 'Edge',
        listPrice: '5200.00',
        selected: false,
        productId: null,
      });
    });

    it('lets the operator edit an entry; a brand + MPN taken by another entry is 409', async () => {
      const edit = await call('operator', 'PUT', `/product-catalogue/${ids.asr}`, original());
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().entry).toMatchObject({ brand: 'Cisco', categoryId: null });
      const clash = await call('operator', 'PUT', `/product-catalogue/${ids.mx}`, original());
      expect(clash.statusCode).toBe(409);
      const seller = await call('northwindAdmin', 'PUT', `/product-catalogue/${ids.asr}`, original());
      expect(seller.statusCode).toBe(403);
    });
  });

  describe('search and view', () => {
    it('matches brand and MPN lower-case (SPEC.md §7), the MPN from its beginning', async () => {
      const search = async (query: string) =>
        (await call('northwindSpecialist', 'GET', `/product-catalogue?${query}`)).json();
      expect((await search('brand=CISCO&mpn=ASR-9001')).items.map((e: { id: string }) => e.id)).toEqual([
        ids.asr,
      ]);
      expect((await search('brand=cisco&mpn=asr')).total).toBe(1);
      expect((await search('mpn=Mx2')).items[0].id).toBe(ids.mx);
      expect((await search('brand=Cis')).total).toBe(0);
      expect((await search('q=routing')).items[0].id).toBe(ids.mx);
      expect((await search('mpn=%25')).total).toBe(0);
    });

    it('answers 404 for an unknown entry', async () => {
      const res = await call(
        'northwindAdmin',
        'GET',
        '/product-catalogue/0195f0a0-0000-7000-8000-000000000000',
      );
      expect(res.statusCode).toBe(404);
    });
  });

  describe('selected data and adding a product', () => {
    it('keeps selections per organization', async () => {
      expect((await call('northwindAdmin', 'PUT', `/product-catalogue/${ids.mx}/selection`)).statusCode).toBe(
        200,
      );
      expect((await call('northwindAdmin', 'PUT', `/product-catalogue/${ids.mx}/selection`)).statusCode).toBe(
        200,
      );
      const mine = (await call('northwindSpecialist', 'GET', '/product-catalogue/selections')).json();
      expect(mine.items.map((s: { entry: { id: string } }) => s.entry.id)).toEqual([ids.mx]);
      expect((await call('cobaltAdmin', 'GET', '/product-catalogue/selections')).json().total).toBe(0);
      expect((await call('cobaltAdmin', 'GET', `/product-catalogue/${ids.mx}`)).json().selected).toBe(false);
      expect((await call('northwindAdmin', 'GET', `/product-catalogue/${ids.mx}`)).json().selected).toBe(
        true,
      );
      expect(
        (await call('northwindAdmin', 'DELETE', `/product-catalogue/${ids.mx}/selection`)).statusCode,
      ).toBe(200);
      expect((await call('northwindAdmin', 'GET', '/product-catalogue/selections')).json().total).toBe(0);
    });

    it('refuses a form with a missing field, adding nothing', async () => {
      const res = await call('northwindAdmin', 'POST', `/product-catalogue/${ids.asr}/products`, {
        ...form(),
        sellerInternalLocation: '',
      });
      expect(res.statusCode).toBe(400);
      expect((await call('northwindAdmin', 'GET', '/product-catalogue/selections')).json().total).toBe(0);
    });

    it('adds the product through the catalogue write path, with the reference images and specifications', async () => {
      const res = await call('northwindAdmin', 'POST', `/product-catalogue/${ids.asr}/products`, form());
      expect(res.statusCode, res.body).toBe(201);
      const { productId, listingId } = res.json();
      ids.added = productId;
      const product = (await call('northwindAdmin', 'GET', `/products/${productId}`)).json();
      expect(product).toMatchObject({
        listingId,
        oemPartNumber: 'ASR-9001',
        imageUrls: ['https://cdn.example/asr9001.jpg'],
        specifications: [{ type: 'Ports', value: '4x 10GE SFP+' }],
      });
      const list = (await call('northwindAdmin', 'GET', '/products?q=NW-REF-1')).json();
      expect(list.items.map((r: { productId: string }) => r.productId)).toEqual([productId]);
      const history = (await call('northwindAdmin', 'GET', `/products/${productId}/history`)).json();
      expect(history.items[0]).toMatchObject({ action: 'create', source: 'form' });
      const added = (await call('northwindAdmin', 'GET', '/product-catalogue/selections?added=true')).json();
      expect(added.items).toHaveLength(1);
      expect(added.items[0]).toMatchObject({
        entry: { id: ids.asr, productId },
        product: { id: productId, listingId, price: '4500.00', numAvailable: 2 },
      });
      expect((await call('cobaltAdmin', 'GET', `/products/${productId}`)).statusCode).toBe(404);
    });
  });

  describe('insights', () => {
    const asr = () => fx.products.asr9001.id;
    // Northwind lists the ASR 9001 at 4500.00: the price band is 2250.00 to 9000.00.
    const offers: RetailOffer[] = [
      {
        title: 'Cisco ASR 9001 Edge Router 4x 10GE SFP+',
        url: 'https://r1.example/a',
        price: '4400.00',
        mpn: 'ASR-9001',
      },
      { title: 'Cisco ASR 9001 Edge Router 4x 10GE SFP+ used', url: null, price: '2249.99', mpn: 'ASR-9001' },
      {
        title: 'Cisco ASR 9001 Edge Router bundle with 4 optics',
        url: null,
        price: '9000.01',
        mpn: 'ASR-9001',
      },
      { title: 'ASR9001 chassis', url: null, price: '4000.00', mpn: null },
      { title: 'Cisco ASR 9000 Edge Router, 4x 10GE SFP+', url: null, price: '4300.00', mpn: 'ASR-9000' },
      { title: 'Rack mount kit', url: null, price: '3000.00', mpn: 'RMK-1' },
    ];

    it('badges each match by the rules of docs/insights.md and suggests a price', async () => {
      t.ctx.integrations.priceSources = [
        stubSource('retail1', 'Retail One', offers),
        stubSource('retail2', 'Retail Two', []),
      ];
      const res = await call('northwindAdmin', 'POST', `/product-insights/${asr()}/lookup`);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json();
      expect(result.reference.id).toBe(ids.asr);
      const badges = result.matches.map((m: { source: string; title: string; badge: string }) => [
        m.title,
        m.badge,
      ]);
      expect(badges).toEqual([
        ['Cisco ASR 9001 Edge Router, 4x 10GE SFP+', 'Original'],
        ['Cisco ASR 9001 Edge Router 4x 10GE SFP+', 'Recommended'],
        ['Cisco ASR 9001 Edge Router 4x 10GE SFP+ used', 'Caution'],
        ['Cisco ASR 9001 Edge Router bundle with 4 optics', 'Caution'],
        ['ASR9001 chassis', 'Potential Match'],
        ['Cisco ASR 9000 Edge Router, 4x 10GE SFP+', 'Potential Match'],
        ['Rack mount kit', 'Caution'],
      ]);
      const [, recommended, under, over, mpnOnly, titleOnly, neither] = result.matches;
      expect(recommended.titleSimilarity).toBeGreaterThanOrEqual(0.45);
      expect(mpnOnly).toMatchObject({ mpnMatch: true, reason: 'Same part number, different title' });
      expect(mpnOnly.titleSimilarity).toBeLessThan(0.45);
      expect(titleOnly).toMatchObject({ mpnMatch: false, reason: 'Similar title, part number not found' });
      expect(under.reason).toMatch(/under half/);
      expect(over.reason).toMatch(/over twice/);
      expect(neither.reason).toBe('Neither the part number nor the title matches');
      expect(result.suggestedPrice).toEqual({
        price: '4312.00',
        reason: '2 % under the lowest recommended retail price (4400.00 at retail1)',
      });
      expect(result.product).toMatchObject({
        isProductInsightDataExist: true,
        hasReference: true,
        price: '4500.00',
      });
      const [flags] = await t.db.select().from(products).where(eq(products.id, asr()));
      expect(flags!.isProductInsightDataExist).toBe(true);
      const stored = await t.db
        .select()
        .from(productInsightData)
        .where(eq(productInsightData.productId, asr()));
      expect(stored).toHaveLength(7);
      expect(new Set(stored.map((s) => s.mpn))).toEqual(new Set(['asr-9001']));
    });

    it('asks the sources with the brand and the lower-case MPN; a failing source is named, the other kept', async () => {
      const first = stubSource('retail1', 'Retail One', 'fail');
      const second = stubSource('retail2', 'Retail Two', offers.slice(0, 1));
      t.ctx.integrations.priceSources = [first, second];
      const result = (await call('northwindAdmin', 'POST', `/product-insights/${asr()}/lookup`)).json();
      expect(second.asked).toEqual(['Cisco/asr-9001']);
      expect(result.unavailableSources).toEqual(['Retail One']);
      expect(result.matches.map((m: { source: string }) => m.source)).toEqual(['original', 'retail2']);
    });

    it('finds nothing for a product without reference data or offers, and clears the flag', async () => {
      t.ctx.integrations.priceSources = [stubSource('retail1', 'Retail One', [])];
      const id = fx.products.asr9001s.id;
      const result = (await call('northwindAdmin', 'POST', `/product-insights/${id}/lookup`)).json();
      expect(result).toMatchObject({ reference: null, matches: [], suggestedPrice: null });
      const [row] = await t.db.select().from(products).where(eq(products.id, id));
      expect(row!.isProductInsightDataExist).toBe(false);
    });

    it('is scoped: another organization’s product is 404, a product specialist 403', async () => {
      // Cobalt lists the ASR 9001 too; the product Northwind added from the reference is Northwind's alone.
      expect((await call('cobaltAdmin', 'POST', `/product-insights/${asr()}/lookup`)).statusCode).toBe(200);
      expect((await call('cobaltAdmin', 'POST', `/product-insights/${ids.added}/lookup`)).statusCode).toBe(
        404,
      );
      expect(
        (await call('northwindSpecialist', 'POST', `/product-insights/${asr()}/lookup`)).statusCode,
      ).toBe(403);
      expect((await call('northwindSpecialist', 'GET', '/product-insights')).statusCode).toBe(403);
      const list = (await call('cobaltAdmin', 'GET', '/product-insights?q=ASR-9001')).json();
      expect(list.items.map((r: { productId: string }) => r.productId)).not.toContain(ids.added);
    });

    it('lists the organization’s products with their flags', async () => {
      const list = (await call('northwindAdmin', 'GET', '/product-insights?q=ASR-9001')).json();
      const row = list.items.find((r: { productId: string }) => r.productId === asr());
      expect(row).toMatchObject({
        isProductInsightDataExist: true,
        isProductInsightDataUsed: false,
        hasReference: true,
      });
    });

    it('"use this data" applies the suggested price through the catalogue write path and sets the used flags', async () => {
      t.ctx.integrations.priceSources = [stubSource('retail1', 'Retail One', offers)];
      const nothing = await call('northwindAdmin', 'POST', `/product-insights/${ids.added}/apply`, {});
      expect(nothing.statusCode).toBe(400);
      clock.advance(60_000);
      const res = await call('northwindAdmin', 'POST', `/product-insights/${ids.added}/apply`, {
        price: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.product).toMatchObject({
        price: '4312.00',
        isProductInsightDataUsed: true,
        productInsightDataUsedDate: clock.now().toISOString(),
      });
      const product = (await call('northwindAdmin', 'GET', `/products/${ids.added}`)).json();
      expect(product.price).toBe('4312.0000');
      const history = (await call('northwindAdmin', 'GET', `/products/${ids.added}/history`)).json();
      expect(history.items[0].changes).toEqual([{ field: 'price', before: '4500.0000', after: '4312.0000' }]);
      const [row] = await t.db.select().from(products).where(eq(products.id, ids.added!));
      expect(row).toMatchObject({ isProductInsightDataUsed: true, productInsightDataUsedDate: clock.now() });
      const cobalt = await call('cobaltAdmin', 'POST', `/product-insights/${ids.added}/apply`, {
        price: true,
      });
      expect(cobalt.statusCode).toBe(404);
    });

    it('writes the product change and its insight flags in one transaction: a failing flag write undoes the price', async () => {
      await t.db
        .update(products)
        .set({
          isProductInsightDataExist: false,
          isProductInsightDataUsed: false,
          productInsightDataUsedDate: null,
        })
        .where(eq(products.id, ids.added!));
      await t.db.delete(productInsightData).where(eq(productInsightData.productId, ids.added!));
      // Other offers: the suggestion is no longer the price the product has.
      t.ctx.integrations.priceSources = [
        stubSource('retail1', 'Retail One', [{ ...offers[0]!, price: '4200.00' }, ...offers.slice(1)]),
      ];
      // The flag write fails after the product was saved in the same request.
      await t.db.execute(sql`create function fail_insight_used() returns trigger language plpgsql as $$
        begin raise exception 'flag write refused'; end $$`);
      await t.db.execute(sql`create trigger products_fail_insight_used before update of is_product_insight_data_used
        on products for each row when (new.is_product_insight_data_used and not old.is_product_insight_data_used)
        execute function fail_insight_used()`);
      try {
        const failed = await call('northwindAdmin', 'POST', `/product-insights/${ids.added}/apply`, {
          price: true,
        });
        expect(failed.statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`drop trigger products_fail_insight_used on products`);
        await t.db.execute(sql`drop function fail_insight_used()`);
      }
      // Nothing of that request stayed: not the price, its history, the look-up, nor a flag.
      expect((await call('northwindAdmin', 'GET', `/products/${ids.added}`)).json().price).toBe('4312.0000');
      const history = (await call('northwindAdmin', 'GET', `/products/${ids.added}/history`)).json();
      expect(history.items[0].changes).toEqual([{ field: 'price', before: '4500.0000', after: '4312.0000' }]);
      const [unchanged] = await t.db.select().from(products).where(eq(products.id, ids.added!));
      expect(unchanged).toMatchObject({
        isProductInsightDataExist: false,
        isProductInsightDataUsed: false,
        productInsightDataUsedDate: null,
      });
      expect(
        await t.db.select().from(productInsightData).where(eq(productInsightData.productId, ids.added!)),
      ).toEqual([]);

      clock.advance(60_000);
      const res = await call('northwindAdmin', 'POST', `/product-insights/${ids.added}/apply`, {
        price: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      const applied = res.json().result.product.price as string;
      expect(applied).not.toBe('4312.00');
      expect((await call('northwindAdmin', 'GET', `/products/${ids.added}`)).json().price).toBe(
        `${applied}00`,
      );
      const [row] = await t.db.select().from(products).where(eq(products.id, ids.added!));
      expect(row).toMatchObject({
        isProductInsightDataExist: true,
        isProductInsightDataUsed: true,
        productInsightDataUsedDate: clock.now(),
      });
    });

    it('without a suggestion, applying the price is refused and nothing changes', async () => {
      t.ctx.integrations.priceSources = [stubSource('retail1', 'Retail One', offers.slice(6))];
      const res = await call('northwindAdmin', 'POST', `/product-insights/${ids.added}/apply`, {
        price: true,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('There is no suggested price for this product');
      const selections = await t.db.select().from(productCatalogueSelections);
      expect(selections).toHaveLength(1);
    });
  });
});
