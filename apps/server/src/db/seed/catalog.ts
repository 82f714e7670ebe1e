import { uuidv7 } from '../../lib/ids';
import type {
  categories,
  ListingCondition,
  listingShares,
  listings,
  productSpecifications,
  products,
  productTieredPrices,
  sharedListingRequests,
} from '../schema/index';
import { categoryTree, oems } from './catalog-data';
import type { SeedImages } from './images';
import { Random } from './random';
import type { Tenants } from './tenants';

type CategoryRow = typeof categories.$inferInsert & { id: string };
type ProductRow = typeof products.$inferInsert & { id: string };
type ListingRow = typeof listings.$inferInsert & { id: string };

const DAY = 24 * 60 * 60 * 1000;

/** Price of a condition relative to New. */
const conditionFactor: Record<ListingCondition, number> = {
  New: 1,
  'Like New': 0.86,
  'Open Box': 0.8,
  Refurbished: 0.68,
  Used: 0.55,
  'Field Pull': 0.5,
};

const conditionNotes: Record<ListingCondition, string[]> = {
  New: ['Factory sealed in original packaging.', 'New in box with all accessories.'],
  'Like New': ['Removed from a lab; no visible wear.', 'Opened for inspection only; includes rack kit.'],
  'Open Box': ['Original box opened; unit never deployed.', 'Open box, complete with accessories.'],
  Refurbished: [
    'Tested, cleaned and factory-reset; ships with a fresh image.',
    'Refurbished and burn-in tested for 48 hours.',
  ],
  Used: [
    'Pulled from a working network; light cosmetic wear.',
    'Used, fully tested; faceplate has minor scuffs.',
  ],
  'Field Pull': [
    'Field pull from a decommissioned site; sold as-is, powers on.',
    'Field pull, tested for power-on only.',
  ],
};

const descriptionLead = [
  (name: string, maker: string) => `${name} from ${maker}.`,
  (name: string, maker: string) => `The ${name} is built by ${maker} for demanding production networks.`,
  (name: string, maker: string) =>
    `${maker} ${name.replace(/^\S+\s/, '')}, stocked by multiple verified sellers.`,
];
const descriptionTail = [
  'Every unit is inspected and tested before shipping, and serial numbers are recorded on the packing slip.',
  'Ships in anti-static packaging with tracking; volume pricing is available on request.',
  'Compatible with the standard software releases of its platform. Licences are not included unless stated.',
  'Export-controlled items may require an end-user statement before shipping outside the United States.',
];

function money4(value: number): string {
  return value.toFixed(4);
}

