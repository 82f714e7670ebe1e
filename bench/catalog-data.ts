// The catalogue benchmark's database: the demo seed, then products to 100,000 and listings to
// 300,000 across the seller organizations, then the search index. Deterministic (seeded PRNG): the
// same rows on every run, dates relative to the day it runs. Reused while its marker matches.
// Usage: npx tsx bench/catalog-data.ts [--fresh]   (or: npm run bench -- catalog fresh)
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, migrationsFolder, openDatabase } from '../apps/server/src/db/client';
import {
  type CategoryDef,
  categoryTree,
  oems,
  type SubCategoryDef,
} from '../apps/server/src/db/seed/catalog-data';
import { seedDemoData } from '../apps/server/src/db/seed/index';
import { Random } from '../apps/server/src/db/seed/random';
import { rebuildListingSearch } from '../apps/server/src/modules/search/listing-search.repository';
import { benchDatabaseUrl, databaseComment, recreateDatabase, setDatabaseComment } from './lib/database';

export const TARGET_PRODUCTS = 100_000;
export const TARGET_LISTINGS = 300_000;
/** Bump when the generated rows change, so an old database is rebuilt. */
const GENERATOR_VERSION = 2;
const DAY = 24 * 60 * 60 * 1000;
/** Rows per INSERT ... SELECT FROM unnest(...): one parameter per column, whatever the row count. */
const BATCH = 5_000;

type Condition = 'New' | 'Like New' | 'Open Box' | 'Refurbished' | 'Used' | 'Field Pull';

/** The seed's rules (apps/server/src/db/seed/catalog.ts), at catalogue scale. */
const conditionFactor: Record<Condition, number> = {
  New: 1,
  'Like New': 0.86,
  'Open Box': 0.8,
  Refurbished: 0.68,
  Used: 0.55,
  'Field Pull': 0.5,
};
const conditions: [Condition, number][] = [
  ['New', 35],
  ['Refurbished', 20],
  ['Used', 15],
  ['Like New', 10],
  ['Open Box', 10],
  ['Field Pull', 10],
];
const conditionNotes: Record<Condition, string> = {
  New: 'Factory sealed in original packaging.',
  'Like New': 'Removed from a lab; no visible wear.',
  'Open Box': 'Original box opened; unit never deployed.',
  Refurbished: 'Tested, cleaned and factory-reset; ships with a fresh image.',
  Used: 'Pulled from a working network; light cosmetic wear.',
  'Field Pull': 'Field pull from a decommissioned site; sold as-is, powers on.',
};
const descriptionTail = [
  'Every unit is inspected and tested before shipping, and serial numbers are recorded on the packing slip.',
  'Ships in anti-static packaging with tracking; volume pricing is available on request.',
  'Compatible with the standard software releases of its platform. Licences are not included unless stated.',
  'Export-controlled items may require an end-user statement before shipping outside the United States.',
];
/** Suffixes sellers and OEMs put on a part number: spares, bundles, power options, refurbished SKUs. */
const partSuffixes = ['=', '-RF', '-WS', '-AC', '-DC', '-E', '-A', '-S', '-K9', '-BUN', '-2', '-R'];
/** Listings per product: most parts have a few sellers or conditions; the mean is about 3. */
const listingsPerProduct: [number, number][] = [
  [1, 20],
  [2, 22],
  [3, 22],
  [4, 16],
  [5, 12],
  [6, 8],
];

/** A price rounded the way sellers write them: whole dollars above $100, cents below. */
function sellerPrice(value: number): number {
  if (value >= 1000) return Math.round(value / 5) * 5;
  if (value >= 100) return Math.round(value);
  if (value >= 20) return Math.round(value * 100) / 100;
  return Math.round(value * 400) / 400;
}
const money4 = (value: number) => value.toFixed(4);

