import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  categories,
  listingShares,
  listings,
  organizations,
  products,
  storefronts,
  users,
} from '../src/db/schema/index';
import { insertSession } from '../src/modules/accounts/accounts.repository';
import { SESSION_LIFETIME_MS } from '../src/modules/accounts/accounts.service';
import { hashPassword } from '../src/modules/accounts/password';
import { hashToken, newSecretToken } from '../src/modules/accounts/tokens';
import { syncListingSearch } from '../src/modules/search/listing-search.repository';

type StorefrontInsert = typeof storefronts.$inferInsert;

/** Two sellers with a storefront each, and the marketplace: the least a tenancy test needs. */
export async function createStorefrontFixtures(db: Database) {
  const [platform, northwind, cobalt] = await db
    .insert(organizations)
    .values([
      { slug: 'patchbay', name: 'Patchbay', orgType: 'platform' },
      { slug: 'northwind', name: 'Northwind Networks', orgType: 'seller' },
      { slug: 'cobalt', name: 'Cobalt Telecom', orgType: 'seller' },
    ])
    .returning();
  const base = (
    over: Partial<StorefrontInsert> & Pick<StorefrontInsert, 'organizationId' | 'slug' | 'localUrl'>,
  ) =>
    ({
      storefrontTitle: over.slug,
      themeColor: '#1c7ed6',
      iconColor: '#ffffff',
      ...over,
    }) satisfies StorefrontInsert;
  const [marketplace, northwindStore, cobaltStore] = await db
    .insert(storefronts)
    .values([
      base({
        organizationId: platform!.id,
        slug: 'patchbay',
        localUrl: 'localhost',
        isMarketplace: true,
        footerVariant: 'marketplace',
        storefrontTitle: 'Patchbay Marketplace',
        metaDescription: 'Telecom equipment from verified sellers',
      }),
      base({
        organizationId: northwind!.id,
        slug: 'northwind',
        localUrl: 'northwind.localhost',
        customerDomain: 'shop.northwind.example',
        storefrontTitle: 'Northwind Networks',
        themeColor: '#0b7285',
        themeCss: ':root { --brand: #0b7285; }',
        aboutUsLink: 'https://northwind.example/about',
        socialLink: {
          facebook: 'https://facebook.com/northwind',
          linkedin: 'https://linkedin.com/company/northwind',
        },
      }),
      base({
        organizationId: cobalt!.id,
        slug: 'cobalt',
        localUrl: 'cobalt.localhost',
        storefrontTitle: 'Cobalt Telecom',
        themeColor: '#5f3dc4',
        footerVariant: 'legal',
      }),
    ])
    .returning();
  return {
    organizations: { platform: platform!, northwind: northwind!, cobalt: cobalt! },
    storefronts: { marketplace: marketplace!, northwind: northwindStore!, cobalt: cobaltStore! },
  };
}

/** The password of every fixture account; hashed once per test file (scrypt is slow on purpose). */
export const FIXTURE_PASSWORD = 'Secret123';
let fixtureHash: Promise<string> | undefined;
export function fixturePasswordHash(): Promise<string> {
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  return fixtureHash;
}

type UserInsert = typeof users.$inferInsert;

/**
 * The storefront fixtures plus people: the operator (Patchbay), every company role at both
 * sellers (Northwind and Cobalt), and a buyer organization (Acme) with its buyer. All share
 * FIXTURE_PASSWORD.
 */
export async function createAccountFixtures(db: Database) {
  const base = await createStorefrontFixtures(db);
  const [acme] = await db
    .insert(organizations)
    .values({ slug: 'acme', name: 'Acme Wireless', orgType: 'buyer' })
    .returning();
  const passwordHash = await fixturePasswordHash();
  const { platform, northwind, cobalt } = base.organizations;
  const person = (
    email: string,
    role: UserInsert['role'],
    organizationId: string,
    firstName: string,
    lastName: string,
  ): UserInsert => ({ email, role, organizationId, firstName, lastName, passwordHash });
  const rows = await db
    .insert(users)
    .values([
      person('operator@patchbay.test', 'operator', platform.id, 'Priya', 'Raman'),
      person('admin@northwind.test', 'companyAdmin', northwind.id, 'Dana', 'Whitfield'),
      person('sales@northwind.test', 'businessUser', northwind.id, 'Marcus', 'Lee'),
      person('specialist@northwind.test', 'productSpecialist', northwind.id, 'Aiko', 'Tanaka'),
      person('admin@cobalt.test', 'companyAdmin', cobalt.id, 'Rafael', 'Ortiz'),
      person('sales@cobalt.test', 'businessUser', cobalt.id, 'Jenna', 'Brooks'),
      person('specialist@cobalt.test', 'productSpecialist', cobalt.id, 'Omar', 'Haddad'),
      person('buyer@acme.test', 'buyer', acme!.id, 'Sam', 'Patel'),
    ])
    .returning();
  const byEmail = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`no fixture user ${email}`);
    return row;
  };
  return {
    ...base,
    organizations: { ...base.organizations, acme: acme! },
    users: {
      operator: byEmail('operator@patchbay.test'),
      northwindAdmin: byEmail('admin@northwind.test'),
      northwindBusiness: byEmail('sales@northwind.test'),
      northwindSpecialist: byEmail('specialist@northwind.test'),
      cobaltAdmin: byEmail('admin@cobalt.test'),
      cobaltBusiness: byEmail('sales@cobalt.test'),
      cobaltSpecialist: byEmail('specialist@cobalt.test'),
      acmeBuyer: byEmail('buyer@acme.test'),
    },
  };
}
export type AccountFixtures = Awaited<ReturnType<typeof createAccountFixtures>>;

