import { PRODUCT_REMOVED_MESSAGE } from '@patchbay/contract';
import { messages } from '@patchbay/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { entityHistory, listingSearch, outbox, storefronts } from '../../db/schema/index';

type Actor = keyof CatalogFixtures['users'];
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function multipart(filename: string, contentType: string, data: Buffer) {
  const boundary = `----patchbay${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const image = (format: 'png' | 'jpeg' | 'gif', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#0b7285' } })
    [format]()
    .toBuffer();

describe('admin: seller catalogue', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock();
  const tokens = {} as Record<Actor, string>;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
    for (const [key, user] of Object.entries(fx.users)) {
      tokens[key as Actor] = await createSessionToken(t.db, user.id, clock.now());
    }
  });
  afterAll(() => t.close());

  const call = (actor: Actor | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
      ...(payload ? { payload } : {}),
    });
  const upload = (actor: Actor, url: string, filename: string, type: string, data: Buffer) => {
    const body = multipart(filename, type, data);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin${url}`,
      headers: { host: 'admin.localhost', authorization: `Bearer ${tokens[actor]}`, ...body.headers },
      payload: body.payload,
    });
  };
  const search = async (q: string, host = 'localhost') => {
    const res = await t.app.inject({ url: `/api/listings?q=${encodeURIComponent(q)}`, headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json() as { total: number; items: { id: string; price: string | null }[] };
  };
  // Totals and facet counts may lag by seconds (docs/decisions/0011-catalogue-speed.md); the
  // listings a page shows never do.
  const searchIds = async (q: string, host = 'localhost') => (await search(q, host)).items.map((i) => i.id);

  let seq = 0;
  const form = (over: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: `Catalyst 2960 switch ${seq}`,
      displayName: `Cisco WS-C2960-${seq}`,
      description: 'A 24-port switch, "refurbished", tested; ready to ship',
      category: fx.categories.switches.id,
      subCategory: fx.categories.campus.id,
      minPrice: '100',
      maxPrice: '500',
      price: '250.1234',
      totalPrice: '2501.23',
      minQuantity: 1,
      quantityMultiple: 1,
      numAvailable: 10,
      condition: 'Refurbished',
      minShippingEstimate: 2,
      maxShippingEstimate: 5,
      oemName: 'Cisco',
      oemModelName: 'Catalyst 2960',
      oemPartNumber: `WS-C2960-ZQ${seq}`,
      sellerPartNumber: `NW-SKU-${seq}`,
      sellerInternalLocation: 'Shelf A3',
      arrivalDate: '2026-03-01',
      productType: 'Switch',
      ...over,
    };
  };
  const create = async (actor: Actor, over: Record<string, unknown> = {}) => {
    const res = await call(actor, 'POST', '/products', form(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().product as { id: string; listingId: string } & Record<string, unknown>;
  };

  describe('creating', () => {
    it("a new listing that does not say takes its storefront settings' default for showing the price to guests", async () => {
      const northwindStore = eq(storefronts.id, fx.storefronts.northwind.id);
      const options = async () => (await call('northwindSpecialist', 'GET', '/product-options')).json();
      expect((await options()).showPriceWOLogin).toBe(true);
      await t.db.update(storefronts).set({ showPriceWOLoginDefault: false }).where(northwindStore);
      try {
        expect((await options()).showPriceWOLogin).toBe(false);
        expect((await create('northwindSpecialist')).showPriceWOLogin).toBe(false);
        expect((await create('northwindSpecialist', { showPriceWOLogin: true })).showPriceWOLogin).toBe(true);
        // Another organization's default is its own.
        expect((await call('cobaltAdmin', 'GET', '/product-options')).json().showPriceWOLogin).toBe(true);
      } finally {
        await t.db.update(storefronts).set({ showPriceWOLoginDefault: true }).where(northwindStore);
      }
    });

    it('a productSpecialist creates a product with tiers and specifications; it is findable at once by part number', async () => {
      const res = await call(
        'northwindSpecialist',
        'POST',
        '/products',
        form({
          oemPartNumber: 'WS-C2960X-48FPD-L',
          weight: '2',
          weightUnit: 'kg',
          length: '44.5',
          width: '30',
          height: '4.4',
          dimensionUnit: 'cm',
          tieredPricing: [
            { minQty: 5, maxQty: 9, price: '240' },
            { minQty: 10, maxQty: null, price: '230.5' },
          ],
          specifications: [
            { type: 'Ports', value: '48' },
            { type: 'PoE', value: 'PoE+ 740 W' },
          ],
          showPriceWOLogin: true,
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { product, message } = res.json();
      expect(message).toBe('Product saved successfully');
      expect(product).toMatchObject({
        organizationId: fx.organizations.northwind.id,
        price: '250.1234',
        totalPrice: '2501.23',
        weight: '4.41',
        length: '17.52',
        width: '11.81',
        height: '1.73',
        categoryName: 'Switches',
        subCategoryName: 'Campus',
        tieredPricing: [
          { minQty: 5, maxQty: 9, price: '240.0000' },
          { minQty: 10, maxQty: null, price: '230.5000' },
        ],
        specifications: [
          { type: 'Ports', value: '48' },
          { type: 'PoE', value: 'PoE+ 740 W' },
        ],
      });
      for (const q of ['WS-C2960X-48FPD-L', 'ws c2960x 48fpd l', 'wsc2960x48fpdl']) {
        const found = await search(q);
        expect(found.items.map((i) => i.id)).toContain(product.listingId);
      }
      // Its own storefront and the marketplace show it; another seller's storefront does not.
      expect((await search('WS-C2960X-48FPD-L', 'northwind.localhost')).total).toBe(1);
      expect((await search('WS-C2960X-48FPD-L', 'cobalt.localhost')).total).toBe(0);
    });

    it('answers every required field with its SPEC message and changes nothing', async () => {
      const before = await t.db.select().from(entityHistory);
      const res = await call('northwindAdmin', 'POST', '/products', {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        name: 'Please enter name',
        displayName: 'Please enter display name',
        description: 'Please enter description',
        category: 'Please enter category',
        subCategory: 'Please enter sub-category',
        minPrice: 'Please enter minimum price',
        maxPrice: 'Please enter maximum price',
        price: 'Please enter selling price',
        condition: 'Please enter condition',
        oemPartNumber: 'Please enter part number',
        arrivalDate: 'Please enter arrival date',
      });
      expect(await t.db.select().from(entityHistory)).toHaveLength(before.length);
    });

    it.each([
      [{ price: '99.99' }, 'price', 'Sale price should be between minimum and maximum price of the product'],
      [
        { price: '500.0001' },
        'price',
        'Sale price should be between minimum and maximum price of the product',
      ],
      [{ minPrice: '600' }, 'maxPrice', 'Maximum price should not be less than minimum price'],
      [{ condition: 'Mint' }, 'condition', 'Please enter valid condition'],
      [{ weight: '3', weightUnit: 'stone' }, 'weightUnit', 'Please enter valid weight unit'],
      [
        {
          tieredPricing: [
            { minQty: 10, maxQty: 20, price: '200' },
            { minQty: 5, maxQty: 9, price: '190' },
          ],
        },
        'tieredPricing.1.minQty',
        'Tier quantities should be in ascending order',
      ],
      [
        {
          tieredPricing: [
            { minQty: 5, maxQty: 10, price: '200' },
            { minQty: 10, maxQty: 20, price: '190' },
          ],
        },
        'tieredPricing.1.minQty',
        'Tier quantity ranges should not overlap',
      ],
      [
        { tieredPricing: [{ minQty: 5, maxQty: null, price: '250.1234' }] },
        'tieredPricing.0.price',
        'Tier price should be below the selling price',
      ],
      [{ category: 'No such category' }, 'category', 'Please enter valid category'],
      [{ subCategory: 'edge' }, 'subCategory', 'Please enter valid sub-category'],
      [{ sellerId: 'x' }, '_', 'Unrecognized key: "sellerId"'],
    ])('%j: 400 on %s', async (change, field, message) => {
      const res = await call('northwindAdmin', 'POST', '/products', form(change));
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('invalid_data');
      if (field === '_') expect(JSON.stringify(error)).toContain('sellerId');
      else expect(error.fields[field]).toBe(message);
    });

    it('takes categories by name or slug too (imports send names)', async () => {
      const product = await create('northwindAdmin', { category: 'switches', subCategory: 'Campus' });
      expect(product.category).toBe(fx.categories.switches.id);
    });

    it('refuses buyers (403) and the signed out (401)', async () => {
      expect((await call('acmeBuyer', 'POST', '/products', form())).statusCode).toBe(403);
      expect((await call(null, 'POST', '/products', form())).statusCode).toBe(401);
    });

    it('queues a productSaveSheet mirror row in the same transaction', async () => {
      const product = await create('northwindAdmin');
      const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'records'));
      const mirror = rows.find(
        (r) =>
          (r.payload as { table: string }).table === 'productSaveSheet' &&
          JSON.stringify(r.payload).includes(product.id),
      );
      expect(mirror?.payload).toMatchObject({ table: 'productSaveSheet', operation: 'create' });
    });
  });

  describe('shared with other organizations, from the form', () => {
    const put = (actor: Actor, product: Record<string, unknown>, over: Record<string, unknown>) =>
      call(actor, 'PUT', `/products/${product.id}`, { ...pickForm(product), ...over });
    const requests = async (productId: string) =>
      (await call('northwindAdmin', 'GET', `/products/${productId}`)).json().sharedListingRequests as {
        id: string;
        organization: { id: string; name: string };
        status: string;
      }[];

    it('choosing an organization sends it a request, shown pending; saving again sends none; removing it withdraws', async () => {
      const product = await create('northwindAdmin');
      const cobalt = { id: fx.organizations.cobalt.id, name: 'Cobalt Telecom' };
      const res = await put('northwindAdmin', product, { sharedWithOrgIds: [cobalt.id] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.sharedListingRequests).toEqual([
        { id: expect.any(String), organization: cobalt, status: 'pending', requestDate: expect.any(String) },
      ]);
      // Pending is not shown yet: the storefront owner approves first.
      expect(res.json().product.sharedWithOrgs).toEqual([]);
      const again = await put('northwindAdmin', product, { sharedWithOrgIds: [cobalt.id] });
      expect(again.statusCode).toBe(200);
      const pending = await call('cobaltAdmin', 'GET', '/shared-listing-requests?side=received');
      const forThis = (pending.json().items as { listing: { id: string }; status: string }[]).filter(
        (r) => r.listing.id === product.listingId,
      );
      expect(forThis.map((r) => r.status)).toEqual(['pending']);
      // Without the field the requests stay as they are.
      expect((await put('northwindAdmin', product, {})).statusCode).toBe(200);
      expect((await requests(product.id)).map((r) => r.status)).toEqual(['pending']);

      const removed = await put('northwindAdmin', product, { sharedWithOrgIds: [] });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await requests(product.id)).map((r) => r.status)).toEqual(['withdrawn']);
    });

    it('an approved share taken off the list is withdrawn: the listing leaves that storefront', async () => {
      const product = await create('northwindAdmin');
      await put('northwindAdmin', product, { sharedWithOrgIds: [fx.organizations.cobalt.id] });
      const [request] = await requests(product.id);
      const approved = await call('cobaltAdmin', 'POST', `/shared-listing-requests/${request!.id}/decision`, {
        decision: 'approve',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const onCobalt = async () =>
        (
          await t.db
            .select({ id: listingSearch.storefrontId })
            .from(listingSearch)
            .where(eq(listingSearch.listingId, product.listingId))
        ).some((r) => r.id === fx.storefronts.cobalt.id);
      expect(await onCobalt()).toBe(true);
      const res = await put('northwindAdmin', product, { sharedWithOrgIds: [] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.sharedWithOrgs).toEqual([]);
      expect(res.json().product.sharedListingRequests.map((r: { status: string }) => r.status)).toEqual([
        'withdrawn',
      ]);
      expect(await onCobalt()).toBe(false);
    });

    it('an organization without a storefront is 404, the own one 400, without listings.manage 403: the product is not saved', async () => {
      const product = await create('northwindAdmin');
      const changed = { description: 'Changed with the list' };
      const buyer = await put('northwindAdmin', product, {
        ...changed,
        sharedWithOrgIds: [fx.organizations.acme.id],
      });
      expect(buyer.statusCode).toBe(404);
      const own = await put('northwindAdmin', product, {
        ...changed,
        sharedWithOrgIds: [fx.organizations.northwind.id],
      });
      expect(own.statusCode).toBe(400);
      expect(own.json().error.fields).toEqual({ sharedWithOrgIds: expect.any(String) });
      const specialist = await put('northwindSpecialist', product, {
        ...changed,
        sharedWithOrgIds: [fx.organizations.cobalt.id],
      });
      expect(specialist.statusCode).toBe(403);
      const notUuid = await put('northwindAdmin', product, { ...changed, sharedWithOrgIds: ['cobalt'] });
      expect(notUuid.statusCode).toBe(400);
      const after = (await call('northwindAdmin', 'GET', `/products/${product.id}`)).json();
      expect(after.description).toBe(product.description);
      expect(after.sharedListingRequests).toEqual([]);
    });
  });

  describe('tenancy and roles', () => {
    let product: { id: string; listingId: string };
    beforeAll(async () => {
      product = await create('northwindAdmin');
    });

    it.each([
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/history'],
      ['PUT', '/images'],
    ] as const)("another organization's %s /products/{id}%s answers 404", async (method, suffix) => {
      const body = method === 'PUT' ? (suffix ? { imageUrls: [] } : form()) : undefined;
      const res = await call('cobaltAdmin', method, `/products/${product.id}${suffix}`, body);
      expect(res.statusCode).toBe(404);
    });

    it("another organization's image upload answers 404 and stores nothing", async () => {
      const res = await upload(
        'cobaltAdmin',
        `/products/${product.id}/images`,
        'a.png',
        'image/png',
        await image('png'),
      );
      expect(res.statusCode).toBe(404);
    });

    it("another organization's listing: inline edit and bulk change nothing", async () => {
      const patch = await call('cobaltAdmin', 'PATCH', `/listings/${product.listingId}`, { price: '101' });
      expect(patch.statusCode).toBe(404);
      const bulk = await call('cobaltAdmin', 'POST', '/listings/bulk', {
        listingIds: [product.listingId],
        change: { action: 'stock', numAvailable: 0 },
      });
      expect(bulk.json()).toEqual({
        updated: 0,
        failed: [{ listingId: product.listingId, message: 'Listing not found' }],
      });
      const mine = await call('northwindAdmin', 'GET', `/products/${product.id}`);
      expect(mine.json()).toMatchObject({ price: '250.1234', numAvailable: 10 });
    });

    it("the list shows only the organization's rows; the operator's shows every organization", async () => {
      const cobalt = await call('cobaltAdmin', 'GET', '/products?pageSize=100');
      expect(cobalt.statusCode).toBe(200);
      const orgs = new Set(cobalt.json().items.map((r: { organizationId: string }) => r.organizationId));
      expect([...orgs]).toEqual([fx.organizations.cobalt.id]);
      const all = await call('operator', 'GET', '/products?pageSize=100');
      const allOrgs = new Set(all.json().items.map((r: { organizationId: string }) => r.organizationId));
      expect(allOrgs.size).toBeGreaterThanOrEqual(3);
      // A company's organizationId filter cannot widen its scope.
      const sneaky = await call(
        'cobaltAdmin',
        'GET',
        `/products?organizationId=${fx.organizations.northwind.id}`,
      );
      expect(
        sneaky
          .json()
          .items.every((r: { organizationId: string }) => r.organizationId === fx.organizations.cobalt.id),
      ).toBe(true);
    });

    it('a productSpecialist edits product data but not price or stock (403), and a price change needs listings.manage', async () => {
      const current = (await call('northwindSpecialist', 'GET', `/products/${product.id}`)).json();
      const body = { ...form(), ...pickForm(current), description: 'Now with both power supplies' };
      const ok = await call('northwindSpecialist', 'PUT', `/products/${product.id}`, body);
      expect(ok.statusCode, ok.body).toBe(200);
      const priced = await call('northwindSpecialist', 'PUT', `/products/${product.id}`, {
        ...body,
        price: '260',
      });
      expect(priced.statusCode).toBe(403);
      const inline = await call('northwindSpecialist', 'PATCH', `/listings/${product.listingId}`, {
        numAvailable: 1,
      });
      expect(inline.statusCode).toBe(403);
    });
  });

  describe('editing and history', () => {
    it('records who changed what, field by field, and nothing for a save without changes', async () => {
      const product = await create('northwindAdmin');
      const current = (await call('northwindAdmin', 'GET', `/products/${product.id}`)).json();
      const body = { ...form(), ...pickForm(current) };
      clock.advance(60_000);
      const same = await call('northwindAdmin', 'PUT', `/products/${product.id}`, body);
      expect(same.statusCode).toBe(200);
      const changed = await call('northwindAdmin', 'PUT', `/products/${product.id}`, {
        ...body,
        price: '199.99',
        name: 'Катализатор 2960 — 交换机',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const history = (await call('northwindAdmin', 'GET', `/products/${product.id}/history`)).json();
      expect(history.items).toHaveLength(2);
      const [update, creation] = history.items;
      expect(creation).toMatchObject({ action: 'create', source: 'form', actor: { name: 'Dana Whitfield' } });
      expect(update).toMatchObject({
        action: 'update',
        source: 'form',
        actor: { id: fx.users.northwindAdmin.id },
      });
      expect(update.changes).toEqual(
        expect.arrayContaining([
          { field: 'price', before: '250.1234', after: '199.9900' },
          { field: 'name', before: body.name, after: 'Катализатор 2960 — 交换机' },
        ]),
      );
      expect(update.changes).toHaveLength(2);
      // The search index follows in the same transaction.
      const [row] = await t.db
        .select()
        .from(listingSearch)
        .where(eq(listingSearch.listingId, product.listingId));
      expect(row?.price).toBe('199.9900');
      expect((await search('Катализатор')).items.map((i) => i.id)).toContain(product.listingId);
    });

    it('inline edit of price and stock, with the range rule', async () => {
      const product = await create('northwindAdmin');
      const ok = await call('northwindBusiness', 'PATCH', `/listings/${product.listingId}`, {
        price: '300',
        numAvailable: 3,
      });
      expect(ok.json()).toEqual({ listingId: product.listingId, price: '300.0000', numAvailable: 3 });
      const bad = await call('northwindBusiness', 'PATCH', `/listings/${product.listingId}`, {
        price: '501',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields.price).toBe(messages.salePriceRange);
    });

    it("deletes with 'Product removed successfully': gone from search and from the table, history kept", async () => {
      const product = await create('northwindAdmin', { oemPartNumber: 'DEL-ME-7' });
      expect(await searchIds('DEL-ME-7')).toEqual([product.listingId]);
      const res = await call('northwindAdmin', 'DELETE', `/products/${product.id}`);
      expect(res.json()).toEqual({ message: PRODUCT_REMOVED_MESSAGE });
      expect(await searchIds('DEL-ME-7')).toEqual([]);
      expect((await call('northwindAdmin', 'GET', `/products/${product.id}`)).statusCode).toBe(404);
      expect((await call('northwindAdmin', 'DELETE', `/products/${product.id}`)).statusCode).toBe(404);
      const history = (await call('northwindAdmin', 'GET', `/products/${product.id}/history`)).json();
      expect(history.items[0]).toMatchObject({ action: 'delete' });
    });
  });

  describe('images and the spec document', () => {
    it('accepts png, jpeg and gif by content, re-encoded and resized; refuses a file whose name lies', async () => {
      const product = await create('northwindSpecialist');
      const url = `/products/${product.id}/images`;
      for (const format of ['png', 'jpeg', 'gif'] as const) {
        const res = await upload(
          'northwindSpecialist',
          url,
          `photo.${format}`,
          `image/${format}`,
          await image(format, 2400, 1200),
        );
        expect(res.statusCode, res.body).toBe(200);
      }
      const images: string[] = (await call('northwindSpecialist', 'GET', `/products/${product.id}`)).json()
        .imageUrls;
      expect(images).toHaveLength(3);
      for (const src of images) {
        expect(src).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
        const served = await t.app.inject({ url: src, headers: { host: 'localhost' } });
        expect(served.statusCode).toBe(200);
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
      }
      for (const [name, type, data] of [
        ['fake.png', 'image/png', Buffer.from('hello, I am not an image')],
        [
          'x.jpg',
          'image/jpeg',
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        ],
        ['doc.gif', 'image/gif', Buffer.from('%PDF-1.7\n')],
      ] as const) {
        const res = await upload('northwindSpecialist', url, name, type, data);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(messages.imageType);
      }
      // Reorder: the last becomes the main image; leaving one out removes it.
      const reordered = await call('northwindSpecialist', 'PUT', url, { imageUrls: [images[2], images[0]] });
      expect(reordered.json()).toEqual({ imageUrls: [images[2], images[0]] });
      const foreign = await call('northwindSpecialist', 'PUT', url, {
        imageUrls: ['/uploads/products/test.webp'],
      });
      expect(foreign.statusCode).toBe(400);
      const history = (await call('northwindSpecialist', 'GET', `/products/${product.id}/history`)).json();
      expect(history.items[0].changes[0]).toMatchObject({ field: 'imageUrls' });
    });

    it('takes a PDF spec document by content only', async () => {
      const product = await create('northwindSpecialist');
      const url = `/products/${product.id}/spec-document`;
      const bad = await upload('northwindSpecialist', url, 'spec.pdf', 'application/pdf', await image('png'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(messages.specDocumentType);
      const ok = await upload(
        'northwindSpecialist',
        url,
        'spec.pdf',
        'application/pdf',
        Buffer.from('%PDF-1.4\n%%EOF\n'),
      );
      expect(ok.json().specDocUrl).toMatch(/^\/uploads\/spec-documents\/[0-9a-f-]{36}\.pdf$/);
    });
  });

  describe('the data table', () => {
    it('bulk price change by percent and by amount; a row pushed out of its range is reported and kept', async () => {
      const a = await create('northwindAdmin', { price: '200', oemPartNumber: 'BULK-A-1' });
      const b = await create('northwindAdmin', { price: '480', oemPartNumber: 'BULK-B-1' });
      const res = await call('northwindBusiness', 'POST', '/listings/bulk', {
        listingIds: [a.listingId, b.listingId],
        change: { action: 'price', mode: 'percent', value: '5' },
      });
      expect(res.json()).toEqual({
        updated: 1,
        failed: [{ listingId: b.listingId, message: messages.salePriceRange }],
      });
      expect((await call('northwindAdmin', 'GET', `/products/${a.id}`)).json().price).toBe('210.0000');
      expect((await call('northwindAdmin', 'GET', `/products/${b.id}`)).json().price).toBe('480.0000');
      const amount = await call('northwindBusiness', 'POST', '/listings/bulk', {
        listingIds: [a.listingId, b.listingId],
        change: { action: 'price', mode: 'amount', value: '-10.5' },
      });
      expect(amount.json()).toEqual({ updated: 2, failed: [] });
      const found = await search('BULK-A-1');
      expect(found.items[0]?.price).toBe('199.5000');
      const history = (await call('northwindAdmin', 'GET', `/products/${a.id}/history`)).json();
      expect(history.items[0]).toMatchObject({
        source: 'bulk',
        changes: [{ field: 'price', before: '210.0000', after: '199.5000' }],
      });
    });

    it('bulk stock, marketplace visibility and delete', async () => {
      const a = await create('northwindAdmin', { oemPartNumber: 'VIS-A-1' });
      const bulk = (change: object) =>
        call('northwindAdmin', 'POST', '/listings/bulk', { listingIds: [a.listingId], change });
      expect((await bulk({ action: 'stock', numAvailable: 0 })).json()).toEqual({ updated: 1, failed: [] });
      expect((await bulk({ action: 'visibility', marketplace: false })).json().updated).toBe(1);
      expect(await searchIds('VIS-A-1')).toEqual([]);
      expect(await searchIds('VIS-A-1', 'northwind.localhost')).toEqual([a.listingId]);
      expect((await bulk({ action: 'delete' })).json().updated).toBe(1);
      expect(await searchIds('VIS-A-1', 'northwind.localhost')).toEqual([]);
    });

    it('a productSpecialist may not change prices in bulk (403)', async () => {
      const a = await create('northwindAdmin');
      const res = await call('northwindSpecialist', 'POST', '/listings/bulk', {
        listingIds: [a.listingId],
        change: { action: 'price', mode: 'percent', value: '10' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('searches, filters, sorts and pages on the server', async () => {
      await create('northwindAdmin', { oemPartNumber: 'FILT-X-1', price: '111', condition: 'New' });
      await create('northwindAdmin', {
        oemPartNumber: 'FILT-X-2',
        price: '333',
        condition: 'Used',
        numAvailable: 0,
      });
      const get = async (query: string) => (await call('northwindAdmin', 'GET', `/products?${query}`)).json();
      expect((await get('q=filt-x')).total).toBe(2);
      expect((await get('q=filtx')).total).toBe(2);
      expect(
        (await get('q=filt-x&condition=Used')).items.map((r: { oemPartNumber: string }) => r.oemPartNumber),
      ).toEqual(['FILT-X-2']);
      expect(
        (await get('q=filt-x&stock=in')).items.map((r: { oemPartNumber: string }) => r.oemPartNumber),
      ).toEqual(['FILT-X-1']);
      expect(
        (await get('q=filt-x&minPrice=200')).items.map((r: { oemPartNumber: string }) => r.oemPartNumber),
      ).toEqual(['FILT-X-2']);
      const sorted = await get('q=filt-x&sort=price&direction=asc&pageSize=1&page=2');
      expect(sorted).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(sorted.items.map((r: { price: string }) => r.price)).toEqual(['333.0000']);
      expect((await call('northwindAdmin', 'GET', '/products?q=%25')).statusCode).toBe(200);
    });

    it('exports the filtered set as CSV and XLSX, exactly as stored', async () => {
      await create('northwindAdmin', {
        oemPartNumber: 'EXP-Q-1',
        name: 'Router, "edge", 北京 line1\nline2',
        price: '123.4567',
      });
      const csv = await call('northwindAdmin', 'GET', '/products/export?format=csv&q=EXP-Q-1');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/attachment; filename="products-.*\.csv"/);
      expect(csv.body.startsWith('\uFEFFproductId,listingId,name,')).toBe(true);
      expect(csv.body).toContain('"Router, ""edge"", 北京 line1\nline2"');
      expect(csv.body).toContain(',123.4567,');
      expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);

      const xlsx = await call('northwindAdmin', 'GET', '/products/export?format=xlsx&q=EXP-Q-1');
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Products')!;
      const header = sheet.getRow(1).values as unknown[];
      const row = sheet.getRow(2).values as unknown[];
      expect(row[header.indexOf('name')]).toBe('Router, "edge", 北京 line1\nline2');
      expect(row[header.indexOf('price')]).toBe('123.4567');
      expect(sheet.rowCount).toBe(2);

      const cobalt = await call('cobaltAdmin', 'GET', '/products/export?format=csv&q=EXP-Q-1');
      expect(cobalt.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    });
  });

  it('history rows carry the organization: another one reads none', async () => {
    const product = await create('northwindAdmin');
    const rows = await t.db
      .select()
      .from(entityHistory)
      .where(
        and(
          eq(entityHistory.entityId, product.id),
          eq(entityHistory.organizationId, fx.organizations.northwind.id),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

/** The writable fields of a product as read back, for a PUT of the same form. */
function pickForm(product: Record<string, unknown>) {
  const keys = [
    'name',
    'displayName',
    'description',
    'category',
    'subCategory',
    'minPrice',
    'maxPrice',
    'price',
    'totalPrice',
    'minQuantity',
    'quantityMultiple',
    'numAvailable',
    'condition',
    'minShippingEstimate',
    'maxShippingEstimate',
    'oemName',
    'oemModelName',
    'oemPartNumber',
    'sellerPartNumber',
    'sellerInternalLocation',
    'arrivalDate',
    'productType',
  ];
  return Object.fromEntries(keys.map((k) => [k, product[k]]));
}