/** A UUIDv7 from the PRNG: time-ordered like the server's ids, but the same on every run. */
function uuidOf(random: Random, ms: number): string {
  const hex = ms.toString(16).padStart(12, '0');
  const rand = Array.from({ length: 20 }, () => random.int(0, 15).toString(16)).join('');
  const variant = (8 + random.int(0, 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7${rand.slice(0, 3)}-${variant}${rand.slice(3, 6)}-${rand.slice(6, 18)}`;
}

interface Template {
  category: CategoryDef;
  sub: SubCategoryDef;
  oem: (typeof oems)[number];
  part: string;
  family: string;
  specs: string[];
}

/** Every seed item ('PART | Family | specs'): products are variants of these, so OEM shares match. */
function templates(): Template[] {
  const out: Template[] = [];
  for (const category of categoryTree) {
    for (const sub of category.subs) {
      for (const oem of oems) {
        for (const item of oem.parts[sub.slug] ?? []) {
          const [part = '', family = '', specText = ''] = item.split('|').map((s) => s.trim());
          out.push({ category, sub, oem, part, family, specs: specText.split(';').map((s) => s.trim()) });
        }
      }
    }
  }
  return out;
}

/**
 * A plausible sibling part number: the digits of each multi-digit run changed after the first
 * ('ASR-9001' -> 'ASR-9417', 'N9K-C93180YC-EX' -> 'N9K-C95523YC-EX'), or the part with a suffix
 * ('ASR-9001-RF'). The family name follows a changed run ('ASR 9001' -> 'ASR 9417').
 */
function variantOf(t: Template, random: Random): { part: string; family: string } {
  if (random.chance(0.05) || !/\d{2,}/.test(t.part)) {
    return { part: `${t.part}${random.pick(partSuffixes)}`, family: t.family };
  }
  const changed = new Map<string, string>();
  const part = t.part.replace(/\d{2,}/g, (run) => {
    const next = `${run[0]}${Array.from({ length: run.length - 1 }, () => random.int(0, 9)).join('')}`;
    changed.set(run, next);
    return next;
  });
  return { part, family: t.family.replace(/\d{2,}/g, (run) => changed.get(run) ?? run) };
}

const normalize = (part: string) => part.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** `INSERT ... SELECT * FROM unnest($1::type[], ...)` in batches: one array parameter per column. */
async function insertColumns(
  client: pg.ClientBase,
  table: string,
  columns: [name: string, type: string][],
  rows: unknown[][],
): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const text = `insert into ${table} (${names}) select * from unnest(${arrays})`;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await client.query(
      text,
      columns.map((_, i) => batch.map((row) => row[i])),
    );
  }
}

/** What identifies the database's contents: targets, generator version and the migrations. */
function marker(): string {
  const migrations = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const hash = createHash('sha256').update(migrations.join('\n')).digest('hex').slice(0, 12);
  return `patchbay bench catalogue v${GENERATOR_VERSION}: ${TARGET_PRODUCTS} products, ${TARGET_LISTINGS} listings, migrations ${hash}`;
}

export interface CatalogDatabase {
  url: string;
  reused: boolean;
  /** Seconds spent: seed, products, listings, index rebuild, analyze. */
  timings: Record<string, number>;
}

/**
 * The catalogue database at BENCH_DATABASE_URL: reused when its marker says it holds this
 * generator's 100,000 products, else dropped, created and filled (`fresh` forces that).
 */
export async function ensureCatalogDatabase(options: { fresh?: boolean } = {}): Promise<CatalogDatabase> {
  const url = benchDatabaseUrl;
  const expected = marker();
  if (!options.fresh && (await databaseComment(url)) === expected) {
    console.log(
      `reusing the catalogue database ${new URL(url).pathname.slice(1)} (fresh: npm run bench -- catalog fresh)`,
    );
    return { url, reused: true, timings: {} };
  }
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round((now - mark) / 100) / 10;
    mark = now;
    console.log(`  ${name}: ${timings[name]} s`);
  };

  console.log(`generating the catalogue database at ${url.replace(/\/\/[^@]*@/, '//')}...`);
  await recreateDatabase(url);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'patchbay-bench-seed-'));
  // One day's rows are identical; the seed's dates are relative to its clock.
  const now = new Date(Math.floor(Date.now() / DAY) * DAY);
  try {
    await migrateDatabase(handle);
    await seedDemoData(handle.db, { uploadsDir, now });
    lap('migrate and demo seed');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('set synchronous_commit = off');
      await fill(client, now, lap);
    } finally {
      await client.end();
    }
    await rebuildListingSearch(handle.db);
    lap('rebuildListingSearch');
    // VACUUM as well: the visibility map autovacuum would set lets index-only scans skip the heap.
    await handle.sql.executeSql('vacuum analyze');
    lap('vacuum analyze');
  } finally {
    await handle.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }
  await setDatabaseComment(url, expected);
  return { url, reused: false, timings };
}

async function fill(client: pg.Client, now: Date, lap: (name: string) => void) {
  const random = new Random(0xbe9c4);
  const ids = new Random(0x1d5);
  const one = async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows;

  const categories = await one<{ id: string; slug: string; parent: string | null }>(
    `select c.id, c.slug, p.slug as parent from categories c left join categories p on p.id = c.parent_id`,
  );
  const categoryId = new Map(categories.filter((c) => !c.parent).map((c) => [c.slug, c.id]));
  const subCategoryId = new Map(
    categories.filter((c) => c.parent).map((c) => [`${c.parent}/${c.slug}`, c.id]),
  );
  const orgs = await one<{ id: string; slug: string; city: string | null; state: string | null }>(
    `select id, slug, city, state from organizations`,
  );
  const org = (slug: string) => {
    const found = orgs.find((o) => o.slug === slug);
    if (!found) throw new Error(`the demo seed has no organization ${slug}`);
    return found;
  };
  const users = await one<{ id: string; email: string }>(`select id, email from users`);
  const userId = (email: string) => users.find((u) => u.email === email)?.id ?? null;
  // The seed's generated image of each OEM and category, shared by its products.
  const images = new Map(
    (
      await one<{ oem_name: string; category_id: string; image_urls: string[] }>(
        `select distinct on (oem_name, category_id) oem_name, category_id, image_urls from products`,
      )
    ).map((r) => [`${r.oem_name}|${r.category_id}`, r.image_urls]),
  );
  const [{ products: seedProducts = 0, listings: seedListings = 0 } = {}] = await one<{
    products: number;
    listings: number;
  }>(
    `select (select count(*)::int from products) as products, (select count(*)::int from listings) as listings`,
  );

  // Products: variants of the seed's items, each with its own part number.
  const all = templates();
  const taken = new Set(all.map((t) => `${t.oem.slug}|${normalize(t.part)}`));
  const productRows: unknown[][] = [];
  const specRows: unknown[][] = [];
  const tierRows: unknown[][] = [];
  const products: { id: string; price: number; bulk: boolean; weight: number; hsCode: string }[] = [];
  const baseMs = now.getTime() - 800 * DAY;
  for (let i = 0; products.length < TARGET_PRODUCTS - seedProducts; i++) {
    const t = random.pick(all);
    let { part, family } = variantOf(t, random);
    for (let n = 0; taken.has(`${t.oem.slug}|${normalize(part)}`); n++) {
      ({ part, family } = n < 20 ? variantOf(t, random) : { part: `${t.part}-${n}`, family: t.family });
    }
    taken.add(`${t.oem.slug}|${normalize(part)}`);
    const id = uuidOf(ids, baseMs + i);
    const isOptic = t.category.slug === 'optics';
    const name = isOptic
      ? `${t.oem.name} ${part} ${t.specs[0]} ${t.sub.noun}`
      : `${t.oem.name} ${family} ${t.sub.noun}, ${t.specs[0]}`;
    const price = sellerPrice(random.between(t.sub.price[0], t.sub.price[1]));
    const weight = Math.round(random.between(t.sub.weight[0], t.sub.weight[1]) * 100) / 100;
    const specs: [string, string][] = t.sub.specKeys
      .map((key, k): [string, string] => [key, t.specs[k] ?? ''])
      .filter(([, value]) => value !== '' && value !== 'n/a' && value !== 'none');
    if (isOptic) specs.push(['Form factor', t.sub.name]);
    for (const [key, values] of random.sample(t.sub.extraSpecs, random.int(1, t.sub.extraSpecs.length))) {
      specs.push([key, random.pick(values)]);
    }
    const description = [
      `${name} from ${t.oem.manufacturerName}.`,
      `Key specifications: ${specs.map(([k, v]) => `${k.toLowerCase()} ${v}`).join('; ')}.`,
      random.pick(descriptionTail),
    ].join(' ');
    const category = categoryId.get(t.category.slug)!;
    const createdAt = new Date(now.getTime() - random.int(30, 700) * DAY).toISOString();
    productRows.push([
      id,
      name,
      `${t.oem.name} ${part}`,
      description,
      !random.chance(0.01),
      random.chance(0.85),
      t.sub.name,
      t.sub.productType,
      t.category.industry,
      t.oem.name,
      family,
      part,
      t.oem.manufacturerName,
      t.oem.country,
      'US',
      money4(sellerPrice(price * 0.4)),
      money4(sellerPrice(price * 1.6)),
      JSON.stringify(
        [t.category.name, t.sub.name, t.oem.name, family].filter((v, k, a) => a.indexOf(v) === k),
      ),
      weight.toFixed(2),
      random.chance(0.85) ? 'US' : 'CA',
      JSON.stringify(images.get(`${t.oem.name}|${category}`) ?? []),
      'generated',
      JSON.stringify([family]),
      category,
      subCategoryId.get(`${t.category.slug}/${t.sub.slug}`)!,
      createdAt,
      createdAt,
    ]);
    specs.slice(0, 6).forEach(([type, value], sortOrder) => {
      specRows.push([uuidOf(ids, baseMs + i), id, type, value, sortOrder]);
    });
    if (t.sub.bulk || random.chance(0.3)) {
      const tiers: [number, number | null, number][] = t.sub.bulk
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
        tierRows.push([uuidOf(ids, baseMs + i), id, minQty, maxQty, money4(sellerPrice(price * factor))]);
      }
    }
    products.push({ id, price, bulk: t.sub.bulk, weight, hsCode: t.sub.hsCode });
  }
  await client.query('begin');
  await insertColumns(
    client,
    'products',
    [
      ['id', 'uuid'],
      ['name', 'text'],
      ['display_name', 'text'],
      ['description', 'text'],
      ['is_active', 'bool'],
      ['is_verified', 'bool'],
      ['part_type', 'text'],
      ['product_type', 'text'],
      ['industry', 'text'],
      ['oem_name', 'text'],
      ['oem_model_name', 'text'],
      ['oem_part_number', 'text'],
      ['manufacturer_name', 'text'],
      ['manufacturer_country', 'text'],
      ['country', 'text'],
      ['min_price', 'numeric'],
      ['max_price', 'numeric'],
      ['tags', 'jsonb'],
      ['weight', 'numeric'],
      ['google_shopping_target_country', 'text'],
      ['image_urls', 'jsonb'],
      ['image_status', 'text'],
      ['models', 'jsonb'],
      ['category_id', 'uuid'],
      ['sub_category_id', 'uuid'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    productRows,
  );
  await insertColumns(
    client,
    'product_specifications',
    [
      ['id', 'uuid'],
      ['product_id', 'uuid'],
      ['type', 'text'],
      ['value', 'text'],
      ['sort_order', 'int4'],
    ],
    specRows,
  );
  await insertColumns(
    client,
    'product_tiered_prices',
    [
      ['id', 'uuid'],
      ['product_id', 'uuid'],
      ['min_qty', 'int4'],
      ['max_qty', 'int4'],
      ['price', 'numeric'],
    ],
    tierRows,
  );
  await client.query('commit');
  lap(`products (${productRows.length}, ${specRows.length} specifications, ${tierRows.length} tiers)`);

  // Listings: a seller per listing (a seller may list one part in several conditions), shares.
  const sellers = [
    { org: org('northwind'), weight: 45, prefix: 'NW', creator: userId('specialist@northwind.test') },
    { org: org('cobalt'), weight: 30, prefix: 'CB', creator: userId('admin@cobalt.test') },
    { org: org('meridian'), weight: 25, prefix: 'MF', creator: userId('admin@meridian.test') },
  ];
  const counts = products.map(() => random.weighted(listingsPerProduct));
  let missing = TARGET_LISTINGS - seedListings - counts.reduce((sum, n) => sum + n, 0);
  while (missing !== 0) {
    const k = random.int(0, counts.length - 1);
    const step = missing > 0 ? 1 : -1;
    if (counts[k]! + step < 1 || counts[k]! + step > 8) continue;
    counts[k]! += step;
    missing -= step;
  }
  const listingRows: unknown[][] = [];
  const shareRows: unknown[][] = [];
  const googleSeq = new Map<string, number>();
  const listingBaseMs = now.getTime() - 400 * DAY;
  products.forEach((product, p) => {
    for (let n = 0; n < counts[p]!; n++) {
      const seller = random.weighted(sellers.map((s) => [s, s.weight] as const));
      const condition = random.weighted(conditions);
      const price = sellerPrice(product.price * conditionFactor[condition] * random.between(0.9, 1.1));
      const msrp = sellerPrice(product.price * random.between(1.25, 1.6));
      const outOfStock = random.chance(0.08);
      const quantityMultiple = product.bulk ? random.pick([1, 1, 1, 1, 2, 5, 10]) : 1;
      const minQuantity = quantityMultiple * (product.bulk && random.chance(0.3) ? 2 : 1);
      const numAvailable = outOfStock
        ? 0
        : product.bulk
          ? random.int(2, 80) * quantityMultiple * (quantityMultiple === 1 ? 5 : 1)
          : random.int(1, 24);
      const minShip = random.int(1, 3);
      const maxShip = minShip + random.int(2, 5);
      const seq = (googleSeq.get(seller.prefix) ?? 0) + 1;
      googleSeq.set(seller.prefix, seq);
      const createdAt = new Date(now.getTime() - random.int(0, 365) * DAY - random.int(0, DAY - 1));
      const id = uuidOf(ids, listingBaseMs + listingRows.length);
      const excluded = random.chance(0.06);
      const deleted = random.chance(0.01);
      listingRows.push([
        id,
        product.id,
        seller.org.id,
        seller.creator,
        money4(price),
        money4(msrp),
        condition,
        minQuantity,
        numAvailable,
        quantityMultiple,
        quantityMultiple > 1 ? 'Lot' : 'Single',
        quantityMultiple > 1 ? (price * quantityMultiple).toFixed(2) : null,
        `${seller.org.city}, ${seller.org.state}`,
        product.weight > 70 ? 'Freight' : random.pick(['Ground', 'Ground', 'Expedited']),
        new Date(now.getTime() + (maxShip + 1) * DAY).toISOString().slice(0, 10),
        'each',
        product.weight.toFixed(2),
        product.hsCode,
        conditionNotes[condition],
        random.int(0, 420),
        random.chance(0.15),
        minShip,
        maxShip,
        outOfStock ? random.chance(0.5) : random.chance(0.2),
        random.chance(0.9),
        random.chance(0.08),
        excluded,
        `${seller.prefix}-${String(seq).padStart(6, '0')}`,
        random.chance(0.3),
        deleted ? new Date(createdAt.getTime() + random.int(1, 30) * DAY).toISOString() : null,
        createdAt.toISOString(),
        createdAt.toISOString(),
      ]);
      // Relisting (DESIGN.md §3): Meridian has no storefront of its own and shares the most.
      const shareWith =
        seller.org.slug === 'meridian'
          ? random.chance(0.05)
            ? 'northwind'
            : random.chance(0.02)
              ? 'cobalt'
              : null
          : seller.org.slug === 'cobalt'
            ? random.chance(0.02)
              ? 'northwind'
              : null
            : random.chance(0.02)
              ? 'cobalt'
              : null;
      if (shareWith && numAvailable > 0) shareRows.push([id, org(shareWith).id]);
    }
  });
  await client.query('begin');
  await insertColumns(
    client,
    'listings',
    [
      ['id', 'uuid'],
      ['product_id', 'uuid'],
      ['organization_id', 'uuid'],
      ['created_by_user_id', 'uuid'],
      ['price', 'numeric'],
      ['msrp_price', 'numeric'],
      ['condition', 'text'],
      ['min_quantity', 'int4'],
      ['num_available', 'int4'],
      ['quantity_multiple', 'int4'],
      ['lot_type', 'text'],
      ['total_price', 'numeric'],
      ['pickup_location', 'text'],
      ['shipping_option', 'text'],
      ['arrival_date', 'date'],
      ['unit_measure', 'text'],
      ['unit_weight', 'numeric'],
      ['hs_code', 'text'],
      ['notes', 'text'],
      ['view_count', 'int4'],
      ['is_shipping_included', 'bool'],
      ['min_shipping_estimate', 'int4'],
      ['max_shipping_estimate', 'int4'],
      ['can_make_offer_if_qty_is_zero', 'bool'],
      ['show_price_wo_login', 'bool'],
      ['is_featured_listing', 'bool'],
      ['exclude_from_collector_portal', 'bool'],
      ['google_product_id', 'text'],
      ['is_on_offer', 'bool'],
      ['deleted_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    listingRows,
  );
  await insertColumns(
    client,
    'listing_shares',
    [
      ['listing_id', 'uuid'],
      ['organization_id', 'uuid'],
    ],
    shareRows,
  );
  await client.query('commit');
  lap(`listings (${listingRows.length}, ${shareRows.length} shares)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await ensureCatalogDatabase({ fresh: process.argv.includes('--fresh') });
  console.log(result);
}
