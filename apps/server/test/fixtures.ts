import type { Database } from '../src/db/client';
import { organizations, storefronts } from '../src/db/schema/index';

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