/** A price rounded the way sellers write them: whole dollars above $100, cents below. */
function sellerPrice(value: number): number {
  if (value >= 1000) return Math.round(value / 5) * 5;
  if (value >= 100) return Math.round(value);
  if (value >= 20) return Math.round(value * 100) / 100;
  return Math.round(value * 400) / 400;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildCatalog(tenants: Tenants, images: SeedImages, now: Date) {
  // long-function: demo data, written out in the order of the story it tells.
  const random = new Random(0x9a7cb);
  const categoryRows: CategoryRow[] = [];
  const subCategoryId = new Map<string, string>();
  const categoryId = new Map<string, string>();
  categoryTree.forEach((category, i) => {
    const id = uuidv7();
    categoryId.set(category.slug, id);
    categoryRows.push({ id, name: category.name, slug: category.slug, sortOrder: i });
    category.subs.forEach((sub, j) => {
      const subId = uuidv7();
      subCategoryId.set(`${category.slug}/${sub.slug}`, subId);
      categoryRows.push({ id: subId, parentId: id, name: sub.name, slug: sub.slug, sortOrder: j });
    });
  });

  const productRows: ProductRow[] = [];
  const specificationRows: (typeof productSpecifications.$inferInsert)[] = [];
  const tierRows: (typeof productTieredPrices.$inferInsert)[] = [];
  /** Typical New price per product, for the listings below. */
  const basePrice = new Map<string, number>();
  const productMeta = new Map<
    string,
    { bulk: boolean; weight: number; size: [number, number, number]; hsCode: string }
  >();

  for (const category of categoryTree) {
    for (const sub of category.subs) {
      for (const oem of oems) {
        for (const item of oem.parts[sub.slug] ?? []) {
          const [part = '', family = '', specText = ''] = item.split('|').map((s) => s.trim());
          const specs = specText.split(';').map((s) => s.trim());
          const id = uuidv7();
          const isOptic = category.slug === 'optics';
          const name = isOptic
            ? `${oem.name} ${part} ${specs[0]} ${sub.noun}`
            : `${oem.name} ${family} ${sub.noun}, ${specs[0]}`;
          const price = sellerPrice(random.between(sub.price[0], sub.price[1]));
          const weight = Math.round(random.between(sub.weight[0], sub.weight[1]) * 100) / 100;
          const scale = random.between(0.85, 1.15);
          const size: [number, number, number] = [
            Math.round(sub.size[0] * scale * 100) / 100,
            sub.size[1],
            Math.round(sub.size[2] * random.between(0.9, 1.1) * 100) / 100,
          ];
          const specRows: [string, string][] = sub.specKeys
            .map((key, i): [string, string] => [key, specs[i] ?? ''])
            .filter(([, value]) => value !== '' && value !== 'n/a' && value !== 'none');
          if (isOptic) specRows.push(['Form factor', sub.name]);
          for (const [key, values] of random.sample(sub.extraSpecs, random.int(1, sub.extraSpecs.length))) {
            specRows.push([key, random.pick(values)]);
          }
          const description = [
            descriptionLead[random.int(0, descriptionLead.length - 1)]!(name, oem.manufacturerName),
            `Key specifications: ${specRows.map(([k, v]) => `${k.toLowerCase()} ${v}`).join('; ')}.`,
            random.pick(descriptionTail),
          ].join(' ');
          productRows.push({
            id,
            name,
            displayName: `${oem.name} ${part}`,
            description,
            isManuProduct: false,
            isActive: !random.chance(0.01),
            isVerified: random.chance(0.85),
            partType: sub.name,
            productType: sub.productType,
            industry: category.industry,
            oemName: oem.name,
            oemModelName: family,
            oemPartNumber: part,
            manufacturerName: oem.manufacturerName,
            manufacturerCountry: oem.country,
            country: 'US',
            minPrice: money4(sellerPrice(price * 0.4)),
            maxPrice: money4(sellerPrice(price * 1.6)),
            tags: [category.name, sub.name, oem.name, family].filter(
              (t, i, all) => t && all.indexOf(t) === i,
            ),
            weight: weight.toFixed(2),
            length: size[0].toFixed(2),
            width: size[1].toFixed(2),
            height: size[2].toFixed(2),
            googleShoppingTargetCountry: random.chance(0.85) ? 'US' : 'CA',
            imageUrls: [images.product.get(`${oem.slug}/${category.slug}`) ?? ''],
            imageStatus: 'generated',
            models: [family],
            categoryId: categoryId.get(category.slug)!,
            subCategoryId: subCategoryId.get(`${category.slug}/${sub.slug}`)!,
            createdAt: new Date(now.getTime() - random.int(30, 400) * DAY),
            updatedAt: new Date(now.getTime() - random.int(0, 30) * DAY),
          });
          specRows.slice(0, 6).forEach(([type, value], sortOrder) => {
            specificationRows.push({ id: uuidv7(), productId: id, type, value, sortOrder });
          });
          if (sub.bulk || random.chance(0.3)) {
            const tiers: [number, number | null, number][] = sub.bulk
              ? [
                  [1, 9, 1],
                  [10, 49, 0.95],
                  [50, null, 0.9],
                ]
              : [
                  [1, 4, 1],
                  [5, 9, 0.96],
                  [10, null, 0.92],
                ];
            for (const [minQty, maxQty, factor] of tiers) {
              tierRows.push({
                id: uuidv7(),
                productId: id,
                minQty,
                maxQty,
                price: money4(sellerPrice(price * factor)),
              });
            }
          }
          basePrice.set(id, price);
          productMeta.set(id, { bulk: sub.bulk, weight, size, hsCode: sub.hsCode });
        }
      }
    }
  }

  // Listings: every product gets one to three sellers, each with its own condition and price.
  const { organizations: orgs, users } = tenants;
  const sellers = [
    { org: orgs.northwind, weight: 45, prefix: 'NW', creator: users.northwindSpecialist.id },
    { org: orgs.cobalt, weight: 30, prefix: 'CB', creator: users.cobaltAdmin.id },
    { org: orgs.meridian, weight: 25, prefix: 'MF', creator: users.meridianAdmin.id },
  ] as const;
  const conditions: [ListingCondition, number][] = [
    ['New', 35],
    ['Refurbished', 20],
    ['Used', 15],
    ['Like New', 10],
    ['Open Box', 10],
    ['Field Pull', 10],
  ];
  const listingRows: ListingRow[] = [];
  const googleSeq = new Map<string, number>();
  for (const product of productRows) {
    const count = random.weighted([
      [1, 55],
      [2, 33],
      [3, 12],
    ] as const);
    const chosen: (typeof sellers)[number][] = [];
    while (chosen.length < count) {
      const seller = random.weighted(sellers.map((s) => [s, s.weight] as const));
      if (!chosen.includes(seller)) chosen.push(seller);
    }
    const base = basePrice.get(product.id)!;
    const meta = productMeta.get(product.id)!;
    for (const seller of chosen) {
      const condition = random.weighted(conditions);
      const price = sellerPrice(base * conditionFactor[condition] * random.between(0.9, 1.1));
      const msrp = sellerPrice(base * random.between(1.25, 1.6));
      const outOfStock = random.chance(0.08);
      const quantityMultiple = meta.bulk ? random.pick([1, 1, 1, 1, 2, 5, 10]) : 1;
      const minQuantity = quantityMultiple * (meta.bulk && random.chance(0.3) ? 2 : 1);
      const numAvailable = outOfStock
        ? 0
        : meta.bulk
          ? random.int(2, 80) * quantityMultiple * (quantityMultiple === 1 ? 5 : 1)
          : random.int(1, 24);
      const minShip = random.int(1, 3);
      const maxShip = minShip + random.int(2, 5);
      const seq = (googleSeq.get(seller.prefix) ?? 0) + 1;
      googleSeq.set(seller.prefix, seq);
      const createdAt = new Date(now.getTime() - random.int(0, 180) * DAY - random.int(0, 86_400_000));
      listingRows.push({
        id: uuidv7(),
        productId: product.id,
        organizationId: seller.org.id,
        createdByUserId: seller.creator,
        price: money4(price),
        msrpPrice: money4(msrp),
        condition,
        minQuantity,
        numAvailable,
        quantityMultiple,
        lotType: quantityMultiple > 1 ? 'Lot' : 'Single',
        totalPrice: quantityMultiple > 1 ? (price * quantityMultiple).toFixed(2) : null,
        pickupLocation: `${seller.org.city}, ${seller.org.state}`,
        shippingOption: meta.weight > 70 ? 'Freight' : random.pick(['Ground', 'Ground', 'Expedited']),
        arrivalDate: isoDate(new Date(now.getTime() + (maxShip + 1) * DAY)),
        unitMeasure: 'each',
        unitWeight: meta.weight.toFixed(2),
        shippingDimensions: {
          length: (meta.size[0] + 2).toFixed(2),
          width: (meta.size[1] + 2).toFixed(2),
          height: (meta.size[2] + 2).toFixed(2),
        },
        hsCode: meta.hsCode,
        notes: random.pick(conditionNotes[condition]),
        viewCount: random.int(0, 420),
        lastViewedDate: new Date(now.getTime() - random.int(1, 240) * 60 * 60 * 1000),
        isShippingIncluded: random.chance(0.15),
        minShippingEstimate: minShip,
        maxShippingEstimate: maxShip,
        manufacturerListing: false,
        canMakeOfferIfQtyIsZero: outOfStock ? random.chance(0.5) : random.chance(0.2),
        showPriceWOLogin: random.chance(0.9),
        isFeaturedListing: random.chance(0.08),
        excludeFromCollectorPortal: random.chance(0.06),
        googleProductId: `${seller.prefix}-${String(seq).padStart(5, '0')}`,
        isOnOffer: random.chance(0.3),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  // A few listings shared with another organization's storefronts (DESIGN.md §3).
  const byOrg = (orgId: string) =>
    listingRows.filter(
      (l) => l.organizationId === orgId && !l.excludeFromCollectorPortal && l.numAvailable! > 0,
    );
  const shareRows: (typeof listingShares.$inferInsert)[] = [
    ...random
      .sample(byOrg(orgs.meridian.id), 10)
      .map((l) => ({ listingId: l.id, organizationId: orgs.northwind.id })),
    ...random
      .sample(byOrg(orgs.cobalt.id), 5)
      .map((l) => ({ listingId: l.id, organizationId: orgs.northwind.id })),
    ...random
      .sample(byOrg(orgs.northwind.id), 5)
      .map((l) => ({ listingId: l.id, organizationId: orgs.cobalt.id })),
  ];
  const [approved] = shareRows;
  // Meridian asks to sell on Northwind's and Cobalt's storefronts (docs/catalogue.md): one request
  // approved (its share above), one pending, one declined by Northwind.
  const sharedIds = new Set(shareRows.map((r) => r.listingId));
  const [pendingListing, declinedListing] = random.sample(
    byOrg(orgs.meridian.id).filter((l) => !sharedIds.has(l.id!)),
    2,
  );
  const sharedListingRequestRows: (typeof sharedListingRequests.$inferInsert)[] = [
    {
      id: uuidv7(),
      listingId: approved!.listingId,
      organizationId: orgs.northwind.id,
      requestedByUserId: users.meridianAdmin.id,
      requestDate: new Date(now.getTime() - 20 * DAY),
      status: 'approved',
      decidedAt: new Date(now.getTime() - 19 * DAY),
      decidedByUserId: users.northwindAdmin.id,
    },
    {
      id: uuidv7(),
      listingId: pendingListing!.id,
      organizationId: orgs.cobalt.id,
      requestedByUserId: users.meridianAdmin.id,
      requestDate: new Date(now.getTime() - 2 * DAY),
      status: 'pending',
    },
    {
      id: uuidv7(),
      listingId: declinedListing!.id,
      organizationId: orgs.northwind.id,
      requestedByUserId: users.meridianAdmin.id,
      requestDate: new Date(now.getTime() - 9 * DAY),
      status: 'declined',
      decidedAt: new Date(now.getTime() - 8 * DAY),
      decidedByUserId: users.northwindSales.id,
    },
  ];

  return {
    categoryRows,
    productRows,
    specificationRows,
    tierRows,
    listingRows,
    shareRows,
    sharedListingRequestRows,
  };
}

export type Catalog = ReturnType<typeof buildCatalog>;