/**
 * A signed-in session for a user, written straight to the database (no scrypt run): the token a
 * browser cookie or a bearer header would carry.
 */
export async function createSessionToken(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const token = newSecretToken();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    ip: null,
    userAgent: null,
  });
  return token;
}

/** A category, a product and a listing of one seller: enough for carts and offers. */
export async function createListingFixture(db: Database, organizationId: string, suffix = '1') {
  const [category] = await db
    .insert(categories)
    .values({ name: `Routers ${suffix}`, slug: `routers-${suffix}` })
    .returning();
  const [product] = await db
    .insert(products)
    .values({
      name: `ASR ${suffix}`,
      displayName: `Cisco ASR-900${suffix}`,
      oemName: 'Cisco',
      oemPartNumber: `ASR-900${suffix}`,
      categoryId: category!.id,
    })
    .returning();
  const [listing] = await db
    .insert(listings)
    .values({ productId: product!.id, organizationId, price: '100.0000', condition: 'New', numAvailable: 50 })
    .returning();
  return listing!;
}

type ProductInsert = typeof products.$inferInsert;
type ListingInsert = typeof listings.$inferInsert;

/**
 * The account fixtures plus a small catalogue across the three storefronts (DESIGN.md §3):
 * Northwind and Cobalt listings, a third seller (Meridian, no storefront) with one listing shared
 * with Northwind and one not shared, a listing excluded from the marketplace, a deleted listing,
 * a listing of an inactive product, a price kept for signed-in buyers, and products without
 * images. listing_search is brought up to date the way every write path does it.
 */
