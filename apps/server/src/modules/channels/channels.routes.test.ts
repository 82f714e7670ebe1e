import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBrowser } from '../../../test/checkout-helpers';
import { type CatalogFixtures, createCatalogFixtures, createSessionToken } from '../../../test/fixtures';
import { createClock, createTestApp, type TestApp } from '../../../test/helpers';
import { listings, organizations, productImports, products } from '../../db/schema/index';

const ADMIN = 'admin.localhost';

describe('shipping estimates and external listings', () => {
  let t: TestApp;
  let fx: CatalogFixtures;
  const clock = createClock('2026-03-04T15:00:00Z');
  const tokens: Record<string, string> = {};
  const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    testBrowser(t, ADMIN, tokens[who]).call(method, url, body);

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    fx = await createCatalogFixtures(t.db);
    for (const [name, user] of Object.entries({
      northwindAdmin: fx.users.northwindAdmin,
      northwindSpecialist: fx.users.northwindSpecialist,
      cobaltAdmin: fx.users.cobaltAdmin,
      operator: fx.users.operator,
    })) {
      tokens[name] = await createSessionToken(t.db, user.id, clock.now());
    }
    // Northwind ships from Colorado; its ASR 9001 listing weighs 4 lb a unit in a small box.
    const { northwind, cobalt } = fx.organizations;
    await t.db
      .update(organizations)
      .set({ country: 'US', state: 'CO' })
      .where(eq(organizations.id, northwind.id));
    await t.db
      .update(listings)
      .set({ unitWeight: '4.00', shippingDimensions: { length: '1', width: '1', height: '1' } })
      .where(eq(listings.id, fx.listings.asr9001Northwind.id));
    await t.db.update(products).set({ weight: null }).where(eq(products.id, fx.products.asr9001.id));
    await t.db.insert(productImports).values([
      {
        organizationId: cobalt.id,
        createdByUserId: fx.users.cobaltAdmin.id,
        mode: 'create',
        format: 'csv',
        fileName: 'cobalt-optics.csv',
        headers: ['name'],
        status: 'done',
        totalRows: 3,
        processedRows: 3,
        created: 2,
        skipped: 1,
        finishedAt: new Date('2026-03-01T10:00:00Z'),
      },
      {
        organizationId: northwind.id,
        createdByUserId: fx.users.northwindAdmin.id,
        mode: 'update',
        format: 'xlsx',
        fileName: 'northwind-prices.xlsx',
        headers: ['price'],
        status: 'failed',
        error: 'The file could not be read',
      },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/admin/shipping-estimates', () => {
    const url = '/api/admin/shipping-estimates';

    it('prices a package with the rate table and shows the 30 % markup of each rate', async () => {
      // Colorado (west) to New York (northeast): zone 3. 10 lb beats 10x10x10/139 = 7.2 lb.
      // Ground: 8.00 + 2.00 x 3 + (0.45 + 0.15 x 3) x 10 = 23.00; 2-Day x 2.2; Overnight x 3.6.
      const res = await call('northwindAdmin', 'POST', url, {
        package: { weightLb: '10', lengthIn: '10', widthIn: '10', heightIn: '10' },
        destination: { country: 'US', state: 'NY', zipcode: '10001' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.provider).toBe('rate-table');
      expect(body.origin).toEqual({ country: 'US', state: 'CO', zip: null });
      expect(body.listing).toBeNull();
      expect(
        body.rates.map((r: Record<string, unknown>) => [
          r.service,
          r.carrierAmount,
          r.markupPercent,
          r.markupAmount,
          r.amount,
        ]),
      ).toEqual([
        ['Ground', '23.00', 30, '6.90', '29.90'],
        ['2-Day', '50.60', 30, '15.18', '65.78'],
        ['Overnight', '82.80', 30, '24.84', '107.64'],
      ]);
    });

    it("prices one of the organization's listings by its own weight, times the quantity", async () => {
      // Colorado to Colorado: zone 1; 2 units x 4 lb = 8 lb. Ground: 10.00 + 0.60 x 8 = 14.80.
      const res = await call('northwindAdmin', 'POST', url, {
        listingId: fx.listings.asr9001Northwind.id,
        quantity: 2,
        destination: { country: 'US', state: 'CO' },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.listing).toEqual({ id: fx.listings.asr9001Northwind.id, name: expect.any(String) });
      expect(body.package.weightLb).toBe('4.00');
      expect(body.rates[0]).toMatchObject({ carrierAmount: '14.80', markupAmount: '4.44', amount: '19.24' });
    });

    it("answers 404 for another organization's listing, and 403 to a role without orders.manage", async () => {
      const other = await call('northwindAdmin', 'POST', url, {
        listingId: fx.listings.finisarCobalt.id,
        destination: { country: 'US' },
      });
      expect(other.statusCode).toBe(404);
      const operator = await call('operator', 'POST', url, {
        listingId: fx.listings.finisarCobalt.id,
        destination: { country: 'US' },
      });
      expect(operator.statusCode).toBe(200);
      const specialist = await call('northwindSpecialist', 'POST', url, {
        package: { weightLb: '1' },
        destination: { country: 'US' },
      });
      expect(specialist.statusCode).toBe(403);
    });

    it('refuses a bad weight, a missing parcel and an unknown country with the field messages', async () => {
      const weight = await call('northwindAdmin', 'POST', url, {
        package: { weightLb: '-3' },
        destination: { country: 'US' },
      });
      expect(weight.statusCode).toBe(400);
      expect(JSON.stringify(weight.json())).toContain('Please enter valid weight');
      const none = await call('northwindAdmin', 'POST', url, { destination: { country: 'US' } });
      expect(none.statusCode).toBe(400);
      expect(JSON.stringify(none.json())).toContain('Choose a listing or enter a package weight');
      const country = await call('northwindAdmin', 'POST', url, {
        package: { weightLb: '1' },
        destination: { country: 'FR' },
      });
      expect(country.statusCode).toBe(400);
      expect(JSON.stringify(country.json())).toContain('Please enter valid country');
    });

    it('gives no carrier rate for a listing that ships included', async () => {
      const res = await call('operator', 'POST', url, {
        listingId: fx.listings.mx204Meridian.id,
        destination: { country: 'US', state: 'TX' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ shippingIncluded: true, rates: [] });
    });
  });

  describe('GET /api/admin/external-listings', () => {
    const url = '/api/admin/external-listings';
    const feedIds = async (feedUrl: string) => {
      const res = await testBrowser(t, new URL(feedUrl).hostname).call('GET', '/feeds/google.xml');
      expect(res.statusCode).toBe(200);
      return [...res.body.matchAll(/<g:id>([^<]+)<\/g:id>/g)].map((m) => m[1]);
    };

    it("counts what each storefront's Google feed holds of the organization's listings, and why it leaves some out", async () => {
      const res = await call('cobaltAdmin', 'GET', url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.organization.name).toBe(fx.organizations.cobalt.name);
      expect(body.feeds.length).toBeGreaterThan(0);
      const cobaltIds = Object.values(fx.listings)
        .filter((l) => l.organizationId === fx.organizations.cobalt.id)
        .map((l) => l.googleProductId ?? l.id);
      for (const feed of body.feeds) {
        expect(feed.lastGeneratedAt).toBeNull();
        // The feed itself, fetched as a crawler would: the count is of the same items.
        const ids = await feedIds(feed.feedUrl);
        expect(ids.filter((id) => cobaltIds.includes(id!)).length).toBe(feed.included);
        expect(feed.excluded).toBe(feed.exclusions.length);
      }
      const leftOut = body.feeds.flatMap(
        (f: { exclusions: { listingId: string; reason: string }[] }) => f.exclusions,
      );
      expect(leftOut.length).toBeGreaterThan(0);
      expect(leftOut.every((e: { listingId: string }) => e.listingId === fx.listings.aristaCobalt.id)).toBe(
        true,
      );
      expect(leftOut[0].reason).toBe('Its price is shown to signed-in buyers only');

      // Fetching a feed records when it was built and with how many items.
      const after = (await call('cobaltAdmin', 'GET', url)).json();
      for (const feed of after.feeds) {
        expect(feed.lastGeneratedAt).toBe(clock.now().toISOString());
        expect(feed.lastGeneratedItems).toBeGreaterThanOrEqual(feed.included);
      }
    });

    it('lists the catalogue files the listings came from with their sync state, for the own organization only', async () => {
      const cobalt = (await call('cobaltAdmin', 'GET', url)).json();
      expect(cobalt.sources).toEqual([
        expect.objectContaining({
          fileName: 'cobalt-optics.csv',
          syncState: 'synced',
          created: 2,
          skipped: 1,
          finishedAt: '2026-03-01T10:00:00.000Z',
        }),
      ]);
      const northwind = (await call('northwindAdmin', 'GET', url)).json();
      expect(northwind.sources).toEqual([
        expect.objectContaining({
          fileName: 'northwind-prices.xlsx',
          syncState: 'failed',
          error: 'The file could not be read',
        }),
      ]);
      const operator = (await call('operator', 'GET', url)).json();
      expect(operator.organization).toBeNull();
      expect(operator.sources.map((s: { fileName: string }) => s.fileName).sort()).toEqual([
        'cobalt-optics.csv',
        'northwind-prices.xlsx',
      ]);
      const picked = (
        await call('operator', 'GET', `${url}?organizationId=${fx.organizations.cobalt.id}`)
      ).json();
      expect(picked.sources.map((s: { fileName: string }) => s.fileName)).toEqual(['cobalt-optics.csv']);
    });

    it("answers 404 for another organization's id and 403 to a role without listings.manage", async () => {
      expect(
        (await call('northwindAdmin', 'GET', `${url}?organizationId=${fx.organizations.cobalt.id}`))
          .statusCode,
      ).toBe(404);
      expect((await call('northwindSpecialist', 'GET', url)).statusCode).toBe(403);
    });
  });
});