export async function createCatalogFixtures(db: Database) {
  const base = await createAccountFixtures(db);
  const { northwind, cobalt } = base.organizations;
  const [meridian] = await db
    .insert(organizations)
    .values({
      slug: 'meridian',
      name: 'Meridian Fiber Supply',
      orgType: 'seller',
      email: 'info@meridian.test',
    })
    .returning();
  await db
    .update(organizations)
    .set({ email: 'orders@northwind.test' })
    .where(eq(organizations.id, northwind.id));

  const [routers, switches, optics] = await db
    .insert(categories)
    .values([
      { name: 'Routers', slug: 'routers', sortOrder: 0 },
      { name: 'Switches', slug: 'switches', sortOrder: 1 },
      { name: 'Optics', slug: 'optics', sortOrder: 2 },
    ])
    .returning();
  const [edge, core, campus, sfp] = await db
    .insert(categories)
    .values([
      { name: 'Edge', slug: 'edge', parentId: routers!.id, sortOrder: 0 },
      { name: 'Core', slug: 'core', parentId: routers!.id, sortOrder: 1 },
      { name: 'Campus', slug: 'campus', parentId: switches!.id, sortOrder: 0 },
      { name: 'SFP', slug: 'sfp', parentId: optics!.id, sortOrder: 0 },
    ])
    .returning();

  const product = (over: Partial<ProductInsert> & Pick<ProductInsert, 'oemName' | 'oemPartNumber'>) =>
    ({
      name: `${over.oemName} ${over.oemPartNumber}`,
      displayName: `${over.oemName} ${over.oemPartNumber}`,
      categoryId: routers!.id,
      imageUrls: ['/uploads/products/test.webp'],
      ...over,
    }) satisfies ProductInsert;
  const productRows = await db
    .insert(products)
    .values([
      product({
        oemName: 'Cisco',
        oemPartNumber: 'ASR-9001',
        oemModelName: 'ASR 9000',
        name: 'Cisco ASR 9001 Edge Router, 4x 10GE SFP+',
        description: '<p>The <b>ASR 9001</b> is a compact edge router.</p><script>alert(1)</script>',
        subCategoryId: edge!.id,
        specDocUrl: 'https://example.com/asr9001.pdf',
      }),
      product({
        oemName: 'Cisco',
        oemPartNumber: 'ASR-9001-S',
        name: 'Cisco ASR 9001-S Edge Router, 2x 10GE',
        subCategoryId: edge!.id,
      }),
      product({
        oemName: 'Juniper',
        oemPartNumber: 'MX204',
        name: 'Juniper MX204 Universal Routing Platform',
        subCategoryId: core!.id,
        imageUrls: [],
        googleShoppingTargetCountry: 'CA',
      }),
      product({
        oemName: 'Arista',
        oemPartNumber: 'DCS-7050SX3-48YC8',
        name: 'Arista 7050X3 Campus Switch, 48x 25GE',
        categoryId: switches!.id,
        subCategoryId: campus!.id,
      }),
      product({
        oemName: 'Finisar',
        oemPartNumber: 'FTLX8574D3BCL',
        name: 'Finisar 10GBASE-SR SFP+ Optic',
        categoryId: optics!.id,
        subCategoryId: sfp!.id,
        imageUrls: [],
      }),
      product({
        oemName: '',
        oemPartNumber: 'GENERIC-PSU',
        displayName: 'Generic power supply',
        name: 'Generic 650W power supply',
        categoryId: switches!.id,
        imageUrls: [],
      }),
      product({
        oemName: 'Nokia',
        oemPartNumber: '7750-SR1',
        name: 'Nokia 7750 SR-1 Service Router',
        isActive: false,
        subCategoryId: core!.id,
      }),
    ])
    .returning();
  const [asr9001, asr9001s, mx204, arista, finisar, generic, nokia] = productRows;

  const listing = <K extends string>(
    key: K,
    over: Partial<ListingInsert> & Pick<ListingInsert, 'productId' | 'organizationId' | 'price'>,
    createdAt: string,
  ) => ({
    key,
    row: {
      condition: 'New',
      numAvailable: 10,
      msrpPrice: null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
      ...over,
    } satisfies ListingInsert,
  });
  const specs = [
    listing(
      'asr9001Northwind',
      {
        productId: asr9001!.id,
        organizationId: northwind.id,
        price: '4500.0000',
        msrpPrice: '6000.0000',
        numAvailable: 3,
        googleProductId: 'NW-00001',
      },
      '2026-01-10T10:00:00Z',
    ),
    listing(
      'asr9001Cobalt',
      {
        productId: asr9001!.id,
        organizationId: cobalt.id,
        price: '2800.0000',
        condition: 'Used',
        numAvailable: 7,
      },
      '2026-01-12T10:00:00Z',
    ),
    listing(
      'asr9001sNorthwind',
      {
        productId: asr9001s!.id,
        organizationId: northwind.id,
        price: '3900.0000',
        isFeaturedListing: true,
        numAvailable: 1,
      },
      '2026-01-20T10:00:00Z',
    ),
    listing(
      'mx204Meridian',
      {
        productId: mx204!.id,
        organizationId: meridian!.id,
        price: '7200.0000',
        condition: 'Refurbished',
        numAvailable: 2,
        isShippingIncluded: true,
      },
      '2026-01-05T10:00:00Z',
    ),
    listing(
      'aristaNorthwind',
      {
        productId: arista!.id,
        organizationId: northwind.id,
        price: '5100.0000',
        numAvailable: 12,
        excludeFromCollectorPortal: true,
      },
      '2026-01-15T10:00:00Z',
    ),
    listing(
      'aristaCobalt',
      {
        productId: arista!.id,
        organizationId: cobalt.id,
        price: '4700.0000',
        condition: 'Refurbished',
        numAvailable: 0,
        showPriceWOLogin: false,
        msrpPrice: '9000.0000',
      },
      '2026-01-18T10:00:00Z',
    ),
    listing(
      'finisarCobalt',
      {
        productId: finisar!.id,
        organizationId: cobalt.id,
        price: '35.5000',
        numAvailable: 400,
        isFeaturedListing: true,
      },
      '2026-01-02T10:00:00Z',
    ),
    listing(
      'genericMeridian',
      {
        productId: generic!.id,
        organizationId: meridian!.id,
        price: '120.0000',
        condition: 'Open Box',
        numAvailable: 5,
      },
      '2026-01-08T10:00:00Z',
    ),
    listing(
      'deletedNorthwind',
      {
        productId: mx204!.id,
        organizationId: northwind.id,
        price: '6900.0000',
        deletedAt: new Date('2026-01-25T00:00:00Z'),
      },
      '2026-01-09T10:00:00Z',
    ),
    listing(
      'nokiaCobalt',
      { productId: nokia!.id, organizationId: cobalt.id, price: '9900.0000' },
      '2026-01-11T10:00:00Z',
    ),
  ];
  const inserted = await db
    .insert(listings)
    .values(specs.map((s) => s.row))
    .returning();
  const byKey = Object.fromEntries(specs.map((s, i) => [s.key, inserted[i]!])) as Record<
    (typeof specs)[number]['key'],
    typeof listings.$inferSelect
  >;
  await db.insert(listingShares).values({ listingId: byKey.mx204Meridian.id, organizationId: northwind.id });
  await syncListingSearch(db, { listingIds: inserted.map((l) => l.id) });

  return {
    ...base,
    organizations: { ...base.organizations, meridian: meridian! },
    categories: {
      routers: routers!,
      switches: switches!,
      optics: optics!,
      edge: edge!,
      core: core!,
      campus: campus!,
      sfp: sfp!,
    },
    products: {
      asr9001: asr9001!,
      asr9001s: asr9001s!,
      mx204: mx204!,
      arista: arista!,
      finisar: finisar!,
      generic: generic!,
      nokia: nokia!,
    },
    listings: byKey,
  };
}
export type CatalogFixtures = Awaited<ReturnType<typeof createCatalogFixtures>>;
